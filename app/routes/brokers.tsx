import { AffiliateProgram } from '~/components/brokers/affiliate-program'
import { BrokerCompatibility } from '~/components/brokers/broker-compatibility'
import { drawBrokersTable } from '~/components/brokers/brokers-table.server'
import { CoMarketing } from '~/components/brokers/co-marketing'
import { Partners } from '~/components/brokers/partners'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/brokers'

export const handle: BreadcrumbHandle = { breadcrumb: 'Brokers' }

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Broker compatibility',
    description:
      'Check which U.S. brokers work with automated options trading, see partner integrations and join the affiliate program.',
    path: '/brokers',
  })

/**
 * Build time only: the brokers table's words and cells, drawn here. They do nothing in the browser,
 * so they ship as HTML, not as code; the finder only chooses which rows show.
 */
export function loader() {
  return { table: drawBrokersTable() }
}

export default function Brokers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BrokerCompatibility table={loaderData.table} />
      <Partners />
      <AffiliateProgram />
      <CoMarketing />
    </>
  )
}
