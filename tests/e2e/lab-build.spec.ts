import type { Locator, Page } from '@playwright/test'
import { defaultTemplate } from '~/lab/engine/templates'
import { at, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * Building fast: a trader's own strategy from the template the Lab opens with, counted action by
 * action, by pointer and by keyboard, then run.
 *
 * "SPY 0-DTE put credit spread: on a TradingView buy alert, only after 10:00 ET, only if VIX < 20
 * and IV rank > 30, sell the 10-delta put, $5 wide, at most 2 spreads, no trade once today's loss
 * passes $500."
 *
 * What counts as one action: a click or tap, a choice in a select, a field filled (however many
 * characters), a key press that acts. By keyboard, the presses that only move focus (Tab,
 * Shift+Tab, the arrow keys in the tree) count too: all of them together at most 48 (below).
 */

/**
 * 15 when every node's actions were buttons on its row; a node's actions but Edit (and a group's
 * Add condition) are in its More actions menu now, one press more each time one is used: four here.
 */
const maxActions = 19
/**
 * By keyboard, every key press counts: Tab, Shift+Tab and the arrow keys as much as Enter. 45
 * before the menus and the template choice's Open button: Delete from a menu takes one press more
 * (its button, End, Enter), and Open is one more Tab stop on the way in; 48 since the alert
 * trigger's sentiment choice (what an entry against TradersPost's sentiment does) is a Tab stop
 * between the alert actions and the tree.
 */
const maxPresses = 48

async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toBeVisible()
}

const tree = (page: Page) => page.getByRole('group', { name: 'Strategy tree' })
const row = (page: Page, id: string) => page.locator(`[data-node="${id}"]`)
/** A node's More actions (`of`: the node's name) and an item of its menu. */
const more = (page: Page, of: RegExp) => tree(page).getByRole('button', { name: of })
const menuItem = (page: Page, name: RegExp) => tree(page).getByRole('menu').getByRole('menuitem', { name })
/** "Add condition" beside the template's time test, which then becomes an AND group. */
const addBeside = /^Add condition beside Minutes to the close between 90 and 360/
const timeTestMenu = /^More actions for Minutes to the close between 90 and 360/
/** That group's own "Add condition" (its name lists its conditions, so it grows as they are added). */
const timeGroup = (page: Page) =>
  tree(page).getByRole('button', { name: /^Add condition to All of these are true: Minutes to the close between/ })
const chooser = (page: Page) => page.getByRole('form', { name: 'Add a condition' })
const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })

/**
 * Counts key presses: those that act (a choice, Enter on a button, a field filled) and those that
 * only move focus (Tab, Shift+Tab, arrow keys through the tree, Enter on a skip link) apart.
 */
function counter(page: Page) {
  const count = { actions: 0, moves: 0 }
  return {
    count,
    /** One action. */
    act: async <T>(step: () => Promise<T>): Promise<T> => {
      count.actions++
      return step()
    },
    /** Presses one key that acts: one action. */
    press: async (key: string) => {
      count.actions++
      await page.keyboard.press(key)
    },
    /** Presses one key that only moves focus. */
    move: async (key: string) => {
      count.moves++
      await page.keyboard.press(key)
    },
    /** Types into the focused field, replacing its text: one action, a field filled. */
    fill: async (text: string) => {
      count.actions++
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(text)
    },
    /** Tab or Shift+Tab, whichever way the target is, until it has focus: each press a move. */
    tabTo: async (target: Locator) => {
      const handle = await target.elementHandle()
      for (let presses = 0; presses < 80; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return
        const before = await handle?.evaluate((element) => {
          const active = document.activeElement
          if (!active || active === document.body) return false
          return Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
        })
        await page.keyboard.press(before ? 'Shift+Tab' : 'Tab')
        count.moves++
      }
      throw new Error(`Tab never reached ${target}`)
    },
  }
}

