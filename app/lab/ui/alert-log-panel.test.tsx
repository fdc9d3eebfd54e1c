import { readFileSync } from 'node:fs'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderLabAt, setUpLabTests } from './at-lab.test-support'

setUpLabTests()

/**
 * "Replay my alert log" in the workbench: the example log the site serves replayed row by row, a
 * pasted log, and a broken one refused by line and column with nothing changed. jsdom has no
 * Worker: the log is read in the page here (read-files.ts) by the worker’s own replies (at-lab.test-support.tsx).
 */

// Tests run from the project's root.
const exampleLog = readFileSync('public/lab/example-alert-log.csv', 'utf8')

const at = renderLabAt

const status = () => document.querySelector('[data-live="status"]') as Element
const alertRegion = () => document.querySelector('[data-live="alert"]') as Element
const logGroup = () => screen.getByRole('group', { name: 'Your alert log' })

describe('your alert log', { timeout: 30_000 }, () => {
  it('replays a chosen log, a row per alert with its time, name, line and message, and says what it read', async () => {
    const user = userEvent.setup()
    at('/lab?template=spy-momentum')
    await user.upload(within(logGroup()).getByLabelText('Replay my alert log'), new File([exampleLog], 'alerts.csv'))
    await waitFor(() =>
      expect(status()).toHaveTextContent('Replaying 9 alerts from alerts.csv, 1 of them unread (each row says why).'),
    )
    const heading = await screen.findByRole('heading', {
      name: 'Replay of your alert log, alerts.csv: 2 orders, 1 closed by exit alert, 1 open at the end',
    })
    const region = heading.closest('section') as HTMLElement
    const rows = await within(region).findAllByRole('listitem')
    const alertRows = rows.filter((row) => /\(line \d+\)/.test(row.textContent ?? ''))
    expect(alertRows).toHaveLength(9)
    expect(alertRows[1]).toHaveTextContent(
      /^10:42 ET\s*SPY VWAP reclaim \(line 9\): buy SPY @ 601\.50“\{ "ticker": "SPY"/,
    )
    expect(alertRows[1]).toHaveTextContent('Order: Vertical debit spread buy 603C / sell 608C')
    expect(alertRows[6]).toHaveTextContent('Thanksgiving Day')
    expect(within(region).getByText(/^Your alert log, alerts\.csv/)).toBeInTheDocument()
    // No made-up path here: its label and the path's fill rules are not shown.
    expect(region).not.toHaveTextContent('Synthetic session')
    expect(region).toHaveTextContent('once an alert’s price reaches it')
  })

  it('replays pasted alerts', async () => {
    const user = userEvent.setup()
    at('/lab?template=spy-momentum')
    await user.click(within(logGroup()).getByText('Paste alerts instead'))
    await user.click(within(logGroup()).getByLabelText(/^Alerts, one a line/))
    await user.paste('2026-11-23 10:42 {"ticker":"SPY","action":"buy","price":601.50}')
    await user.click(within(logGroup()).getByRole('button', { name: 'Replay pasted alerts' }))
    expect(
      await screen.findByRole('heading', { name: /^Replay of your alert log, pasted alerts: 1 order/ }),
    ).toBeInTheDocument()
  })

  it('refuses a broken log by its line and column, and replays nothing', async () => {
    const user = userEvent.setup()
    at('/lab?template=spy-momentum')
    const broken =
      'Alert ID,Ticker,Name,Description,Time\n1,SPY,A,"{""ticker"":""SPY"",""action"":""buy""}",yesterday\n'
    await user.upload(within(logGroup()).getByLabelText('Replay my alert log'), new File([broken], 'broken.csv'))
    await waitFor(() =>
      expect(alertRegion()).toHaveTextContent(/^broken\.csv was not replayed: Line 2, column “Time”: /),
    )
    expect(within(logGroup()).getByText(/^broken\.csv was not replayed: Line 2, column “Time”/)).toBeVisible()
    expect(screen.queryByRole('heading', { name: /^Replay of your alert log/ })).toBeNull()
  })
})
