import { render } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { homeStructuredData } from '~/components/seo/home-graph'
import { StructuredData } from './structured-data'

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: StructuredData }])
  return render(<Stub initialEntries={[path]} />)
}

describe('StructuredData', () => {
  it('writes the home page graph as a JSON-LD block that parses back to the same data', () => {
    const { container } = renderAt('/')
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script).not.toBeNull()
    expect(JSON.parse(script?.textContent ?? '')).toEqual(JSON.parse(JSON.stringify(homeStructuredData())))
  })

  it('escapes "<" so no value can close the script element', () => {
    const { container } = renderAt('/')
    expect(container.querySelector('script')?.innerHTML).not.toContain('<')
  })

  it('writes nothing on other pages', () => {
    const { container } = renderAt('/brokers')
    expect(container.querySelector('script')).toBeNull()
  })
})
