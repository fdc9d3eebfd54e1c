import type { Locator, Page } from '@playwright/test'
import { bothWidths, expect, expectNoAxeViolations, gotoHydrated, holdRequests, test } from '../support/fixtures'
import { chooseNavItem } from '../support/shell'

/**
 * Focus that lands where it is seen and what a press asked for: a result's heading taking focus is
 * on screen, below the site's header and above the Run bar, every time; Run pressed before the app
 * has started runs once it has; a move to the Lab reaches Skip to Run first. (What the Lab says
 * when the hero opens it is checked in lab.spec.ts, on the visit from the hero made there.)
 */

const resultHeading = (page: Page) => page.locator('#lab-result')

const tree = (page: Page) => page.getByRole('group', { name: 'Strategy tree' })

/**
 * A pointer's Run, then the tree: a row's words keep 220 px beside the run's state and the row's
 * buttons, and the state is drawn for the eye and worded for assistive technology only.
 */
async function expectTreeRoomAfterRun(page: Page) {
  await page.getByRole('button', { name: 'Run dry run' }).click()
  await expect(resultHeading(page)).toBeFocused()
  await expect(tree(page).locator('[data-run-state]').first()).toBeVisible()
  const widths = await tree(page)
    .locator('[data-node] .tree-words')
    .evaluateAll((words) => words.map((element) => Math.round(element.getBoundingClientRect().width)))
  expect(widths.length).toBeGreaterThan(8)
  for (const [index, room] of widths.entries()) expect(room, `row ${index + 1}'s words`).toBeGreaterThanOrEqual(220)
  // The state is the row's border and dot for the eye; its word, for assistive technology, is not drawn.
  const reached = tree(page).locator('[data-run-state="reached"]')
  await expect(reached).toHaveCount(1)
  await expect(page.getByRole('group', { name: /^OPEN Open vertical credit spread put.* reached$/ })).toBeVisible()
  const drawnWords = await tree(page)
    .locator('[data-node] .sr-only')
    .evaluateAll((spans) => spans.filter((span) => span.getBoundingClientRect().width > 1).length)
  expect(drawnWords).toBe(0)
  await expectNoAxeViolations(page, 'the tree after Run', '#workbench')
}

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
    // Fourteen results, seven of each: a limit on hangs on a busy machine, not a measure of speed.
    test.setTimeout(180_000)
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
    // On this same page at this size, a check of its own: the tree's room after a run. After a
    // replay, as a press of Run on a dry run still up to date draws nothing new.
    await test.step(`at ${width} px, after Run, every row of the tree keeps 220 px for its words`, () =>
      expectTreeRoomAfterRun(page))
  })
}

test.describe('Run pressed before the app starts', () => {
  const presses = {
    'Alt+R': (page: Page) => page.keyboard.press('Alt+R'),
    'a click on Run': (page: Page) => page.getByRole('button', { name: 'Run dry run' }).click(),
  }
  for (const [how, press] of Object.entries(presses)) {
    test(`${how} before hydration runs once the Lab starts, and its result takes focus`, async ({ page }) => {
      // Every script of the site held back: the page as painted, before React runs.
      const release = await holdRequests(page, /\/assets\/[\w.-]+\.js$/)
      await page.goto('/lab', { waitUntil: 'domcontentloaded' })
      const run = page.getByRole('button', { name: 'Run dry run' })
      await expect(run).toBeVisible()
      await page.evaluate(() => {
        const seen = { focus: 0 }
        Object.assign(window, { __resultFocus: seen })
        document.addEventListener('focusin', (event) => {
          if ((event.target as Element).id === 'lab-result') seen.focus++
        })
      })
      await press(page)
      await press(page)
      await expect(run).toBeFocused()
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
      // Run looks ready and says so: with JavaScript on, a press is honoured.
      await expect(run).not.toHaveAttribute('aria-disabled')

      release()
      const heading = page.locator('#lab-result')
      // Once the whole app's code has arrived and started, the workbench's too: a limit on hangs on a busy machine.
      await expect(heading).toBeFocused({ timeout: 30_000 })
      await expect(heading).toHaveText(/^Dry-run result: /)
      await expect(page.getByRole('region', { name: 'Run', exact: true })).toContainText('Up to date')
      // Two presses before the start are one run: the heading took focus once.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
      )
      expect(
        await page.evaluate(() => (window as unknown as { __resultFocus: { focus: number } }).__resultFocus.focus),
      ).toBe(1)
    })
  }
})

test('after a move to the Lab, Tab from its h1 reaches Skip to Run first', async ({ page }) => {
  await gotoHydrated(page, '/')
  await chooseNavItem(page, 'Strategy Lab')
  const h1 = page.getByRole('main').locator('h1')
  await expect(h1).toBeFocused()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to Run (Alt+R runs it)' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Run dry run' })).toBeFocused()
})

test(
  'from / to a heard dry run of the default 0-DTE template by keyboard in at most 13 presses, Alt+R from the h1',
  bothWidths,
  async ({ page }) => {
    await gotoHydrated(page, '/')
    let presses = 0
    const press = async (key: string) => {
      presses++
      await page.keyboard.press(key)
    }
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement
        return element ? `${element.tagName} ${element.textContent?.trim()}` : ''
      })
    // Tab to the header's Strategy Lab (through the menu on a phone), and follow it.
    for (let guard = 0; guard < 13; guard++) {
      await press('Tab')
      const now = await focused()
      if (now === 'BUTTON Menu') await press('Enter')
      if (now === 'A Strategy Lab') break
    }
    await press('Enter')
    await expect(page.getByRole('main').locator('h1')).toBeFocused()
    // The shortcut that the skip link right after the h1 names (through the link: Tab, Enter, Enter, two presses more).
    await press('Alt+R')
    const heading = page.locator('#lab-result')
    await expect(heading).toBeFocused()
    await expect(heading).toHaveText(/^Dry-run result: /)
    expect(presses).toBeLessThanOrEqual(13)
    test.info().annotations.push({ type: 'presses', description: String(presses) })
  },
)
