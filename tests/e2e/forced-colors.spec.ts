import type { Page } from '@playwright/test'
import { contrastRatio } from '../support/colors'
import { bothWidths, expect, gotoHydrated, test } from '../support/fixtures'
import { usesMenu } from '../support/shell'

/**
 * Marks every control drawn as a button in the site's own colors (a fill, a border or a shadow round
 * it; a link or button that reads as text is left out) with `data-drawn`, so that the same set can
 * be checked once forced colors have dropped fills and shadows.
 */
function markDrawnControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seen = (color: string) => !/^rgba\(.*,\s*0\)$|^transparent$/.test(color)
    let count = 0
    for (const control of document.querySelectorAll<HTMLElement>('button, a')) {
      const style = getComputedStyle(control)
      const box = control.getBoundingClientRect()
      if (box.width < 2 || box.height < 2 || control.closest('[inert], [aria-hidden="true"]')) continue
      const edged = Number.parseFloat(style.borderTopWidth) > 0 && seen(style.borderTopColor)
      if (seen(style.backgroundColor) || edged || style.boxShadow !== 'none') {
        control.dataset.drawn = ''
        count++
      }
    }
    return count
  })
}

/** The drawn controls (above) whose edge forced colors do not draw: no border, or one in the fill's color. */
function edgelessControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-drawn]')]
      .filter((control) => {
        const style = getComputedStyle(control)
        return (
          style.borderTopStyle === 'none' ||
          Number.parseFloat(style.borderTopWidth) === 0 ||
          style.borderTopColor === style.backgroundColor ||
          /^rgba\(.*,\s*0\)$/.test(style.borderTopColor)
        )
      })
      .map((control) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 60)),
  )
}

/** The colors a checked choice and an unchecked one of a segmented control are drawn in. */
function choiceColors(page: Page, group: string) {
  return page.locator(group).evaluate((element) => {
    // The color a label is drawn on: its own fill over those under it, down to the first opaque one.
    const look = (label: Element | null) => {
      const layers: number[][] = []
      for (let at = label; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(at).backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
        if (a > 0) layers.unshift([r, g, b, a])
        if (a === 1) break
      }
      const [r, g, b] = layers.reduce(
        (below, [r = 0, g = 0, b = 0, a = 1]) => [
          r * a + (below[0] ?? 0) * (1 - a),
          g * a + (below[1] ?? 0) * (1 - a),
          b * a + (below[2] ?? 0) * (1 - a),
        ],
        [255, 255, 255],
      )
      return { background: `rgb(${Math.round(r ?? 0)}, ${Math.round(g ?? 0)}, ${Math.round(b ?? 0)})` }
    }
    return {
      checked: look(element.querySelector('label:has(:checked)')),
      unchecked: look(element.querySelector('label:not(:has(:checked))')),
    }
  })
}

// Windows High Contrast and other forced-color themes replace the site's colors with the system's:
// fills and shadows go, borders and outlines are drawn in the theme's colors. Each state must survive.
test.describe('in forced colors', bothWidths, () => {
  const pages = ['/', '/brokers', '/lab'] as const
  for (const path of pages) {
    test(`${path}: every button keeps its edge, a checked choice shows, focus is ringed`, async ({
      page,
    }, testInfo) => {
      await gotoHydrated(page, path)
      if (path === '/lab') await expect(page.locator('#workbench')).toBeVisible()
      expect(await markDrawnControls(page)).toBeGreaterThan(2)
      await page.emulateMedia({ forcedColors: 'active' })
      await expect(page.locator('html')).toHaveCSS('forced-color-adjust', 'auto')
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
      expect(await edgelessControls(page), 'buttons without an edge').toEqual([])

      const group =
        path === '/'
          ? usesMenu(page)
            ? '.plan-switcher > fieldset > div'
            : null
          : path === '/brokers'
            ? 'search fieldset > div'
            : null
      if (group) {
        const { checked, unchecked } = await choiceColors(page, group)
        expect(
          contrastRatio(checked.background, unchecked.background),
          'the checked choice stands out from the others',
        ).toBeGreaterThanOrEqual(3)
      }

      // Focus by keyboard is ringed in the theme's colors.
      await page.locator('body').focus()
      await page.keyboard.press('Tab')
      const focused = page.locator(':focus')
      await expect(focused).toHaveCSS('outline-style', 'solid')
      expect(Number.parseFloat(await focused.evaluate((element) => getComputedStyle(element).outlineWidth))).toBe(2)

      // What a reviewer looks at: the choices where the page has them, its top otherwise.
      if (group) await page.locator(group).evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await testInfo.attach(`${path} in forced colors`, { body: await page.screenshot(), contentType: 'image/png' })
    })
  }
})