/** The ticket the trader expects, and the rules it was checked against. */
async function expectTheTradersOrder(page: Page) {
  const panel = result(page)
  await expect(panel).toContainText('SPY · 2 × put credit spread (2 legs, 4 contracts)')
  await expect(panel).toContainText('(0 DTE)')
  const legs = panel.getByRole('table', { name: 'Order legs' }).getByRole('row')
  // A cell's text is its figure, after the column's name where a phone shows it.
  const strike = async (index: number) =>
    Number((await legs.nth(index).getByRole('cell').nth(2).textContent())?.replace(/^\D+/, ''))
  expect((await strike(1)) - (await strike(2))).toBe(5)
  await expect(legs.nth(1)).toContainText(/SELL\s*Put/i)
  await expect(panel).toContainText(
    'Daily loss cap $500, counting today’s realized loss, the open positions’ and each new order’s max loss',
  )
  await expect(panel).toContainText('Max 2 contracts per order (a spread or condor counts as one)')
  // The cap is the day's worst case: realized loss, open risk and this order's max loss. Two $5-wide
  // credit spreads can lose more than $500 by themselves, so the cap stops this order before any
  // loss is taken, and says so with each number.
  await expect(panel.getByRole('heading', { name: 'Blocked by a risk rule' })).toBeVisible()
  await expect(panel).toContainText(
    /Daily loss cap: today’s realized loss of \$0, plus \$0 the open positions can still lose, plus this order’s max loss of \$\d+/,
  )
  await expect(panel).toContainText('over the $500 cap')
}

/** The strategy the trader described, as the tree now shows it. */
async function expectTheTradersTree(page: Page) {
  const conditions = tree(page).locator('[data-node]').filter({ hasText: /^TEST/ })
  await expect(conditions).toHaveCount(3)
  const texts = (await conditions.allTextContents()).join(' | ')
  for (const condition of ['VIX < 20', 'IV rank > 30', 'Time of day (ET) ≥ 10:00']) expect(texts).toContain(condition)
  await expect(tree(page).locator('[data-node]').filter({ hasText: /^OPEN/ })).toHaveText([
    /Open vertical credit spread put, 0 DTE, 0.1 delta, 2×/,
  ])
  await expect(page.getByLabel('Alert actions')).toHaveValue('buy')
}

test('the trader’s 0-DTE put credit spread, by pointer, in at most 19 actions', async ({ page }, info) => {
  await openLab(page)
  const { act, count } = counter(page)

  await act(() => page.getByLabel('Alert actions').selectOption('buy'))
  // A condition beside the time test makes an AND group; each asks which fact first.
  await act(() => more(page, timeTestMenu).click())
  await act(() => menuItem(page, addBeside).click())
  await act(() => chooser(page).getByRole('button', { name: 'VIX below 20' }).click())
  await expect(chooser(page)).toBeHidden()
  await act(() => timeGroup(page).click())
  await act(() => chooser(page).getByRole('button', { name: 'IV rank above 30' }).click())
  await act(() => timeGroup(page).click())
  await act(() => chooser(page).getByRole('button', { name: 'After 10:00 ET' }).click())
  // Each change redraws the tree a moment later (a deferred render): the next press waits for
  // the tree to show the change, as an eye does, so that it never lands on a row that moved.
  await expect(tree(page).getByRole('button', { name: 'Edit Time of day (ET) ≥ 10:00' })).toBeVisible()
  await act(() => more(page, timeTestMenu).click())
  await act(() => menuItem(page, /^Delete Minutes to the close between/).click())
  await expect(more(page, timeTestMenu)).toHaveCount(0)
  // Puts whatever VWAP says, and no limit on entries: keep the put branch alone.
  await act(() =>
    row(page, 'n3')
      .getByRole('button', { name: /^More actions for IF Entries today/ })
      .click(),
  )
  await act(() => menuItem(page, /^Keep THEN only/).click())
  await expect(row(page, 'n3')).toHaveCount(0)
  await act(() =>
    row(page, 'n7')
      .getByRole('button', { name: /^More actions for IF Price vs VWAP/ })
      .click(),
  )
  await act(() => menuItem(page, /^Keep THEN only/).click())
  await expect(row(page, 'n7')).toHaveCount(0)
  await act(() =>
    tree(page)
      .getByRole('button', { name: /^Edit Open vertical credit spread put/ })
      .click(),
  )
  const editor = page.getByRole('form', { name: 'Edit Open position' })
  await act(() => editor.getByRole('spinbutton', { name: 'Quantity' }).fill('2'))
  await act(() => editor.getByRole('button', { name: 'Apply' }).click())
  await act(() => page.getByRole('spinbutton', { name: /^Daily loss cap/ }).fill('500'))
  await act(() => page.getByRole('button', { name: 'Run dry run' }).click())

  info.annotations.push({ type: 'actions', description: `${count.actions} by pointer, Run included` })
  console.log(`pointer: ${count.actions} actions, Run included`)
  expect(count.actions).toBeLessThanOrEqual(maxActions)
  await expectTheTradersTree(page)
  await expectTheTradersOrder(page)
  await expectNoAxeViolations(page, 'the trader’s strategy, run', '#workbench')
})

