import { GuideGrid } from '~/components/guides/guide-grid'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/guides'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Trading Guides',
    description:
      'Step-by-step video guides: getting started, placing trades, no-code automation, external posting to Discord and Telegram, and trade mirroring.',
    path: '/guides',
  })

export default function Guides() {
  return <GuideGrid />
}
