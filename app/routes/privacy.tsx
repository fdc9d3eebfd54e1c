import { PrivacyPolicy } from '~/components/privacy/privacy-policy'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { privacyFacts } from '~/content/privacy'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'

/** Build time only: the policy's words from content/legal/privacy.md, with this build's settings' paragraphs. */
export function loader() {
  const page = policyPage('privacy', { ...contentFacts, ...privacyFacts() })
  const updatedText = new Date(`${page.updated}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return { ...page, updatedText }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/privacy' })

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy page={loaderData} />
}
