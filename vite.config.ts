import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { resolveSiteConfig, siteEnvPrefix } from './app/config/site.ts'
import { seoAssets } from './scripts/seo-assets.ts'

export default defineConfig(({ mode }) => {
  // Fail the build early, naming the variable, when a SITE_* setting is malformed.
  resolveSiteConfig(loadEnv(mode, process.cwd(), siteEnvPrefix))
  return {
    envPrefix: siteEnvPrefix,
    plugins: [tailwindcss(), reactRouter(), seoAssets()],
    resolve: { tsconfigPaths: true },
    build: { assetsInlineLimit: 0 },
  }
})
