import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { resolveSiteConfig, siteEnvPrefix } from './app/config/site.ts'
import { seoAssets } from './build-steps/seo-assets.ts'

export default defineConfig(({ mode }) => {
  // Fail the build early, naming the variable, when a SITE_* setting is malformed; then inline the
  // resolved settings as one constant (see app/config/site.ts).
  const site = resolveSiteConfig(loadEnv(mode, process.cwd(), siteEnvPrefix))
  return {
    define: { __SITE_CONFIG__: JSON.stringify(site) },
    // Build steps (social image, sitemap, CSP) read the same SITE_* values from the resolved config.
    envPrefix: siteEnvPrefix,
    plugins: [tailwindcss(), reactRouter(), seoAssets()],
    resolve: { tsconfigPaths: true },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // Two chunks besides each route's own: the framework (React, React Router) and the site
          // shell every page loads (header, footer, primitives, config). A dozen small shared chunks
          // compressed apart cost about 2 KB more gzip on the first load.
          codeSplitting: {
            groups: [
              // React Router's client entry (in @react-router/dev) stays apart: it starts hydration, and
              // the page imports it only after registering the route modules (build-steps/deferred-start.js).
              { name: 'framework', test: /[\\/]node_modules[\\/](?!@react-router[\\/]dev[\\/])/ },
              {
                name: 'shell',
                test: /[\\/]app[\\/](components[\\/](ui|layout)|lib[\\/](cn|seo|section-scroll|use-scrolled-past)|config|content[\\/](company|navigation|social|timings))[\\/.]/,
              },
            ],
          },
        },
      },
    },
  }
})
