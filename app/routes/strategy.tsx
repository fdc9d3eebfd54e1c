import { strategyPages } from 'virtual:strategy-pages'
import { useLocation } from 'react-router'
import { NotFound, notFoundMeta } from '~/components/not-found'
import { StrategyPage } from '~/components/strategies/strategy-page'
import { strategyCardSize } from '~/content/strategies'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategy'

// One module for every template's page (the `strategies/:slug` route of app/routes.ts); the
// address says which, and an unknown one gets the not-found page. The pages' words are computed at
// build time (build-steps/strategy-pages.ts).

const pageAt = (pathname: string) => strategyPages[pathname.replace(/\/+$/, '')]

export const meta: Route.MetaFunction = ({ location }) => {
  const data = pageAt(location.pathname)
  return data
    ? pageMeta({
        title: `${data.name}: no-code options strategy`,
        description: data.description,
        path: data.trail.at(-1)?.path ?? location.pathname,
        image: { path: data.card, ...strategyCardSize, alt: `${data.name}: the template’s logic tree` },
      })
    : notFoundMeta()
}

export default function Strategy() {
  const { pathname } = useLocation()
  const data = pageAt(pathname)
  return data ? <StrategyPage data={data} /> : <NotFound />
}
