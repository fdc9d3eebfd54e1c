// Build-time only: the launch check (build-steps/launch-check.ts) reads the company facts from the
// settings' one definition (app/config/settings.ts), where each carries the words said here.
import { settingsOf } from '../../server/setting.js'
import { buildSettingsWith, type Env, type GuideVideoSetting, type SiteEnvName, siteSettings } from './settings.ts'

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

/**
 * The company facts with one more per guide video (SITE_VIDEO_<KEY>): the guides' files are the one
 * list of video keys, which build steps pass in (guideVideoSettings() in app/content/guides.server.ts).
 */
export function launchFactsWith(videos: readonly GuideVideoSetting[]): Record<string, string> {
  return Object.fromEntries(
    settingsOf(buildSettingsWith(videos)).flatMap(({ name, companyFact }) =>
      companyFact ? [[name, companyFact]] : [],
    ),
  )
}

/** A company fact still at its stand-in, as the launch check names it. */
export type PendingFact = { name: string; description: string; placeholder: string }

/** Every company fact, the guide videos' among them, that `env` leaves unset, in the settings' order. */
export function pendingLaunchFacts(env: Env, videos: readonly GuideVideoSetting[]): PendingFact[] {
  return settingsOf(buildSettingsWith(videos)).flatMap(({ name, companyFact, default: placeholder }) => {
    const value = env[name]
    if (!companyFact || (typeof value === 'string' && value.trim() !== '')) return []
    return [{ name, description: companyFact, placeholder }]
  })
}
