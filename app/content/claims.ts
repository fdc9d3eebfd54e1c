/**
 * The headline figures and the bureau rating (docs/requirements.md#product-and-claims), each stored
 * once with its backing: the figures are the company's own, as docs/requirements.md states them,
 * and nobody else has checked them; what each counts beyond those words (whether "trades executed"
 * counts paper orders, say) is for the company to add. The dates are settings (SITE_CLAIMS_AS_OF,
 * SITE_BUREAU_RATING_DATE), empty until the company gives them, and the page then says the figures
 * are undated. Kept apart from company.ts, which every page loads: only the home page shows these.
 */

import { site } from '~/config/site'
import { bureauGrade } from './claim-figures'
import { dayInWords } from './day-words'

// The figures themselves (claim-figures.ts), which the settings' launch-check words also name.
export { type Claim, claims } from './claim-figures'

/** Who states the figures (the company itself) and the day it counted them (YYYY-MM-DD), or empty. */
export const claimsBacking = { source: site.name, asOf: site.claimsAsOf } as const

/** The business-bureau rating, the day it was last checked (or empty) and the bureau's profile page. */
export const bureauRating = { grade: bureauGrade, asOf: site.bureauRatingDate, profile: site.bureauUrl } as const

/** The footnote under the figures: whose they are, and as of when if the company said. */
export function claimsFootnote(asOf: string = claimsBacking.asOf): string {
  return `Figures reported by ${claimsBacking.source}${asOf ? ` as of ${dayInWords(asOf)}` : ', undated'}.`
}

/** The bureau line: the rating and, once the company gives it, the day it was checked. */
export function bureauCredential(asOf: string = bureauRating.asOf): string {
  return `Rated ${bureauRating.grade} by the business bureau${asOf ? ` (checked ${dayInWords(asOf)})` : ''}`
}
