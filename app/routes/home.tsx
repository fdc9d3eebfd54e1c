import { pageMeta } from '~/lib/seo'
import { homeStructuredData, jsonLd } from '~/lib/structured-data'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    description:
      'Automate options trades without code: build logic-tree strategies, connect chart alerts by webhook, manage risk and mirror trades across U.S. brokers. Start with a 2-week free trial.',
    path: '/',
  }),
  jsonLd(homeStructuredData()),
]

export default function Home() {
  return <h1 className="pt-32">Home</h1>
}
