import type { Config } from '@react-router/dev/config'
import { resolveSiteConfig } from './app/config/site.ts'
import { checkContent } from './app/content/collections.server.ts'
import { exitOnContentError } from './app/lib/content.server.ts'
import { prerenderedPaths } from './app/route-paths.ts'
import { finishBuild } from './build-steps/finish-build.ts'
import { launchCheckReport } from './build-steps/launch-check.ts'

// Every content file is checked before anything is built: a bad front matter is one line, not a stack.
exitOnContentError(checkContent)

// Static site: every public route is rendered to its own HTML file at build time (readable with
// JavaScript off, crawlable), then hydrates into a single-page app. See docs/decisions/001.
export default {
  ssr: false,
  // Another folder than build/ only for a second build beside it (tests/server/early-access.test.ts).
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || 'build',
  prerender: prerenderedPaths,
  // After prerendering: the 404 page, per-page CSP hashes, the servers' header files, compression.
  // Here rather than a separate script so it reads the same SITE_* settings as the app.
  buildEnd({ reactRouterConfig, viteConfig }) {
    const site = resolveSiteConfig(viteConfig.env)
    finishBuild({
      buildDir: reactRouterConfig.buildDirectory,
      earlyAccessEndpoint: site.earlyAccessEndpoint,
      origin: site.origin,
      accessLogAddresses: site.accessLogAddresses,
      ...(site.earlyAccessConfirms ? { earlyAccessConfirm: { origin: site.origin, siteName: site.name } } : {}),
    })
    // A preview may go out with stand-in company facts; the build names them (npm run launch-check fails on them).
    const launch = launchCheckReport(viteConfig.env)
    if (!launch.ok) console.warn(`WARNING: ${launch.text}`)
  },
} satisfies Config
