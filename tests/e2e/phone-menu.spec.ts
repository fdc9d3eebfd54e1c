import type { Page } from '@playwright/test'
import { site } from '~/config/site'
import { headerNav } from '~/content/site/navigation'
import { at, expect, gotoHydrated, test } from '../support/fixtures'
import { menuButton } from '../support/shell'

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

// The menu is modal, as its dimmed page says (docs/requirements.md#navigation-bar). It exists below
// the lg breakpoint, in two layouts: on a phone and at tablet width.
test.describe('the phone menu is modal', at('phone', 'tablet'), () => {
  async function openMenu(page: Page) {
    await gotoHydrated(page, '/')
    await menuButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page)).toBeVisible()
  }

  test('while open, the page behind is inert and Tab goes round the header', async ({ page }) => {
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

  test('Shift+Tab from the button never leaves the header', async ({ page }) => {
    await openMenu(page)
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Shift+Tab')
      expect((await focused(page)).inHeader).toBe(true)
    }
    await expect(menu(page)).toBeVisible()
  })

  test('Escape closes it, puts focus back on the button and the page back in reach', async ({ page }) => {
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

  test('the button closes it, focus staying on the button', async ({ page }) => {
    await openMenu(page)
    await page.keyboard.press('Enter')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton(page)).toBeFocused()
    await expect(page.getByRole('main')).toHaveJSProperty('inert', false)
  })

  test('a tap on the dimmed page closes it and puts focus on the button', async ({ page }) => {
    await openMenu(page)
    const viewport = page.viewportSize() ?? { width: 375, height: 812 }
    await page.mouse.click(viewport.width / 2, viewport.height - 20)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton(page)).toBeFocused()
  })
})
