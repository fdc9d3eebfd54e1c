import type { Locator, Page } from '@playwright/test'
import { templates } from '~/lab/engine/templates'
import { bothWidths, expect, expectDrawnAt, gotoHydrated, test } from '../support/fixtures'
import { expectNavItemMarked, navMarkTitle } from '../support/nav-marks'
import { menuButton, settledScrollY, usesMenu } from '../support/shell'

/** The polite live region app/lib/route-focus.tsx writes each new page's title into. */
const announcer = (page: Page) => page.locator('body > p[aria-live="polite"]')

/**
 * After a move to another page: the address is the new one, the page's h1 (or the section linked
 * to) has focus, and the live region reads the new page's title. `ring`: reached by keyboard, the
 * heading shows where focus went.
 */
async function expectArrived(page: Page, path: string, options: { section?: string; ring?: boolean } = {}) {
  // Until the new page is drawn, the last page's h1 may still have focus.
  await expectDrawnAt(page, path)
  const target = options.section ? page.locator(`#${options.section}`) : page.getByRole('main').locator('h1')
  await expect(target).toBeFocused()
  const title = await page.title()
  // Read with the page's address and title, so that a failure says what the page showed by then.
  const shown = async () => ({
    path: new URL(page.url()).pathname,
    title: await page.title(),
    announced: await announcer(page).textContent(),
  })
  await expect.poll(shown).toEqual({ path, title, announced: title })
  if (options.ring) await expect(target).toHaveCSS('outline-style', 'solid')
}

/** Presses Enter on a link, as a keyboard user follows it. */
async function follow(link: Locator) {
  await link.focus()
  await link.press('Enter')
}

test.describe('a move to another page in the app takes focus to it and says where it went', bothWidths, () => {
  test('from the header (or the phone menu) and the footer; back keeps its scroll', async ({ page }) => {
    await gotoHydrated(page, '/')
    // The first page is a page load: focus stays where the browser puts it, nothing is read out.
    await expect(page.locator('body')).toBeFocused()
    await expect(announcer(page)).toHaveText('')

    if (usesMenu(page)) {
      await follow(menuButton(page))
      await follow(page.getByRole('navigation', { name: 'Main (menu)' }).getByRole('link', { name: 'Brokers' }))
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    } else {
      await follow(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Brokers' }))
    }
    await expectArrived(page, '/brokers', { ring: true })

    // The footer's link lies thousands of pixels below the new page's top.
    const security = page.getByRole('contentinfo').getByRole('link', { name: 'Security', exact: true })
    await security.focus()
    const footerScroll = await settledScrollY(page)
    expect(footerScroll).toBeGreaterThan(1000)
    await security.press('Enter')
    await expectArrived(page, '/security', { ring: true })
    expect(await settledScrollY(page)).toBe(0)

    // Back: the page returns where it was left, focus on its heading without moving it.
    await page.goBack()
    await expectArrived(page, '/brokers')
    expect(Math.abs((await settledScrollY(page)) - footerScroll)).toBeLessThanOrEqual(2)
  })

  const inTextTitle = 'from an in-text link, a link to a section, and a breadcrumb'
  // The guide's own mark in the bar first, on the page as loaded (the phone menu closed again after).
  test(inTextTitle, async ({ page }) => {
    await gotoHydrated(page, '/guides/getting-started')
    await test.step(`navigation bar › ${navMarkTitle('/guides/getting-started', 'Guides', 'true')}`, async () => {
      await expectNavItemMarked(page, 'Guides', 'true')
      if (usesMenu(page)) {
        await menuButton(page).click()
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      }
    })

    await test.step(inTextTitle, async () => {
      await page.getByRole('main').getByRole('link', { name: 'strategy template', exact: true }).click()
      await expectArrived(page, '/strategies')

      await follow(page.getByRole('link', { name: 'Open the Strategy Library in the Lab' }))
      await expectArrived(page, '/lab', { section: 'library' })

      await page.goBack()
      await expectArrived(page, '/strategies')
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click()
      await expectArrived(page, '/')
    })
  })
})

test('on /lab, Open in the Lab takes focus to the strategy it opened, not the library link below', async ({ page }) => {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
  const template = templates[1]
  if (!template) throw new Error('The Lab has fewer than two templates')
  await follow(page.getByRole('link', { name: `Open in the Lab: ${template.name}` }))
  const heading = page.locator('#lab-strategy')
  await expect(heading).toBeFocused()
  // Read out with the strategy it opened.
  await expect(heading).toHaveAccessibleName(`Strategy: ${template.strategy.name}`)
  await expect(heading).toBeInViewport()
  await expect(page).toHaveURL(/\/lab$/)
})

test('a link to the page one is on takes focus to its h1 at the top, and reads its title again', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click()
  await expectArrived(page, '/privacy')

  const again = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true })
  await again.focus()
  expect(await settledScrollY(page)).toBeGreaterThan(1000)
  // The region is emptied as the link is followed, so that the same title is read out again.
  await page.evaluate(() => {
    const region = document.querySelector('body > p[aria-live="polite"]')
    const seen: string[] = []
    Object.assign(window, { __announced: seen })
    if (region) new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true })
  })
  await again.press('Enter')
  const h1 = page.getByRole('main').locator('h1')
  await expect(h1).toBeFocused()
  await expect(h1).toBeInViewport()
  await expect(h1).toHaveCSS('outline-style', 'solid')
  expect(await settledScrollY(page)).toBe(0)
  const title = await page.title()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced))
    .toEqual(['', title])
})
