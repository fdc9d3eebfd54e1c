import { data } from 'react-router'
import { strategyPageAt } from '~/components/strategies/page-data'
import { StrategyPage } from '~/components/strategies/strategy-page'
import { type BreadcrumbHandle, pageTrail } from '~/content/breadcrumbs'
import { strategiesIndex } from '~/content/strategies'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategy'
import NotFound, { meta as notFoundMeta } from './not-found'

// Every template's page (docs/requirements.md#strategy-pages). The loader runs at build time only
// (prerendering, ssr:false): it computes the page's words with the Lab's engine, and React Router
// inlines them in the page and writes them to /strategies/<id>.data for navigation in the app, so
// each page carries its own data and the engine stays out of the browser.

/** A template's page sits under the strategy index, named by the template. */
export const handle: BreadcrumbHandle<{ name: string }> = {
  breadcrumb: (page) => ({ name: page.name, above: [strategiesIndex] }),
}

export function loader({ params, url }: Route.LoaderArgs) {
  const page = strategyPageAt(params.slug)
  if (!page) throw data(`No strategy template is called ${params.slug}`, { status: 404 })
  return { ...page, trail: pageTrail(handle, url.pathname, page) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: loaderData.path,
        // The template written out, with its structured data's Article (app/components/seo/page-graph.ts).
        type: 'article',
        image: { ...loaderData.card, alt: `${loaderData.name}: the template’s logic tree` },
      })
    : // No data: an unknown slug in the browser, which the error boundary below shows as not found.
      notFoundMeta({} as Parameters<typeof notFoundMeta>[0])

export default function Strategy({ loaderData }: Route.ComponentProps) {
  return <StrategyPage data={loaderData} trail={loaderData.trail} />
}

/**
 * An unknown slug: the servers answer it with the 404 page and status 404; in the browser, the
 * router matches it here and its data request finds no file, so it shows the same page.
 */
export function ErrorBoundary() {
  return <NotFound />
}
