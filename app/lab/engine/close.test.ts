import { describe, expect, it } from 'vitest'
import { evaluate } from './evaluate'
import { multiplier } from './market'
import type { Scenario, Strategy } from './model'
import { belowFloor } from './order-floor'
import { templates } from './templates'
import { numbered, open } from './tree-builders'

/**
 * The session's real close (docs/requirements.md#strategy-lab): the 0-DTE template counts from the
 * day's close, 13:00 ET on an early-close day; the risk window's end keeps its distance before an
 * early close; no order at a zero mid or under the minimum credit; theta to the close for 0 DTE.
 */

const zeroDte = templates.find((template) => template.id === 'zero-dte-vwap')
if (!zeroDte) throw new Error('the 0-DTE template is missing')

const at = (date: string, time: string, base: Scenario = zeroDte.scenario): Scenario => ({
  ...base,
  market: { ...base.market, date, time },
})

/** A strategy that opens a 0-DTE SPY put credit spread on any alert, with the 0-DTE template's risk rules. */
const spreadOnly = (changes: { dollars?: number; minCreditPercent?: number; window?: [string, string] } = {}) => {
  const strategy: Strategy = {
    ...zeroDte.strategy,
    root: numbered(
      open({
        structure: 'credit-spread',
        right: 'put',
        dte: 0,
        strike:
          changes.dollars === undefined ? { by: 'delta', delta: 0.1 } : { by: 'offset', dollars: changes.dollars },
        width: 5,
        quantity: 1,
        limitTicks: 1,
        ...(changes.minCreditPercent === undefined ? {} : { minCreditPercent: changes.minCreditPercent }),
        notify: { discord: false, telegram: false },
      }),
    ),
  }
  // The window and the price floors are what is checked here; the fee rule has its own tests (order-floor.test.ts).
  strategy.risk = { ...strategy.risk, maxFeePercent: 0 }
  if (changes.window) strategy.risk = { ...strategy.risk, window: { start: changes.window[0], end: changes.window[1] } }
  return strategy
}

describe('the 0-DTE template near an early close', () => {
  it.each([
    ['2026-11-27', '12:45', 15, 'Day after Thanksgiving'],
    ['2026-11-27', '12:59', 1, 'Day after Thanksgiving'],
    ['2026-12-24', '12:45', 15, 'Christmas Eve'],
  ])('on %s at %s it sells nothing, naming the 13:00 ET early close', (date, time, left, why) => {
    const { outcome } = evaluate(zeroDte.strategy, at(date, time))
    expect(outcome).toMatchObject({
      kind: 'skipped',
      reason: `Minutes to the close ${left} min (to the 13:00 ET early close, ${why}) is not between 90 min and 360 min.`,
    })
  })

  it('still sells at the same clock time on a regular day, and stops 90 minutes before its 16:00 close', () => {
    expect(evaluate(zeroDte.strategy, at('2026-11-23', '12:45')).outcome.kind).toBe('order')
    expect(evaluate(zeroDte.strategy, at('2026-11-23', '14:30')).outcome.kind).toBe('order')
    expect(evaluate(zeroDte.strategy, at('2026-11-23', '14:31')).outcome).toMatchObject({
      kind: 'skipped',
      reason: 'Minutes to the close 89 min is not between 90 min and 360 min.',
    })
    // On the early-close day the last entry is 11:30 ET.
    expect(evaluate(zeroDte.strategy, at('2026-11-27', '11:30')).outcome.kind).toBe('order')
    expect(evaluate(zeroDte.strategy, at('2026-11-27', '11:31')).outcome.kind).toBe('skipped')
  })
})

