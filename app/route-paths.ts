import routes from './routes'

/**
 * Public, indexable routes, read from the route table (app/routes.ts): they drive prerendering,
 * the sitemap (and through it the Lighthouse benchmark) and the browser tests.
 */
export const publicPaths: readonly string[] = routes
  .filter((route) => route.path !== '*')
  .map((route) => (route.index ? '/' : `/${route.path}`))

/**
 * The not-found page is prerendered at a concrete path (React Router will not prerender the splat
 * route); the servers answer every unknown path with this file and status 404.
 */
export const notFoundPath = '/404'

export const prerenderedPaths = [...publicPaths, notFoundPath]
