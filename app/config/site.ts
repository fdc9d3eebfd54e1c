/**
 * The one place pages read brand, hosts, contact details and outside links from. Each is a build
 * setting (a SITE_* variable, README "Configuration"), defined with its check, default and meaning
 * in app/config/settings.ts; a malformed value stops the build with a message naming the variable.
 */
import { type Env, resolveSiteConfig, type SiteConfig } from './settings.ts'

export { isSameOriginEndpoint, sameOriginEarlyAccessPath } from './setting-checks.ts'
export {
  type Env,
  resolveSiteConfig,
  SettingsError as SiteConfigError,
  type SiteConfig,
  type SiteEnvName,
} from './settings.ts'

export const siteEnvPrefix = 'SITE_'

/**
 * The settings every page reads. accessLogAddresses is left out: only the privacy policy reads it
 * (app/content/privacy.ts). So are brokerConnections, which only the brokers page's loader reads
 * (components/brokers/broker-connections.ts); keyHandling, which only the security page's loader
 * reads (app/config/key-handling.ts); and testimonialsFile, which only the home page's loader reads
 * (app/content/testimonials.server.ts): their words reach those pages alone. The guide videos' IDs
 * (SITE_VIDEO_<KEY>) are not here either: the guide pages' loaders read them (guideVideoIds() in
 * app/content/guides.server.ts), as the guides' files name them.
 */
export type PageSiteConfig = Omit<
  SiteConfig,
  'accessLogAddresses' | 'earlyAccessConfirms' | 'brokerConnections' | 'keyHandling' | 'testimonialsFile'
>

// The build inlines the resolved settings as constants (vite.config.ts `define`), so visitors'
// browsers download values, not the settings' checks. Tests and Node scripts resolve them here.
declare const __SITE_CONFIG__: PageSiteConfig | undefined

export const site: PageSiteConfig =
  typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : resolveSiteConfig(process.env as Env)
