import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readAlertLog } from './alert-log'
import { replayAlertLog } from './alert-log-replay'
import { readChain } from './chain-file'
import type { Strategy } from './model'
import type { TimelineEntry } from './replay'
import { spyMomentum } from './templates-directional'
import { numbered, open } from './tree-builders'

/**
 * The replay of a trader's own alert log, decision by decision: the example log the site serves
 * (public/lab/example-alert-log.csv), with its alert before the open, its holiday, its early
 * close, its message with no price and the one the Lab cannot read; the same log priced from a
 * chain; and a position settled at its expiry on the last price the log gave.
 */

const read = (text: string) => {
  const log = readAlertLog(text, 'log.csv')
  if (!log.ok) throw new Error(log.problem.message)
  return log.alerts
}
const exampleLog = read(readFileSync('public/lab/example-alert-log.csv', 'utf8'))
const chain = readChain(readFileSync('public/lab/example-chain.csv', 'utf8'), 'example-chain.csv')
if (!chain.ok) throw new Error(chain.problem.message)
const quotes = { chain: chain.chain, maxSpreadPercent: 25 }

/** Each row as the timeline shows it: when, the log's line, the decision and its words, the closes. */
const decisions = (rows: readonly TimelineEntry[]) =>
  rows.map((row) => {
    const outcome = row.evaluation?.outcome
    return [
      `${row.kind} ${row.date} ${row.time}`,
      row.logged?.line ?? null,
      outcome === undefined
        ? null
        : outcome.kind === 'order'
          ? `order ${outcome.ticket.legs.map((leg) => `${leg.side} ${leg.strike} ${leg.right}`).join(', ')}, expiring ${outcome.ticket.expiration}`
          : outcome.kind === 'invalid'
            ? 'invalid'
            : `${outcome.kind}: ${'reason' in outcome ? outcome.reason : ''}`,
      row.closes.map((close) => `${close.rule}: ${close.text}`),
    ]
  })

describe('the example log, replayed through the SPY momentum template', () => {
  const rows = replayAlertLog(spyMomentum.strategy, exampleLog, spyMomentum.scenario)

  it('decides each alert at its own time, on the calendar, and says why for every skip', () => {
    expect(decisions(rows)).toEqual([
      [
        'alert 2026-11-23 09:12',
        15,
        'skipped: The market is closed: 09:12 ET is before the 09:30 ET open. No order is sent.',
        [],
      ],
      ['alert 2026-11-23 10:42', 9, 'order buy 603 call, sell 608 call, expiring 2026-12-07', []],
      [
        'alert 2026-11-23 15:31',
        8,
        'close: The alert says exit.',
        [
          'exitAlert: Closed 2 × call debit spread expiring 2026-12-07, the alert says exit: sold at $2.46 (simulated).',
        ],
      ],
      [
        'alert 2026-11-24 11:05',
        7,
        'skipped: The alert carries no price, and no chain with the underlying’s price is loaded: nothing was run.',
        [],
      ],
      ['alert 2026-11-25 13:20', 6, 'skipped: The alert says sell; this strategy starts on buy alerts only.', []],
      [
        'alert 2026-11-25 14:00',
        5,
        'skipped: The message is not JSON, nor TradingView’s strategy order message, nor plain words naming buy, sell, exit or close, so the Lab reads no action in it. Nothing was run.',
        [],
      ],
      [
        'alert 2026-11-26 11:00',
        4,
        'skipped: The market is closed: Thursday, November 26, 2026 is a market holiday: Thanksgiving Day. No order is sent.',
        [],
      ],
      ['alert 2026-11-27 10:10', 3, 'order buy 604 call, sell 609 call, expiring 2026-12-11', []],
      [
        'alert 2026-11-27 13:45',
        2,
        'skipped: The market is closed: 13:45 ET is after the 13:00 ET early close (Day after Thanksgiving). No order is sent.',
        [],
      ],
      ['end 2026-11-27 13:45', null, null, []],
    ])
  })

  it('runs each alert at its own price, carries the message as the log has it, and ends where the log does', () => {
    const opened = rows[1]
    expect(opened?.price).toBe(601.5)
    expect(opened?.logged).toMatchObject({ line: 9, name: 'SPY VWAP reclaim' })
    expect(opened?.logged?.message).toContain('"action": "buy"')
    const end = rows.at(-1)
    expect(end?.reason).toBe(
      'The log ends with its alert on line 2, 2026-11-27 13:45 ET: a replay of a log stops where the log does.',
    )
    expect(end?.open).toEqual([
      '2 × call debit spread expiring 2026-12-11: Its take-profit sale at $3.57 and its stop at $1.67 were never reached: unfilled',
    ])
  })
})

