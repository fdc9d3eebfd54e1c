import { resolveSiteConfig } from './site'

// Inlined by the build (vite.config.ts `define`) into the code that reads it, the early-access form
// and the privacy policy, rather than into the settings every page loads: a build without the
// confirmation e-mail folds every test of it to false and leaves its words out. Tests and Node
// scripts resolve the same settings here.
declare const __EARLY_ACCESS_CONFIRMS__: boolean | undefined

/** Whether npm start confirms each sign-up by e-mail: site.ts `earlyAccessConfirms`. */
export const earlyAccessConfirms: boolean =
  typeof __EARLY_ACCESS_CONFIRMS__ !== 'undefined'
    ? __EARLY_ACCESS_CONFIRMS__
    : resolveSiteConfig(process.env).earlyAccessConfirms
