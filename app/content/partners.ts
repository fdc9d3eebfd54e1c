import type { LogoName } from '~/components/brokers/logos'
import { site } from '~/config/site'
import { chartingPlatform } from './site/company'
import { affiliateProgram, freeTrial, referredTrialInWords } from './terms'

/**
 * The brokers page's section titles and buttons that docs/requirements.md#brokers-page names word
 * for word, so they keep their capitals where the rest of the page is in sentence case.
 */
export const brokersPageLabels = {
  partnersTitle: 'Partners and 3rd Party Integrations',
  learnMore: 'Learn More',
  affiliateEyebrow: 'Affiliate Program',
  affiliateTitle: 'Partner With Us',
  getStartedToday: 'Get Started Today',
} as const

/** A partner shown as a logo link (docs/requirements.md#brokers-page). */
export type Partner = {
  name: string
  logo: LogoName
  /** What the partner does for our users, in a few words. */
  role: string
  url: string
}

/** Change a partner here: name, logo key (see components/brokers/logos.tsx) and URL. */
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

/** The charting platform card (docs/requirements.md#brokers-page). */
export const chartingIntegration = {
  name: chartingPlatform,
  logo: 'tradingview',
  kind: 'Charting platform',
  description:
    'Point a TradingView alert at your personal webhook URL and every alert becomes an order at your broker, sized and checked against your risk limits. No code and no server to run: set it up in minutes, prove it on paper trading, then switch it live.',
  url: site.chartingUrl,
} as const satisfies { name: string; logo: LogoName; kind: string; description: string; url: string }

/** The three affiliate cards (docs/requirements.md#brokers-page); the numbers come from ./terms. */
export const affiliateCards = [
  {
    icon: 'ticket',
    title: 'Unique Referral Code',
    description:
      'Get your own referral code and link to share with your followers on Discord, Telegram, X, YouTube or on stream. Every sign-up that uses it is tracked to you.',
  },
  {
    icon: 'calendar-plus',
    title: `${affiliateProgram.extraTrialWeeks} Week Trial Extension`,
    description: `Followers who join with your code get a ${affiliateProgram.extraTrialWeeks}-week extra free trial on top of the standard ${freeTrial.weeks} weeks: ${referredTrialInWords} free in total.`,
  },
  {
    icon: 'percent',
    title: 'Profit Share',
    description: `You earn ${affiliateProgram.commissionPercent}% commission on all referral payments, membership tiers and community feature purchases included.`,
  },
] as const satisfies ReadonlyArray<{ icon: 'ticket' | 'calendar-plus' | 'percent'; title: string; description: string }>

/** The closing call to support about co-marketing. */
export const coMarketing = {
  title: 'Co-marketing with us',
  text: 'Run a trading community, newsletter or channel? We work with educators and creators on joint webinars, guides and promotions. Tell us about your audience and what you have in mind.',
  subject: 'Co-marketing partnership',
} as const
