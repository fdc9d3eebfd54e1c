import type { Page } from '@playwright/test'
import { defaultTemplate } from '~/lab/engine/templates'
import { expect, gotoHydrated, test } from '../support/fixtures'

// docs/requirements.md#strategy-lab: the Lab's text as a trader reads it, before and after a run.

const workbench = (page: Page) => page.locator('#workbench')
const result = (page: Page) => page.getByRole('region', { name: 'Dry-run result' })

/** /lab with its workbench mounted (it loads after the page has hydrated). */
async function openLab(page: Page) {
  await gotoHydrated(page, '/lab')
  await expect(workbench(page).getByRole('group', { name: 'Strategy tree' })).toBeVisible()
}

/**
 * Each days-to-expiry figure shown on the page ("0-DTE", "0 DTE"), with how many lines it is drawn
 * on. The page's text is read as one string, so a figure split over text nodes ("{dte} DTE") is
 * found too; text in a closed disclosure, a select or a script is not shown, so not read.
 */
const dteFigures = () => {
  const nodes: { node: Text; start: number }[] = []
  let all = ''
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('details:not([open]) > :not(summary), script, style, select')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: all.length })
    all += (node as Text).data
  }
  const at = (index: number): [Text, number] => {
    const found = nodes.findLast((item) => item.start <= index) ?? nodes[0]
    if (!found) throw new Error('The page has no text.')
    return [found.node, Math.min(index - found.start, found.node.length)]
  }
  return [...all.matchAll(/\d+[- ]DTE/g)]
    .map((match) => {
      const start = match.index ?? 0
      const range = document.createRange()
      range.setStart(...at(start))
      range.setEnd(...at(start + match[0].length))
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      )
      return { text: match[0], context: all.slice(Math.max(0, start - 40), start + 20), lines: tops.size }
    })
    .filter((figure) => figure.lines > 0)
}

/** At `width` px, every days-to-expiry figure on one line: on the Lab as it opens, and after a run. */
async function expectDteFiguresOnOneLine(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await openLab(page)
  const before = await page.evaluate(dteFigures)
  // The library, the example, the strategy's name and its open node all name one.
  expect(before.length).toBeGreaterThan(3)
  expect(before.filter((figure) => figure.lines !== 1)).toEqual([])

  await page.getByRole('button', { name: 'Run dry run' }).click()
  await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
  const after = await page.evaluate(dteFigures)
  expect(after.length).toBeGreaterThan(before.length)
  expect(after.filter((figure) => figure.lines !== 1)).toEqual([])
}

test.describe('The Lab’s text', () => {
  for (const width of [320, 375]) {
    test(`every days-to-expiry figure stays on one line at ${width} px, before and after a run`, async ({ page }) =>
      expectDteFiguresOnOneLine(page, width))
  }

  // At the desktop's width, one load for three reads of the Lab's text, each after a run of the
  // template as it opens (each old test a step; the first needs the Lab before any run).
  test('at 1280 px: the days-to-expiry figures, the tabular figures and the chat posts, run after run', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await test.step('every days-to-expiry figure stays on one line at 1280 px, before and after a run', () =>
      expectDteFiguresOnOneLine(page, 1280))

    await test.step('figures are tabular only where they line up in columns; words keep their own spacing', async () => {
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
      const numeric = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => getComputedStyle(element).fontVariantNumeric)
      await expect(workbench(page)).toHaveCSS('font-variant-numeric', 'normal')
      await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toHaveCSS(
        'font-variant-numeric',
        'normal',
      )
      await expect(result(page).getByRole('heading', { name: 'Dry-run result' })).toHaveCSS(
        'font-variant-numeric',
        'normal',
      )
      const legs = result(page).getByRole('table', { name: 'Order legs' })
      const strike = legs.getByRole('row').nth(1).getByRole('cell').nth(2)
      expect(await numeric(strike)).toBe('tabular-nums')
      const maxLoss = result(page)
        .locator('dt', { hasText: /^Max loss$/ })
        .locator('+ dd')
      expect(await numeric(maxLoss)).toBe('tabular-nums')
    })

    await test.step('the Discord and Telegram posts show as the apps do, with the raw text to copy', async () => {
      await page.getByRole('button', { name: 'Run dry run' }).click()
      const discord = result(page).locator('figure', { has: page.getByText('Discord post', { exact: true }) })
      await expect(discord).toBeVisible()
      const firstLine = discord.locator('p').first()
      await expect(firstLine.locator('strong')).toHaveText(
        /^SPY · 1 × put credit spread \(2 legs, 2 contracts\) · exp /,
      )
      await expect(discord.locator('p')).not.toContainText(['**'])
      await discord.getByText('Raw text, as sent').click()
      await expect(discord.locator('pre')).toContainText('**SPY · 1 × put credit spread')
      await discord.getByRole('button', { name: 'Copy the Discord post’s text' }).click()
      await expect(discord.getByText('Copied')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await discord.locator('pre').textContent())
    })
  })
})
