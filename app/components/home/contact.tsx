import { site } from '~/config/site'
import { contactSection as copy } from '~/content/home'
import { supportHours } from '~/content/site/company'
import { sectionIds } from '~/content/site/navigation'
import { Container } from '~/ui/container'
import { EarlyAccessForm } from './early-access-form'

const headingId = `${sectionIds.contact}-heading`
const ways: { term: string; text: string; href?: string }[] = [
  { term: 'E-mail', text: site.supportEmail, href: `mailto:${site.supportEmail}` },
  // Offered to call only once the company has set its number: the default is a fictional 555 one.
  ...(site.phone.configured ? [{ term: 'Phone', text: site.phone.display, href: site.phone.href }] : []),
  { term: 'Hours', text: `${supportHours}, every day of the year` },
]

/**
 * Two things, kept apart: the ways to reach a person at support, then the early-access form the
 * section offers (docs/requirements.md#early-access-form) in a panel of its own.
 */
export function Contact() {
  return (
    <section id={sectionIds.contact} aria-labelledby={headingId} className="py-12 sm:py-24">
      <Container className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-5">
          <p className="text-muted text-sm font-semibold tracking-widest uppercase">{copy.eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {copy.title}
          </h2>
          <p className="text-muted mt-4 text-lg text-pretty">{copy.intro}</p>
          <dl className="border-line divide-line mt-6 divide-y border-y">
            {ways.map((way) => (
              <div key={way.term} className="py-3">
                <dt className="text-muted text-sm">{way.term}</dt>
                <dd className="text-ink mt-1 text-lg font-semibold sm:text-xl">
                  {way.href ? (
                    <a className="decoration-line hover:decoration-accent underline underline-offset-4" href={way.href}>
                      {way.text}
                    </a>
                  ) : (
                    way.text
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        {/* Part of the contact section, not a region of its own: the page names only the sections its
            navigation leads to, so a landmark list stays short. */}
        <div className="contact-panel">
          <div aria-hidden="true" className="bg-glow-corner absolute inset-0 -z-10" />
          <h3 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{copy.earlyAccessTitle}</h3>
          <p className="text-muted mt-3 text-pretty sm:text-lg">{copy.earlyAccessIntro}</p>
          <div className="mt-6">
            <EarlyAccessForm />
          </div>
        </div>
      </Container>
    </section>
  )
}
