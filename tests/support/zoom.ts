import { expect, type Page } from '@playwright/test'
import { scrollTo } from './shell'

/**
 * A 1280 x 1024 window zoomed to 400 %: 320 x 256 CSS px. A fixed header there would keep a
 * quarter of the screen for itself (docs/requirements.md#accessibility).
 */
export const zoomed = { width: 320, height: 256 }

/**
 * At 400 % zoom the header scrolls away with the page: it is not fixed, nothing keeps room for it,
 * the page's heading shows at the top, and scrolled down the header has gone. For a page at the
 * zoomed size, at the top; it leaves the page scrolled.
 */
export async function expectHeaderScrollsAway(page: Page) {
  const header = page.getByRole('banner')
  await expect(header).toHaveCSS('position', 'relative')
  // Nothing keeps room at the top for a bar that is no longer there.
  await expect(page.locator('html')).toHaveCSS('scroll-padding-top', '0px')

  // The first content, the page's heading, starts on the screen, and nothing is drawn over it.
  const heading = page.getByRole('heading', { level: 1 })
  const box = await heading.boundingBox()
  expect(box?.y).toBeGreaterThanOrEqual(0)
  expect(box?.y).toBeLessThan(zoomed.height - 16)
  const onTop = await heading.evaluate((element) => {
    // Its first line: a heading that wraps may end below the screen's edge.
    const words = document.createRange()
    words.selectNodeContents(element)
    const first = words.getClientRects()[0] ?? element.getBoundingClientRect()
    const hit = document.elementFromPoint(first.left + 8, first.top + first.height / 2)
    return hit !== null && element.contains(hit)
  })
  expect(onTop).toBe(true)

  // Scrolled down, the header has gone with the page.
  await scrollTo(page, 400)
  const height = await header.evaluate((element) => element.getBoundingClientRect().height)
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThanOrEqual(-height)
}
