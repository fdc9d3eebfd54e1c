import type { Page } from '@playwright/test'
import { defaultTemplate } from '~/lab/engine/templates'
import { bothWidths, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * The Lab for a keyboard and screen-reader user (docs/requirements.md#strategy-lab): focus never
 * falls to the page body, a run says what happened where focus lands, every announcement is heard
 * (repeats included), and the Run shortcut never takes a key from a text field.
 */

const status = (page: Page) => page.locator('[data-live="status"]')
const run = (page: Page) => page.getByRole('button', { name: 'Run dry run' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Strategy' })
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null)

/** Swaps the first IF's branches through its More actions menu. */
async function swapFirstIf(page: Page) {
  await page.getByRole('button', { name: /^More actions for IF Minutes to the close/ }).click()
  await page.getByRole('menuitem', { name: /^Swap branches of IF Minutes to the close/ }).click()
}

/** One change to the strategy (the first IF's branches swapped), and the toolbar's Undo and Redo. */
async function afterOneChange(page: Page) {
  await swapFirstIf(page)
  // The change is heard with the node it changed, and focus is back on the menu's button.
  await expect(status(page)).toHaveText('Swapped THEN and ELSE of IF Minutes to the close between 90 and 360.')
  await expect(page.getByRole('button', { name: /^More actions for IF Minutes to the close/ })).toBeFocused()
  return {
    undo: toolbar(page).getByRole('button', { name: 'Undo' }),
    redo: toolbar(page).getByRole('button', { name: 'Redo' }),
  }
}

/** Every text the polite region has held since this was called, in order (an emptying included). */
async function recordStatus(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector('[data-live="status"]')
    const seen: string[] = []
    Object.assign(window, { __statusSeen: seen })
    if (region)
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      })
  })
  return () => page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen)
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
})

// One change, undone and redone: the record of what the polite region said starts before it, so
// that the last Undo is the second "Undone." heard, after "Redone." (each old test a step).
test('Undo and Redo by keyboard, then Undo again: focus kept, every announcement heard', async ({ page }) => {
  const seen = await recordStatus(page)
  const { undo, redo } = await afterOneChange(page)

  await test.step('Undo after the only change, and the last Redo, keep focus and say so', async () => {
    await undo.focus()
    await page.keyboard.press('Enter')
    await expect(status(page)).toHaveText('Undone.')
    // Nothing left to undo: Undo says so and keeps focus (it stays in the tab order).
    await expect(undo).toBeFocused()
    await expect(undo).toHaveAttribute('aria-disabled', 'true')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)
    await page.keyboard.press('Enter')
    await expect(status(page)).toHaveText('Nothing to undo.')
    await expect(undo).toBeFocused()

    await redo.focus()
    await page.keyboard.press('Enter')
    await expect(status(page)).toHaveText('Redone.')
    await expect(redo).toBeFocused()
    await expect(redo).toHaveAttribute('aria-disabled', 'true')
    expect(await focusedText(page)).toBe('Redo')
  })

  await test.step('the same announcement twice is heard twice: the region empties, then fills again', async () => {
    await undo.click()
    await expect(status(page)).toHaveText('Undone.')
    await expect.poll(async () => (await seen()).filter((text) => text === 'Undone.').length).toBe(2)
    const texts = await seen()
    // Between the two, the region was emptied and refilled, so a screen reader hears a change.
    expect(texts.lastIndexOf('')).toBeGreaterThan(texts.indexOf('Undone.'))
  })
})

test('Reset to template is announced and clears the stale copied link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('combobox', { name: 'Start from a template' }).selectOption(defaultTemplate.id)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await toolbar(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('textbox', { name: 'Link to this strategy' })).toBeVisible()
  await expect(status(page)).toContainText(/^(Link copied|This browser did not allow copying)/)
  await swapFirstIf(page)
  await toolbar(page).getByRole('button', { name: 'Reset to template' }).click()
  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(status(page)).toHaveText(
    `Reset to the template “${defaultTemplate.name}”. Undo brings your changes back.`,
  )
  await expect(page.getByRole('textbox', { name: 'Link to this strategy' })).toHaveCount(0)
  await expect(toolbar(page).getByRole('button', { name: 'Reset to template' })).toBeFocused()
})

// Alt+R first, while no result is on the page; then Run by keyboard, from Run itself. Each old
// test a step.
test('Alt+R, then Run by keyboard: the run lands on its heading, the shortcut never in a text field', async ({
  page,
}) => {
  await test.step('Alt+R runs outside text fields, and types nothing away from one inside them', async () => {
    const name = page.getByRole('textbox', { name: 'Strategy name' })
    await name.focus()
    await page.keyboard.press('Alt+KeyR')
    await expect(name).toBeFocused()
    await expect(page.getByRole('heading', { name: /^Dry-run result/ })).toHaveCount(0)

    await page.getByRole('combobox', { name: 'Start from a template' }).focus()
    await page.keyboard.press('Alt+KeyR')
    await expect(page.getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()
  })

  // A new name dates the result: a press of Run on a result still up to date draws nothing new.
  const name = page.getByRole('textbox', { name: 'Strategy name' })
  await name.fill('Run by keyboard')
  await name.press('Enter')
  await expect(page.getByRole('region', { name: 'Run', exact: true })).toContainText('Out of date')

  await test.step('a run by keyboard lands on a heading that states the outcome, with visible focus', async () => {
    await run(page).focus()
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { level: 2, name: /^Dry-run result: / })
    await expect(heading).toBeFocused()
    await expect(heading).toHaveText('Dry-run result: order, SPY 1 × put credit spread')
    const outline = await heading.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')

    // A blocked order names the rule that stopped it.
    const buyingPower = page.getByRole('spinbutton', { name: 'Buying power ($)' })
    await buyingPower.fill('1')
    await buyingPower.press('Tab')
    await run(page).focus()
    await page.keyboard.press('Enter')
    await expect(heading).toHaveText('Dry-run result: blocked by the account’s buying power')
    await expect(heading).toBeFocused()
    await expectNoAxeViolations(page, 'blocked run', '#workbench')
  })
})

test('on a short viewport the Run bar is not fixed over the page', bothWidths, async ({ page }) => {
  const bar = page.getByRole('region', { name: 'Run', exact: true })
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 375, height: 400 })
  await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed')
  await run(page).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()
})
