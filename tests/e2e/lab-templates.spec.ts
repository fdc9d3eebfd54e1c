import type { Page } from '@playwright/test'
import { daysBetween, isListedExpiry } from '~/lab/engine/calendar'
import { templates } from '~/lab/engine/templates'
import { at, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'
import { expectNoSidewaysScroll } from '../support/layout'

/**
 * A template of the Strategy Library run in the browser as a trader would: opened from the
 * library, run, its ticket laid out on a phone; and the new facts' editors. The Lab's closed-market
 * answer is checked in lab.spec.ts, with its other runs that say why they stop.
 */

const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })

/** The Lab with its workbench mounted (it loads after the first paint). */
async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
}

// One template stands in for all (each one's ticket, expiry and figures: ticket-figures.test.tsx): the
// four-legged 0-DTE condor, the widest order panel, on a phone, where the panel is narrowest; the
// panel's other widths: lab.spec.ts.
const standIn = templates.find((template) => template.id === 'zero-dte-iron-condor')

test(
  'a template opened from the library runs to a ticket that fits a phone, its chart drawn',
  at('phone'),
  async ({ page }) => {
    if (!standIn) throw new Error('the 0-DTE condor template is gone: choose another four-legged stand-in')
    await openLab(page)
    await page.getByRole('link', { name: `Open in the Lab: ${standIn.name}` }).click()
    await expect(page.getByRole('heading', { name: `Strategy: ${standIn.strategy.name}` })).toBeVisible()
    await page.getByRole('button', { name: 'Run dry run' }).click()
    const panel = result(page)
    await expect(panel.getByRole('heading', { name: 'Order ticket' })).toBeVisible()
    // The header row and the condor's four legs.
    await expect(panel.getByRole('table', { name: 'Order legs' }).getByRole('row')).toHaveCount(5)
    const expiry = (await panel.locator('time[datetime]').first().getAttribute('datetime')) ?? ''
    expect(isListedExpiry(standIn.strategy.trigger.ticker, expiry)).toBe(true)
    await expect(panel).toContainText(`(${daysBetween(standIn.scenario.market.date, expiry)} DTE)`)
    await expect(panel.getByRole('img', { name: /Payoff at expiration and today/ })).toBeVisible()

    // Nothing on the phone's page is wider than the screen.
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page, 'order panel', '#workbench')
  },
)

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
