/** The three plans of SPEC §9. The pricing section and its tests read this module. */

import { affiliateProgram } from './features'

export type Plan = {
  name: string
  /** U.S. dollars per period. */
  price: number
  period: 'month'
  description: string
  features: readonly string[]
  popular: boolean
}

/** Every plan starts with this trial (SPEC §9). */
export const freeTrial = { weeks: 2, label: '2-week free trial' } as const

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
  title: 'Simple monthly plans. Start with two weeks free.',
  intro:
    'Every plan starts with a 2-week free trial and $0 setup fees. Pick the tools you need today and change plans as your trading grows.',
  trialTitle: 'Try any plan free for two weeks',
  trialText: `Connect a supported broker, build a strategy and run it on paper before you risk a dollar. Referred by a member? Your trial is extended to ${affiliateProgram.totalFreeTrial}.`,
  finePrint: 'Prices in U.S. dollars. Commissions and market-data fees, if any, are charged by your broker.',
} as const
