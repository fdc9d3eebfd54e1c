import { sectionIds } from '~/content/navigation'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description:
      'Automate options trades without code: build logic-tree strategies, connect chart alerts by webhook, manage risk and mirror trades across U.S. brokers. Start with a 2-week free trial.',
    path: '/',
  })

// Placeholder (shell branch only): tall sections with the real ids so the navigation's scrolling can be
// tested. The home page's real sections replace this file at merge.
const placeholderSections = [
  sectionIds.about,
  sectionIds.features,
  sectionIds.howItWorks,
  sectionIds.pricing,
  sectionIds.contact,
  sectionIds.getStarted,
]

export default function Home() {
  return (
    <>
      <section id={sectionIds.home} className="min-h-screen pt-32">
        <h1>Home</h1>
      </section>
      {placeholderSections.map((id) => (
        <section key={id} id={id} aria-label={id} className="border-line min-h-screen border-t pt-8">
          <p>{id}</p>
        </section>
      ))}
    </>
  )
}
