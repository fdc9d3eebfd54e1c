import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { site } from '~/config/site'
import { brokerFinder, brokers, findBrokers, searchKey } from '~/content/brokers'
import { timings } from '~/content/site/timings'
import { BrokerFinder } from './broker-finder'
import { drawBrokersTable } from './brokers-table.server'

const names = (list: readonly { name: string }[]) => list.map((broker) => broker.name)
const live = brokers.filter((broker) => broker.options === true)
const pending = brokers.filter((broker) => broker.options !== true)
/** The table's words and cells, as the brokers page's loader draws them. */
const table = drawBrokersTable()

describe('findBrokers', () => {
  it('forgives case, spaces and punctuation', () => {
    expect(searchKey(' Trade-Station! ')).toBe('tradestation')
    expect(names(findBrokers(brokers, 'charles schwab', 'all'))).toEqual(['Charles Schwab'])
    expect(names(findBrokers(brokers, 'Schwab', 'all'))).toEqual(['Charles Schwab'])
    expect(names(findBrokers(brokers, 'trade station', 'all'))).toEqual(['TradeStation'])
    expect(names(findBrokers(brokers, 'TRADESTATION', 'all'))).toEqual(['TradeStation'])
    expect(names(findBrokers(brokers, 'light-speed', 'all'))).toEqual(['Lightspeed'])
  })

  it('filters by status, and an empty query keeps every broker of that status', () => {
    expect(names(findBrokers(brokers, '', 'all'))).toEqual(names(brokers))
    expect(names(findBrokers(brokers, '', 'supported'))).toEqual(names(live))
    expect(names(findBrokers(brokers, '', 'pending'))).toEqual(names(pending))
    expect(findBrokers(brokers, 'zzz', 'all')).toEqual([])
  })
})

function rowNames() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getByRole('rowheader')
        .textContent?.replace(/\(opens in a new tab\)/, '')
        .trim(),
    )
}

describe('BrokerFinder', () => {
  /** The status once typing has paused: waited for on the real clock, with room for a busy machine. */
  const spoken = (text: string) =>
    waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text), {
      timeout: timings.finderCountDelayMs * 10,
    })

  it('filters the rows as the visitor types and announces the count', async () => {
    const user = userEvent.setup()
    render(<BrokerFinder table={table} />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(brokerFinder.count(brokers.length, brokers.length))
    await user.type(screen.getByRole('searchbox', { name: brokerFinder.searchLabel }), 'trade station')
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(screen.getByRole('rowheader')).toHaveTextContent('TradeStation')
    await spoken(brokerFinder.count(1, brokers.length))
  })

  it('reads the count out once typing pauses, not on every keystroke', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      render(<BrokerFinder table={table} />)
      const status = screen.getByRole('status')
      const search = screen.getByRole('searchbox', { name: brokerFinder.searchLabel })
      fireEvent.change(search, { target: { value: 't' } })
      act(() => vi.advanceTimersByTime(timings.finderCountDelayMs - 1))
      // The next keystroke comes within the pause: the wait starts again, nothing read out meanwhile.
      fireEvent.change(search, { target: { value: 'tr' } })
      act(() => vi.advanceTimersByTime(timings.finderCountDelayMs - 1))
      expect(status).toHaveTextContent(brokerFinder.count(brokers.length, brokers.length))
      act(() => vi.advanceTimersByTime(1))
      expect(status).toHaveTextContent(brokerFinder.count(findBrokers(brokers, 'tr', 'all').length, brokers.length))
    } finally {
      vi.useRealTimers()
    }
  })

  it('filters by status with the radio group', async () => {
    const user = userEvent.setup()
    render(<BrokerFinder table={table} />)
    await user.click(screen.getByRole('radio', { name: 'Pending' }))
    expect(screen.getAllByRole('rowheader')).toHaveLength(pending.length)
    await spoken(brokerFinder.count(pending.length, brokers.length))
    await user.click(screen.getByRole('radio', { name: 'Supported' }))
    expect(screen.getAllByRole('rowheader')).toHaveLength(live.length)
    expect(rowNames()).toHaveLength(live.length)
  })

  it('says so when nothing matches, offers the support e-mail, and clearing brings every row back', async () => {
    const user = userEvent.setup()
    render(<BrokerFinder table={table} />)
    const search = screen.getByRole('searchbox', { name: brokerFinder.searchLabel })
    await user.type(search, 'Robinhood')
    expect(screen.queryAllByRole('rowheader')).toEqual([])
    expect(screen.getByText(brokerFinder.noMatch)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: brokerFinder.notListed })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}?subject=${encodeURIComponent(brokerFinder.requestSubject)}`,
    )
    await spoken(brokerFinder.count(0, brokers.length))
    await user.clear(search)
    expect(screen.getAllByRole('rowheader')).toHaveLength(brokers.length)
    expect(screen.queryByText(brokerFinder.noMatch)).toBeNull()
  })
})
