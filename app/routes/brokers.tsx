import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/brokers'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Broker compatibility',
    description:
      'Check which U.S. brokers work with automated options trading, see partner integrations and join the affiliate program.',
    path: '/brokers',
  })

export default function Brokers() {
  return <h1 className="pt-32">Broker compatibility</h1>
}
