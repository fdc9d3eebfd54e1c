import { GuideGrid } from '~/components/guides/guide-grid'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { guidesIndex } from '~/content/guides'
import { guideCards, videoSettingsOfBuild } from '~/content/guides.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/guides'

export const handle: BreadcrumbHandle = { breadcrumb: guidesIndex.name }

// The cards come from the guides' files (content/guides) through the loader, at build time.
export function loader() {
  return { guides: guideCards(videoSettingsOfBuild()) }
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Trading Guides',
    description:
      'Step-by-step video guides: getting started, placing trades, no-code automation, external posting to Discord and Telegram, and trade mirroring.',
    path: '/guides',
  })

export default function Guides({ loaderData }: Route.ComponentProps) {
  return <GuideGrid guides={loaderData.guides} />
}
