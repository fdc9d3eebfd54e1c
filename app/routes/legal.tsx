import { LegalPage } from '~/components/legal/legal-page'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/legal'

export const handle: BreadcrumbHandle = { breadcrumb: 'Legal' }

/** Build time only: the page's title and introduction from content/legal/legal.md. */
export function loader() {
  return policyPage('legal', contentFacts)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/legal' })

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />
}
