/**
 * The headline figures and the bureau rating (docs/requirements.md#product-and-claims), each stored
 * once with what it counts, when it was counted and who says so. "What it counts" restates the
 * words of docs/requirements.md and nothing more: only the company can say more (whether "trades executed"
 * counts paper orders, say). The dates are settings (SITE_CLAIMS_AS_OF, SITE_BUREAU_RATING_DATE),
 * empty until the company gives them, and the page then says the figures are undated. Kept apart
 * from company.ts, which every page loads: only the home page shows these.
 */

import { site } from '~/config/site'
import { betaYears, setupFeeUsd, supportHours } from './site/company'

/** A headline figure: `value` and `label` as shown ("2.5M+", "trades executed"). */
export type Claim = {
  value: string
  label: string
  /** What the figure counts, in the words of docs/requirements.md#product-and-claims. */
  counts: string
  /** The day it was counted (YYYY-MM-DD), or empty: undated. */
  asOf: string
  /** Who states it. */
  source: string
}

/** The company states every figure itself; nobody else has checked them. */
const stated = { asOf: site.claimsAsOf, source: site.name }

/** The claims, in display order. */
export const claims = [
  { value: `${betaYears} years`, label: 'of beta testing', counts: 'Years of beta testing', ...stated },
  { value: '1K+', label: 'active users', counts: 'Active users of the platform', ...stated },
  { value: '2.5M+', label: 'trades executed', counts: 'Trades executed on the platform', ...stated },
  { value: '98%', label: 'satisfaction', counts: 'User satisfaction', ...stated },
  { value: supportHours, label: 'support', counts: 'Support hours', ...stated },
  { value: `$${setupFeeUsd}`, label: 'setup fees', counts: 'Setup fees', ...stated },
] as const satisfies readonly Claim[]

/** The business-bureau rating, the day it was last checked (or empty) and the bureau's profile page. */
export const bureauRating = { grade: 'A-', asOf: site.bureauRatingDate, profile: site.bureauUrl } as const

/** "March 1, 2026" for 2026-03-01 (read at noon UTC, so every time zone gives the same day). */
export function dayInWords(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
}

/** The footnote under the figures: whose they are, and as of when if the company said. */
export function claimsFootnote(asOf: string = site.claimsAsOf): string {
  return `Figures reported by ${site.name}${asOf ? ` as of ${dayInWords(asOf)}` : ', undated'}.`
}

/** The bureau line: the rating and, once the company gives it, the day it was checked. */
export function bureauCredential(asOf: string = bureauRating.asOf): string {
  return `Rated ${bureauRating.grade} by the business bureau${asOf ? ` (checked ${dayInWords(asOf)})` : ''}`
}
