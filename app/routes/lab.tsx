import { LabPage } from '~/components/lab/lab-page'
import { labPage } from '~/content/lab'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/lab'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: labPage.title, description: labPage.description, path: '/lab' })

export default function Lab() {
  return <LabPage />
}
