/** The feature pillars of the home page: one for every offering (docs/requirements.md#product-and-claims). */

import { chartingPlatform } from './site/company'
import { affiliateProgram, copyTrading, referredTrialInWords } from './terms'

export type FeatureIcon = 'tree' | 'webhook' | 'panel' | 'shield' | 'chat' | 'mirror' | 'code' | 'gift' | 'bell'

export type Feature = {
  title: string
  description: string
  icon: FeatureIcon
  /** Key terms shown as chips under the description. */
  facts?: readonly string[]
  /** The Strategy Lab lets a visitor try this one without signing up. */
  inLab?: true
}

export const features = [
  {
    icon: 'tree',
    inLab: true,
    title: 'Logic-tree strategy builder',
    description:
      'Chain triggers, conditions and orders into a visual tree: “if SPY closes above VWAP and it is before 3:30 pm, buy the call spread.” No code, no scripts to maintain.',
  },
  {
    icon: 'webhook',
    title: 'No-code webhook automation',
    description: `Paste one webhook URL into a ${chartingPlatform} alert and each alert becomes an order. Rehearse every alert in the paper trading suite before real money is involved.`,
  },
  {
    icon: 'panel',
    title: 'Manual trading panel',
    description:
      'Trade by hand when you want to: the options chain, working orders and open positions sit side by side, and one click closes a position.',
  },
  {
    icon: 'shield',
    title: 'Risk management',
    description:
      'Position-size caps, stop-loss and take-profit brackets and daily loss limits are checked before every order, automated or manual.',
  },
  {
    icon: 'chat',
    title: 'Discord and Telegram posting',
    description:
      'Entries and exits post to your Discord server or Telegram channel as they fill, formatted and timestamped, so your community sees the trade, not a screenshot.',
  },
  {
    icon: 'mirror',
    title: 'Trade mirroring',
    description:
      'Share a strategy and let subscribers mirror its trades in their own broker accounts, or mirror a trader you follow. You set the subscription price.',
    facts: [
      `Subscriptions from $${copyTrading.minMonthlyPriceUsd}/month`,
      `${copyTrading.platformFeePercent}% platform fee`,
      `${copyTrading.subscribers} subscribers`,
    ],
  },
  {
    icon: 'code',
    title: 'Developer APIs and market intelligence',
    description:
      'APIs for your own tools, plus market news, chart-pattern detection and economic and earnings event calendars in the same workspace.',
  },
  {
    icon: 'gift',
    title: 'Affiliate program',
    description: `Share your referral code. Your followers get ${affiliateProgram.extraTrialWeeks} extra weeks of free trial, ${referredTrialInWords} in total, and you earn on every payment they make, including membership tiers and community purchases.`,
    facts: [
      `+${affiliateProgram.extraTrialWeeks} weeks free for followers`,
      `${affiliateProgram.commissionPercent}% commission`,
    ],
  },
  {
    icon: 'bell',
    title: 'Mobile trade alerts',
    description:
      'The mobile app sends a push notification when an order is placed, filled or stopped out, so you can step away from the screen and still know.',
  },
] as const satisfies readonly Feature[]

export const featuresSection = {
  eyebrow: 'Features',
  title: 'Everything between the idea and the filled order',
  intro:
    'Design a strategy, trigger it from your charts, cap the risk and share the results: one platform, connected to the broker you already use.',
  /** The row under the pillars that leads to the strategy pages (browseStrategies). */
  library: 'Start from a ready-made strategy, its tree, risk rules and exits written out.',
} as const
