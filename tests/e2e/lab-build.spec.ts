import type { Locator, Page } from '@playwright/test'
import { defaultTemplate } from '~/lab/engine/templates'
import { desktopOnly, expect, expectNoAxeViolations, gotoHydrated, phoneOnly, test } from '../support/fixtures'

/**
 * Building fast: a trader's own strategy from the template the Lab opens with, counted action by
 * action, by pointer and by keyboard, then run.
 *
 * "SPY 0-DTE put credit spread: on a TradingView buy alert, only after 10:00 ET, only if VIX < 20
 * and IV rank > 30, sell the 10-delta put, $5 wide, at most 2 spreads, no trade once today's loss
 * passes $500."
 *
 * What counts as one action: a click or tap, a choice in a select, a field filled (however many
 * characters), a key press. Tab and Shift+Tab, which only move focus, are counted apart and
 * reported beside the total.
 */

const maxActions = 15

async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toBeVisible()
}

const tree = (page: Page) => page.getByRole('list', { name: 'Strategy tree' })
const row = (page: Page, id: string) => page.locator(`[data-node="${id}"]`)
const chooser = (page: Page) => page.getByRole('dialog', { name: 'Add a condition' })
const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })

/** Counts actions, and Tab presses apart. */
function counter(page: Page) {
  const count = { actions: 0, tabs: 0 }
  return {
    count,
    /** One action. */
    act: async <T>(step: () => Promise<T>): Promise<T> => {
      count.actions++
      return step()
    },
    /** Presses one key: one action. */
    press: async (key: string) => {
      count.actions++
      await page.keyboard.press(key)
    },
    /** Types into the focused field, replacing its text: one action, a field filled. */
    fill: async (text: string) => {
      count.actions++
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(text)
    },
    /** Tab or Shift+Tab, whichever way the target is, until it has focus. */
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
        count.tabs++
      }
      throw new Error(`Tab never reached ${target}`)
    },
  }
}

