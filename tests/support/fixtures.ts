import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type FileChooser, type Locator, type Page } from '@playwright/test'

export { expect }

type Problems = {
  consoleErrors: string[]
  consoleWarnings: string[]
  pageErrors: string[]
  failedRequests: string[]
  /** Console errors the test expects (expectConsoleError), left out when the errors are judged. */
  expectedErrors: RegExp[]
}

/**
 * Every browser test runs with a watch on the page: a console error or warning (the browser's
 * own, about our markup or headers, included), an uncaught exception or a failed request fails the test, unless the test expects it (`expectConsoleError`, used by the
 * 404 page, which logs the bad path by design).
 */
export const test = base.extend<{ problems: Problems; expectConsoleError: (pattern: RegExp) => void }>({
  problems: [
    async ({ page, javaScriptEnabled }, use) => {
      const problems: Problems = {
        consoleErrors: [],
        consoleWarnings: [],
        pageErrors: [],
        failedRequests: [],
        expectedErrors: [],
      }
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text())
        if (message.type() === 'warning') problems.consoleWarnings.push(message.text())
      })
      page.on('pageerror', (error) => problems.pageErrors.push(error.message))
      // A request still loading when the test opens the next page (the Lab's select chevron, drawn
      // once the workbench renders, as the next route opens) is cancelled by the browser: no failure
      // of the site. Chromium tags each request with its document's loader, so a cancel counts only
      // if it hit the document the page shows at the end; decided then, as the cancel and the next
      // commit are reported in either order.
      const cdp = await page.context().newCDPSession(page)
      const loaderOf = new Map<string, { loaderId: string; url: string }>()
      const aborted: { loaderId: string; url: string }[] = []
      let shownLoader = ''
      cdp.on('Network.requestWillBeSent', (event) =>
        loaderOf.set(event.requestId, { loaderId: event.loaderId, url: event.request.url }),
      )
      cdp.on('Network.loadingFailed', (event) => {
        const request = loaderOf.get(event.requestId)
        if (event.errorText === 'net::ERR_ABORTED' && event.type !== 'Document' && request) aborted.push(request)
      })
      cdp.on('Page.frameNavigated', (event) => {
        if (!event.frame.parentId) shownLoader = event.frame.loaderId
      })
      await Promise.all([cdp.send('Network.enable'), cdp.send('Page.enable')])
      // E2E_CPU_SLOWDOWN=6 runs every page's CPU six times slower (Chromium's throttling), to bring
      // out a race that a loaded CI machine hits once in a while: a test must pass at any speed.
      const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1)
      if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      page.on('requestfailed', (request) => {
        // Cancelled requests are judged above; a cancelled navigation (following a new-tab link, say) never fails.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return
        // With JavaScript off, Chromium refuses the page's own scripts (errorText "csp"): by design.
        if (
          !javaScriptEnabled &&
          request.failure()?.errorText === 'csp' &&
          /\/assets\/[\w.-]+\.js$/.test(request.url())
        ) {
          return
        }
        problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`)
      })
      await use(problems)
      for (const { loaderId, url } of aborted) {
        if (loaderId === shownLoader) problems.failedRequests.push(`${url} net::ERR_ABORTED`)
      }
      await cdp.detach().catch(() => {})
      expect(problems.pageErrors, 'uncaught page errors').toEqual([])
      expect(problems.failedRequests, 'failed requests').toEqual([])
      // Judged here, last: an expected error may arrive after the test's own steps (the 404 page
      // logs its path once it hydrates, which can be after a test that only reads the HTML ends).
      const unexpected = problems.consoleErrors.filter(
        (text) => !problems.expectedErrors.some((pattern) => pattern.test(text)),
      )
      expect(unexpected, 'console errors').toEqual([])
      expect(problems.consoleWarnings, 'console warnings').toEqual([])
    },
    { auto: true },
  ],
  expectConsoleError: async ({ problems }, use) => {
    await use((pattern) => problems.expectedErrors.push(pattern))
  },
})

/**
 * Runs axe-core (WCAG 2.2 A/AA and best practices) on the page as it is now, or only on the part a
 * state changed (`within`, a selector) when the whole page is already checked in its first state.
 */
export async function expectNoAxeViolations(page: Page, context?: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  // Rules about the page as a whole (one main, one h1) belong to the full-page check: in a part,
  // axe would apply them to any frame inside it, such as a guide's video.
  const scoped = within && builder.include(within).disableRules(['landmark-one-main', 'page-has-heading-one', 'region'])
  const results = await (scoped || builder).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary, `axe violations${context ? ` (${context})` : ''}`).toEqual([])
}

/**
 * Waits until React has hydrated the prerendered page, so clicks reach React's handlers, and until
 * nothing on it says it is still being drawn (the Lab's workbench draws a part per frame,
 * lab/ui/stages.tsx). `drawn: false` skips the second wait, for a test that holds the Lab's code back.
 */
export async function gotoHydrated(page: Page, path: string, { drawn = true } = {}) {
  await page.goto(path)
  await untilHydrated(page, { drawn })
}

/** gotoHydrated's waits, for a test that reads the page as its load leaves it before them. */
export async function untilHydrated(page: Page, { drawn = true } = {}) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  if (drawn) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/**
 * Waits until the page at `path` is drawn. In the app the address changes first (at once, going
 * back) and the new page a moment later: until the page's canonical link, set with its title and h1
 * in one commit, names the address, the last page (its h1, its links) is still on screen.
 */
export async function expectDrawnAt(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path)
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^[^/]*//[^/]+${escaped}$`))
}

