import type { ComponentType } from 'react'
import { affiliateCards, brokersPageLabels as labels } from '~/content/partners'
import { affiliateContractNote } from '~/content/terms'
import { Section } from '~/ui/section'
import { GetStartedLink } from './get-started-link'
import { CalendarPlusIcon, PercentIcon, TicketIcon } from './icons'

const cardIcons: Record<(typeof affiliateCards)[number]['icon'], ComponentType<{ className?: string }>> = {
  ticket: TicketIcon,
  'calendar-plus': CalendarPlusIcon,
  percent: PercentIcon,
}

/** Partner With Us, Affiliate Program: three cards, the contract note, Get Started Today (docs/requirements.md#brokers-page). */
export function AffiliateProgram() {
  return (
    <Section
      id="affiliate-program"
      eyebrow={labels.affiliateEyebrow}
      title={labels.affiliateTitle}
      intro="Bring your followers to better tooling and get rewarded for it. Your audience gets a longer free trial; you earn a share of every payment they make."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {affiliateCards.map((card) => {
          const CardIcon = cardIcons[card.icon]
          return (
            <li
              key={card.title}
              className="border-line bg-surface rounded-2xl border p-6 sm:flex sm:gap-5 sm:p-8 lg:block"
            >
              <span className="bg-accent/10 text-accent ring-accent/25 inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1">
                <CardIcon className="size-5.5" />
              </span>
              <div>
                <h3 className="text-ink mt-5 text-lg font-semibold sm:mt-2 lg:mt-5">{card.title}</h3>
                <p className="text-muted mt-2 leading-7">{card.description}</p>
              </div>
            </li>
          )
        })}
      </ul>
      <div className="border-line mt-10 flex flex-col items-start gap-6 rounded-2xl border border-dashed p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="text-muted max-w-2xl">{affiliateContractNote}</p>
        <GetStartedLink className="shrink-0">{labels.getStartedToday}</GetStartedLink>
      </div>
    </Section>
  )
}
