import { CookiePolicy } from '~/components/legal/cookie-policy'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/cookies'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Cookie Policy',
    description: 'This site sets no cookies. What it keeps in your browser, by name, and how to clear it.',
    path: '/cookies',
  })

export default function Cookies() {
  return <CookiePolicy />
}
