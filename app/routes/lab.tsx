import { labPage } from '~/lab/meta'
import { LabPage } from '~/lab/page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/lab'

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: labPage.title, description: labPage.description, path: '/lab' })

export default function Lab() {
  return <LabPage />
}
