import { renderToStaticMarkup } from 'react-dom/server'
import { KeyHandlingTable } from '~/components/legal/key-handling-table'
import { SecurityPage } from '~/components/legal/security-page'
import { keyHandlingOfBuild } from '~/config/key-handling'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { keyHandling, keyHandlingRows, securityFacts } from '~/content/security'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/security'

export const handle: BreadcrumbHandle = { breadcrumb: 'Security' }

/**
 * Build time only: the page's words from content/legal/security.md, with its two checked lists, led
 * by the table of the company's answers on broker connections as this build sets them. The table
 * is drawn here, a section like the others: it does nothing in the browser, so its words ship as
 * HTML, not as code.
 */
export function loader() {
  const page = policyPage('security', { ...contentFacts, ...securityFacts() })
  const table = {
    id: keyHandling.id,
    title: keyHandling.title,
    html: renderToStaticMarkup(<KeyHandlingTable rows={keyHandlingRows(keyHandlingOfBuild())} />),
  }
  return { ...page, sections: [table, ...page.sections] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/security' })

export default function Security({ loaderData }: Route.ComponentProps) {
  return <SecurityPage page={loaderData} />
}
