import type { Page } from '@playwright/test'
import {
  bothWidths,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  nextFileChooser,
  openLabPart,
  test,
} from '../support/fixtures'
import { htmlcsErrors } from '../support/htmlcs'

/**
 * "Replay my alert log" in a real browser, against the production build: a TradingView export read
 * in the Web Worker and replayed through the strategy, by keyboard, with a chain loaded beside it;
 * a broken log named by line and column; axe and HTML_CodeSniffer clean on the replay.
 */

const logGroup = (page: Page) => page.getByRole('group', { name: 'Your alert log' })
const status = (page: Page) => page.locator('[data-live="status"]')

test.describe('your alert log', bothWidths, () => {
  test('is chosen and replayed by keyboard, priced from a chain, and lands focus on its result', async ({ page }) => {
    const fileChooser = nextFileChooser(page)
    await gotoHydrated(page, '/lab?template=spy-momentum')
    await openLabPart(page, 'Your option chain')
    await page.getByLabel('Use my option chain').setInputFiles('public/lab/example-chain.csv')
    await expect(status(page)).toContainText('Chain loaded')
    await openLabPart(page, 'Your alert log', 'keyboard')

    // From the log's example link, Shift+Tab reaches its chooser.
    await logGroup(page).getByRole('link', { name: 'An example log' }).focus()
    await page.keyboard.press('Shift+Tab')
    const chooser = logGroup(page).getByLabel('Replay my alert log')
    await expect(chooser).toBeFocused()
    await page.keyboard.press('Space')
    await (await fileChooser).setFiles('public/lab/example-alert-log.csv')
    await expect(status(page)).toContainText('Replaying 9 alerts from example-alert-log.csv')

    const heading = page.getByRole('heading', { name: /^Replay of your alert log, example-alert-log\.csv: 2 orders/ })
    await expect(heading).toBeFocused()
    const region = page.getByRole('region', { name: /^Replay of your alert log/ })
    // The strategy's order message carries no price: the chain's underlying stands in, and the row says the alert's side.
    await expect(region.getByRole('listitem').filter({ hasText: '(line 7)' })).toContainText(
      'The alert says sell; this strategy starts on buy alerts only.',
    )
    await expectNoAxeViolations(page, 'an alert log replayed', '#workbench')
    expect(await htmlcsErrors(page), 'an alert log replayed').toEqual([])
  })

  test('a broken log is refused by line and column, and nothing is replayed', async ({ page }) => {
    await gotoHydrated(page, '/lab?template=spy-momentum')
    await openLabPart(page, 'Your alert log')
    await logGroup(page)
      .getByLabel('Replay my alert log')
      .setInputFiles({
        name: 'broken.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Alert ID,Ticker,Name,Description,Time\n1,SPY,A,"{""action"":""buy""}",soon\n'),
      })
    await expect(page.locator('[data-live="alert"]')).toContainText(
      'broken.csv was not replayed: Line 2, column “Time”',
    )
    await expect(page.getByRole('region', { name: /^Replay of your alert log/ })).toHaveCount(0)
    await expectNoAxeViolations(page, 'a log refused', '#workbench')
  })
})
