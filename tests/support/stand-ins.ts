import { guidePath } from '~/content/guides'
import { guideCards } from '~/content/guides.server'
import { publicPaths } from '~/route-paths'
import routes from '~/routes'

/**
 * The pages the browser walks visit (axe and HTML_CodeSniffer, focus, zoom, no JavaScript, CSP
 * under hydration, the other engines' smoke list): one page for each kind of page, at both widths,
 * rather than every prerendered page. Pages of one kind are one route module filled with other
 * data, so a walk over one says what a walk over all would; a new guide or template adds no browser
 * test, a new route module adds its stand-in here by itself. What must hold on every page whatever
 * its data (valid HTML, CSP hashes, head tags, the sitemap, byte budgets) is checked on every built
 * page without a browser, in tests/built.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

/** Does the route's path (with `:param` segments, if any) match this concrete path? */
function matches(route: RouteEntry, path: string): boolean {
  if (route.index) return path === '/'
  const want = (route.path ?? '').split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  return (
    want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  )
}

/**
 * A page's kind: the route module that draws it, and its depth, since one module may draw both a
 * list and its members (the strategies index and its hubs).
 */
function kindOf(path: string): string {
  const route = (routes as readonly RouteEntry[]).find((entry) => entry.path !== '*' && matches(entry, path))
  if (!route) throw new Error(`No route in app/routes.ts draws ${path}.`)
  return `${route.file} ${path.split('/').filter(Boolean).length}`
}

/**
 * A guide page lays out one video differently from several (a single poster against a list): both
 * stand, the guide with the most videos beside the first.
 */
const guideVariant = guidePath(
  guideCards(process.env).reduce((most, guide) => (guide.videos.length > most.videos.length ? guide : most)).slug,
)

/** One public path per kind of page, in the order of the route table, plus any variant above. */
export const standInPaths: readonly string[] = (() => {
  const seen = new Set<string>()
  return publicPaths.filter((path) => {
    const kind = kindOf(path)
    const first = !seen.has(kind)
    seen.add(kind)
    return first || path === guideVariant
  })
})()

/** What the walks ask for to see the not-found page: a path no route draws. */
export const unknownPath = '/no/such/page'

/** The stand-ins and the not-found page, as a walk visits them. */
export const standInsWithNotFound: readonly string[] = [...standInPaths, unknownPath]