/** The ticket the trader expects, and the rules it was checked against. */
async function expectTheTradersOrder(page: Page) {
  const panel = result(page)
  await expect(panel).toContainText('SPY · 2 × put credit spread (4 legs)')
  await expect(panel).toContainText('(0 DTE)')
  const legs = panel.getByRole('table', { name: 'Order legs' }).getByRole('row')
  const strike = async (index: number) => Number((await legs.nth(index).getByRole('cell').nth(2).textContent()) ?? '')
  expect((await strike(1)) - (await strike(2))).toBe(5)
  await expect(legs.nth(1)).toContainText(/SELL\s*Put/i)
  await expect(panel).toContainText('Daily loss cap $500, counting each order’s max loss')
  await expect(panel).toContainText('Max 2 contracts per order (a spread or condor counts as one)')
  // The Lab's cap counts each order's full max loss: two $5-wide spreads can lose more than $500,
  // so the cap stops this order before any loss is taken, and says so with both numbers.
  await expect(panel.getByRole('heading', { name: 'Blocked by a risk rule' })).toBeVisible()
  await expect(panel).toContainText(/Daily loss cap: today’s realized loss of \$0 plus this order’s max loss of \$\d+/)
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

test('the trader’s 0-DTE put credit spread, by pointer, in at most 15 actions', async ({ page }, info) => {
  await openLab(page)
  const { act, count } = counter(page)

  await act(() => page.getByLabel('Alert actions').selectOption('buy'))
  // A condition beside the time test makes an AND group; each asks which fact first.
  await act(() =>
    tree(page)
      .getByRole('button', { name: /^Add a condition beside “Time of day/ })
      .click(),
  )
  await act(() => chooser(page).getByRole('button', { name: 'VIX below 20' }).click())
  await expect(chooser(page)).toBeHidden()
  const group = tree(page).getByRole('button', { name: 'Add a condition to “All of these are true”' }).first()
  await act(() => group.click())
  await act(() => chooser(page).getByRole('button', { name: 'IV rank above 30' }).click())
  await act(() => group.click())
  await act(() => chooser(page).getByRole('button', { name: 'After 10:00 ET' }).click())
  await act(() =>
    tree(page)
      .getByRole('button', { name: /^Delete Time of day \(ET\) between/ })
      .click(),
  )
  // Puts whatever VWAP says, and no limit on entries: keep the put branch alone.
  await act(() =>
    row(page, 'n3')
      .getByRole('button', { name: /^Keep THEN only/ })
      .click(),
  )
  await act(() =>
    row(page, 'n7')
      .getByRole('button', { name: /^Keep THEN only/ })
      .click(),
  )
  await act(() =>
    tree(page)
      .getByRole('button', { name: /^Edit Open vertical credit spread put/ })
      .click(),
  )
  const dialog = page.getByRole('dialog', { name: 'Edit Open position' })
  await act(() => dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2'))
  await act(() => dialog.getByRole('button', { name: 'Apply' }).click())
  await act(() => page.getByRole('spinbutton', { name: /^Daily loss cap/ }).fill('500'))
  await act(() => page.getByRole('button', { name: 'Run dry run' }).click())

  info.annotations.push({ type: 'actions', description: `${count.actions} by pointer, Run included` })
  console.log(`pointer: ${count.actions} actions, Run included`)
  expect(count.actions).toBeLessThanOrEqual(maxActions)
  await expectTheTradersTree(page)
  await expectTheTradersOrder(page)
  await expectNoAxeViolations(page, 'the trader’s strategy, run')
})

test('the same strategy by keyboard alone, in at most 15 key actions, Tab presses counted apart', async ({
  page,
}, info) => {
  await openLab(page)
  const { press, fill, tabTo, count } = counter(page)

  await tabTo(page.getByLabel('Alert actions'))
  await press('ArrowDown')
  await expect(page.getByLabel('Alert actions')).toHaveValue('buy')

  await tabTo(tree(page).getByRole('button', { name: /^Add a condition beside “Time of day/ }))
  await press('Enter')
  // Focus starts on the first choice.
  await expect(chooser(page).getByRole('button', { name: 'After 10:00 ET' })).toBeFocused()
  await press('Enter')
  await expect(tree(page).getByRole('button', { name: 'Edit Time of day (ET) ≥ 10:00' })).toBeFocused()

  const group = tree(page).getByRole('button', { name: 'Add a condition to “All of these are true”' }).first()
  for (const preset of ['VIX below 20', 'IV rank above 30']) {
    await tabTo(group)
    await press('Enter')
    await tabTo(chooser(page).getByRole('button', { name: preset }))
    await press('Enter')
  }
  await tabTo(tree(page).getByRole('button', { name: /^Delete Time of day \(ET\) between/ }))
  await press('Enter')
  await tabTo(row(page, 'n3').getByRole('button', { name: /^Keep THEN only/ }))
  await press('Enter')
  await tabTo(row(page, 'n7').getByRole('button', { name: /^Keep THEN only/ }))
  await press('Enter')
  // The kept action takes focus.
  const open = tree(page).getByRole('button', { name: /^Edit Open vertical credit spread put/ })
  await expect(open).toBeFocused()
  await tabTo(page.getByRole('spinbutton', { name: /^Daily loss cap/ }))
  await fill('500')
  // Leaving the field commits it.
  await tabTo(open)
  await press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Edit Open position' })
  await tabTo(dialog.getByRole('spinbutton', { name: 'Quantity' }))
  await fill('2')
  await press('Enter')
  await expect(dialog).toBeHidden()
  // Focus is back on the node's Edit button, outside any text field, where Alt+R runs.
  await expect(open).toBeFocused()
  await press('Alt+KeyR')
  await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()

  info.annotations.push({
    type: 'actions',
    description: `${count.actions} key actions, Run included, and ${count.tabs} Tab presses`,
  })
  console.log(`keyboard: ${count.actions} key actions, Run included, and ${count.tabs} Tab presses`)
  expect(count.actions).toBeLessThanOrEqual(maxActions)
  await expectTheTradersTree(page)
  await expectTheTradersOrder(page)
})

test('adding a condition: the choice is a labelled dialog, Escape adds nothing, “Other fact…” opens the full editor', async ({
  page,
}) => {
  await openLab(page)
  const before = await tree(page).locator('[data-node]').count()
  const add = tree(page).getByRole('button', { name: /^Add a condition beside “Time of day/ })
  await add.click()
  await expect(chooser(page)).toBeVisible()
  await expectNoAxeViolations(page, 'condition chooser')
  await page.keyboard.press('Escape')
  await expect(chooser(page)).toBeHidden()
  await expect(add).toBeFocused()
  await expect(tree(page).locator('[data-node]')).toHaveCount(before)

  await add.click()
  await chooser(page).getByRole('button', { name: 'Other fact…' }).click()
  const editor = page.getByRole('dialog', { name: 'Add a condition' })
  await expect(editor.getByRole('combobox', { name: 'Fact' })).toBeVisible()
  await editor.getByRole('combobox', { name: 'Fact' }).selectOption({ label: 'Day’s move (%)' })
  await editor.getByRole('spinbutton', { name: 'Value' }).fill('1')
  await editor.getByRole('button', { name: 'Add' }).click()
  await expect(editor).toBeHidden()
  await expect(tree(page).getByRole('button', { name: 'Edit Day’s move (%) > 1' })).toBeFocused()
  await expect(page.locator('[data-live="status"]')).toHaveText('Added a condition: Day’s move (%) > 1.')
})

test.describe('Run is always one tap away', () => {
  test('at every scroll position Run is in view and works; the result is one tap away', phoneOnly, async ({ page }) => {
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
  })

  test('a stale result says so until the next run', async ({ page }) => {
    await openLab(page)
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

  test('from the top of the page, the skip link reaches Run', desktopOnly, async ({ page }) => {
    await openLab(page)
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
})