test(`the same strategy by keyboard alone, in at most ${maxPresses} key presses, Tab and arrow keys included`, async ({
  page,
}, info) => {
  await openLab(page)
  const { press, move, fill, tabTo, count } = counter(page)
  const focused = (name: string | RegExp) => expect(tree(page).getByRole('button', { name })).toBeFocused()
  const focusedItem = (name: RegExp) => expect(menuItem(page, name)).toBeFocused()

  // Past the site's header by its skip link, as a keyboard user does.
  await tabTo(page.getByRole('link', { name: 'Skip to main content' }))
  await move('Enter')
  await tabTo(page.getByLabel('Alert actions'))
  await press('ArrowDown')
  await expect(page.getByLabel('Alert actions')).toHaveValue('buy')

  // Past the sentiment choice, the tree is one Tab stop, on its first node's first button; the arrow keys go from there.
  await move('Tab')
  await expect(page.getByLabel(/^An entry against the alert’s sentiment/)).toBeFocused()
  await move('Tab')
  await focused(/^More actions for IF Minutes to the close between 90 and 360/)
  // Down to the time test's More actions: its menu opens on "Add condition beside".
  await move('ArrowDown')
  await focused(timeTestMenu)
  await press('Enter')
  await focusedItem(addBeside)
  await press('Enter')
  // Focus starts on the first choice.
  await expect(chooser(page).getByRole('button', { name: 'After 10:00 ET' })).toBeFocused()
  await press('Enter')
  // The new AND group's "Add condition" takes focus: the next condition is one Enter away, and
  // the chooser leaves out what the group already checks, so it opens on the next preset.
  await expect(timeGroup(page)).toBeFocused()
  for (const preset of ['VIX below 20', 'IV rank above 30']) {
    await press('Enter')
    await expect(chooser(page).getByRole('button', { name: preset })).toBeFocused()
    await press('Enter')
    await expect(timeGroup(page)).toBeFocused()
  }
  // Down to the old time test's More actions, End to its menu's last item: Delete.
  await move('ArrowDown')
  await focused(timeTestMenu)
  await press('Enter')
  await move('End')
  await focusedItem(/^Delete Minutes to the close between 90 and 360/)
  await press('Enter')
  await focused(/^Edit All of these are true: Time of day \(ET\) ≥ 10:00, VIX < 20, IV rank > 30/)
  // Down past the group's three conditions to the next IF's More actions; its first item is "Keep THEN only".
  for (let step = 0; step < 4; step++) await move('ArrowDown')
  await focused(/^More actions for IF Entries today/)
  await press('Enter')
  await focusedItem(/^Keep THEN only, removing IF Entries today/)
  await press('Enter')
  // Focus moves to the kept IF once the tree has drawn the change; the next key starts from there.
  await expect(tree(page).locator(':focus')).toHaveAccessibleName(/IF Price vs VWAP/)
  await press('Enter')
  await focusedItem(/^Keep THEN only, removing IF Price vs VWAP/)
  await press('Enter')
  // The kept action takes focus.
  const open = tree(page).getByRole('button', { name: /^Edit Open vertical credit spread put/ })
  await expect(open).toBeFocused()
  await press('Enter')
  const editor = page.getByRole('form', { name: 'Edit Open position' })
  // The editor opens on its first field; Quantity follows what is traded.
  await expect(editor.getByRole('combobox', { name: 'Structure' })).toBeFocused()
  await tabTo(editor.getByRole('spinbutton', { name: 'Quantity' }))
  await fill('2')
  await press('Enter')
  await expect(editor).toBeHidden()
  await expect(open).toBeFocused()
  // One Tab leaves the tree.
  await tabTo(page.getByRole('spinbutton', { name: /^Daily loss cap/ }))
  await fill('500')
  // Alt+R runs from anywhere but a field that takes text; the value being typed is committed first.
  await press('Alt+KeyR')
  await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()

  const presses = count.actions + count.moves
  const summary = `${presses} key presses: ${count.actions} that act, Run included, and ${count.moves} that move focus`
  info.annotations.push({ type: 'presses', description: summary })
  console.log(`keyboard: ${summary}`)
  expect(count.actions).toBeLessThanOrEqual(maxActions)
  expect(presses).toBeLessThanOrEqual(maxPresses)
  await expectTheTradersTree(page)
  await expectTheTradersOrder(page)
})

