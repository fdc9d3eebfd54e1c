import { describe, expect, it } from 'vitest'
import type { Evaluation } from '../engine/evaluate'
import type { ExitRule, TimelineEntry } from '../engine/replay'
import { replayHeadline } from './result-panel'

/** A timeline row with only what the headline reads: the strategy's decision, the closes, what stayed open. */
const row = (decision: Evaluation['outcome']['kind'] | null, closes: ExitRule[] = [], open?: string[]): TimelineEntry =>
  ({
    kind: open ? 'end' : 'alert',
    date: '2026-11-23',
    time: '10:00',
    price: 600,
    event: null,
    evaluation: decision ? ({ outcome: { kind: decision } } as Evaluation) : null,
    closes: closes.map((rule) => ({ rule, position: 'p', expiration: '2026-11-23', price: 1, text: 't' })),
    ...(open ? { open } : {}),
  }) as TimelineEntry

describe('replayHeadline', () => {
  it('counts the orders, the closes by rule, and what is open at the end', () => {
    const rows = [
      row('order'),
      row('order', ['takeProfit']),
      row('skipped'),
      row('order', ['stopLoss']),
      row('order'),
      row('order', ['takeProfit', 'takeProfit']),
      row(null, [], ['SPY put credit spread']),
    ]
    expect(replayHeadline(rows)).toBe('5 orders, 3 closed by take-profit, 1 by stop, 1 open at the end')
  })

  it('says so when nothing was ordered, and names a block by a risk rule', () => {
    expect(replayHeadline([row('skipped'), row('blocked'), row(null, [], [])])).toBe(
      'no orders, 1 blocked by a risk rule',
    )
  })

  it('names a single order and a close at expiry in the singular', () => {
    expect(replayHeadline([row('order'), row(null, ['expiry'], [])])).toBe('1 order, 1 closed by expiry')
  })
})
