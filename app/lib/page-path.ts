import type { Register } from 'react-router'

/**
 * What each `:slug` route of app/routes.ts stands for. Template ids are plain strings in the Lab's
 * data (app/lab/engine/templates.ts), so a template page's address is only checked to be under
 * /strategies/ (app/route-paths.ts prerenders the real ones, and the browser tests follow every link).
 */
type Slugs = {
  '/strategies/:slug': `/strategies/${string}`
}

type RoutePath = Exclude<keyof Register['pages'], '/*'>

/** A page of the route table (app/routes.ts), as React Router's type generation lists them, slugs filled in. */
export type PagePath = RoutePath extends infer Path ? (Path extends keyof Slugs ? Slugs[Path] : Path) : never

/**
 * An internal link target, checked against the route table at compile time, as React Router's
 * href() checks it. Our links have no parameters to fill in, and href()'s run-time code would add
 * about 0.2 KB (gzip) to every page's first load for nothing.
 */
export function pagePath<Path extends PagePath>(path: Path): Path {
  return path
}
