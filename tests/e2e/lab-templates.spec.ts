import type { Page } from '@playwright/test'
import { daysBetween, isListedExpiry, isTradingDay } from '~/lab/engine/calendar'
import { templates } from '~/lab/engine/templates'
import { at, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * Every template of the Strategy Library, run as a trader would check it: the expiry on the ticket
 * is a listed trading day, its DTE is the calendar days to it, and the order panel shows every
 * figure of the position. At both widths (phone and desktop projects).
 */

const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })

/** The Lab with its workbench mounted (it loads after the first paint). */
async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
}

/** Terms the order panel defines for every ticket (credit or debit, one breakeven or two). */
const figures = [
  /^Net (credit|debit)$/,
  /^Max profit$/,
  /^Max loss$/,
  /^Breakevens?$/,
  /^Reward \/ risk$/,
  /^Probability of profit$/,
  /^Delta$/,
  /^Gamma$/,
  // Per trading day, or to the close for a position expiring today.
  /^Theta( \/ day| to the close)$/,
  /^Vega$/,
  /^Est\. fees$/,
  /^Buying power$/,
  /^Stop-loss at$/,
  /^Take-profit at$/,
]

// On a phone, where the order panel is narrowest; the panel's other widths: lab.spec.ts.
for (const template of templates) {
  test(
    `${template.name}: a listed expiry, its real DTE, and every figure of the position`,
    at('phone'),
    async ({ page }) => {
      await openLab(page)
      await page.getByRole('link', { name: `Open in the Lab: ${template.name}` }).click()
      await expect(page.getByRole('heading', { name: `Strategy: ${template.strategy.name}` })).toBeVisible()
      await page.getByRole('button', { name: 'Run dry run' }).click()
      const panel = result(page)
      await expect(panel.getByRole('heading', { name: 'Order ticket' })).toBeVisible()

      const expiry = panel.locator('time[datetime]').first()
      const date = (await expiry.getAttribute('datetime')) ?? ''
      expect(isTradingDay(date), `${date} is a trading day`).toBe(true)
      expect(isListedExpiry(template.strategy.trigger.ticker, date)).toBe(true)
      const dte = daysBetween(template.scenario.market.date, date)
      await expect(panel).toContainText(`(${dte} DTE)`)

      const terms = panel.locator('dt')
      for (const term of figures) await expect(terms.filter({ hasText: term })).toHaveCount(1)
      await expect(panel.getByRole('img', { name: /Payoff at expiration and today/ })).toBeVisible()
      await expect(panel).toContainText('model estimate')

      // Nothing on the phone's page is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      if (template === templates[0]) await expectNoAxeViolations(page, 'order panel', '#workbench')
    },
  )
}

test('a date the market is closed gives a skip that says why, never an order', async ({ page }) => {
  await openLab(page)
  await page.getByRole('group', { name: 'Market (made-up)' }).getByLabel('Date').fill('2026-11-26')
  await expect(
    page.getByText('Market closed: Thursday, November 26, 2026 is a market holiday: Thanksgiving Day.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Run dry run' }).click()
  await expect(result(page)).toContainText('The market is closed: Thursday, November 26, 2026 is a market holiday')
  await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'market closed', '#workbench')
})

test('the new facts have their editors: a yes/no event day, and the account’s position fields once a position is open', async ({
  page,
}) => {
  await openLab(page)
  const account = page.getByRole('group', { name: 'Account (made-up)' })
  await expect(account.getByRole('spinbutton', { name: 'Open position’s profit (% of max)' })).toHaveCount(0)
  await account.getByRole('spinbutton', { name: 'Open positions in this ticker' }).fill('1')
  const profit = account.getByRole('spinbutton', { name: 'Open position’s profit (% of max)' })
  await expect(profit).toBeVisible()
  await profit.fill('250')
  await expect(
    account.getByText('Open position’s profit (% of max) must be a number from -1,000 to 100.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Run dry run' })).toBeVisible()
  await expectNoAxeViolations(page, 'account with an open position', '#workbench')
  await profit.fill('40')

  await page.getByRole('button', { name: /^Edit Minutes to the close between 90 and 360/ }).click()
  const editor = page.getByRole('form', { name: 'Edit condition' })
  await editor
    .getByRole('combobox', { name: 'Fact' })
    .selectOption({ label: 'Scheduled event day (FOMC, CPI or yours)' })
  await expect(editor.getByRole('combobox', { name: 'Comparison' }).locator('option')).toHaveText(['= (equal to)'])
  await expect(editor.getByRole('combobox', { name: 'Value' })).toHaveValue('1')
  await expectNoAxeViolations(page, 'yes/no condition', '#workbench')
  await editor.getByRole('combobox', { name: 'Value' }).selectOption('No')
  await editor.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('button', { name: /^Edit Scheduled event day \(FOMC, CPI or yours\): no/ })).toBeVisible()
})
