import { mainNav } from './site/navigation'

export type Crumb = { name: string; path: string }

const home: Crumb = { name: mainNav[0].label, path: '/' }

/** A page's place in its trail: its own name, and the pages between Home and it (a guide's is /guides). */
export type PageCrumb = { name: string; above?: readonly Crumb[] }

/**
 * What a route module's `handle` says of its page's breadcrumb: its name, or, where the name or
 * the pages above it come from the page's loader data, how to read them from that data. Every
 * page route but home names one (docs/content.md, "Add a page"), e.g.
 * `export const handle: BreadcrumbHandle = { breadcrumb: 'Brokers' }`.
 */
export type BreadcrumbHandle<Data = never> = { breadcrumb: string | ((data: Data) => PageCrumb) }

/**
 * A page's trail, worked out by its loader at build time from its route's `handle` and the data the
 * loader is about to return, for the pages that show it (BreadcrumbNav): e.g.
 * `{ ...page, trail: pageTrail(handle, url.pathname, page) }`.
 */
export function pageTrail<Data>(handle: BreadcrumbHandle<Data>, pathname: string, data: Data): Crumb[] {
  return breadcrumbTrail([{ pathname, handle, loaderData: data }])
}

/** What the trail reads of a matched route (React Router's UIMatch, as useMatches lists them). */
type Match = { pathname: string; handle?: unknown; loaderData?: unknown }

/**
 * The trail from home to the page the matched routes lead to, e.g. Home › Guides › Getting
 * Started: the page's route names the last crumb, whose link is the page's address (without the
 * slash prerendering adds to it). Empty for home, for a route that names no crumb, and for a page
 * without its data (an unknown slug, drawn by its route's error boundary). The structured data
 * (StructuredData) and the loaders of the pages that show a trail (pageTrail) read it, both at build
 * time: none of it reaches the browser.
 */
export function breadcrumbTrail(matches: readonly Match[]): Crumb[] {
  const page = matches.at(-1)
  const named = (page?.handle as Partial<BreadcrumbHandle<unknown>> | undefined)?.breadcrumb
  const own: PageCrumb | undefined =
    typeof named === 'function'
      ? page?.loaderData === undefined
        ? undefined
        : named(page.loaderData)
      : named
        ? { name: named }
        : undefined
  return page && own
    ? [home, ...(own.above ?? []), { name: own.name, path: page.pathname.replace(/(.)\/+$/, '$1') }]
    : []
}
