/**
 * The three plans of SPEC §9, each starting with a 2 week free trial. Minimal version for the
 * structured data; the pricing section's module replaces it at merge (same `plans` shape).
 */
export type Plan = {
  name: 'Basic' | 'Pro' | 'Advanced'
  /** USD per `period`. */
  price: number
  period: 'month'
  description: string
  features: string[]
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
    description: 'Advanced integrations, bots and analytics for active traders.',
    features: [
      'Everything in Basic',
      'Advanced integrations',
      'Discord and Telegram bots',
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
    description: 'Custom development and a dedicated team for professional desks.',
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
] satisfies Plan[]
