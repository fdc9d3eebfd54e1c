import type { Page } from '@playwright/test'
import { bundledEvents } from '~/lab/engine/calendar'
import { templates } from '~/lab/engine/templates'
import { expectEdgesAt3To1 } from '../support/boundaries'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * "Your event dates" in the scenario (docs/requirements.md#strategy-lab): a CPI date the visitor
 * copies in makes the event-aware template stand aside while it falls before the call would
 * expire, naming the event, as a bundled FOMC day does. At both widths (phone and desktop projects).
 */

const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })
const eventTemplate = templates.find((template) => template.id === 'event-window')

test('a CPI date added to the scenario makes the event template stand aside while it falls before the call expires', async ({
  page,
}) => {
  if (!eventTemplate) throw new Error('the event-window template is gone')
  await gotoHydrated(page, '/lab')
  await page.getByRole('link', { name: `Open in the Lab: ${eventTemplate.name}` }).click()
  await expect(page.getByRole('heading', { name: `Strategy: ${eventTemplate.strategy.name}` })).toBeVisible()
  const run = page.getByRole('button', { name: 'Run dry run' })
  await run.click()
  await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()

  // The scenario's day (2026-11-23) is on no bundled calendar; the visitor adds it as a CPI date.
  const events = page.getByRole('group', { name: 'Your event dates' })
  // What is bundled, as the calendar says it (the CPI file ships empty).
  await expect(events).toContainText(bundledEvents())
  await events.getByRole('button', { name: 'Add an event date' }).click()
  const date = events.getByLabel('Event 1: date', { exact: true })
  await expect(date).toBeFocused()
  await expect(date).toHaveValue(eventTemplate.scenario.market.date)
  await expect(events.getByLabel('Event 1: kind', { exact: true })).toHaveValue('CPI')
  await expect(page.getByText('Scheduled today: CPI release (your date).')).toBeVisible()
  await expectNoAxeViolations(page, 'your event dates', '#workbench')
  await expectEdgesAt3To1(page, 'an event date row')

  await run.click()
  await expect(result(page)).toContainText(
    'Skipped: Scheduled event before expiry (FOMC, CPI or yours) is yes (CPI release (your date), through the 2026-11-30 expiry of the long call this IF opens)',
  )
  await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toHaveCount(0)

  // Moved past the call's 2026-11-30 expiry, the event no longer falls inside its life: the order is back.
  await date.fill('2026-12-01')
  await run.click()
  await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()

  // Removing it hands focus back to the Add button.
  await events.getByRole('button', { name: 'Remove event 1' }).click()
  await expect(events.getByLabel('Event 1: date', { exact: true })).toHaveCount(0)
  await expect(events.getByRole('button', { name: 'Add an event date' })).toBeFocused()
})
