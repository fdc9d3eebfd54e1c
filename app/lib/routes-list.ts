/** Public, indexable routes: drive prerendering, the sitemap and the browser tests. */
export const publicPaths = ['/', '/brokers', '/guides', '/privacy'] as const

/**
 * The not-found page is prerendered at a concrete path (React Router will not prerender the splat
 * route); the servers answer every unknown path with this file and status 404.
 */
export const notFoundPath = '/404'

export const prerenderedPaths = [...publicPaths, notFoundPath]
