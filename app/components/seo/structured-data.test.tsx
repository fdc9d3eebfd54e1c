import { render, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { strategyPageAt } from '~/components/strategies/page-data'
import { guidePage } from '~/content/guides.server'
import { handle as brokers } from '~/routes/brokers'
import { handle as guideRoute } from '~/routes/guide'
import { handle as strategyRoute } from '~/routes/strategy'
import { trailAt } from '../../../tests/support/route-trail'
import { structuredDataFor } from './page-graph'
import { StructuredData } from './structured-data'

// A guide page's data comes from its route's loader (routes/guide), a template page's from
// routes/strategy, as in the app, and each route names its breadcrumb by its own handle.
const guide = guidePage('getting-started', {})
const strategy = strategyPageAt('spy-momentum')

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { id: 'routes/brokers', path: '/brokers', Component: StructuredData, handle: brokers },
    {
      id: 'routes/guide',
      path: '/guides/getting-started',
      Component: StructuredData,
      loader: () => guide,
      handle: guideRoute,
    },
    {
      id: 'routes/strategy',
      path: '/strategies/spy-momentum',
      Component: StructuredData,
      loader: () => strategy,
      handle: strategyRoute,
    },
    { path: '*', Component: StructuredData },
  ])
  return render(<Stub initialEntries={[path]} />)
}

describe('StructuredData', () => {
  it.each(['/', '/brokers', '/guides/getting-started', '/strategies/spy-momentum'])(
    'writes the graph of %s as a JSON-LD block that parses back to the same data',
    async (path) => {
      const { container } = renderAt(path)
      await waitFor(() => expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull())
      const script = container.querySelector('script[type="application/ld+json"]')
      const data = structuredDataFor(path, {
        trail: await trailAt(path),
        guide: path.startsWith('/guides/') ? guide : undefined,
        strategy: path.startsWith('/strategies/') ? strategy : undefined,
      })
      const written = JSON.parse(script?.textContent ?? '') as { '@graph': { '@type': string }[] }
      expect(written).toEqual(JSON.parse(JSON.stringify(data)))
      // The loader's data reached it: the article pages carry theirs.
      if (path.includes('/', 1)) expect(written['@graph'].map((node) => node['@type'])).toContain('Article')
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
