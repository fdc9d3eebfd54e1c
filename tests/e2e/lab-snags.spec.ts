import type { Page } from '@playwright/test'
import { encodeWork } from '~/lab/engine/link-codec'
import { defaultTemplate, templates } from '~/lab/engine/templates'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * Alerts as TradingView and webhook platforms really send them and the smaller snags a trader met
 * on a second look (docs/requirements.md#strategy-lab): a link pasted into an open Lab, links that
 * keep the typed message, and a payoff chart whose labels stay apart and whose strikes are marked.
 * An invalid alert that dates the old ticket, and the Price field that leaves the message's
 * placeholders be, are checked in lab-alerts.spec.ts with its other messages; import errors in
 * words in lab-sharing.spec.ts with its other imports.
 */

const editor = (page: Page) => page.getByRole('textbox', { name: 'Alert message, as written in TradingView' })
const run = (page: Page) => page.getByRole('button', { name: 'Run dry run' })
const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })
const placeholders = '{\n  "ticker": "{{ticker}}",\n  "action": "buy",\n  "price": {{close}},\n  "time": "{{time}}"\n}'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
})

test('a share link pasted into the tab with the Lab open loads it, says so, and keeps the work one Undo away', async ({
  page,
}) => {
  const other = templates.find((template) => template.id !== defaultTemplate.id) ?? templates[0]
  const strategy = { ...other.strategy, name: 'Pasted into the address bar' }
  const scenario = { ...other.scenario, alertText: placeholders }
  // The same document: a pasted link with a new fragment does not reload the page.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await page.goto(`/lab#s=${await encodeWork({ strategy, scenario })}`)
  await expect(page.getByRole('heading', { name: 'Strategy: Pasted into the address bar' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Opened the strategy and scenario from the link.' }),
  ).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await expect(page.locator('[data-live="status"]')).toContainText('Undo brings back your previous strategy.')
  await expect(editor(page)).toHaveValue(placeholders)
  await expect(page).toHaveURL(/\/lab$/)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toBeVisible()
})

test('a copied link carries the typed message with its placeholders, not the filled alert', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await editor(page).fill(placeholders)
  await page.getByRole('button', { name: 'Copy link' }).click()
  const link = await page.getByRole('textbox', { name: 'Link to this strategy' }).inputValue()
  const payload = link.split('.').at(-1) ?? ''
  // The link's payload is deflate-raw, base64url (link-codec.ts): inflated here without the Lab's code.
  const { inflateRawSync } = await import('node:zlib')
  expect(link).toMatch(/#s=v\d+z\./)
  const carried = JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8')) as {
    scenario: { alertText?: string; alert: { price: number } }
  }
  expect(carried.scenario.alertText).toBe(placeholders)
  const next = await context.newPage()
  await gotoHydrated(next, link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(editor(next)).toHaveValue(placeholders)
})

test('an iron condor counts its legs and its contracts apart', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Start from a template' }).selectOption('iron-condor-45')
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await run(page).click()
  await expect(result(page)).toContainText('SPY · 2 × iron condor (4 legs, 8 contracts)')
})

test('the payoff chart keeps its value labels apart and marks each strike on the price axis', async ({ page }) => {
  await run(page).click()
  const chart = result(page).getByRole('img', { name: 'Payoff at expiration and today, whole order, before fees' })
  await expect(chart).toBeVisible()
  // Every label, the dollar amounts ("$44", "$0", "−$456") and the prices under the plot, apart on
  // the narrowest phone, where the chart is drawn smallest.
  await page.setViewportSize({ width: 320, height: 640 })
  const boxes = await chart.locator('text').evaluateAll((texts) =>
    texts.map((text) => {
      const box = text.getBoundingClientRect()
      return { text: text.textContent, top: box.top, bottom: box.bottom, left: box.left, right: box.right }
    }),
  )
  expect(boxes.length).toBeGreaterThanOrEqual(2)
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart = a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left
      expect(apart, `${a.text} and ${b.text} overlap`).toBe(true)
    }
  }
  // Each strike of the ticket is marked, and named in the chart's description.
  const legs = result(page).getByRole('table', { name: 'Order legs' }).getByRole('row')
  // A leg's third cell is its strike, after the column's name where a phone shows it.
  const strikes = (await legs.evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent ?? '')))
    .slice(1)
    .map((text) => text.replace(/^\D+/, ''))
  expect(strikes.length).toBeGreaterThanOrEqual(2)
  const sorted = [...new Set(strikes.map(Number))].sort((a, b) => a - b)
  await expect(chart).toHaveAccessibleDescription(`Strikes ${sorted.join(' and ')}`)
  const marks = chart.locator('[data-strike]')
  await expect(marks).toHaveCount(sorted.length)
  const plot = await chart.boundingBox()
  for (const [index, strike] of sorted.entries()) {
    await expect(marks.nth(index)).toHaveAttribute('data-strike', String(strike))
    const mark = await marks.nth(index).boundingBox()
    // Inside the chart, below its plot, in strike order from left to right.
    expect(mark && plot && mark.y > plot.y + plot.height * 0.75 && mark.y + mark.height <= plot.y + plot.height).toBe(
      true,
    )
  }
  await expectNoAxeViolations(page, 'payoff chart with strike marks', '#workbench')
})
