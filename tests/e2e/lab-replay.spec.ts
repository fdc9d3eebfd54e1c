import type { Page } from '@playwright/test'
import { labTemplatePath } from '~/content/site/lab-links'
import { sessionLabel } from '~/lab/engine/session'
import { templates } from '~/lab/engine/templates'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * The replay follows what the synthetic session opens: each close is a row of its own inside the
 * alert or day it happened on, naming the rule and the simulated price, and nothing adds up a result.
 */

const replay = (page: Page) => page.getByRole('region', { name: /^Replay: / })

/** The Lab opened on a template of the Library, its workbench mounted. */
async function openTemplate(page: Page, id: string) {
  const template = templates.find((item) => item.id === id)
  await gotoHydrated(page, labTemplatePath(id))
  await expect(page.getByRole('heading', { name: `Strategy: ${template?.strategy.name}` })).toBeVisible()
}

async function runReplay(page: Page) {
  await page.getByRole('button', { name: 'Replay sample session' }).click()
  await expect(replay(page).getByRole('heading', { name: /^Replay: / })).toBeFocused()
  await expect(replay(page)).toContainText(sessionLabel)
}

/** No total, win rate, return, P&L or equity anywhere in the replay. */
async function expectNoResults(page: Page) {
  await expect(replay(page)).not.toContainText(/total|win rate|returns?\b|P&L|equity|profit of/i)
}

test.describe('Strategy Lab replay', () => {
  test('a 0-DTE credit spread opened on an alert closes at its take-profit, at a simulated price', async ({ page }) => {
    await openTemplate(page, 'zero-dte-vwap')
    await runReplay(page)
    const rows = replay(page).getByRole('list').first().locator(':scope > li')
    await expect(rows.filter({ hasText: /Order: Vertical credit spread/ }).first()).toBeVisible()
    // In the result's column beside the builder, each row's decision takes the row's whole width.
    const { row, decision } = await rows.first().evaluate((item) => ({
      row: item.clientWidth,
      decision: (item.lastElementChild as HTMLElement).getBoundingClientRect().width,
    }))
    expect(decision).toBeGreaterThan(row * 0.85)
    const close = replay(page)
      .getByRole('listitem')
      .filter({ hasText: /^Take-profit: Closed 1 × (put|call) credit spread/ })
      .first()
    await expect(close).toBeVisible()
    // A resting limit: filled at its own price, never the better one the path moved on to.
    await expect(close).toContainText(
      /at 50% of max profit, a buy-back at \$(\d\.\d\d) or less: bought back at \$\1(, its limit price \(the buy-back on the path had reached \$\d\.\d\d\))? \(simulated\)\./,
    )
    // The date's own path, named on the heading and on each row.
    await expect(replay(page).getByRole('heading', { level: 2 })).toHaveText(
      /^Replay: “Volatility spike” path, seed 51967780: /,
    )
    // It fires on the simulated path between the 10:06 and 10:36 alerts, in a row of its own with its time and price.
    const path = rows.filter({ hasText: 'Volatility spike path, SPY 601.27' })
    await expect(path).toHaveCount(1)
    await expect(path).toContainText('10:30 ET')
    await expect(path).toContainText('Take-profit: Closed 1 × call credit spread')
    await expectNoResults(page)
    await expectNoAxeViolations(page, 'replay with closes', '#workbench')
  })

  test('every market path reads whole in its choice, on a phone as on a desktop @phone @desktop', async ({ page }) => {
    await openTemplate(page, 'zero-dte-vwap')
    const choice = page.getByRole('combobox', { name: 'Market path' })
    const labels = await choice.locator('option').allTextContents()
    expect(labels[0]).toMatch(/^By the date \(/)
    for (const label of labels) {
      await choice.selectOption({ label })
      // The shown choice's words, in the select's own font, against the room its box gives them.
      const { words, room } = await choice.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select)
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = select.selectedOptions[0]?.text ?? ''
        return {
          words: context.measureText(text).width,
          room: select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
        }
      })
      expect(words, label).toBeLessThanOrEqual(room)
    }
  })

  test('the wheel’s put is followed past the session to its assignment, then covered calls on the shares', async ({
    page,
  }) => {
    await openTemplate(page, 'wheel')
    // A calm path on which AAPL falls through the put's strike, then rises through a call's.
    await page.getByRole('combobox', { name: 'Market path' }).selectOption('Calm')
    await page.getByRole('spinbutton', { name: 'Path seed' }).fill('4')
    await runReplay(page)
    await expect(replay(page).getByRole('heading', { level: 2 })).toHaveText(/^Replay: “Calm” path, seed 4: /)
    const assigned = replay(page)
      .getByRole('listitem')
      .filter({ hasText: /^Assignment: Assigned 1 × cash-secured put/ })
    await expect(assigned).toContainText(/100 shares of AAPL bought at the \$\d+\.\d\d strike \(simulated\)/)
    // A row after the session's day carries its date; the close of that day is where it settles.
    const row = replay(page)
      .getByRole('list')
      .first()
      .locator(':scope > li')
      .filter({ hasText: 'Assignment: Assigned' })
    await expect(row).toContainText(/Session close, AAPL \d+\.\d\d, Calm path/)
    await expect(row).toContainText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 16:00 ET/)
    // The wheel goes on with the shares: a covered call sold at a scheduled run after the assignment,
    // then, once they are called away, a put again; the last row says why the replay stops.
    const rows = replay(page).getByRole('list').first().locator(':scope > li')
    const texts = await rows.allTextContents()
    const assignedAt = texts.findIndex((text) => text.includes('Assignment: Assigned'))
    const callAt = texts.findIndex(
      (text, at) => at > assignedAt && /Scheduled run, AAPL[\s\S]*Order: Covered call/.test(text),
    )
    expect(callAt).toBeGreaterThan(assignedAt)
    const calledAwayAt = texts.findIndex((text) => text.includes('Assignment: Called away'))
    expect(calledAwayAt).toBeGreaterThan(callAt)
    expect(texts.slice(calledAwayAt + 1).some((text) => text.includes('Order: Cash-secured put'))).toBe(true)
    await expect(rows.last()).toContainText(
      /Replay stops.*The end of the replay’s window: \d+ trading days after the session\./,
    )
    await expectNoResults(page)
  })

  test('the iron condor, scheduled for 10:00, runs at 10:00 and not on the session’s alerts', async ({ page }) => {
    await openTemplate(page, 'iron-condor-45')
    await runReplay(page)
    const first = replay(page).getByRole('list').first().locator(':scope > li').first()
    await expect(first).toContainText(
      /^10:00 ET\s*Scheduled run, SPY \d+\.\d\d, Volatility spike path\s*Order: Iron condor/,
    )
    await expect(replay(page).getByText(/^(buy|sell) SPY @/)).toHaveCount(0)
  })
})
