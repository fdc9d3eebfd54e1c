// Build-time only: the launch check (build-steps/launch-check.ts) reads the company facts from the
// settings' one definition (app/config/settings.ts), where each carries the words said here.
import { settingsOf } from '../../server/setting.ts'
import { type Env, type SiteEnvName, siteSettings } from './settings.ts'

/**
 * The facts only the company can supply, in words a marketer reads, with where each one shows.
 * While a setting is unset, its default is a stand-in that keeps the site demonstrable: the launch
 * check (`npm run launch-check`, and a warning at the end of every build) lists each one still
 * unset. Settings without such words (the charting platform's URL) are real values, not stand-ins.
 */
export const launchFacts: Partial<Record<SiteEnvName, string>> = Object.fromEntries(
  settingsOf(siteSettings).flatMap(({ name, companyFact }) => (companyFact ? [[name, companyFact]] : [])),
)

/** Each build setting's default. */
export const siteDefaults = Object.fromEntries(
  settingsOf(siteSettings).map(({ name, default: value }) => [name, value]),
) as Record<SiteEnvName, string>

/** A company fact still at its stand-in, as the launch check names it. */
export type PendingFact = { name: SiteEnvName; description: string; placeholder: string }

/** Every fact of `launchFacts` that `env` leaves unset, in the settings' order. */
export function pendingLaunchFacts(env: Env): PendingFact[] {
  return Object.entries(launchFacts).flatMap(([name, description]) => {
    const value = env[name]
    if (typeof value === 'string' && value.trim() !== '') return []
    return [
      { name: name as SiteEnvName, description: description ?? name, placeholder: siteDefaults[name as SiteEnvName] },
    ]
  })
}