test('adding a condition: the choice is a labelled form in the tree, Escape adds nothing, “Other fact…” opens the full editor', async ({
  page,
}) => {
  await openLab(page)
  const before = await tree(page).locator('[data-node]').count()
  const menu = more(page, timeTestMenu)
  await menu.click()
  await menuItem(page, addBeside).click()
  await expect(chooser(page)).toBeVisible()
  await expectNoAxeViolations(page, 'condition chooser', '#workbench')
  await page.keyboard.press('Escape')
  await expect(chooser(page)).toBeHidden()
  // Focus goes back to the menu button the choice was opened from.
  await expect(menu).toBeFocused()
  await expect(tree(page).locator('[data-node]')).toHaveCount(before)

  await menu.click()
  await menuItem(page, addBeside).click()
  await chooser(page).getByRole('button', { name: 'Other fact…' }).click()
  const editor = page.getByRole('form', { name: 'Add a condition' })
  // The full editor takes the choice's place and opens on its first field: focus does not go back
  // to the menu button, as it does when the choice closes with nothing in its place.
  await expect(editor.getByRole('combobox', { name: 'Fact' })).toBeFocused()
  await editor.getByRole('combobox', { name: 'Fact' }).selectOption({ label: 'Day’s move (%)' })
  await editor.getByRole('spinbutton', { name: 'Value' }).fill('1')
  await editor.getByRole('button', { name: 'Add' }).click()
  await expect(editor).toBeHidden()
  await expect(tree(page).getByRole('button', { name: 'Edit Day’s move (%) > 1' })).toBeFocused()
  await expect(page.locator('[data-live="status"]')).toHaveText('Added a condition: Day’s move (%) > 1.')
})

test.describe('Run is always one tap away', () => {
  test(
    'at every scroll position Run is in view and works; the result is one tap away',
    at('phone'),
    async ({ page }) => {
      await openLab(page)
      const run = page.getByRole('button', { name: 'Run dry run' })
      const inView = async () => {
        await expect(run).toBeInViewport({ ratio: 1 })
        const box = await run.boundingBox()
        // Nothing lies over it: the button itself is what a tap at its centre hits.
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
          x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
        })
        expect(hit).toBe('Run dry run')
      }
      // The first screen says what the Lab is, offers a template, and Run.
      await expect(page.getByRole('heading', { level: 1, name: 'Strategy Lab' })).toBeInViewport()
      await expect(page.getByRole('combobox', { name: 'Start from a template' })).toBeInViewport()
      await inView()

      await row(page, 'n7').evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await inView()
      await run.click()
      await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await inView()
      // The page ends clear of the bar: its last line sits above it.
      const bar = await page.getByRole('region', { name: 'Run', exact: true }).boundingBox()
      const last = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom)
      expect(last).toBeLessThanOrEqual((bar?.y ?? 0) + 0.5)
      await page.getByRole('button', { name: 'Result', exact: true }).click()
      await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()
      await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeInViewport()
      await expectNoAxeViolations(page, 'run bar with a result')
    },
  )

  // One load: the skip link first, from the top of the page as loaded, and its run; then a change
  // that dates that result. Each old test a step.
  test(
    'from the top of the page to Run by the skip link, then a result gone stale',
    at('desktop'),
    async ({ page }) => {
      await openLab(page)

      await test.step('from the top of the page, the skip link reaches Run', async () => {
        await page.keyboard.press('Tab')
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
        await page.keyboard.press('Enter')
        await page.keyboard.press('Tab')
        const skip = page.getByRole('link', { name: /^Skip to Run/ })
        await expect(skip).toBeFocused()
        await expect(skip).toBeInViewport()
        await page.keyboard.press('Enter')
        const run = page.getByRole('button', { name: 'Run dry run' })
        await expect(run).toBeFocused()
        await expect(run).toHaveAttribute('aria-keyshortcuts', 'Alt+R')
        await page.keyboard.press('Enter')
        await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
      })

      await test.step('a stale result says so until the next run', async () => {
        await page.getByRole('button', { name: 'Run dry run' }).click()
        await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
        const cap = page.getByRole('spinbutton', { name: /^Daily loss cap/ })
        await cap.fill('900')
        await cap.press('Enter')
        await expect(result(page)).toContainText('Out of date')
        await expect(page.getByRole('region', { name: 'Run', exact: true })).toContainText('Out of date')
        await expect(row(page, 'n9')).not.toHaveAttribute('data-on-path')
        await page.getByRole('button', { name: 'Undo' }).click()
        await expect(result(page)).not.toContainText('Out of date')
        await page.getByRole('button', { name: 'Run dry run' }).click()
        await expect(page.getByRole('region', { name: 'Run', exact: true })).toContainText('Up to date')
      })
    },
  )
})
