import { strategyPages } from 'virtual:strategy-pages'
import { useLocation } from 'react-router'
import { StrategyPage } from '~/components/strategies/strategy-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategy'

// One module for every template's page (app/routes.ts lists a route per template); the address
// says which. The pages' words are computed at build time (build-steps/strategy-pages.ts).

const pageAt = (pathname: string) => strategyPages[pathname.replace(/\/+$/, '')]

export const meta: Route.MetaFunction = ({ location }) => {
  const data = pageAt(location.pathname)
  return data
    ? pageMeta({
        title: `${data.name}: no-code options strategy`,
        description: data.description,
        path: data.trail.at(-1)?.path ?? location.pathname,
        image: { ...data.card, alt: `${data.name}: the template’s logic tree` },
      })
    : []
}

export default function Strategy() {
  const { pathname } = useLocation()
  const data = pageAt(pathname)
  // Unreachable: the route table only sends a template's own address here.
  if (!data) throw new Error(`No strategy template at ${pathname}`)
  return <StrategyPage data={data} />
}
