import { loadEnv } from 'vite'
import { resolveSiteConfig, siteEnvPrefix } from '~/config/site'

/**
 * The site configuration the build used, for every test outside the app's own bundle: the same
 * SITE_* variables (.env files included) and the same defaults as `npm run build`.
 */
export const site = resolveSiteConfig(loadEnv('production', process.cwd(), siteEnvPrefix))