describe('with a chain loaded', () => {
  const rows = replayAlertLog(spyMomentum.strategy, exampleLog, spyMomentum.scenario, quotes)

  it('prices each ticket from the chain, and runs an alert without a price at the chain’s', () => {
    const first = rows[1]?.evaluation?.outcome
    if (first?.kind !== 'order') throw new Error('the first buy alert did not order')
    expect(first.ticket.source?.words).toBe('From your chain, example-chain.csv, quoted 10:42 ET on 2026-11-23')
    expect(first.ticket.legs.every((leg) => leg.quote !== undefined)).toBe(true)
    // The strategy's own order message ("order sell @ 1 …") gives no price: the chain's underlying stands in.
    const sell = rows[3]
    expect(sell?.price).toBe(601.22)
    expect(sell?.evaluation?.outcome).toMatchObject({
      kind: 'skipped',
      reason: 'The alert says sell; this strategy starts on buy alerts only.',
    })
  })
})

describe('a position expiring between alerts', () => {
  const zeroDte: Strategy = {
    ...spyMomentum.strategy,
    root: numbered(
      open({
        structure: 'debit-spread',
        right: 'call',
        dte: 0,
        strike: { by: 'delta', delta: 0.5 },
        width: 5,
        quantity: 1,
        limitTicks: 0,
        notify: { discord: false, telegram: false },
      }),
    ),
    risk: { ...spyMomentum.strategy.risk, stopLossPercent: 0, takeProfitPercent: 0 },
  }
  const log = read(
    [
      '2026-11-23 10:00 {"ticker":"SPY","action":"buy","price":600.00}',
      '2026-11-23 14:30 {"ticker":"SPY","action":"buy","price":604.40}',
      '2026-11-24 10:00 {"ticker":"SPY","action":"buy","price":606.10}',
    ].join('\n'),
  )
  const rows = replayAlertLog(zeroDte, log, spyMomentum.scenario)

  it('settles at its expiry’s close on the last price the log gave that day, and says so', () => {
    const close = rows.find((row) => row.kind === 'close')
    expect(close).toMatchObject({ date: '2026-11-23', time: '16:00', price: 604.4 })
    expect(close?.closes).toHaveLength(2)
    for (const settled of close?.closes ?? []) {
      expect(settled.text).toMatch(
        /As the log gives no price at that close: settled at the last alert’s, \$604\.40 \(line 2, 14:30 ET\)\.$/,
      )
    }
    // The next day starts the account's day over: its entries count from zero.
    const next = rows.find((row) => row.date === '2026-11-24' && row.kind === 'alert')
    expect(next?.evaluation?.outcome.kind).toBe('order')
  })
})

describe('a strategy the log cannot run', () => {
  it('says so for a scheduled strategy, in one row', () => {
    const scheduled: Strategy = { ...spyMomentum.strategy, trigger: { kind: 'schedule', ticker: 'SPY', at: '10:00' } }
    const rows = replayAlertLog(scheduled, exampleLog, spyMomentum.scenario)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.reason).toBe(
      'This strategy runs on a schedule, at 10:00 ET, not on alerts: an alert log has nothing to run it on.',
    )
  })
})
