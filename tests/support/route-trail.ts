import { join } from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import { breadcrumbTrail, type Crumb } from '~/content/breadcrumbs'
import routes from '~/routes'

const appDir = join(import.meta.dirname, '../../app')

/** The route table as React Router matches it: each route under the root, named by its file. */
const table: RouteObject[] = [
  {
    path: '/',
    children: routes.map(
      ({ id, path, index, file }): RouteObject => (index ? { id: id ?? file, index: true } : { id: id ?? file, path }),
    ),
  },
]

/**
 * A page's breadcrumb trail as the prerendered page draws it, without a browser: the route the
 * table matches for `path`, its module's `handle`, and, where the handle reads the page's data,
 * what the module's loader answers at that address (as prerendering runs it).
 */
export async function trailAt(path: string): Promise<Crumb[]> {
  const page = matchRoutes(table, path)?.at(-1)
  if (!page) return []
  const file = routes.find((route) => (route.id ?? route.file) === page.route.id)?.file ?? ''
  const module = (await import(/* @vite-ignore */ join(appDir, file))) as {
    handle?: { breadcrumb?: unknown }
    loader?: (args: { params: Record<string, string | undefined>; url: URL; request: Request }) => unknown
  }
  const url = new URL(path, 'http://localhost')
  const loaderData =
    typeof module.handle?.breadcrumb === 'function'
      ? await module.loader?.({ params: page.params, url, request: new Request(url) })
      : undefined
  return breadcrumbTrail([{ pathname: page.pathname, handle: module.handle, loaderData }])
}
