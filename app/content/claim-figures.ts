/**
 * The headline figures and the bureau's grade, as the company states them
 * (docs/requirements.md#product-and-claims): the values alone. claims.ts adds their backing and
 * dates, which come from the site's settings; the settings' launch-check words name these values
 * (app/config/settings.ts), so they live here, where reading them needs no setting.
 *
 * Relative imports only: the settings read this module in plain Node, where no `~/` import resolves.
 */
import { betaYears, setupFeeUsd, supportHours } from './site/company.ts'

/** A headline figure, `value` and what it counts, as shown ("2.5M+", "trades executed"). */
export type Claim = { value: string; label: string }

/** The claims, in display order; all six share one backing (`claimsBacking` in claims.ts). */
export const claims = [
  { value: `${betaYears} years`, label: 'of beta testing' },
  { value: '1K+', label: 'active users' },
  { value: '2.5M+', label: 'trades executed' },
  { value: '98%', label: 'satisfaction' },
  { value: supportHours, label: 'support' },
  { value: `$${setupFeeUsd}`, label: 'setup fees' },
] as const satisfies readonly Claim[]

/** The business bureau's grade of the company (its profile and the day it was checked: claims.ts). */
export const bureauGrade = 'A-'
