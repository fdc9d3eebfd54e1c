import { loadEnv } from 'vite'
import { resolveSiteConfig, siteEnvPrefix } from '~/config/site'
import { hero } from '~/content/home'
import { startTrialLabel } from '~/content/terms'

/**
 * The site configuration the build used, for every test outside the app's own bundle: the same
 * SITE_* variables (.env files included) and the same defaults as `npm run build`.
 */
export const site = resolveSiteConfig(loadEnv('production', process.cwd(), siteEnvPrefix))

/**
 * What a link to the app may read: Sign In, the labels docs/requirements.md names, or the one trial
 * wording of app/content/terms.ts wherever it names none.
 */
export const appLinkLabels: ReadonlySet<string> = new Set(['Sign In', 'Get Started', hero.primaryCta, startTrialLabel])
