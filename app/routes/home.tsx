import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { About } from '~/components/home/about'
import { Contact } from '~/components/home/contact'
import { FeatureCards } from '~/components/home/feature-cards'
import { Features } from '~/components/home/features'
import { Hero } from '~/components/home/hero'
import { heroCard } from '~/components/home/hero-run.server'
import { HowItWorks } from '~/components/home/how-it-works'
import { Integrations } from '~/components/home/integrations'
import { Pricing } from '~/components/home/pricing'
import { Testimonials } from '~/components/home/testimonials'
import { bureauCredential, claimsFootnote } from '~/content/claims'
import { contentFacts } from '~/content/facts'
import { faqItems } from '~/content/pages.server'
import { freeTrialLabel } from '~/content/terms'
import { siteTestimonials, testimonialsFileOfBuild } from '~/content/testimonials.server'
import { upperFirst } from '~/content/words'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: `Automate options trading without code: logic-tree strategies, chart-alert webhooks, risk controls and trade mirroring across U.S. brokers. ${upperFirst(freeTrialLabel)}.`,
    path: '/',
  })

/**
 * Runs at build time only (the page is prerendered; React Router leaves loaders out of the
 * browser's code): the words the page draws from the Lab's engine, inlined in the page's HTML.
 */
export function loader() {
  return {
    hero: heroCard().html,
    // Cards with nothing to do in the browser, drawn here: their words ship as HTML, not as code.
    featureCards: renderToStaticMarkup(
      <MemoryRouter>
        <FeatureCards />
      </MemoryRouter>,
    ),
    credentials: { credential: bureauCredential(), footnote: claimsFootnote() },
    faq: faqItems(contentFacts),
    testimonials: siteTestimonials(testimonialsFileOfBuild()),
  }
}

/** The landing page: eight sections in the order of `homeSectionOrder` (app/content/home.ts). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero card={loaderData.hero} credentials={loaderData.credentials} />
      <Integrations />
      <About />
      <Features cards={loaderData.featureCards} />
      <HowItWorks />
      <Testimonials testimonials={loaderData.testimonials} />
      <Pricing faq={loaderData.faq} />
      <Contact />
    </>
  )
}
