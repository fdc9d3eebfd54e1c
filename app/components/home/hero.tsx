import { useRef } from 'react'
import { site } from '~/config/site'
import { bureauRating, claims } from '~/content/claims'
import { hero } from '~/content/home'
import { sectionIds } from '~/content/site/navigation'
import { ExternalButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { ExternalLink } from '~/ui/external-link'
import { ArrowIcon, FeatureIcon } from './icons'
import { Prerendered } from './prerendered'

const headingId = `${sectionIds.home}-heading`
const reviewLink = 'text-ink underline decoration-line underline-offset-4 hover:decoration-accent'

/** The rating and the figures' footnote in words, dates written out at build time (claims.ts). */
export type HeroCredentials = { credential: string; footnote: string }

/**
 * The hero's live card, prerendered as markup (`html`, hero-run.server.tsx). Its first touch (focus,
 * a press, a change) loads the code that makes it live and hands the card to it. A load that fails
 * leaves the card as it is, and the next touch tries again.
 */
function LiveCard({ html }: { html: string }) {
  const started = useRef(false)
  const start = ({ currentTarget: host }: { currentTarget: HTMLDivElement }) => {
    if (started.current) return
    started.current = true
    import('./hero-live')
      .then(({ startHeroCard }) => startHeroCard(host))
      .catch(() => {
        started.current = false
      })
  }
  return <Prerendered html={html} onFocus={start} onPointerDown={start} onChange={start} />
}

/**
 * The first screen: what the product does, the two calls to action, and why to trust it; `card`
 * is the live card's prerendered markup, and `credentials` the rating's and the figures' words (the
 * home route's loader computes both, so their code stays out of the page's).
 */
export function Hero({ card, credentials }: { card: string; credentials: HeroCredentials }) {
  return (
    <section id={sectionIds.home} aria-labelledby={headingId} className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-glow-hero absolute inset-x-0 top-0 -z-10" />
      <Container className="hero-grid">
        <div className="lg:col-span-6">
          <p className="eyebrow-pill">
            <span className="bg-accent size-1.5 rounded-full" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id={headingId} className="hero-title">
            {hero.title} <span className="text-accent block">{hero.titleAccent}</span>
          </h1>
          <p className="text-muted mt-5 max-w-xl text-pretty sm:text-lg">{hero.subline}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ExternalButtonLink href={site.appUrl}>
              {hero.primaryCta}
              <ArrowIcon />
            </ExternalButtonLink>
            <ExternalButtonLink href={site.demoVideoUrl} variant="secondary">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4" fill="currentColor">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
              {hero.secondaryCta}
            </ExternalButtonLink>
          </div>
          <p className="text-muted mt-4 text-sm">{hero.ctaNote}</p>

          {/* The bureau's rating as a credential: a seal, what it says and where to check it. */}
          <div className="border-line mt-6 flex items-center gap-3.5 border-t pt-5">
            <span className="bg-surface ring-line grid size-12 shrink-0 place-items-center rounded-full ring-1">
              <FeatureIcon name="shield" className="text-ink size-6" />
            </span>
            <div className="text-sm">
              <p className="text-ink font-semibold">{credentials.credential}</p>
              <p className="text-muted mt-1">
                <ExternalLink href={bureauRating.profile} className={reviewLink}>
                  Bureau profile
                </ExternalLink>
                <span aria-hidden="true"> · </span>
                <ExternalLink href={site.reviewsUrl} className={reviewLink}>
                  Customer reviews
                </ExternalLink>
              </p>
            </div>
          </div>
        </div>
        <div className="lg:col-span-6">
          <LiveCard html={card} />
        </div>
      </Container>

      <Container className="pb-14 sm:pb-20">
        <h2 className="sr-only">{hero.claimsLabel}</h2>
        <ul className="border-line bg-line grid grid-cols-3 gap-px overflow-hidden rounded-2xl border lg:grid-cols-6">
          {claims.map((claim) => (
            <li key={claim.label} className="bg-surface px-2 py-4 text-center sm:px-4 sm:py-5">
              <strong className="text-ink block text-xl font-bold tracking-tight tabular-nums sm:text-3xl">
                {claim.value}
              </strong>
              <span className="text-muted mt-1 block text-xs sm:text-sm">{claim.label}</span>
            </li>
          ))}
        </ul>
        {/* Whose figures these are, and as of when (undated until the company says). */}
        <p className="text-muted mt-3 text-xs sm:text-sm">{credentials.footnote}</p>
      </Container>
    </section>
  )
}
