import { ButtonLink } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { extraSectionIds, integrations } from '~/content/home'
import { ArrowIcon, CheckIcon } from './icons'

const headingId = `${extraSectionIds.integrations}-heading`

/** A band under the hero: what the platform connects to, and the way to the broker table. */
export function Integrations() {
  return (
    <section
      id={extraSectionIds.integrations}
      aria-labelledby={headingId}
      className="border-line bg-surface/60 border-y"
    >
      <Container className="flex flex-col gap-8 py-10 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
            {integrations.title}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {integrations.items.map((item) => (
              <li
                key={item}
                className="border-line bg-surface-2 text-ink inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm"
              >
                <CheckIcon className="text-accent size-4" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="shrink-0 lg:text-right">
          <ButtonLink to="/brokers" variant="secondary" className="w-full sm:w-auto">
            {integrations.cta}
            <ArrowIcon />
          </ButtonLink>
          <p className="text-muted mt-2 text-sm">{integrations.ctaNote}</p>
        </div>
      </Container>
    </section>
  )
}
