import { resolveSiteConfig, type SiteConfig } from './site'

// Inlined by the build (vite.config.ts `define`) where the security page's loader reads it at build
// time, rather than into the settings every page loads. Tests and Node scripts resolve the same
// settings here.
declare const __KEY_HANDLING__: SiteConfig['keyHandling'] | undefined

/** The company's answers on broker connections (SITE_BROKER_KEY_*): empty strings until given. */
export const keyHandlingOfBuild = (): SiteConfig['keyHandling'] =>
  typeof __KEY_HANDLING__ !== 'undefined' ? __KEY_HANDLING__ : resolveSiteConfig(process.env).keyHandling
