import type { Page } from '@playwright/test'
import { labTemplatePath } from '~/content/site/lab-links'
import { defaultTemplate, templates } from '~/lab/engine/templates'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'
import { site } from '../support/site'

/**
 * How work leaves and reaches the Lab (docs/requirements.md#strategy-lab): a link and a file carry
 * the strategy with its scenario, an import with problems lists them all and changes nothing,
 * templates open from real URLs, and the trial starts with the strategy.
 */

async function openLab(page: Page, path = '/lab') {
  await gotoHydrated(page, path)
  await expect(page.locator('#workbench')).toBeVisible()
}
const market = (page: Page) => page.getByRole('group', { name: 'Market (made-up)' })
const other = templates.find((template) => template.id !== defaultTemplate.id) ?? templates[0]

// One load for the work leaving the Lab by link and by the trial: each old test a step. The trial's
// link is checked for its form only, so the strategy named and the scenario changed by the first
// step change nothing it checks.
test('the work leaves the Lab by a copied link into a new page, and by the trial in a new tab', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openLab(page)

  await test.step('a copied link carries the strategy and the scenario into a new page', async () => {
    const name = page.getByRole('textbox', { name: 'Strategy name' })
    await name.fill('Shared by link')
    await name.press('Enter')
    await market(page).getByRole('spinbutton', { name: 'VIX' }).fill('27.5')
    await page.getByRole('button', { name: 'Copy link' }).click()
    const link = await page.getByRole('textbox', { name: 'Link to this strategy' }).inputValue()
    expect(link).toMatch(/\/lab#s=v2z\.[0-9a-z]+\.[\w-]+$/)
    expect(link.length).toBeLessThan(8 * 1024)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    const next = await context.newPage()
    await next.goto(link)
    await next.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(next.getByRole('heading', { name: 'Strategy: Shared by link' })).toBeVisible()
    await expect(
      next.getByRole('status').filter({ hasText: 'Opened the strategy and scenario from the link.' }),
    ).toBeVisible()
    await expect(market(next).getByRole('spinbutton', { name: 'VIX' })).toHaveValue('27.5')
    await expect(next).toHaveURL(/\/lab$/)
  })

  await test.step('"Start free trial with this strategy" hands the strategy to the app, in a new tab', async () => {
    await page.getByRole('button', { name: 'Run dry run' }).click()
    const trial = page.getByRole('link', { name: /Start free trial with this strategy/ })
    await expect(trial).toHaveAttribute('target', '_blank')
    const href = (await trial.getAttribute('href')) ?? ''
    expect(href.startsWith(new URL(site.appUrl).origin)).toBe(true)
    expect(new URL(href).hash).toMatch(/^#s=v2\.[0-9a-z]+\.[\w-]+$/)
  })
})

// One load for three imports: the two with problems change nothing (each says so), so the export
// and its import back find the template as it opened. Each old test a step.
test('imports with problems name them and change nothing; an exported file imports back', async ({ page }) => {
  await openLab(page)

  await test.step('an import with problems lists every one, by node label, and keeps the work', async () => {
    const broken = JSON.stringify(defaultTemplate.strategy)
      .replace(
        '"fact":"minutesToClose","op":"between","value":90',
        '"fact":"minutesToClose","op":"between","value":"ninety"',
      )
      .replace('"quantity":1', '"quantity":0')
    await page
      .getByLabel('Import JSON')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(broken) })
    // Read out in the assertive region, and listed on the page.
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(
      'broken.json was not imported: This is not a strategy the Lab can open: 2 problems.',
    )
    await expect(alert).toContainText('the condition “Minutes to the close between ? and 360”')
    const listed = page.getByRole('list', { name: 'Problems' }).getByRole('listitem')
    await expect(listed).toHaveCount(2)
    await expect(listed.first()).toContainText('the condition “Minutes to the close between ? and 360”')
    await expect(listed.nth(1)).toContainText('the order “Vertical credit spread”')
    await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toBeVisible()
    await expectNoAxeViolations(page, 'import problems', '#workbench')

    await page
      .getByLabel('Import JSON')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') })
    await expect(page.getByRole('alert')).toContainText('notes.json was not imported')
  })

  await test.step('an import with a structural problem names it in words, not the library’s', async () => {
    const { root: _root, ...noTree } = defaultTemplate.strategy
    const rsi = JSON.stringify(defaultTemplate.strategy).replace(/"fact":"\w+"/, '"fact":"rsi"')
    await page.getByLabel('Import JSON').setInputFiles({
      name: 'no-tree.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(noTree)),
    })
    await expect(page.getByRole('alert')).toContainText('The file has no strategy tree')
    await expect(page.getByRole('alert')).not.toContainText(/Invalid key|Expected|undefined/)
    await page
      .getByLabel('Import JSON')
      .setInputFiles({ name: 'rsi.json', mimeType: 'application/json', buffer: Buffer.from(rsi) })
    await expect(page.getByRole('alert')).toContainText('Unknown condition “rsi”; the Lab knows: Time of day (ET),')
    await expect(page.getByRole('alert')).not.toContainText(/Invalid type|Expected|received/)
    await expectNoAxeViolations(page, 'import error in words', '#workbench')
  })

  await test.step('an exported file carries the scenario, and imports back with it', async () => {
    await market(page).getByRole('spinbutton', { name: 'VIX' }).fill('31')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export JSON' }).click()
    const file = await (await download).path()
    const { readFile } = await import('node:fs/promises')
    const { gunzipSync } = await import('node:zlib')
    // Exported gzipped (link-codec.ts): any unzip tool gives the JSON back.
    const saved = JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as {
      scenario: { market: { vix: number } }
    }
    expect(saved.scenario.market.vix).toBe(31)

    await market(page).getByRole('spinbutton', { name: 'VIX' }).fill('15')
    await page.getByLabel('Import JSON').setInputFiles(file)
    await expect(market(page).getByRole('spinbutton', { name: 'VIX' })).toHaveValue('31')
  })
})

test('/lab?template=<id> opens that template, and the library links there', async ({ page }) => {
  await openLab(page, labTemplatePath(other.id))
  await expect(page.getByRole('heading', { name: `Strategy: ${other.strategy.name}` })).toBeVisible()
  await expect(page).toHaveURL(/\/lab$/)
  const library = page.getByRole('link', { name: `Open in the Lab: ${defaultTemplate.name}` })
  await expect(library).toHaveAttribute('href', labTemplatePath(defaultTemplate.id))
  await library.click()
  await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toBeVisible()
  await expect(page).toHaveURL(/\/lab$/)
  await expect(page.locator('#workbench')).toBeInViewport()
})

test('an old #template= link still opens its template', async ({ page }) => {
  await openLab(page, `/lab#template=${other.id}`)
  await expect(page.getByRole('heading', { name: `Strategy: ${other.strategy.name}` })).toBeVisible()
})
