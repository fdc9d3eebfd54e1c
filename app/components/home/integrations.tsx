import { extraSectionIds, integrations } from '~/content/home'
import { pagePath } from '~/lib/page-path'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { CheckIcon } from '~/ui/stroke-icon'
import { ArrowIcon } from './icons'

/**
 * A band under the hero: what the platform connects to, and the way to the broker table where the
 * bar has no room for its Check Compatibility button (below xl). From xl on the bar offers it, so
 * the band does not repeat it.
 */
export function Integrations() {
  return (
    // Not a named region: the page names only the sections its navigation leads to (Section's `region`).
    <section id={extraSectionIds.integrations} className="border-line bg-surface/60 border-y">
      <Container className="py-8 sm:py-10">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold tracking-tight sm:text-xl">{integrations.title}</h2>
            <p className="text-muted mt-1 text-sm">{integrations.ctaNote}</p>
          </div>
          <ButtonLink to={pagePath('/brokers')} variant="secondary" className="shrink-0 xl:hidden">
            {integrations.cta}
            <ArrowIcon />
          </ButtonLink>
        </div>
        <ul className="mt-5 flex flex-wrap gap-2">
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
      </Container>
    </section>
  )
}
