import { guideSlugs } from './content/guides.server.ts'
import { templates } from './lab/engine/templates.ts'
import { exitOnContentError } from './lib/content.server.ts'
import routes from './routes.ts'

/**
 * The pages of each route with a parameter, one per slug: what its loader can answer. A route with
 * a parameter and no list here fails the build, rather than going without a prerendered page. The guides' slugs
 * are their files' names (content/guides): a file with a mistake ends the build in one line.
 */
const slugsOf: Record<string, readonly string[]> = {
  'guides/:slug': exitOnContentError(guideSlugs),
  'strategies/:slug': templates.map((template) => template.id),
}

function pathsOf(route: (typeof routes)[number]): string[] {
  if (route.index) return ['/']
  const path = route.path ?? ''
  if (!path.includes(':')) return [`/${path}`]
  const slugs = slugsOf[path]
  if (!slugs) throw new Error(`app/route-paths.ts: no slugs listed for the route ${path}`)
  return slugs.map((slug) => `/${path.replace(/:\w+/, slug)}`)
}

/**
 * Public, indexable routes, read from the route table (app/routes.ts): they drive prerendering,
 * the sitemap (and through it the Lighthouse benchmark) and the browser tests.
 */
export const publicPaths: readonly string[] = routes.filter((route) => route.path !== '*').flatMap(pathsOf)

/**
 * The not-found page is prerendered at a concrete path (React Router will not prerender the splat
 * route); the servers answer every unknown path with this file and status 404.
 */
export const notFoundPath = '/404'

export const prerenderedPaths = [...publicPaths, notFoundPath]
