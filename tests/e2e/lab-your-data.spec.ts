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
 * A trader's own data in the Lab, in a real browser against the production build, at phone and
 * desktop widths. "Use my option chain": a chain read in a Web Worker that loads only then, with
 * nothing sent anywhere; the keyboard and screen-reader path through loading it, running and
 * replaying; a broken file named by line and column. "Replay my alert log": a TradingView export
 * read in the same worker and replayed through the strategy, by keyboard, with a chain loaded
 * beside it; a broken log named by line and column. axe and HTML_CodeSniffer clean in each state.
 */

const chainGroup = (page: Page) => page.getByRole('group', { name: 'Your option chain' })
const logGroup = (page: Page) => page.getByRole('group', { name: 'Your alert log' })
const status = (page: Page) => page.locator('[data-live="status"]')
const alertRegion = (page: Page) => page.locator('[data-live="alert"]')
const exampleChain = 'public/lab/example-chain-side-by-side.csv'

test.describe('your option chain', bothWidths, () => {
  test('is read off the main thread by code that loads only then, and sent nowhere', async ({ page }) => {
    const requests: { method: string; url: string; body: string | null }[] = []
    page.on('request', (request) =>
      requests.push({ method: request.method(), url: request.url(), body: request.postData() }),
    )
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await gotoHydrated(page, '/lab?template=put-credit-spread-45')
    await openLabPart(page, 'Your option chain')
    await expect(chainGroup(page)).toBeVisible()
    expect(requests.filter((request) => /chain/.test(request.url))).toEqual([])
    const before = requests.length

    await chainGroup(page).getByLabel('Use my option chain').setInputFiles(exampleChain)
    await expect(status(page)).toContainText('Chain loaded: example-chain-side-by-side.csv, 1,458 contracts')
    expect(workers).toEqual([expect.stringMatching(/\/assets\/file-worker-[\w-]+\.js$/)])
    const after = requests.slice(before)
    const origin = new URL(page.url()).origin
    // The worker's script, and nothing that carries the file: no request but GETs of our own files.
    expect(after.map((request) => new URL(request.url).pathname)).toContain(new URL(workers[0] ?? '').pathname)
    for (const request of after) {
      expect(request.method).toBe('GET')
      expect(request.body).toBeNull()
      expect(new URL(request.url).origin).toBe(origin)
      expect(request.url).not.toMatch(/601\.22|example-chain/)
    }
  })

  test('loads, runs and replays by keyboard, each step said', async ({ page }) => {
    const fileChooser = nextFileChooser(page)
    await gotoHydrated(page, '/lab?template=put-credit-spread-45')
    // On a phone the panel is behind its disclosure: opened by the keyboard.
    await openLabPart(page, 'Your option chain', 'keyboard')
    // From the replay's path, Shift+Tab goes back through the panel: the paste disclosure, the two
    // example files, then the file chooser.
    await page.getByLabel('Market path').focus()
    for (const name of ['Paste a chain instead', /calls and puts side by side/, 'one row per contract']) {
      await page.keyboard.press('Shift+Tab')
      await expect(page.locator(':focus')).toHaveAccessibleName(name)
    }
    await page.keyboard.press('Shift+Tab')
    // The same control all along: its label says "Use another chain file" once one is loaded.
    const chooser = chainGroup(page).locator('input[type=file]')
    await expect(chooser).toBeFocused()
    await expect(chooser).toHaveAccessibleName('Use my option chain')
    // Its name says what it does and where to find examples.
    await expect(chooser).toHaveAccessibleDescription(/Or drop the file here\. CSV, up to 8 MB\./)
    await page.keyboard.press('Space')
    await (await fileChooser).setFiles(exampleChain)
    await expect(status(page)).toContainText(
      'Chain loaded: example-chain-side-by-side.csv, 1,458 contracts, 9 expirations from 2026-11-23 to 2027-01-15. The scenario’s date and time are now the quote’s, 10:42 ET on 2026-11-23. The underlying price is now the file’s, $601.22.',
    )
    await expect(chooser).toBeFocused()
    await expect(chooser).toHaveAccessibleName('Use another chain file')

    await page.keyboard.press('Alt+r')
    const result = page.getByRole('region', { name: /^Dry-run result: order/ })
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused()
    await expect(result).toContainText(
      'From your chain, example-chain-side-by-side.csv, quoted 10:42 ET on 2026-11-23.',
    )
    await expect(result.getByRole('table', { name: 'Order legs' }).getByRole('columnheader')).toHaveText([
      'Side',
      'Option',
      'Strike',
      'IV',
      'Delta',
      'Mid (bid × ask)',
    ])
    await expect(result).toContainText('Natural price')

    // The replay of the sample session runs beside the chain, and lands focus on its result too.
    await page.getByRole('button', { name: 'Replay sample session' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: /^Replay/ }).getByRole('heading', { level: 2 })).toBeFocused()

    // Put away by keyboard: focus goes to the chooser, not lost with the button.
    await chainGroup(page).getByRole('button', { name: 'Stop using example-chain-side-by-side.csv' }).focus()
    await page.keyboard.press('Enter')
    await expect(status(page)).toContainText('Chain removed: tickets are priced from the model again.')
    await expect(chooser).toBeFocused()
    await expect(chooser).toHaveAccessibleName('Use my option chain')
  })

  test('a broken file is refused by line and column, and the work is unchanged', async ({ page }) => {
    await gotoHydrated(page, '/lab?template=put-credit-spread-45')
    await openLabPart(page, 'Your option chain')
    const price = await page.getByLabel('Underlying price').inputValue()
    await chainGroup(page)
      .getByLabel('Use my option chain')
      .setInputFiles({
        name: 'broken.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Expiration,Strike,Type,Bid,Ask\n2026-12-07,580,put,1.40,1.46\n2026-12-07,585,put,2.10\n'),
      })
    const message = 'broken.csv was not loaded: Line 3'
    await expect(alertRegion(page)).toContainText(message)
    await expect(chainGroup(page).getByText(message)).toBeVisible()
    await expect(page.getByLabel('Underlying price')).toHaveValue(price)
    await expectNoAxeViolations(page, 'a chain refused', '#workbench')
    expect(await htmlcsErrors(page), 'a chain refused').toEqual([])
  })

  test('axe and HTML_CodeSniffer find nothing with a chain loaded, nor on its ticket', async ({ page }) => {
    await gotoHydrated(page, '/lab?template=put-credit-spread-45')
    await openLabPart(page, 'Your option chain')
    await chainGroup(page).getByLabel('Use my option chain').setInputFiles(exampleChain)
    await expect(status(page)).toContainText('Chain loaded')
    await chainGroup(page).getByText('Paste a chain instead').click()
    await expectNoAxeViolations(page, 'a chain loaded', '#workbench')
    expect.soft(await htmlcsErrors(page), 'a chain loaded').toEqual([])
    await page.getByRole('button', { name: 'Run dry run' }).click()
    await expect(page.getByRole('region', { name: /^Dry-run result: order/ })).toContainText('From your chain')
    await expectNoAxeViolations(page, 'a ticket from the chain', '#workbench')
    expect(await htmlcsErrors(page), 'a ticket from the chain').toEqual([])
  })
})

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
    await expect(alertRegion(page)).toContainText('broken.csv was not replayed: Line 2, column “Time”')
    await expect(page.getByRole('region', { name: /^Replay of your alert log/ })).toHaveCount(0)
    await expectNoAxeViolations(page, 'a log refused', '#workbench')
  })
})
