import { chartingIntegration, brokersPageLabels as labels, partners } from '~/content/partners'
import { ExternalButtonLink } from '~/ui/button'
import { ExternalLink } from '~/ui/external-link'
import { Section } from '~/ui/section'
import { ArrowUpRightIcon } from './icons'
import { Logo } from './logos'

const subheading = 'text-muted text-xs font-semibold tracking-widest uppercase'

/** "Partners and 3rd Party Integrations" (two logo links) and the charting integration (docs/requirements.md#brokers-page). */
export function Partners() {
  return (
    <Section
      id="partners"
      eyebrow="Ecosystem"
      title={labels.partnersTitle}
      intro="Trusted infrastructure connects your brokerage account, and your favorite charting platform drives your automations."
      className="border-line bg-surface/40 border-y"
    >
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-8">
        <div className="flex flex-col lg:col-span-2">
          <h3 className={subheading}>Partners</h3>
          <ul className="mt-4 grid flex-1 auto-rows-fr gap-4">
            {partners.map((partner) => (
              <li key={partner.name} className="grid">
                <ExternalLink
                  href={partner.url}
                  className="group border-line bg-surface hover:border-muted flex items-center gap-4 rounded-2xl border p-5 transition-colors"
                >
                  <Logo name={partner.logo} alt={partner.name} size={48} className="size-12 shrink-0" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span aria-hidden="true" className="text-ink text-lg font-semibold">
                      {partner.name}
                    </span>
                    <span className="text-muted text-sm">{partner.role}</span>
                  </span>
                  <ArrowUpRightIcon className="text-muted group-hover:text-ink transition-colors" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col lg:col-span-3">
          <h3 className={subheading}>Integrations</h3>
          <article
            aria-labelledby="charting-integration"
            className="border-line from-surface-2 to-surface mt-4 flex flex-1 flex-col rounded-2xl border bg-gradient-to-br p-6 sm:p-8"
          >
            <div className="flex items-center gap-4">
              <Logo name={chartingIntegration.logo} alt="" size={48} className="size-12 shrink-0" />
              <div>
                <h4 id="charting-integration" className="text-ink text-xl font-semibold">
                  {chartingIntegration.name}
                </h4>
                <p className="text-muted text-sm">{chartingIntegration.kind}</p>
              </div>
            </div>
            <p className="text-muted mt-5 leading-7">{chartingIntegration.description}</p>
            <div className="mt-auto pt-6">
              <ExternalButtonLink href={chartingIntegration.url} variant="secondary">
                {labels.learnMore}
                <span className="sr-only"> about {chartingIntegration.name}</span>
                <ArrowUpRightIcon className="size-4" />
              </ExternalButtonLink>
            </div>
          </article>
        </div>
      </div>
    </Section>
  )
}
