import { LabPage } from '~/components/lab/lab-page'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/lab'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Strategy Lab: build and dry-run an options strategy',
    description:
      'Build a no-code options strategy as a logic tree and dry-run it in your browser: the path it takes, the order it would send, the risk rule that stops it.',
    path: '/lab',
  })

export default function Lab() {
  return <LabPage />
}
