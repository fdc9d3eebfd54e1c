import { data } from 'react-router'
import { strategyPageAt } from '~/components/strategies/page-data'
import { StrategyPage } from '~/components/strategies/strategy-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/strategy'

// Every template's page (docs/requirements.md#strategy-pages), one route each (app/routes.ts). The
// loader runs at build time only (prerendering, ssr:false): it computes the page's words with the
// Lab's engine, and React Router inlines them in the page and writes them to
// /strategies/<id>.data for navigation in the app, so each page carries its own data and the
// engine stays out of the browser. Not one `strategies/:slug` route: the browser would match an
// unknown slug to it, and the 404 page, rendered for the not-found route, would not hydrate there.

export function loader({ url }: Route.LoaderArgs) {
  // The template's id is the address's last segment (without React Router's `.data` of a data request).
  const slug = url.pathname.replace(/\/+$/, '').split('/').at(-1) ?? ''
  const page = strategyPageAt(slug)
  // Unreachable: the route table only sends a template's own address here.
  if (!page) throw data(`No strategy template is called ${slug}`, { status: 404 })
  return page
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.title,
        description: loaderData.description,
        path: loaderData.path,
        image: { ...loaderData.card, alt: `${loaderData.name}: the template’s logic tree` },
      })
    : []

export default function Strategy({ loaderData }: Route.ComponentProps) {
  return <StrategyPage data={loaderData} />
}
