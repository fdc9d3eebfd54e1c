import { CookiePolicy } from '~/components/legal/cookie-policy'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/cookies'

export const handle: BreadcrumbHandle = { breadcrumb: 'Cookie Policy' }

/** Build time only: the policy's words from content/legal/cookies.md. */
export function loader() {
  return policyPage('cookies', contentFacts)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/cookies' })

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <CookiePolicy page={loaderData} />
}
