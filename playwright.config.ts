import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, findTestChromium } from './tests/support/chromium.js'

const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`

// Browser tests run against the production build served by our own server (npm start), at the
// widths each test names (phone, tablet, desktop; desktop alone by default).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One more than the cores: a test waits on its browser and the server as well as computing, and
  // with as many workers as cores a core stood idle a tenth of the time (2 cores: the whole suite
  // took 293 s with 2 workers and 259 s with 3).
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  // Generous: a limit on hangs, not a measure of speed. CI machines are small and may be busy,
  // and the longest tests run axe several times; nothing waits on these limits to pass.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : 'list',
  use: {
    baseURL,
    // A trace of every test, kept for the failures, made the suite a quarter slower (76 tests: 212 s
    // without, 279 and 296 s with) and a CI run keeps only its log. A failure prints its error,
    // its call log and the page's accessibility snapshot; E2E_TRACE=1 records traces to look into one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  // One project per width. Where a test runs is decided by its tags alone (`at()` in
  // tests/support/fixtures.ts): a test runs once, at desktop, unless it names its widths.
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      grep: /@phone\b/,
    },
    // The header's menu at its wider layout, below the lg breakpoint where the bar takes over.
    { name: 'tablet', use: { viewport: { width: 768, height: 1024 } }, grep: /@tablet\b/ },
    // Every test that names no width, and those that name desktop among theirs.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /^(?!.*@desktop\b).*@(phone|tablet)\b/,
    },
  ],
  webServer: {
    command: 'node server/main.js',
    url: baseURL,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
