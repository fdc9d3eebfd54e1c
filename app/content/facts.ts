/**
 * The facts content files name as {{name}} (content/**\/*.md, filled at build time by
 * app/lib/content.server.ts): each one read from the typed module that states it everywhere else,
 * so a price, a term or a contact changes in one place and the Markdown follows. A file that names
 * a fact missing here fails the build with one line naming the file.
 */
import { site } from '~/config/site'
import type { Facts } from '~/lib/content.server'
import { earlyAccessConfirmHours } from './early-access'
import { chartingPlatform, eligibility, minimumAge, securityTxtPath, supportHours } from './site/company'
import {
  affiliateContractNote,
  affiliateProgram,
  copyTrading,
  freeTrialLabel,
  inactiveAccountYears,
  referredTrialInWords,
  setupFeesLabel,
} from './terms'
import { upperFirst } from './words'

/** Every fact by name; the settings-chosen paragraphs of a policy are added by its loader. */
export const contentFacts = {
  siteName: site.name,
  supportEmail: site.supportEmail,
  phoneDisplay: site.phone.display,
  phoneHref: site.phone.href,
  chartingPlatform,
  eligibility,
  minimumAge,
  /** "24/7", as a sentence starts it. */
  supportHours: upperFirst(supportHours),
  freeTrialLabel,
  setupFeesLabel,
  referredTrialInWords,
  copyTradingMinMonthlyUsd: copyTrading.minMonthlyPriceUsd,
  copyTradingFeePercent: copyTrading.platformFeePercent,
  affiliateExtraTrialWeeks: affiliateProgram.extraTrialWeeks,
  affiliateCommissionPercent: affiliateProgram.commissionPercent,
  affiliateContractNote,
  inactiveAccountYears,
  earlyAccessConfirmHours,
  securityTxtPath,
} as const satisfies Facts
