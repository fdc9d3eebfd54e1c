import { expect, type Page } from '@playwright/test'

/**
 * The elements whose box reaches past either side of the viewport, as `tag.class "text"` lines.
 * An element cut off by an ancestor that clips its overflow is left out when that ancestor lies
 * within the viewport (a scrolling region, a rounded card); the body is not such an ancestor, as
 * its `overflow-x: clip` would hide exactly what this looks for.
 */
export function elementsPastViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const outside = (rect: DOMRect) => rect.left < -0.5 || rect.right > width + 0.5
    const clippedWithin = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX !== 'visible' && !outside(parent.getBoundingClientRect())) return true
      }
      return false
    }
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') return false
        return outside(rect) && !clippedWithin(element)
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      )
  })
}

/** The page is no wider than the window: it does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0)
}

/** The page does not scroll sideways, and nothing on it reaches past the viewport's sides. */
export async function expectNoHorizontalOverflow(page: Page) {
  await expectNoSidewaysScroll(page)
  expect(await elementsPastViewport(page), 'elements past the viewport').toEqual([])
}
