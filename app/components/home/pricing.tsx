import { site } from '~/config/site'
import { type Plan, plans, pricingSection } from '~/content/plans'
import { sectionIds } from '~/content/site/navigation'
import { freeTrialLabel, startTrialLabel } from '~/content/terms'
import { cn } from '~/lib/cn'
import { ExternalButtonLink } from '~/ui/button'
import { Section } from '~/ui/section'
import { CheckIcon } from '~/ui/stroke-icon'
import { Faq } from './faq'
import type { FaqItems } from './faq-list'
import { ArrowIcon } from './icons'

/**
 * The plans (docs/requirements.md#pricing), the free-trial call to action (the brokers page's
 * #get-started) and the FAQ. Side by side from lg; below it one plan at a time, chosen with radio
 * buttons (the plan-switcher utility in app/styles/app.css: no JavaScript needed), the popular one
 * first, so a phone does not scroll past three full cards.
 */
export function Pricing({ faq }: { faq: FaqItems }) {
  return (
    <Section
      id={sectionIds.pricing}
      eyebrow={pricingSection.eyebrow}
      title={pricingSection.title}
      intro={pricingSection.intro}
      tight
    >
      <div id={sectionIds.getStarted} className="plan-switcher">
        <fieldset className="mx-auto mb-4 max-w-md lg:hidden">
          <legend className="sr-only">{pricingSection.switcherLabel}</legend>
          <div>
            {plans.map((plan) => (
              <label key={plan.name}>
                <input type="radio" name="plan" value={plan.name} defaultChecked={plan.popular} className="sr-only" />
                <span>{plan.name}</span>{' '}
                <span>
                  ${plan.price}/{plan.period}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
          {plans.map((plan) => (
            <li key={plan.name} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>

        <div className="trial-box">
          <div className="max-w-2xl">
            <h3 className="text-ink text-lg font-semibold sm:text-xl">{pricingSection.trialTitle}</h3>
            <p className="text-muted mt-1.5 text-sm sm:text-base">{pricingSection.trialText}</p>
          </div>
          <ExternalButtonLink href={site.appUrl} className="shrink-0 sm:self-start lg:self-auto">
            {startTrialLabel}
            <ArrowIcon />
          </ExternalButtonLink>
        </div>
        <p className="text-muted mt-4 text-center text-xs">{pricingSection.finePrint}</p>
      </div>
      <Faq items={faq} />
    </Section>
  )
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border p-5 sm:p-8',
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
      <p className="mt-4 flex items-baseline gap-1 sm:mt-6">
        <span className="text-ink text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">${plan.price}</span>
        <span className="text-muted">/{plan.period}</span>
      </p>
      <p className="text-muted mt-1 text-sm font-medium">Starts with a {freeTrialLabel}</p>
      <ExternalButtonLink
        href={site.appUrl}
        variant={plan.popular ? 'primary' : 'secondary'}
        className="mt-4 w-full sm:mt-6"
      >
        {startTrialLabel} <span className="sr-only">of {plan.name}</span>
      </ExternalButtonLink>
      <ul className="plan-features">
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
