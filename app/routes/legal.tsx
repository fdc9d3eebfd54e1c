import { LegalPage } from '~/components/legal/legal-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/legal'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Legal',
    description: 'Our privacy, cookie and security policies, the risk disclosure and the options disclosure document.',
    path: '/legal',
  })

export default function Legal() {
  return <LegalPage />
}
