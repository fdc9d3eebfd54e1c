import { ExternalButtonLink } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { CheckIcon } from '~/components/ui/stroke-icon'
import { site } from '~/config/site'
import { type Plan, plans, pricingSection } from '~/content/plans'
import { sectionIds } from '~/content/site/navigation'
import { freeTrialLabel } from '~/content/terms'
import { cn } from '~/lib/cn'
import { Faq } from './faq'
import { ArrowIcon } from './icons'

/** The plans (docs/requirements.md#pricing), the free-trial call to action (the brokers page's #get-started) and the FAQ. */
export function Pricing() {
  return (
    <Section
      id={sectionIds.pricing}
      eyebrow={pricingSection.eyebrow}
      title={pricingSection.title}
      intro={pricingSection.intro}
    >
      <div id={sectionIds.getStarted}>
        <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
          {plans.map((plan) => (
            <li key={plan.name} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>

        <div className="border-line from-accent/10 via-surface to-cyan/10 mt-10 flex flex-col gap-6 rounded-2xl border bg-gradient-to-r p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h3 className="text-ink text-xl font-semibold">{pricingSection.trialTitle}</h3>
            <p className="text-muted mt-2">{pricingSection.trialText}</p>
          </div>
          <ExternalButtonLink href={site.appUrl} className="shrink-0 sm:self-start lg:self-auto">
            Start your free trial
            <ArrowIcon />
          </ExternalButtonLink>
        </div>
        <p className="text-muted mt-6 text-center text-xs">{pricingSection.finePrint}</p>
      </div>
      <Faq />
    </Section>
  )
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border p-6 sm:p-8',
        plan.popular ? 'border-accent/60 bg-surface-2 shadow-glow' : 'border-line bg-surface',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={`plan-${plan.name}`} className="text-ink text-xl font-semibold">
          {plan.name}
        </h3>
        {plan.popular && (
          <p className="bg-accent text-accent-ink rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase">
            {pricingSection.popularBadge}
          </p>
        )}
      </div>
      <p className="text-muted mt-2 text-sm leading-relaxed lg:min-h-12">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-ink text-5xl font-bold tracking-tight tabular-nums">${plan.price}</span>
        <span className="text-muted">/{plan.period}</span>
      </p>
      <p className="text-muted mt-2 text-sm font-medium">Starts with a {freeTrialLabel}</p>
      <ExternalButtonLink href={site.appUrl} variant={plan.popular ? 'primary' : 'secondary'} className="mt-6 w-full">
        Start free trial <span className="sr-only">of {plan.name}</span>
      </ExternalButtonLink>
      <ul className="border-line mt-8 grid gap-3 border-t pt-6 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {plan.features.map((feature) => (
          <li key={feature} className="text-ink flex gap-3">
            <CheckIcon className="text-accent mt-px size-4.5" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  )
}
