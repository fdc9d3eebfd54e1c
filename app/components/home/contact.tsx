import { Container } from '~/components/ui/container'
import { site } from '~/config/site'
import { contactSection as copy } from '~/content/home'
import { supportHours } from '~/content/site/company'
import { sectionIds } from '~/content/site/navigation'
import { EarlyAccessForm } from './early-access-form'

const headingId = `${sectionIds.contact}-heading`
const contactLink = 'text-ink font-medium underline decoration-line underline-offset-4 hover:decoration-accent'

/** The early-access list (docs/requirements.md#early-access-form) and the ways to reach support. */
export function Contact() {
  return (
    <section id={sectionIds.contact} aria-labelledby={headingId} className="py-20 sm:py-24">
      <Container>
        <div className="border-line bg-surface relative isolate overflow-hidden rounded-3xl border px-5 py-10 sm:px-10 sm:py-14 lg:px-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_100%_0%,rgb(53_224_161/0.12),transparent)]"
          />
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              <p className="text-accent text-sm font-semibold tracking-widest uppercase">{copy.eyebrow}</p>
              <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {copy.title}
              </h2>
              <p className="text-muted mt-4 text-lg text-pretty">{copy.intro}</p>
              <div className="mt-8">
                <EarlyAccessForm />
              </div>
            </div>
            <div className="border-line lg:bg-bg/40 border-t pt-8 lg:self-center lg:rounded-2xl lg:border lg:p-8">
              <h3 className="text-ink text-xl font-semibold">{copy.supportTitle}</h3>
              <p className="text-muted mt-2">{copy.supportText}</p>
              <dl className="mt-6 space-y-4 text-sm">
                <div>
                  <dt className="text-muted">E-mail</dt>
                  <dd className="mt-1">
                    <a className={contactLink} href={`mailto:${site.supportEmail}`}>
                      {site.supportEmail}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Phone</dt>
                  <dd className="mt-1">
                    <a className={contactLink} href={site.phone.href}>
                      {site.phone.display}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Hours</dt>
                  <dd className="text-ink mt-1 font-medium">{`${supportHours}, every day of the year`}</dd>
                </div>
              </dl>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