describe('the risk rule’s trading window on an early-close day', () => {
  it('ends as long before the 13:00 ET close as it does before 16:00, and says so', () => {
    const strategy = spreadOnly({ window: ['09:45', '15:00'] })
    expect(evaluate(strategy, at('2026-11-23', '12:15')).outcome.kind).toBe('order')
    expect(evaluate(strategy, at('2026-11-27', '11:59')).outcome.kind).toBe('order')
    expect(evaluate(strategy, at('2026-11-27', '12:15')).outcome).toEqual(
      expect.objectContaining({
        kind: 'blocked',
        rule: 'window',
        reason:
          'Trading window: early close at 13:00 ET (Day after Thanksgiving): the window’s 15:00 ET end, 60 minutes before the regular close, becomes 12:00 ET, so no new orders after it; 12:15 ET is outside 09:45–12:00 ET.',
      }),
    )
  })

  it('leaves a window that ends before the early close as it is', () => {
    const strategy = spreadOnly({ window: ['09:45', '12:30'] })
    expect(evaluate(strategy, at('2026-11-27', '12:15')).outcome.kind).toBe('order')
    expect(evaluate(strategy, at('2026-11-27', '12:40')).outcome).toMatchObject({
      kind: 'blocked',
      reason: 'Trading window: 12:40 ET is outside 09:45–12:30 ET.',
    })
  })
})

describe('the price an order may go out at', () => {
  it('never sends a limit at or above a zero mid', () => {
    // $40 below a $601.20 SPY five minutes before the close: both puts are worth nothing in the model.
    const { outcome } = evaluate(spreadOnly({ dollars: 40 }), at('2026-11-23', '15:55'))
    expect(outcome).toMatchObject({ kind: 'skipped', nodeId: 'n1' })
    if (outcome.kind !== 'skipped') return
    expect(outcome.reason).toContain('$0.00 mid')
    expect(outcome.reason).toContain('no order is sent')
  })

  it('never sends a credit whose move toward a fill leaves nothing below the mid', () => {
    const { outcome } = evaluate(zeroDte.strategy, zeroDte.scenario)
    if (outcome.kind !== 'order') throw new Error('the 0-DTE template sends an order in its scenario')
    // A cent of mid, one tick toward a fill: $0.00, which the limit's $0.01 floor would put back at the mid.
    const cent = { ...outcome.ticket, mid: 0.01, limit: 0.01 }
    expect(belowFloor({ limitTicks: 1 }, cent)).toBe(
      'The $0.01 mid, moved toward a fill, leaves no credit: a limit of $0.01 would not be below the mid, so no order is sent.',
    )
    // At the mid, even asked for no ticks: a credit limit is never at its mid.
    expect(belowFloor({ limitTicks: 0 }, cent)).toBe(
      'The $0.01 mid, moved toward a fill, leaves no credit: a limit of $0.01 would not be below the mid, so no order is sent.',
    )
    expect(belowFloor({ limitTicks: 0 }, { ...cent, mid: 0.02 })).toBeNull()
  })

  it('states the minimum credit on the ticket, and skips a credit under it with the numbers', () => {
    const { outcome } = evaluate(zeroDte.strategy, zeroDte.scenario)
    expect(outcome.kind).toBe('order')
    if (outcome.kind !== 'order') return
    expect(outcome.ticket.notes).toContain('Minimum credit $0.15: 3% of the $5 width.')
    expect(outcome.ticket.limit).toBeGreaterThanOrEqual(0.15)

    const strict = evaluate(spreadOnly({ minCreditPercent: 10 }), zeroDte.scenario).outcome
    expect(strict).toMatchObject({ kind: 'skipped' })
    if (strict.kind !== 'skipped') return
    expect(strict.reason).toBe(
      `Minimum credit $0.50: 10% of the $5 width; the limit is $${outcome.ticket.limit.toFixed(2)} (the $${outcome.ticket.mid.toFixed(2)} mid), under it, so no order is sent.`,
    )
  })
})

describe('theta of a position that expires today', () => {
  it('is what the order as filled can still earn by the close, never above its max profit', () => {
    const { outcome } = evaluate(zeroDte.strategy, zeroDte.scenario)
    if (outcome.kind !== 'order') throw new Error('the 0-DTE template sends an order in its scenario')
    const { math, position, legs, limit, mid } = outcome.ticket
    // Both puts out of the money at the price now: held to the close, the spread keeps the credit
    // taken at its limit (a tick under the mid), not the model's mid.
    expect(legs.every((leg) => leg.strike < position.spot)).toBe(true)
    expect(limit).toBeLessThan(mid)
    expect(math.decayToExpiry).toBeCloseTo(limit * multiplier, 6)
    expect(math.decayToExpiry).toBeLessThanOrEqual(math.maxProfit ?? Number.POSITIVE_INFINITY)
    // A day's theta claims more than the session has left.
    expect(math.greeks.theta).toBeGreaterThan(mid * multiplier)
  })
})
