import type { Register } from 'react-router'

/** A route's pattern with its parameter filled in: `/strategies/:slug` takes any `/strategies/<slug>`. */
type Filled<Pattern> = Pattern extends `${infer Head}:${string}` ? `${Head}${string}` : Pattern

/** A page of the route table (app/routes.ts), as React Router's type generation lists them. */
export type PagePath = Filled<Exclude<keyof Register['pages'], '/*'>>

/**
 * An internal link target, checked against the route table at compile time, as React Router's
 * href() checks it. Our links have no parameters to fill in, and href()'s run-time code would add
 * about 0.2 KB (gzip) to every page's first load for nothing.
 */
export function pagePath<Path extends PagePath>(path: Path): Path {
  return path
}
