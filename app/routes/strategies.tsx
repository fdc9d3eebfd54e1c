import { renderToStaticMarkup } from 'react-dom/server'
import { data } from 'react-router'
import { ComparisonTable } from '~/components/strategies/comparison-table'
import { HubPage } from '~/components/strategies/hub-page'
import { hubPageAt } from '~/components/strategies/page-data'
import { type BreadcrumbHandle, type PageCrumb, pageTrail } from '~/content/breadcrumbs'
import { strategiesIndex, strategyHubs } from '~/content/strategies'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategies'

// The strategy index and every hub (app/routes.ts lists a route per tag, all on this module). The
// loader runs at build time only: each page carries its own words, computed from the templates.

/** The index is named as such; a hub, by its short name (its loader's `crumb`), sits under it. */
export const handle: BreadcrumbHandle<{ crumb: PageCrumb }> = {
  breadcrumb: ({ crumb }) => crumb,
}

export function loader({ url }: Route.LoaderArgs) {
  // The address without React Router's own additions (the `.data` of a data request).
  const page = hubPageAt(url.pathname)
  // Unreachable: the route table only sends the index's and the hubs' addresses here.
  if (!page) throw data('No strategy hub here', { status: 404 })
  const { comparison, ...rest } = page
  // The comparison drawn here, at build time: the page shows its HTML and ships no table code. The
  // hub's name comes with the data, so the table of hub names stays out of the browser's code.
  const shown = {
    ...rest,
    crumb: rest.tag ? { name: strategyHubs[rest.tag].name, above: [strategiesIndex] } : { name: strategiesIndex.name },
    comparisonHtml: comparison.length > 0 ? renderToStaticMarkup(<ComparisonTable rows={comparison} />) : '',
  }
  return { ...shown, trail: pageTrail(handle, url.pathname, shown) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: loaderData.path }) : []

export default function Strategies({ loaderData }: Route.ComponentProps) {
  return <HubPage data={loaderData} trail={loaderData.trail} />
}
