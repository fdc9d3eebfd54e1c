import { fileURLToPath } from 'node:url'
import { firstLoad } from '../../bench/first-load.js'
import { expect, gotoHydrated, test } from '../support/fixtures'

const buildDir = fileURLToPath(new URL('../../build/client/', import.meta.url))

// What a browser does with the first load whose bytes tests/built/budgets.test.ts sums for every
// page from the build: it loads what the sum counts, and only after the first paint.
test.describe('the first load in a browser', () => {
  // build-steps/deferred-start.ts: the page is on screen before any of the app's code is asked for,
  // so none of it competes with the first paint (nor counts against it in Lighthouse).
  // Every built page carries the same start-up script (build-steps/deferred-start.test.ts reads it in
  // each); the home page, the one whose paint matters most, shows that it waits in a browser.
  for (const path of ['/']) {
    test(`${path}: the app's scripts are requested only after the first paint is reported`, async ({ page }) => {
      await gotoHydrated(page, path)
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }))
      expect(paint, 'Chromium reports the first contentful paint').toBeDefined()
      expect(scripts.length, 'the app loaded its modules').toBeGreaterThan(0)
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY)
    })
  }

  // The counted set is only as good as the parsing behind it: check it against what Chrome fetches.
  for (const path of ['/', '/brokers']) {
    test(`${path}: the counted scripts and stylesheets are exactly what the browser loads`, async ({ page }) => {
      const fetched = new Set<string>()
      page.on('request', (request) => {
        if (['script', 'stylesheet', 'font'].includes(request.resourceType())) {
          fetched.add(new URL(request.url()).pathname)
        }
      })
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')
      const counted = firstLoad(buildDir, path)
      const expected = counted.resources
        .filter((resource) => ['js', 'css', 'font'].includes(resource.type) && !resource.inline)
        .map((resource) => resource.url)
      expect([...fetched].sort()).toEqual(expected.sort())
    })
  }
})
