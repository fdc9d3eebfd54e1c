import type { LogoName } from '~/components/brokers/logos'
import { site } from '~/config/site'

/** A partner shown as a logo link (SPEC §2 "Partners and 3rd Party Integrations"). */
export type Partner = {
  name: string
  logo: LogoName
  /** What the partner does for our users, in a few words. */
  role: string
  url: string
}

/** Change a partner here: name, logo key (see components/brokers/logos.ts) and URL. */
export const partners = [
  {
    name: 'SnapTrade',
    logo: 'snaptrade',
    role: 'Broker connectivity',
    url: 'https://snaptrade.com',
  },
  {
    name: 'Plaid',
    logo: 'plaid',
    role: 'Brokerage account linking',
    url: 'https://plaid.com',
  },
] as const satisfies readonly Partner[]

/** The charting platform card (SPEC §2 "Integrations"); its URL is a site setting. */
export const chartingIntegration = {
  name: 'TradingView',
  logo: 'tradingview',
  kind: 'Charting platform',
  description:
    'Point a TradingView alert at your personal webhook URL and every alert becomes an order at your broker, sized and checked against your risk limits. No code and no server to run: set it up in minutes, prove it on paper trading, then switch it live.',
  url: site.chartingUrl,
} as const satisfies { name: string; logo: LogoName; kind: string; description: string; url: string }

/** Affiliate program terms (SPEC §9): the cards and the tests read these numbers. */
export const affiliateTerms = {
  /** Extra free trial a follower gets with a referral code, on top of the standard trial. */
  extraTrialWeeks: 2,
  /** The standard free trial every plan starts with. */
  standardTrialWeeks: 2,
  /** Commission on every payment a referred member makes. */
  commissionPercent: 10,
} as const

export const affiliateCards = [
  {
    title: 'Unique Referral Code',
    description:
      'Get your own referral code and link to share with your followers on Discord, Telegram, X, YouTube or on stream. Every sign-up that uses it is tracked to you.',
  },
  {
    title: '2 Week Trial Extension',
    description: `Followers who join with your code get a ${affiliateTerms.extraTrialWeeks}-week extra free trial on top of the standard ${affiliateTerms.standardTrialWeeks} weeks: a full month free in total.`,
  },
  {
    title: 'Profit Share',
    description: `You earn ${affiliateTerms.commissionPercent}% commission on all referral payments, membership tiers and community feature purchases included.`,
  },
] as const satisfies ReadonlyArray<{ title: string; description: string }>

/** SPEC §2: the contract sentence, word for word in meaning. */
export const affiliateContractNote =
  'A contract will explain payout dates, payment processor setup and terms before you start.'

/** The closing call to support about co-marketing. */
export const coMarketing = {
  title: 'Co-marketing with us',
  text: 'Run a trading community, newsletter or channel? We work with educators and creators on joint webinars, guides and promotions. Tell us about your audience and what you have in mind.',
  subject: 'Co-marketing partnership',
} as const
