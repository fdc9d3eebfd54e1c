import { SecurityPage } from '~/components/legal/security-page'
import { keyHandlingOfBuild } from '~/config/key-handling'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { keyHandlingRows, securityFacts } from '~/content/security'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/security'

/**
 * Build time only: the page's words from content/legal/security.md, with its two checked lists, and
 * the company's answers on broker connections as this build sets them.
 */
export function loader() {
  return {
    ...policyPage('security', { ...contentFacts, ...securityFacts() }),
    keyHandling: keyHandlingRows(keyHandlingOfBuild()),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/security' })

export default function Security({ loaderData }: Route.ComponentProps) {
  return <SecurityPage page={loaderData} keyHandling={loaderData.keyHandling} />
}
