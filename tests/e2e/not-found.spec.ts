import { guidePath } from '~/content/guides'
import { guideSlugs } from '~/content/guides.server'
import { strategyPath } from '~/content/strategies'
import { templates } from '~/lab/engine/templates'
import { watchViolations } from '../support/csp-violations'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { site } from '../support/site'

// Unknown paths of every shape: nested, with a query, percent-encoded, near-misses of real routes,
// the concrete path the page is prerendered at (never a page of its own), and addresses beside and
// under the prerendered guide and strategy pages (each renders the 404 page once, and keeps it once
// the app runs: a `strategies/:slug` route would hydrate it under its own module).
const unknownPaths = [
  { path: '/guides/nope', logged: '/guides/nope' },
  { path: `${guidePath(guideSlugs()[0] ?? '')}/extra`, logged: `${guidePath(guideSlugs()[0] ?? '')}/extra` },
  { path: strategyPath('no-such-template'), logged: strategyPath('no-such-template') },
  { path: `${strategyPath(templates[0].id)}/extra`, logged: `${strategyPath(templates[0].id)}/extra` },
  { path: '/foo/bar', logged: '/foo/bar' },
  { path: '/brokers/x?y=1', logged: '/brokers/x' },
  { path: '/%E2%98%83', logged: /\/(%E2%98%83|☃)/ },
  { path: '/pricing', logged: '/pricing' },
  { path: '/404', logged: '/404' },
]

/** The unknown path whose load the page's other checks share. */
const sharedPath = '/foo/bar'
/** The unknown path with a query, loaded under the CSP of the 404 page. */
const withQuery = '/brokers/x?y=1'

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.describe('404 page', () => {
  for (const { path, logged } of unknownPaths) {
    test(`${path} answers 404 with the not-found page and logs the path`, async ({ page, expectConsoleError }) => {
      // Chrome's own line for the document's status, and ours naming the path (docs/requirements.md#not-found-page-and-error-screen).
      expectConsoleError(/Failed to load resource: the server responded with a status of 404/)
      expectConsoleError(/404 Error: User attempted to access non-existent route/)
      const logs: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') logs.push(message.text())
      })
      // An unknown path with a query also hydrates under the 404 page's CSP: watched from before the load.
      const violations = path === withQuery ? await watchViolations(page) : undefined
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
      await expect(page).toHaveTitle(`Page not found | ${site.name}`)

      const pattern = typeof logged === 'string' ? new RegExp(`non-existent route: ${escapeRegExp(logged)}$`) : logged
      await expect
        .poll(() => logs.filter((text) => /non-existent route/.test(text)))
        .toEqual([expect.stringMatching(pattern)])

      // The checks below share this load, seen as gotoHydrated leaves a page: nothing still drawn.
      if (violations || path === sharedPath) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      if (violations) {
        await test.step('the 404 page hydrates under its CSP with no violation', async () => {
          expect.soft(await violations()).toEqual([])
        })
      }
      if (path !== sharedPath) return
      await test.step('404 page › keeps the site header and footer, and offers the next steps', async () => {
        await expect.soft(page.getByRole('banner')).toBeVisible()
        await expect.soft(page.getByRole('contentinfo')).toBeVisible()
        await expect
          .soft(page.getByRole('main').getByRole('link', { name: 'Check broker compatibility' }))
          .toHaveAttribute('href', '/brokers')
        await expect
          .soft(page.getByRole('main').getByRole('link', { name: 'Browse trading guides' }))
          .toHaveAttribute('href', '/guides')
      })
      await test.step('404 page › is kept out of search indexes and has no canonical URL', async () => {
        await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
        await expect.soft(page.locator('link[rel="canonical"]')).toHaveCount(0)
      })
      // It leaves the page: last.
      await test.step('404 page › Return to Home leads to the home page', async () => {
        await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
        await expect(page).toHaveURL('/')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1, name: '404' })).toHaveCount(0)
      })
    })
  }

  // The app's router matches `/guides/:slug` and `/strategies/:slug` for any slug: an unknown one
  // reached inside the app finds no data file and shows the same page, not a crash.
  for (const path of ['/guides/nope', strategyPath('no-such-template')]) {
    test(`${path} reached inside the app shows the not-found page`, async ({ page, expectConsoleError }) => {
      expectConsoleError(/status of 404|non-existent route/)
      await gotoHydrated(page, '/')
      await page.evaluate((to) => {
        window.history.pushState(null, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(`Page not found | ${site.name}`)
      await expect(page.getByRole('banner')).toBeVisible()
    })
  }
})
