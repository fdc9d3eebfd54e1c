import { hubPages } from 'virtual:strategy-hubs'
import { useLocation } from 'react-router'
import { HubPage } from '~/components/strategies/hub-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategies'

// One module for the strategy index and every hub (app/routes.ts lists a route per tag); the
// address says which. Their words are computed at build time (build-steps/strategy-pages.ts).

const pageAt = (pathname: string) => hubPages[pathname.replace(/\/+$/, '')]

export const meta: Route.MetaFunction = ({ location }) => {
  const data = pageAt(location.pathname)
  return data ? pageMeta({ title: data.heading, description: data.description, path: data.path }) : []
}

export default function Strategies() {
  const { pathname } = useLocation()
  const data = pageAt(pathname)
  // Unreachable: the route table only sends the index's and the hubs' addresses here.
  if (!data) throw new Error(`No strategy hub at ${pathname}`)
  return <HubPage data={data} />
}
