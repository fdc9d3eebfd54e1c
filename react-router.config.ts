import type { Config } from '@react-router/dev/config'
import { prerenderedPaths } from './app/lib/routes-list.ts'

// Static site: every public route is rendered to its own HTML file at build time (readable with
// JavaScript off, crawlable), then hydrates into a single-page app. See docs/decisions/001.
export default {
  ssr: false,
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
