import type { Page } from '@playwright/test'
import { hero } from '~/content/home'
import { headerNav, labNavItem, mainNav } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { startTrialLabel } from '~/content/terms'
import { alphaOf } from '../support/colors'
import { at, bothWidths, expect, expectDrawnAt, gotoHydrated, test } from '../support/fixtures'
import { expectNavItemMarked, navMarkTitle } from '../support/nav-marks'
import {
  appLinkWordings,
  chooseNavItem,
  expectScrolledToSection,
  menuButton,
  recordScrollRequests,
  scrollRequests,
  scrollTo,
  scrollY,
  sectionGeometry,
  settledScrollY,
  usesMenu,
} from '../support/shell'
import { appLinkLabels, site } from '../support/site'

const sectionItems = mainNav.filter((item) => 'section' in item)
const routeItems = headerNav.filter((item) => 'to' in item)

test.describe('navigation bar', () => {
  test(
    'is fixed at the top: transparent at the top, opaque past 50 px, transparent again back up',
    at('desktop'),
    async ({ page }) => {
      await gotoHydrated(page, '/')
      const header = page.getByRole('banner')
      const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)')

      await scrollTo(page, timings.navOpaqueAfterPx)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      await expect(header).toHaveAttribute('data-scrolled', 'false')

      await scrollTo(page, timings.navOpaqueAfterPx + 1)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      // Opaque enough to read over content (the colour eases in over 300 ms).
      await expect.poll(async () => alphaOf(await background())).toBeGreaterThan(0.9)

      await scrollTo(page, 2000)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      expect((await header.boundingBox())?.y).toBe(0)

      await scrollTo(page, 0)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    },
  )

  // The item of the page shown is marked (tests/support/nav-marks.ts). The marks on /brokers, / and
  // a guide are checked in brokers.spec.ts, home.spec.ts and route-focus.spec.ts, on the page each
  // loads for its other checks, as are the items' order and the app's links in the bar (home.spec.ts).
  test(navMarkTitle(labNavItem.to, labNavItem.label, 'page'), bothWidths, async ({ page }) => {
    await gotoHydrated(page, labNavItem.to)
    await expectNavItemMarked(page, labNavItem.label, 'page')
  })

  const noneMarkedTitle = 'a page no item stands for marks none, and neither does any section of home'
  /** The marked items in the bar, or in the menu, which this opens. */
  async function markedItems(page: Page) {
    if (usesMenu(page)) await menuButton(page).click()
    const nav = page.getByRole('navigation', { name: usesMenu(page) ? 'Main (menu)' : 'Main', exact: true })
    return nav.locator('a[aria-current]').allTextContents()
  }

  // Home's section (/#pricing): a step of the arrival test below, which loads it.
  test(noneMarkedTitle, bothWidths, async ({ page }) => {
    await gotoHydrated(page, '/privacy')
    expect(await markedItems(page), '/privacy').toEqual([])
  })

  test(
    'on /, each anchor item scrolls smoothly to its section, clear of the header; from the keyboard it takes focus',
    bothWidths,
    async ({ page }) => {
      await gotoHydrated(page, '/')
      await recordScrollRequests(page)
      // Start away from the first target, so there is a distance to travel; each next one lies elsewhere.
      await scrollTo(page, 2500)
      for (const [index, item] of sectionItems.entries()) {
        if (item.label === 'Features') {
          // By keyboard: focus moves to the section, without a ring round it.
          if (usesMenu(page)) await menuButton(page).click()
          const nav = page.getByRole('navigation', { name: usesMenu(page) ? 'Main (menu)' : 'Main', exact: true })
          await nav.getByRole('link', { name: item.label }).focus()
          await page.keyboard.press('Enter')
        } else {
          await chooseNavItem(page, item.label)
        }
        await expectScrolledToSection(page, item.section)
        await expect(page).toHaveURL(new RegExp(`/#${item.section}$`))
        expect(new URL(page.url()).pathname).toBe('/')
        await expect(page.locator(`#${item.section}`)).toBeFocused()
        await expect(page.locator(`#${item.section}`)).toHaveCSS('outline-style', 'none')
        // Smooth: the site asked the browser to animate the scroll.
        expect((await scrollRequests(page))[index], item.label).toEqual({ id: item.section, behavior: 'smooth' })
        if (usesMenu(page)) await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      }
      expect(await scrollRequests(page)).toHaveLength(sectionItems.length)
    },
  )

  const elsewhere = [
    { from: '/brokers', item: 'Pricing', section: 'pricing' },
    { from: '/no/such/page', item: 'About', section: 'about' },
  ] as const
  for (const { from, item, section } of elsewhere) {
    test(
      `from ${from}, ${item} goes to / and scrolls to #${section} after ${timings.anchorScrollDelayMs} ms`,
      bothWidths,
      async ({ page, expectConsoleError }) => {
        if (from === '/no/such/page') {
          expectConsoleError(/status of 404/)
          expectConsoleError(/non-existent route/)
        }
        // The test holds the page's clock, so the delay is measured in the page's own time, not
        // against a busy machine's scheduling.
        await page.clock.install()
        await gotoHydrated(page, from)
        await page.clock.pauseAt(Date.now() + 60_000)
        await chooseNavItem(page, item)
        await expect.poll(() => new URL(page.url()).pathname).toBe('/')
        await expect(page.locator(`#${section}`)).toBeAttached()
        await expect(page.getByRole('heading', { level: 1 })).toContainText(hero.title)
        const hash = () => page.evaluate(() => window.location.hash)

        // The page looks for the section on its next frame (at most one frame, 16 ms, after it
        // appeared) and scrolls the delay after that: not before the delay ...
        await page.clock.runFor(timings.anchorScrollDelayMs)
        expect(await hash(), 'no scroll before the delay').toBe('')
        expect(await scrollY(page)).toBe(0)
        // ... and no later than one frame past it.
        await page.clock.runFor(16)
        expect(await hash(), 'the scroll began').toBe(`#${section}`)

        await page.clock.resume()
        await expectScrolledToSection(page, section)
      },
    )
  }

  for (const item of routeItems) {
    test(
      `${item.label} navigates to ${item.to} and lands at the top, even from a scrolled page`,
      bothWidths,
      async ({ page }) => {
        await gotoHydrated(page, '/')
        await scrollTo(page, 1500)
        await chooseNavItem(page, item.label)
        // Once the page is drawn: until then the home page, scrolled, is still on screen.
        await expectDrawnAt(page, item.to)
        if (usesMenu(page)) await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
        expect(await settledScrollY(page)).toBe(0)

        // Again from the same page, scrolled: back to its top.
        await scrollTo(page, 400)
        expect(await scrollY(page)).toBeGreaterThan(0)
        await chooseNavItem(page, item.label)
        await expect(page).toHaveURL(item.to)
        expect(await settledScrollY(page)).toBe(0)
      },
    )
  }

  // One wording for the trial wherever docs/requirements.md does not name the label. Every page's
  // prerendered links: tests/built/shell.test.ts; a page of each kind once the app runs:
  // a11y.spec.ts. Here the links only the running Lab draws: its workbench's, and its result's.
  test('the Lab’s calls to the app, before and after a dry run, read the one trial wording', async ({ page }) => {
    await gotoHydrated(page, '/lab')
    await expect(page.locator('#workbench')).toBeVisible()
    const before = await appLinkWordings(page, site.appUrl)
    await page.getByRole('button', { name: 'Run dry run' }).click()
    await expect(page.getByRole('heading', { name: 'Dry-run result' })).toBeVisible()
    const after = await appLinkWordings(page, site.appUrl)
    expect([...before, ...after].filter((text) => !appLinkLabels.has(text))).toEqual([])
    expect(after).toContain(startTrialLabel)
  })

  // The logo: guides.spec.ts, on the /guides it loads for its other checks.

  test('a visitor arriving at /#pricing lands on the pricing section', bothWidths, async ({ page }) => {
    await page.goto('/#pricing')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await settledScrollY(page)).toBeGreaterThan(0)
    await expectScrolledToSection(page, 'pricing')
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')

    // Opens the menu on a phone: after the arrival's checks.
    await test.step(noneMarkedTitle, async () => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await markedItems(page), '/#pricing').toEqual(['Home'])
    })
  })

  test('under prefers-reduced-motion, anchor items scroll instantly', at('desktop'), async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/')
    await recordScrollRequests(page)
    await chooseNavItem(page, 'Contact')
    expect(await scrollRequests(page)).toEqual([{ id: 'contact', behavior: 'auto' }])
    // Within one animation frame of the click the window is where it will stay.
    const afterOneFrame = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    )
    const { expectedScrollY } = await sectionGeometry(page, 'contact')
    expect(expectedScrollY).toBeGreaterThan(1000)
    expect(Math.abs(afterOneFrame - expectedScrollY)).toBeLessThanOrEqual(2)
    await expectScrolledToSection(page, 'contact')
  })
})

// The menu closing when the page behind it is tapped: phone-menu.spec.ts, with its other ways to close.
