import type { Page } from '@playwright/test'
import { site } from '~/config/site'
import { headerNav } from '~/content/site/navigation'
import { at, expect, gotoHydrated, test } from '../support/fixtures'
import { backToTop, menuButton } from '../support/shell'

/** What has focus: the control's name, and whether it is in the header. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inHeader: element?.closest('header') !== null,
    }
  })

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main (menu)' })
/** The menu's last control: Get Started below sm, Sign In from sm (the bar itself shows Get Started). */
const lastInMenu = (page: Page) =>
  expect.stringMatching((page.viewportSize()?.width ?? 0) < 640 ? /^Get Started\b/ : /^Sign In\b/)

/**
 * Opens the menu by keyboard, from the page as loaded: a menu an earlier step left open is closed
 * first (Escape), the page put back at its top, and focus put on the button, as after a fresh load.
 */
async function openMenu(page: Page) {
  if ((await menuButton(page).getAttribute('aria-expanded')) === 'true') {
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  }
  await backToTop(page)
  await menuButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(menu(page)).toBeVisible()
}

// The menu is modal, as its dimmed page says (docs/requirements.md#navigation-bar). It exists below
// the lg breakpoint, in two layouts: on a phone and at tablet width. One load per width: each check
// is a step named as the test it was, and opens the menu by keyboard as that test did.
test.describe('the phone menu is modal', at('phone', 'tablet'), () => {
  test('open, used and closed each way, on one load', async ({ page }) => {
    await gotoHydrated(page, '/')

    await test.step('while open, the page behind is inert and Tab goes round the header', async () => {
      await openMenu(page)
      await expect(page.getByRole('main')).toHaveJSProperty('inert', true)
      await expect(page.getByRole('contentinfo')).toHaveJSProperty('inert', true)

      // Forward: the button, each item, the menu's buttons, then round to the brand link.
      await page.keyboard.press('Tab')
      expect(await focused(page)).toEqual({ name: headerNav[0]?.label, inHeader: true })
      const stops = headerNav.length + 2 + ((page.viewportSize()?.width ?? 0) < 640 ? 1 : 0)
      for (let press = 1; press < stops; press++) await page.keyboard.press('Tab')
      expect(await focused(page)).toEqual({ name: lastInMenu(page), inHeader: true })
      await page.keyboard.press('Tab')
      expect(await focused(page)).toEqual({ name: `${site.name}, home`, inHeader: true })
      await expect(menu(page)).toBeVisible()

      // Backward: from the brand link round to the menu's last control.
      await page.keyboard.press('Shift+Tab')
      expect(await focused(page)).toEqual({ name: lastInMenu(page), inHeader: true })
      await expect(menu(page)).toBeVisible()
    })

    await test.step('Shift+Tab from the button never leaves the header', async () => {
      await openMenu(page)
      for (let press = 0; press < 3; press++) {
        await page.keyboard.press('Shift+Tab')
        expect((await focused(page)).inHeader).toBe(true)
      }
      await expect(menu(page)).toBeVisible()
    })

    await test.step('Escape closes it, puts focus back on the button and the page back in reach', async () => {
      await openMenu(page)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menu(page)).toBeHidden()
      await expect(menuButton(page)).toBeFocused()
      await expect(page.getByRole('main')).toHaveJSProperty('inert', false)
      // The next Tab reaches the page again.
      await page.keyboard.press('Tab')
      expect((await focused(page)).inHeader).toBe(false)
    })

    await test.step('the button closes it, focus staying on the button', async () => {
      await openMenu(page)
      await page.keyboard.press('Enter')
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menuButton(page)).toBeFocused()
      await expect(page.getByRole('main')).toHaveJSProperty('inert', false)
    })

    await test.step('a tap on the dimmed page closes it and puts focus on the button', async () => {
      await openMenu(page)
      const viewport = page.viewportSize() ?? { width: 375, height: 812 }
      await page.mouse.click(viewport.width / 2, viewport.height - 20)
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menuButton(page)).toBeFocused()
    })

    // Opened by a tap, as its test did; the menu is closed here, the page at its top.
    await test.step('mobile menu › closes when the page behind it is tapped', async () => {
      await backToTop(page)
      await menuButton(page).click()
      const viewport = page.viewportSize() ?? { width: 375, height: 812 }
      await page.mouse.click(viewport.width / 2, viewport.height - 20)
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(page).toHaveURL('/')
    })
  })
})
