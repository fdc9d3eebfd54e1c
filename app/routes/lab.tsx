import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { labPage } from '~/lab/meta'
import { LabPage } from '~/lab/page'
import { labPageData } from '~/lab/page-data'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/lab'

export const handle: BreadcrumbHandle = { breadcrumb: 'Strategy Lab' }

// The loader runs at build time only: the library and the example tree are written by the engine
// and the describe functions there, and reach the page as words (app/lab/page-data.ts).
export const loader = () => labPageData()

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: labPage.title, description: labPage.description, path: '/lab' })

export default function Lab({ loaderData }: Route.ComponentProps) {
  return <LabPage data={loaderData} />
}
