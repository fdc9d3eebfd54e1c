import { at, expect, gotoHydrated, test } from '../support/fixtures'

/**
 * Whatever is typed into a Lab field, key by key, the Lab stays up: a value on its way (a date's
 * year 0002) is named as the field's error, the engine does not run on it, and it is never saved.
 */

const storageKey = 'strategy-lab:v1'

test(
  'a date typed key by key (1 2 0 1 2 0) names its error and is not saved',
  at('phone', 'desktop'),
  async ({ page }) => {
    // Two page loads and a dozen presses: long on a busy 2-core machine.
    test.slow()
    await gotoHydrated(page, '/lab')
    const date = page.getByLabel('Date', { exact: true })
    const before = await date.inputValue()
    await date.focus()
    // Month, day, year, one key at a time, as a keyboard or screen-reader user enters a date.
    for (const key of ['1', '2', '0', '1', '2', '0']) await page.keyboard.press(key)
    await expect(page.getByRole('heading', { name: 'Scenario' })).toBeVisible()
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0)
    await expect(date).toBeFocused()
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await expect(date).toHaveAccessibleDescription(/^Date must be /)
    // Run says why and sends focus back to Date.
    const run = page.getByRole('button', { name: 'Run dry run' })
    await expect(run).toHaveAttribute('aria-disabled', 'true')
    await expect(run).toHaveAccessibleDescription(/^Fix the scenario first: Date must be /)
    await run.focus()
    await page.keyboard.press('Enter')
    await expect(date).toBeFocused()
    await expect(page.locator('[data-live="status"]')).toHaveText(/^Run waits: Date must be /)
    await expect(page.getByRole('region', { name: /^Dry-run result/ })).toHaveCount(0)

    // Nothing of it is saved: a change made after it (the strategy's name, committed by Enter) is
    // saved beside the last valid date, and a reload shows that date.
    const name = page.getByRole('textbox', { name: 'Strategy name' })
    await name.fill('Typed after the date')
    await name.press('Enter')
    const saved = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), storageKey)
    await expect.poll(async () => (await saved())?.strategy?.name).toBe('Typed after the date')
    // A valid day of the year it had: the day it had, or one the field held on its way before the
    // year's keys (01-23, 12-23, 12-01), whichever the autosave, which waits for a pause, caught;
    // never the year 0002 or 0020 of the keys that followed.
    const lastGood: string = (await saved())?.scenario?.market.date
    expect(lastGood).toMatch(
      new RegExp(`^${before.slice(0, 4)}-(?:${before.slice(5, 7)}|01|12)-(?:${before.slice(8)}|01)$`),
    )
    await gotoHydrated(page, '/lab')
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(lastGood)
    await expect(page.getByLabel('Date', { exact: true })).not.toHaveAttribute('aria-invalid')
  },
)

test('the node editor refuses a value out of range by Apply or Enter: focus on the field, the error said', async ({
  page,
}) => {
  await gotoHydrated(page, '/lab')
  await page.getByRole('button', { name: 'Edit Entries today < 2' }).click()
  const editor = page.getByRole('form', { name: 'Edit condition' })
  const value = editor.getByRole('spinbutton', { name: 'Value' })
  await value.fill('-5')
  await expect(value).toHaveAttribute('aria-invalid', 'true')
  const apply = editor.getByRole('button', { name: 'Apply' })
  await expect(apply).toBeEnabled()
  await apply.click()
  await expect(value).toBeFocused()
  const alert = page.locator('[data-live="alert"]')
  await expect(alert).toHaveText(/^Not applied: one problem\. Entries today must be from 0 to /)
  await value.press('Enter')
  await expect(value).toBeFocused()
  await expect(editor).toBeVisible()
  await value.fill('3')
  await value.press('Enter')
  await expect(editor).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit Entries today < 3' }).first()).toBeVisible()
})