/**
 * Holds back every request for `url` until the returned function is called: the page as a visitor
 * sees it while that file is still on its way (a late font, the Lab's code not yet there).
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Where guide videos play from: YouTube's privacy-enhanced player. */
export const videoHost = 'www.youtube-nocookie.com'

/**
 * The machine running the tests has no internet: once a visitor has asked for a video, answer the
 * player's request with an empty page, so that it does not count as a failed request.
 */
export async function stubVideoPlayer(page: Page) {
  await page.route(`**://${videoHost}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Video player</title></head><body></body></html>',
    }),
  )
}

/** The widths the browser tests run at: the projects of playwright.config.ts, one per width. */
export type Width = 'phone' | 'tablet' | 'desktop'

/**
 * Where a test runs, decided here and nowhere else: a test runs once, at desktop, unless it names
 * the widths its subject depends on (a layout, the phone menu, the page walks at both widths):
 * `test('…', at('phone', 'desktop'), async …)`, or on a describe block. playwright.config.ts gives
 * each width its project, which runs the tests tagged with it.
 */
export function at(...widths: [Width, ...Width[]]): { tag: string[] } {
  return { tag: widths.map((width) => `@${width}`) }
}

/** The two widths a layout is checked at: a phone (375 px) and a desktop (1280 px). */
export const bothWidths = at('phone', 'desktop')

/**
 * Ends the element's running transitions and animations (its own and its descendants') at once, as
 * if they had been waited out: for tests of what a state shows, not of how the page moves into it.
 */
export async function finishAnimations(element: Locator) {
  await element.evaluate((root) => {
    for (const animation of root.getAnimations({ subtree: true })) animation.finish()
  })
}

/**
 * The next system file chooser the page opens, caught from before the page loads: Playwright turns
 * the catching on with the first listener, in a round trip to the browser, and a key pressed just
 * after a listener added then can open the chooser before it is caught.
 */
export function nextFileChooser(page: Page): Promise<FileChooser> {
  return new Promise((resolve) => page.once('filechooser', resolve))
}

/**
 * Opens one of the Lab's parts that sit behind a disclosure below lg (RoomyDisclosure), by a click
 * or by the keyboard (its summary focused, Enter); from lg the part is simply there and this does
 * nothing.
 */
export async function openLabPart(page: Page, title: string, how: 'click' | 'keyboard' = 'click') {
  const summary = page.locator('details:not([open]) > summary').filter({ hasText: title })
  if ((await summary.count()) === 0) return
  if (how === 'click') await summary.click()
  else {
    await summary.focus()
    await page.keyboard.press('Enter')
  }
  await expect(page.locator('details[open] > summary').filter({ hasText: title })).toBeVisible()
}
