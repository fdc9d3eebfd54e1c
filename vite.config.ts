import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { resolveSiteConfig, siteEnvPrefix } from './app/config/site.ts'
import { frameworkTest, shellTest } from './build-steps/chunks.ts'
import { labPageModule } from './build-steps/lab-page.ts'
import { seoAssets } from './build-steps/seo-assets.ts'
import { strategyPagesModule } from './build-steps/strategy-pages.ts'

export default defineConfig(({ mode }) => {
  // Fail the build early, naming the variable, when a SITE_* setting is malformed; then inline the
  // resolved settings as one constant (see app/config/site.ts).
  const site = resolveSiteConfig(loadEnv(mode, process.cwd(), siteEnvPrefix))
  return {
    define: {
      // Every page's settings, and apart from them the guide video IDs, which only guide pages use,
      // what the request log may hold, which only the privacy policy says, and whether sign-ups are
      // confirmed by e-mail, which only the form and the privacy policy say.
      __SITE_CONFIG__: JSON.stringify({
        ...site,
        guideVideos: undefined,
        accessLogAddresses: undefined,
        earlyAccessConfirms: undefined,
      }),
      __EARLY_ACCESS_CONFIRMS__: JSON.stringify(site.earlyAccessConfirms),
      __GUIDE_VIDEOS__: JSON.stringify(site.guideVideos),
      __ACCESS_LOG_ADDRESSES__: JSON.stringify(site.accessLogAddresses),
    },
    // Build steps (social image, sitemap, CSP) read the same SITE_* values from the resolved config.
    envPrefix: siteEnvPrefix,
    plugins: [tailwindcss(), reactRouter(), seoAssets(), strategyPagesModule(), labPageModule()],
    resolve: { tsconfigPaths: true },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: frameworkTest },
              { name: 'shell', test: shellTest },
            ],
          },
        },
      },
    },
  }
})
