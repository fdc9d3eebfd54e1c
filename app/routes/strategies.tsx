import { data } from 'react-router'
import { HubPage } from '~/components/strategies/hub-page'
import { hubPageAt } from '~/components/strategies/page-data'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategies'

// The strategy index and every hub (app/routes.ts lists a route per tag, all on this module). The
// loader runs at build time only: each page carries its own words, computed from the templates.

export function loader({ url }: Route.LoaderArgs) {
  // The address without React Router's own additions (the `.data` of a data request).
  const page = hubPageAt(url.pathname)
  // Unreachable: the route table only sends the index's and the hubs' addresses here.
  if (!page) throw data('No strategy hub here', { status: 404 })
  return page
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: loaderData.path }) : []

export default function Strategies({ loaderData }: Route.ComponentProps) {
  return <HubPage data={loaderData} />
}
