import { render, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { guidePage } from '~/content/guides.server'
import { structuredDataFor } from './page-graph'
import { StructuredData } from './structured-data'

// A guide page's data comes from its route's loader (routes/guide), as in the app.
const guide = guidePage('getting-started', {})

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { id: 'routes/guide', path: '/guides/getting-started', Component: StructuredData, loader: () => guide },
    { path: '*', Component: StructuredData },
  ])
  return render(<Stub initialEntries={[path]} />)
}

describe('StructuredData', () => {
  it.each(['/', '/brokers', '/guides/getting-started'])(
    'writes the graph of %s as a JSON-LD block that parses back to the same data',
    async (path) => {
      const { container } = renderAt(path)
      await waitFor(() => expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull())
      const script = container.querySelector('script[type="application/ld+json"]')
      const data = structuredDataFor(path, { guide: path.startsWith('/guides/') ? guide : undefined })
      expect(JSON.parse(script?.textContent ?? '')).toEqual(JSON.parse(JSON.stringify(data)))
    },
  )

  it('escapes "<" so no value can close the script element', async () => {
    const { container } = renderAt('/')
    await waitFor(() => expect(container.querySelector('script')).not.toBeNull())
    expect(container.querySelector('script')?.innerHTML).not.toContain('<')
  })

  it('writes nothing at an address that is no page (the 404 page)', () => {
    const { container } = renderAt('/guides/nope')
    expect(container.querySelector('script')).toBeNull()
  })
})
