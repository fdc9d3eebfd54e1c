import type { Page } from '@playwright/test'
import { at, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

/**
 * The Lab's room and marks: on a phone the toolbar is one row, its file actions one menu; the
 * result's heading is ringed for the keyboard and its card highlighted for the pointer; a note the
 * visitor wrote is a line of its own. A tree row's room after a run is checked in lab-focus.spec.ts,
 * the tree's key lines in lab-keyboard.spec.ts, each on a page those tests load anyway.
 */

async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
}

const tree = (page: Page) => page.getByRole('group', { name: 'Strategy tree' })
const resultHeading = (page: Page) => page.locator('#lab-result')
const focusVisible = (page: Page) => resultHeading(page).evaluate((heading) => heading.matches(':focus-visible'))

test.describe('on a phone', at('phone'), () => {
  test('the toolbar is one row, its file actions one menu that the keyboard opens and Escape closes', async ({
    page,
  }) => {
    await openLab(page)
    const toolbar = page.getByRole('toolbar', { name: 'Strategy' })
    const tops = await toolbar.evaluate((bar) =>
      [...bar.children]
        .filter((child) => child.getClientRects().length > 0)
        .map((child) => Math.round(child.getBoundingClientRect().top)),
    )
    expect(tops).toHaveLength(3)
    expect(new Set(tops).size, `the toolbar's controls' tops: ${tops.join(', ')}`).toBe(1)
    // The wide screen's buttons are not drawn; the File menu holds them, by the same names.
    await expect(toolbar.getByRole('button', { name: 'Copy link' })).toBeHidden()
    const file = toolbar.getByRole('button', { name: 'File' })
    await file.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'File' })
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Copy link',
      'Export JSON',
      'Import JSON',
      'Reset to template',
    ])
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused()
    await expectNoAxeViolations(page, 'the File menu open', '#workbench')
    await page.keyboard.press('ArrowUp')
    await expect(menu.getByRole('menuitem', { name: 'Reset to template' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(file).toBeFocused()
    // Import from the menu opens the browser's file chooser, from the field the wide screen labels.
    await file.click()
    const chooser = page.waitForEvent('filechooser')
    await menu.getByRole('menuitem', { name: 'Import JSON' }).click()
    await chooser
    await expect(file).toBeFocused()
    // Reset asks first; its answer gives focus back to the menu's button, the Reset button not being drawn.
    await file.click()
    await menu.getByRole('menuitem', { name: 'Reset to template' }).click()
    await page.getByRole('button', { name: 'Keep editing' }).click()
    await expect(file).toBeFocused()
  })

  test('a closed part lists its fields and values in two columns', async ({ page }) => {
    await openLab(page)
    const figures = page.locator('details:has(summary:has-text("More market figures")) + dl')
    await expect(figures).toBeVisible()
    const columns = await figures.evaluate((list) =>
      [...list.querySelectorAll('dt, dd')].map((cell) => Math.round(cell.getBoundingClientRect().left)),
    )
    expect(new Set(columns).size).toBe(2)
    await expect(figures.getByRole('term').first()).toBeVisible()
  })
})

// One load for the result's marks, by keyboard, by the pointer, then by the pointer under reduced
// motion: the motion setting is read by the style sheet alone (app.css), so it holds from the
// moment it changes, as from a load. Each old test a step.
test('the result’s marks by keyboard and by the pointer, with motion and with reduced motion', async ({ page }) => {
  await openLab(page)

  await test.step('Run by keyboard rings the result’s heading; by the pointer, focuses it without a ring and highlights the result', async () => {
    const run = page.getByRole('button', { name: 'Run dry run' })
    await run.focus()
    await page.keyboard.press('Enter')
    await expect(resultHeading(page)).toBeFocused()
    await expect(resultHeading(page)).toHaveText(/^Dry-run result: /)
    expect(await focusVisible(page), 'keyboard: focus-visible').toBe(true)
    expect(await resultHeading(page).evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('solid')
    await expect(page.locator('section.result-arrived')).toHaveCount(0)

    // Out of date, then run again with the mouse.
    await page.getByRole('textbox', { name: 'Strategy name' }).fill('Mine')
    await page.mouse.move(0, 0)
    await run.click()
    await expect(resultHeading(page)).toBeFocused()
    await expect(page.getByRole('region', { name: 'Run', exact: true })).toContainText('Up to date')
    await expect(page.locator('section.result-arrived')).toHaveCount(1)
    expect(await focusVisible(page), 'mouse: focus-visible').toBe(false)
    expect(await resultHeading(page).evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('none')
  })

  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Out of date again, so that the run below brings a new result to mark.
  await page.getByRole('textbox', { name: 'Strategy name' }).fill('Mine, without motion')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Run', exact: true })).toContainText('Out of date')

  await test.step('under reduced motion, a pointer’s Run highlights nothing in motion', async () => {
    await page.getByRole('button', { name: 'Run dry run' }).click()
    await expect(resultHeading(page)).toBeFocused()
    const section = page.locator('section.result-arrived')
    await expect(section).toHaveCount(1)
    expect(await section.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  })
})

test('a note the visitor writes is a line of its own in its node, heard as a note', async ({ page }) => {
  await openLab(page)
  await tree(page)
    .getByRole('button', { name: /^Edit Do nothing/ })
    .first()
    .click()
  const reason = page.getByRole('textbox', { name: 'Reason the run reports' })
  await reason.fill('Hold the open condor: under 50%.')
  await page.getByRole('button', { name: 'Apply' }).click()
  const row = tree(page).getByRole('group', { name: 'SKIP Do nothing Note: Hold the open condor: under 50%.' })
  await expect(row).toBeVisible()
  const words = row.locator('.tree-words')
  await expect(words).not.toContainText('::')
  await expect(words).not.toContainText('(your own note)')
  const note = words.locator('.tree-note')
  expect(await note.evaluate((line) => getComputedStyle(line).fontStyle)).toBe('italic')
  // On a line below "Do nothing".
  const [first, second] = await words.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element.firstChild as Node)
    return [
      range.getBoundingClientRect().bottom,
      (element.querySelector('.tree-note') as Element).getBoundingClientRect().top,
    ]
  })
  expect(second).toBeGreaterThanOrEqual((first ?? 0) - 1)
})
