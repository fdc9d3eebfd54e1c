import { NotFound, notFoundMeta } from '~/components/not-found'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = notFoundMeta

export default NotFound
