/**
 * The business terms the site states in several places: the free trial, trade mirroring
 * (copy-trading) and the affiliate program. Each number is written here once; pages, guides,
 * structured data and tests compose their copy from it.
 */

import { setupFeeUsd } from './site/company.ts'
import { countInWords } from './words.ts'

/** Every plan starts with this trial. */
export const freeTrial = { weeks: 2 } as const

/** "2-week free trial" */
export const freeTrialLabel = `${freeTrial.weeks}-week free trial`

/**
 * The one wording of every call to start the trial whose label docs/requirements.md leaves open:
 * the plan buttons, the trial box under them, the guide pages and the Lab. It names the others: Get Started Free (hero), Get Started (header), Get Started Today (brokers page).
 */
export const startTrialLabel = 'Start free trial'

/** "two weeks" */
export const freeTrialInWords = countInWords(freeTrial.weeks, 'week')

/** Trade mirroring: what a strategy's subscribers pay and what the platform keeps. */
export const copyTrading = { minMonthlyPriceUsd: 100, platformFeePercent: 20, subscribers: 'Unlimited' } as const

/** The affiliate program: followers get extra trial weeks; the referrer earns a commission. */
export const affiliateProgram = {
  /** On top of the standard free trial, for followers who join with a referral code. */
  extraTrialWeeks: 2,
  /** Of every payment a referred member makes, membership tiers and community purchases included. */
  commissionPercent: 10,
} as const

/** The contract sentence (docs/requirements.md#brokers-page). */
export const affiliateContractNote =
  'A contract will explain payout dates, payment processor setup and terms before you start.'

/** A referred follower's whole free trial: "a full month" for 2 + 2 weeks. */
export const referredTrialWeeks = freeTrial.weeks + affiliateProgram.extraTrialWeeks
export const referredTrialInWords = referredTrialWeeks === 4 ? 'a full month' : countInWords(referredTrialWeeks, 'week')

export const setupFeesLabel = `$${setupFeeUsd} setup fees`

/** Inactive accounts' data may be deleted after this many years (docs/requirements.md#plans-and-terms). */
export const inactiveAccountYears = 2
