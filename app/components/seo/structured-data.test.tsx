import { render } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { structuredDataFor } from './page-graph'
import { StructuredData } from './structured-data'

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: StructuredData }])
  return render(<Stub initialEntries={[path]} />)
}

describe('StructuredData', () => {
  it.each(['/', '/brokers', '/guides/getting-started'])(
    'writes the graph of %s as a JSON-LD block that parses back to the same data',
    (path) => {
      const { container } = renderAt(path)
      const script = container.querySelector('script[type="application/ld+json"]')
      expect(script).not.toBeNull()
      expect(JSON.parse(script?.textContent ?? '')).toEqual(JSON.parse(JSON.stringify(structuredDataFor(path))))
    },
  )

  it('escapes "<" so no value can close the script element', () => {
    const { container } = renderAt('/')
    expect(container.querySelector('script')?.innerHTML).not.toContain('<')
  })

  it('writes nothing at an address that is no page (the 404 page)', () => {
    const { container } = renderAt('/guides/nope')
    expect(container.querySelector('script')).toBeNull()
  })
})
