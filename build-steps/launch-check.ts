/**
 * `npm run launch-check` (launch-check-cli.ts): lists every company fact still at its stand-in
 * (app/config/launch-facts.ts) and exits non-zero while any remains. The build prints the same list
 * as a warning, so a preview stays demonstrable and a launch cannot pass unnoticed.
 */
import { loadEnv } from 'vite'
import { type PendingFact, pendingLaunchFacts } from '../app/config/launch-facts.ts'
import { isSameOriginEndpoint, resolveSiteConfig, siteEnvPrefix } from '../app/config/site.ts'
import { guideVideoIds, guideVideoSettings } from '../app/content/guides.server.ts'

type Env = Parameters<typeof pendingLaunchFacts>[0]

/** The check's verdict in words: what is still a stand-in, and what to do about it. */
export function launchCheckReport(env: Env): { ok: boolean; text: string } {
  // A malformed value fails here as it fails the build, naming the variable.
  const { earlyAccessEndpoint } = resolveSiteConfig(env)
  guideVideoIds(env)
  const mode = signupMode(earlyAccessEndpoint)
  const pending = pendingLaunchFacts(env, guideVideoSettings())
  if (pending.length === 0) return { ok: true, text: `Launch check: every company fact is set.\n${mode}` }
  return {
    ok: false,
    text: [
      `Launch check: ${pending.length} company ${pending.length === 1 ? 'fact is' : 'facts are'} still stand-ins. ` +
        'Set each one (an environment variable or a line in .env; README, "Configuration") before launch:',
      ...pending.map(describe),
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
