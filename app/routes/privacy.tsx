import { PrivacyPolicy } from '~/components/privacy/privacy-policy'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'How we collect, use, share and protect your information, and the choices you have.',
    path: '/privacy',
  })

export default function Privacy() {
  return <PrivacyPolicy />
}
