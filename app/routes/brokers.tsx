import { AffiliateProgram } from '~/components/brokers/affiliate-program'
import { BrokerCompatibility } from '~/components/brokers/broker-compatibility'
import { CoMarketing } from '~/components/brokers/co-marketing'
import { Partners } from '~/components/brokers/partners'
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
  return (
    <>
      <BrokerCompatibility />
      <Partners />
      <AffiliateProgram />
      <CoMarketing />
    </>
  )
}
