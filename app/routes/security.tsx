import { SecurityPage } from '~/components/legal/security-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/security'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Security',
    description:
      'How to connect your broker safely, what this website does to protect you, and how to report a vulnerability.',
    path: '/security',
  })

export default function Security() {
  return <SecurityPage />
}
