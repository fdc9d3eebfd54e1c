/**
 * `npm run launch-check` (launch-check-cli.ts): lists every company fact still at its stand-in
 * (app/config/launch-facts.ts), and the Strategy Lab's CPI release schedule while its data file is
 * empty (app/content/cpi-releases.ts), and exits non-zero while any remains. The build prints the
 * same list as a warning, so a preview stays demonstrable and a launch cannot pass unnoticed.
 */
import { loadEnv } from 'vite'
import { type PendingFact, pendingLaunchFacts } from '../app/config/launch-facts.ts'
import { isSameOriginEndpoint, resolveSiteConfig, siteEnvPrefix } from '../app/config/site.ts'
import { cpiSchedule } from '../app/content/cpi-releases.ts'
import { guideVideoIds, guideVideoSettings } from '../app/content/guides.server.ts'
import { siteTestimonials } from '../app/content/testimonials.server.ts'

type Env = Parameters<typeof pendingLaunchFacts>[0]

/** The line naming the Strategy Lab's CPI schedule while the company has not supplied it. */
export const cpiScheduleMissing =
  'Launch check: the CPI release schedule is empty (app/content/cpi-releases.ts). Until the company copies the dates from the BLS schedule (https://www.bls.gov/schedule/news_release/cpi.htm), one row per release with its source, the Strategy Lab’s event template trades CPI days unless a visitor adds them.'

/** The check's verdict in words: what is still a stand-in, and what to do about it. */
export function launchCheckReport(env: Env, cpi: typeof cpiSchedule = cpiSchedule): { ok: boolean; text: string } {
  // A malformed value fails here as it fails the build, naming the variable.
  const { earlyAccessEndpoint, testimonialsFile } = resolveSiteConfig(env)
  guideVideoIds(env)
  siteTestimonials(testimonialsFile)
  const mode = signupMode(earlyAccessEndpoint)
  const pending = pendingLaunchFacts(env, guideVideoSettings())
  const cpiLine = cpi.releases.length === 0 ? [cpiScheduleMissing] : []
  if (pending.length === 0) {
    return { ok: cpiLine.length === 0, text: ['Launch check: every company fact is set.', ...cpiLine, mode].join('\n') }
  }
  return {
    ok: false,
    text: [
      `Launch check: ${pending.length} company ${pending.length === 1 ? 'fact is' : 'facts are'} still stand-ins. ` +
        'Set each one (an environment variable or a line in .env; README, "Configuration") before launch:',
      ...pending.map(describe),
      ...cpiLine,
      mode,
    ].join('\n'),
  }
}

/** The early-access sign-up mode this configuration builds, in one line (README, "Configuration"). */
export function signupMode(endpoint: string) {
  if (endpoint === '') return 'Early-access sign-ups: none collected (SITE_EARLY_ACCESS_ENDPOINT is not set).'
  if (isSameOriginEndpoint(endpoint)) {
    return `Early-access sign-ups: kept by npm start at ${endpoint} (SQLite under SITE_DATA_DIR, or PostgreSQL with DATABASE_URL); serve with npm start or nginx in front of it, not a static host.`
  }
  return `Early-access sign-ups: sent as JSON to ${endpoint}.`
}

function describe({ name, description, placeholder }: PendingFact) {
  const now = placeholder === '' ? 'not set' : `now "${placeholder}"`
  return `  - ${description}: ${name} (${now})`
}

/** The same SITE_* values as `npm run build` reads (.env files included). */
export function buildEnv(): Env {
  return loadEnv('production', process.cwd(), siteEnvPrefix)
}
