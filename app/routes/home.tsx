import { pageMeta } from '~/lib/seo'
import { homeStructuredData, jsonLd } from '~/lib/structured-data'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    description:
      'Automate options trading without code: logic-tree strategies, chart-alert webhooks, risk controls and trade mirroring across U.S. brokers. 2-week free trial.',
    path: '/',
  }),
  jsonLd(homeStructuredData()),
]

export default function Home() {
  return <h1 className="pt-32">Home</h1>
}
