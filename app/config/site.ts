/**
 * The one place pages read brand, hosts, contact details and outside links from. Each is a build
 * setting (a SITE_* variable, README "Configuration"), defined with its check, default and meaning
 * in app/config/settings.ts; a malformed value stops the build with a message naming the variable.
 */
import { type Env, resolveSiteConfig, type SiteConfig } from './settings.ts'

export {
  type Env,
  type GuideVideoKey,
  guideVideoKeys,
  isSameOriginEndpoint,
  resolveSiteConfig,
  SettingsError as SiteConfigError,
  type SiteConfig,
  type SiteEnvName,
  sameOriginEarlyAccessPath,
} from './settings.ts'

export const siteEnvPrefix = 'SITE_'

/**
 * The settings every page reads. The guide video IDs are left out: only the guide pages need them
 * (guideVideoIds); so is accessLogAddresses, which only the privacy policy reads (app/content/privacy.ts).
 */
export type PageSiteConfig = Omit<SiteConfig, 'guideVideos' | 'accessLogAddresses' | 'earlyAccessConfirms'>

// The build inlines the resolved settings as constants (vite.config.ts `define`), so visitors'
// browsers download values, not the settings' checks. Tests and Node scripts resolve them here.
declare const __SITE_CONFIG__: PageSiteConfig | undefined

export const site: PageSiteConfig =
  typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : resolveSiteConfig(process.env as Env)
