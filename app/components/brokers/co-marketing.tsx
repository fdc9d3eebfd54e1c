import { site } from '~/config/site'
import { coMarketing } from '~/content/partners'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { MailIcon } from './icons'

/** The closing call: e-mail support about co-marketing (docs/requirements.md#brokers-page), with the subject filled in. */
export function CoMarketing() {
  const href = `mailto:${site.supportEmail}?subject=${encodeURIComponent(coMarketing.subject)}`
  return (
    <section aria-labelledby="co-marketing-heading" className="pb-20 sm:pb-24">
      <Container>
        <div className="border-line from-surface-2 via-surface to-bg relative overflow-hidden rounded-3xl border bg-gradient-to-br px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="bg-accent/10 pointer-events-none absolute -top-24 left-1/2 h-48 w-2/3 -translate-x-1/2 rounded-full blur-3xl"
          />
          <h2 id="co-marketing-heading" className="relative text-3xl font-bold tracking-tight text-balance">
            {coMarketing.title}
          </h2>
          <p className="text-muted relative mx-auto mt-4 max-w-2xl text-lg text-pretty">{coMarketing.text}</p>
          {/* On a phone the label may wrap (a reader's wider letter spacing), rather than run past the clipped card. */}
          <a
            href={href}
            className={buttonClass('primary', 'relative mt-8 max-w-full text-center max-sm:whitespace-normal')}
          >
            <MailIcon className="size-4.5" />
            Email us about co-marketing
          </a>
          <p className="text-muted relative mt-4 text-sm">
            or write to <span className="text-ink font-medium break-all">{site.supportEmail}</span>
          </p>
        </div>
      </Container>
    </section>
  )
}
