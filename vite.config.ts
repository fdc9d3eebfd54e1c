import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { resolveSiteConfig, siteEnvPrefix } from './app/config/site.ts'
import { guideVideoIds } from './app/content/guides.server.ts'
import { siteTestimonials } from './app/content/testimonials.server.ts'
import { frameworkTest, shellTest, treeTextTest } from './build-steps/chunks.ts'
import { compileHints } from './build-steps/compile-hints.ts'
import { seoAssets } from './build-steps/seo-assets.ts'

export default defineConfig(({ mode }) => {
  // Fail the build early, naming the variable, when a SITE_* setting is malformed; then inline the
  // resolved settings as one constant (see app/config/site.ts).
  const env = loadEnv(mode, process.cwd(), siteEnvPrefix)
  const site = resolveSiteConfig(env)
  // The guide videos' IDs (SITE_VIDEO_<KEY>, keys from content/guides) reach only the guide pages,
  // through their loaders; checked here too, so a malformed one stops the build at once.
  guideVideoIds(env)
  // The testimonials' file, read and checked here too: a missing file or a wrong field stops the
  // build at once, naming the setting, the file and the field.
  siteTestimonials(site.testimonialsFile)
  return {
    define: {
      // Every page's settings, and apart from them what the request log may hold, which only the
      // privacy policy says, and whether sign-ups are confirmed by e-mail, which only the form and
      // the privacy policy say.
      __SITE_CONFIG__: JSON.stringify({
        ...site,
        accessLogAddresses: undefined,
        earlyAccessConfirms: undefined,
        brokerConnections: undefined,
        keyHandling: undefined,
        testimonialsFile: undefined,
      }),
      // How each broker connects: the brokers page's loader alone reads it (components/brokers/broker-connections.ts).
      __BROKER_CONNECTIONS__: JSON.stringify(site.brokerConnections),
      // For the loaders of the security page and the home page alone.
      __KEY_HANDLING__: JSON.stringify(site.keyHandling),
      __TESTIMONIALS_FILE__: JSON.stringify(site.testimonialsFile),
      __EARLY_ACCESS_CONFIRMS__: JSON.stringify(site.earlyAccessConfirms),
      __ACCESS_LOG_ADDRESSES__: JSON.stringify(site.accessLogAddresses),
      // The guide videos' settings, for the guide pages' loaders: these alone, never the whole env.
      __GUIDE_VIDEO_SETTINGS__: JSON.stringify(
        Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('SITE_VIDEO_'))),
      ),
    },
    // Build steps (social image, sitemap, CSP) read the same SITE_* values from the resolved config.
    envPrefix: siteEnvPrefix,
    plugins: [tailwindcss(), reactRouter(), seoAssets(), compileHints()],
    resolve: { tsconfigPaths: true },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: frameworkTest },
              { name: 'shell', test: shellTest },
              { name: 'tree-text', test: treeTextTest },
            ],
          },
        },
      },
    },
  }
})
