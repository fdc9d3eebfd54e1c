import { prerenderedPaths } from '../../app/lib/routes-list'
import { type FirstLoad, firstLoad, formatFirstLoadTable, kb } from '../first-load'
import { expect, gotoHydrated, test } from './fixtures'

// DESIGN.md quality bars, gzip, KB = 1024 bytes.
const budgets = { js: 125, css: 15, html: 20 } as const

const results: FirstLoad[] = prerenderedPaths.map((path) => firstLoad(path))

test.describe('byte budgets (first load, gzip)', () => {
  test.beforeAll(() => {
    // Printed so the figures show in CI logs; once per project run.
    console.log(`[${test.info().project.name}]\n${formatFirstLoadTable(results)}`)
  })

  for (const result of results) {
    test(`${result.path}: JS ≤ ${budgets.js} KB, CSS ≤ ${budgets.css} KB, HTML ≤ ${budgets.html} KB`, () => {
      expect(result.js.gzip, `JS ${kb(result.js.gzip)} KB: ${result.js.files.join(', ')}`).toBeLessThanOrEqual(
        budgets.js * 1024,
      )
      expect(result.css.gzip, `CSS ${kb(result.css.gzip)} KB`).toBeLessThanOrEqual(budgets.css * 1024)
      expect(result.html.gzip, `HTML ${kb(result.html.gzip)} KB`).toBeLessThanOrEqual(budgets.html * 1024)
      // No web fonts, and nothing fetched from another host before the visitor asks for it.
      expect(result.fonts.files).toEqual([])
      expect(result.external).toEqual([])
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
      const counted = firstLoad(path)
      const expected = [...counted.js.files, ...counted.css.files].filter((file) => file.startsWith('/'))
      expect([...fetched].sort()).toEqual(expected.sort())
    })
  }
})
