import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * The alert editor takes what TradingView really sends (docs/requirements.md#strategy-lab): the
 * message as the trader writes it, placeholders and all, the common webhook fields in any case,
 * and never runs on an alert it cannot read.
 */

const editor = (page: Page) => page.getByRole('textbox', { name: 'Alert message, as written in TradingView' })
const run = (page: Page) => page.getByRole('button', { name: 'Run dry run' })
const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })
const runBar = (page: Page) => page.getByRole('region', { name: 'Run', exact: true })
const alertForm = (page: Page) => page.getByRole('group', { name: 'Alert' })
const placeholders = '{\n  "ticker": "{{ticker}}",\n  "action": "buy",\n  "price": {{close}},\n  "time": "{{time}}"\n}'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
})

// One load for a row of messages: each fill replaces the whole message, so each step finds the
// alert as its own old test wrote it. The first run comes only after the step that checks there
// is none.
test('one message after another in the alert editor, each read and run as TradingView sends it', async ({ page }) => {
  const templateMessage = await editor(page).inputValue()

  await test.step('an exchange-prefixed ticker and an upper-case action are accepted; unknown fields are named', async () => {
    await editor(page).fill('{"ticker":"AMEX:SPY","action":"BUY","price":"601.20","interval":"5"}')
    await expect(page.getByText('Valid alert.')).toBeVisible()
    await expect(page.getByText('Unknown field "interval" is ignored')).toBeVisible()
    await expect(run(page)).toBeEnabled()
  })

  await test.step('the run states which price it uses, and warns when the alert’s differs from the scenario’s', async () => {
    await editor(page).fill('{"ticker":"SPY","action":"buy","price":598.40}')
    await expect(page.getByText('This run prices SPY at the alert’s price, $598.40')).toBeVisible()
    await expect(page.getByText(/The alert’s price \(598\.40\) is not the underlying price below/)).toBeVisible()
    // An alert with no price (a ticker and an action are enough) runs at the scenario's.
    await editor(page).fill('{"ticker":"AMEX:SPY","action":"BUY"}')
    await expect(page.getByText('Valid alert.')).toBeVisible()
    await expect(
      page.getByText('The alert carries no price: this run prices SPY at the underlying price below'),
    ).toBeVisible()
  })

  await test.step('an invalid alert stops the run, with the error beside it, and keeps the text', async () => {
    const broken = '{\n  "ticker": "SPY",\n  "price": 60x\n}'
    await editor(page).fill(broken)
    await expect(editor(page)).toHaveValue(broken)
    await expect(editor(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/This is not valid JSON\. Line 3, column \d+\./).first()).toBeVisible()
    // Run stays in the tab order, says why it cannot run, and pressing it leads to the alert.
    await expect(run(page)).toHaveAttribute('aria-disabled', 'true')
    await expect(run(page)).toHaveAccessibleDescription(/^Fix the alert first: This is not valid JSON/)
    await expectNoAxeViolations(page, 'invalid alert', '#workbench')
    await run(page).focus()
    await page.keyboard.press('Enter')
    await expect(editor(page)).toBeFocused()
    await expect(page.locator('[data-live="status"]')).toHaveText(/^Run waits: This is not valid JSON/)
    await expect(page.getByRole('heading', { name: /^Dry-run result/ })).toHaveCount(0)
    await editor(page).fill('{"ticker":"SPY","action":"buy","price":601.2}')
    await expect(run(page)).not.toHaveAttribute('aria-disabled')
  })

  await test.step('a TradingView message with unquoted placeholders is filled from the scenario and runs', async () => {
    const message = '{"ticker": "{{exchange}}:{{ticker}}", "action": "{{strategy.order.action}}", "price": {{close}}}'
    await editor(page).fill(message)
    await expect(editor(page)).toHaveValue(message)
    const received = page.getByRole('figure').filter({ hasText: 'As the webhook receives it' })
    await expect(received).toContainText('"ticker": "AMEX:SPY"')
    await expect(received).toContainText(/"price": \d+(\.\d+)?\}/)
    await expect(page.getByText('Valid alert.')).toBeVisible()
    await run(page).click()
    await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
    await expectNoAxeViolations(page, 'alert with placeholders', '#workbench')
  })

  // The template's own message back: the ticket above is then out of date, and the next run is a new one.
  await editor(page).fill(templateMessage)
  await expect(runBar(page)).toContainText('Out of date')

  await test.step('an alert that becomes invalid marks the earlier ticket out of date', async () => {
    await run(page).click()
    await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
    await expect(runBar(page)).toContainText('Up to date')
    await editor(page).fill('{"ticker":"SPY","action":"hold"}')
    await expect(result(page)).toContainText('Out of date')
    await expect(runBar(page)).toContainText('Fix the alert first')
    await expectNoAxeViolations(page, 'invalid alert, old ticket out of date', '#workbench')
  })

  await test.step('editing the Price field changes that field alone: the message keeps its placeholders', async () => {
    await editor(page).fill(placeholders)
    await alertForm(page).getByRole('spinbutton', { name: 'Price' }).fill('605.5')
    await expect(editor(page)).toHaveValue(placeholders.replace('{{close}}', '605.5'))
    await alertForm(page).getByRole('combobox', { name: 'Action' }).selectOption('sell')
    await expect(editor(page)).toHaveValue(placeholders.replace('{{close}}', '605.5').replace('"buy"', '"sell"'))
  })
})

// The browser's copy refused after one it allowed: the refusal must replace the word that it was copied.
test('"Copy alert message", allowed and then refused by the browser', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  await test.step('"Copy alert message" gives the message the strategy expects', async () => {
    await page.getByRole('button', { name: 'Copy alert message' }).click()
    await expect(page.getByText('Copied. Paste it into the alert’s Message box in TradingView.')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('"ticker": "{{ticker}}"')
    expect(copied).toContain('"price": {{close}}')
    // The default template fires on the chart's VWAP cross: an indicator alert, its action written in.
    expect(copied).toContain('"action": "buy"')
    expect(copied).not.toContain('strategy.order')
    await expect(
      page.getByText(/For an indicator alert \(a condition on the chart, such as a VWAP cross\)/),
    ).toBeVisible()
  })

  await test.step('"Copy alert message" says so when the browser will not copy, and shows the message to copy by hand', async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      })
    })
    await page.getByRole('button', { name: 'Copy alert message' }).click()
    await expect(page.getByText('This browser did not allow copying it for you')).toBeVisible()
    await expect(page.getByText('Copied.')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Alert message to copy' })).toHaveValue(/"ticker": "\{\{ticker\}\}"/)
    await expect(page.locator('[data-live="status"]')).toHaveText(/^This browser did not allow copying/)
  })
})
