import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Request } from '@playwright/test'

export { expect }

type Problems = { consoleErrors: string[]; consoleWarnings: string[]; pageErrors: string[]; failedRequests: string[] }

/**
 * Every browser test runs with a watch on the page: a console error or warning (the browser's
 * own, about our markup or headers, included), an uncaught exception or a failed request fails the test, unless the test expects it (`expectConsoleError`, used by the
 * 404 page, which logs the bad path by design).
 */
export const test = base.extend<{ problems: Problems; expectConsoleError: (pattern: RegExp) => void }>({
  problems: [
    async ({ page, javaScriptEnabled }, use) => {
      const problems: Problems = { consoleErrors: [], consoleWarnings: [], pageErrors: [], failedRequests: [] }
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text())
        if (message.type() === 'warning') problems.consoleWarnings.push(message.text())
      })
      page.on('pageerror', (error) => problems.pageErrors.push(error.message))
      // Which document of the main frame each request belongs to: a request still loading when the
      // test moves the page on (a late image of one route as the next is opened) is cancelled by the
      // browser, which is no failure of the site.
      let documents = 0
      const documentOf = new WeakMap<Request, number>()
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++
        documentOf.set(request, documents)
      })
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText === 'net::ERR_ABORTED') {
          // Navigations the test itself aborted (e.g. following a new-tab link) are not failures.
          if (request.isNavigationRequest()) return
          if ((documentOf.get(request) ?? documents) < documents) return
        }
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
      expect(problems.pageErrors, 'uncaught page errors').toEqual([])
      expect(problems.failedRequests, 'failed requests').toEqual([])
      expect(problems.consoleErrors, 'console errors').toEqual([])
      expect(problems.consoleWarnings, 'console warnings').toEqual([])
    },
    { auto: true },
  ],
  expectConsoleError: async ({ problems }, use) => {
    const expected: RegExp[] = []
    await use((pattern) => expected.push(pattern))
    problems.consoleErrors = problems.consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text)))
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

/** Waits until React has hydrated the prerendered page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
