import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from '../support/fixtures'

/**
 * Focus that lands where it is seen: a result's heading taking focus is on screen, below the site's
 * header and above the Run bar, every time.
 */

const resultHeading = (page: Page) => page.locator('#lab-result')

/** Where `target` is drawn against the site's header and the Run bar: both must leave it whole. */
function placement(target: Locator) {
  return target.evaluate((heading) => {
    const box = heading.getBoundingClientRect()
    const header = document.querySelector('body header')?.getBoundingClientRect()
    const runBar = document.querySelector('section[aria-label="Run"]')?.getBoundingClientRect()
    return {
      top: box.top,
      bottom: box.bottom,
      headerBottom: header?.bottom ?? 0,
      limit: Math.min(window.innerHeight, runBar?.top ?? window.innerHeight),
    }
  })
}

async function expectWhollyShown(target: Locator, context: string) {
  const { top, bottom, headerBottom, limit } = await placement(target)
  expect(
    top,
    `${context}: the heading's top (${top}) is below the header's bottom (${headerBottom})`,
  ).toBeGreaterThanOrEqual(headerBottom)
  expect(bottom, `${context}: the heading's bottom (${bottom}) is above the Run bar (${limit})`).toBeLessThanOrEqual(
    limit,
  )
}

for (const width of [1024, 1280]) {
  test(`at ${width}×900, Alt+R then Replay: each heading takes focus on screen, below the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/lab')
    await expect(page.locator('#workbench')).toBeVisible()
    const replay = page.getByRole('button', { name: 'Replay sample session' })
    for (let attempt = 1; attempt <= 7; attempt++) {
      await page.keyboard.press('Alt+R')
      await expect(resultHeading(page)).toBeFocused()
      await expect(resultHeading(page)).toHaveText(/^Dry-run result: /)
      await expect(
        page
          .getByRole('region', { name: /^Dry-run result: / })
          .getByRole('heading', { level: 3 })
          .first(),
      ).toBeVisible()
      await expectWhollyShown(resultHeading(page), `run ${attempt}`)

      await replay.focus()
      await page.keyboard.press('Enter')
      await expect(resultHeading(page)).toHaveText(/^Replay: /)
      await expect(resultHeading(page)).toBeFocused()
      // Measured once the timeline is drawn too: it makes the sticky column taller, which moved the heading.
      await expect(
        page
          .getByRole('region', { name: /^Replay: / })
          .getByRole('list')
          .first(),
      ).toBeVisible()
      await expectWhollyShown(resultHeading(page), `replay ${attempt}`)
    }
  })
}
