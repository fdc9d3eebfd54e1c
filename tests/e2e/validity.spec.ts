import { writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { nuErrors } from '../support/nu-checker'

// The Lab's document as the browser holds it once the workbench has rendered, with a node's editor
// open, and after a dry run is valid HTML by the Nu Html Checker (the W3C's validator). The pages
// as built are checked in tests/built/validity.test.ts. The same markup at every width: desktop only.

/** The document as it stands, written out as an HTML file of the test's output (kept when it fails). */
async function saveDocument(page: Page, name: string) {
  const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`)
  const file = test.info().outputPath(`${name}.html`)
  await writeFile(file, html)
  return file
}

test('the Lab stays valid HTML with its workbench, a node editor open and a dry-run result (Nu Html Checker)', async ({
  page,
}) => {
  await gotoHydrated(page, '/lab')
  await expect(page.locator('#workbench')).toBeVisible()
  const files = [await saveDocument(page, 'lab-workbench')]

  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click()
  const editor = page.getByRole('form', { name: /^Edit / })
  await expect(editor).toBeVisible()
  files.push(await saveDocument(page, 'lab-node-editor'))
  await page.keyboard.press('Escape')
  await expect(editor).toHaveCount(0)

  await page.getByRole('button', { name: 'Run dry run' }).click()
  await expect(
    page.getByRole('region', { name: 'Dry-run result' }).getByRole('heading', { name: 'Order ticket' }),
  ).toBeVisible()
  files.push(await saveDocument(page, 'lab-dry-run'))

  expect(await nuErrors(files)).toEqual([])
})
