import { PrivacyPolicy } from '~/components/privacy/privacy-policy'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { dayInWords } from '~/content/day-words'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { privacyFacts } from '~/content/privacy'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'

export const handle: BreadcrumbHandle = { breadcrumb: 'Privacy' }

/** Build time only: the policy's words from content/legal/privacy.md, with this build's settings' paragraphs. */
export function loader() {
  const page = policyPage('privacy', { ...contentFacts, ...privacyFacts() })
  return { ...page, updatedText: page.updated ? dayInWords(page.updated) : '' }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/privacy' })

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy page={loaderData} />
}
