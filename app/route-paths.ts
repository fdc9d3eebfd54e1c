import { templates } from './lab/engine/templates'
import routes from './routes'

/** The pages behind each `:slug` route of app/routes.ts, read from their data: a new template gets its page with no other edit. */
const slugs: Record<string, readonly string[]> = {
  'strategies/:slug': templates.map((template) => template.id),
}

/**
 * Public, indexable routes, read from the route table (app/routes.ts) with each slug route
 * expanded: they drive prerendering, the sitemap (and through it the Lighthouse benchmark) and the
 * browser tests.
 */
export const publicPaths: readonly string[] = routes
  .filter((route) => route.path !== '*')
  .flatMap((route) => {
    if (route.index) return ['/']
    const pages = route.path ? slugs[route.path] : undefined
    return pages ? pages.map((slug) => `/${route.path?.replace(':slug', slug)}`) : [`/${route.path}`]
  })

/**
 * The not-found page is prerendered at a concrete path (React Router will not prerender the splat
 * route); the servers answer every unknown path with this file and status 404.
 */
export const notFoundPath = '/404'

export const prerenderedPaths = [...publicPaths, notFoundPath]
