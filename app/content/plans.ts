/** The three plans (docs/requirements.md#pricing). The pricing section and its tests read this module. */

import { freeTrialInWords, freeTrialLabel, referredTrialInWords, setupFeesLabel } from './terms'

export type Plan = {
  name: string
  /** U.S. dollars per period. */
  price: number
  period: 'month'
  description: string
  features: readonly string[]
  popular: boolean
}

export const plans = [
  {
    name: 'Basic',
    price: 99,
    period: 'month',
    description: 'Automate your first strategies and trade from one panel.',
    features: [
      'Core automation tools',
      'Manual trading panel',
      'Basic risk management',
      'Paper trading suite',
      'Community access',
      'Email support',
      'Copy-trading access',
    ],
    popular: false,
  },
  {
    name: 'Pro',
    price: 199,
    period: 'month',
    description: 'Integrations, bots and analytics for active traders.',
    features: [
      'Everything in Basic',
      'Advanced integrations',
      'Discord/Telegram bots',
      'Trading intelligence tools',
      'Priority support',
      'Custom indicators',
      'API access',
      'Advanced analytics',
    ],
    popular: true,
  },
  {
    name: 'Advanced',
    price: 299,
    period: 'month',
    description: 'Custom builds and hands-on help for teams and communities.',
    features: [
      'Everything in Pro',
      'Custom development',
      'Dedicated account manager',
      'Private Discord channel',
      'Early feature access',
      '1-on-1 strategy sessions',
      'White-label solutions',
      'Enterprise integrations',
    ],
    popular: false,
  },
] as const satisfies readonly Plan[]

export const pricingSection = {
  eyebrow: 'Pricing',
  popularBadge: 'Most Popular',
  /** Names the plan switcher's radio buttons on phones (one plan shown at a time). */
  switcherLabel: 'Plan to show',
  title: `Simple monthly plans. Start with ${freeTrialInWords} free.`,
  intro: `Every plan starts with a ${freeTrialLabel} and ${setupFeesLabel}. Pick the tools you need today and change plans as your trading grows.`,
  trialTitle: `Try any plan free for ${freeTrialInWords}`,
  trialText: `Connect a supported broker, build a strategy and run it on paper before you risk a dollar. Referred by a member? Your trial is extended to ${referredTrialInWords}.`,
  finePrint: 'Prices in U.S. dollars. Commissions and market-data fees, if any, are charged by your broker.',
} as const

/** The questions block at the end of the pricing section; its questions are the files of content/faq. */
export const faqSection = { id: 'faq', title: 'Frequently asked questions' } as const
