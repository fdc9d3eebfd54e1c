import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './tests/support/chromium.js'

const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`

/** Specs whose subject is the same at every width (see the phone project). */
const widthIndependent = [
  '**/seo.spec.ts',
  '**/csp.spec.ts',
  '**/budgets.spec.ts',
  '**/validity.spec.ts',
  '**/not-found.spec.ts',
  '**/guide-pages.spec.ts',
  '**/faq.spec.ts',
  '**/footer.spec.ts',
]

// Browser tests run against the production build served by our own server (npm start),
// at phone and desktop widths.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Generous: a limit on hangs, not a measure of speed. CI machines are small and may be busy,
  // and the longest tests run axe several times; nothing waits on these limits to pass.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      // What these check does not depend on the width (the head and the files each page is served
      // with, its CSP under navigation, byte budgets and the start-up order, the markup's validity,
      // what a page says and where its links lead): run once, at desktop. In specs that also check
      // layout, such tests carry the tag of `widthIndependent` in tests/support/fixtures.ts.
      testIgnore: widthIndependent,
      grepInvert: /@width-independent/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
  ],
  webServer: {
    command: 'node server/main.js',
    url: baseURL,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
