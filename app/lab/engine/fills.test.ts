import { describe, expect, it } from 'vitest'
import { closePrice, fillRules, hold, stopSlippageTicks } from './follow'
import type { Alert } from './model'
import type { PathChoice } from './paths'
import { replay } from './replay'
import type { SessionEvent } from './session'
import { defaultTemplate } from './templates'

/** An alert of a hand-made session. */
function alertAt(time: string, price: number, vwap: number, action: Alert['action'] = 'buy'): SessionEvent {
  return { time, alert: { ticker: 'SPY', action, price, message: `SPY ${time}` }, price, dayMovePercent: 0, vwap }
}

/** The 0-DTE template: at 13:00 with SPY at $600 it sells a $0.16 credit, take-profit $0.08, stop $0.48. */
const zeroDte = () => structuredClone(defaultTemplate)
/** A calm path between the hand-made alerts. */
const calm = (seed = 1): PathChoice => ({ name: 'calm', seed })

describe('fills as a broker fills', () => {
  it('fills a take-profit at $0.08 at $0.08, its limit, when the path jumps past it to $0.06', () => {
    const { strategy, scenario } = zeroDte()
    const timeline = replay(strategy, [alertAt('13:00', 600, 599), alertAt('13:01', 603, 600)], scenario, calm())
    const order = timeline[0]?.evaluation?.outcome
    expect(order?.kind === 'order' && [order.ticket.limit, order.ticket.takeProfit]).toEqual([0.16, 0.08])
    const close = timeline[1]?.closes[0]
    expect(close).toMatchObject({ rule: 'takeProfit', price: 0.08 })
    expect(close?.text).toBe(
      'Closed 1 × put credit spread expiring 2026-11-23, at 50% of max profit, a buy-back at $0.08 or less: bought back at $0.08, its limit price (the buy-back on the path had reached $0.06) (simulated).',
    )
  })

  it('never fills a take-profit better than its limit, whether the path creeps or jumps to it', () => {
    const fills = []
    for (let seed = 1; seed <= 6; seed++) {
      for (const jump of [601, 603, 606]) {
        const { strategy, scenario } = zeroDte()
        const events = [alertAt('13:00', 600, 599), alertAt('14:30', jump, 600)]
        const timeline = replay(strategy, events, scenario, calm(seed))
        fills.push(...timeline.flatMap((entry) => entry.closes.filter((close) => close.rule === 'takeProfit')))
      }
    }
    expect(fills.length).toBeGreaterThan(10)
    for (const close of fills) expect(close.price).toBe(0.08)
  })

  it('fills a stop through a gap at the gap’s price, plus the stated slippage, not at the stop’s level', () => {
    const { strategy, scenario } = zeroDte()
    // SPY gaps from $600 to $590 in a minute: no check between, the buy-back jumps past the $0.48 stop.
    const timeline = replay(
      strategy,
      [alertAt('13:00', 600, 599), alertAt('13:01', 590, 598, 'sell')],
      scenario,
      calm(),
    )
    const order = timeline[0]?.evaluation?.outcome
    if (order?.kind !== 'order') throw new Error('no order at 13:00')
    const gap = closePrice(hold(order.ticket), { date: '2026-11-23', minutes: 13 * 60 + 1, price: 590, iv: 18 })
    expect(gap).toBeGreaterThan(2)
    const close = timeline[1]?.closes[0]
    expect(close).toMatchObject({ rule: 'stopLoss', price: Math.round((gap + 0.01) * 100) / 100 })
    expect(stopSlippageTicks).toBe(1)
    expect(close?.text).toBe(
      `Closed 1 × put credit spread expiring 2026-11-23, at 200% of the $0.16 credit, a buy-back at $0.48 or more: bought back at $${(gap + 0.01).toFixed(2)}, the path’s $${gap.toFixed(2)} when the stop was touched plus 1 tick of slippage (simulated).`,
    )
  })

  it('says so when the path never reaches an exit: unfilled at the expiry', () => {
    const { strategy, scenario } = zeroDte()
    strategy.risk.takeProfitPercent = 0
    strategy.risk.stopLossPercent = 300
    // Far above the short put: the path never comes near the stop.
    const timeline = replay(strategy, [alertAt('13:00', 600, 599), alertAt('13:05', 606, 601)], scenario, calm())
    const expiry = timeline.find((entry) => entry.kind === 'close')?.closes[0]
    expect(expiry?.rule).toBe('expiry')
    expect(expiry?.text).toMatch(
      /: worthless, nothing to pay or receive \(\$0\.00\)\. Its stop at \$0\.64 was never reached: unfilled\.$/,
    )
  })

  it('states the rules in words', () => {
    expect(fillRules).toBe(
      'Fills as a broker fills them: an entry is a limit order at the ticket’s price and fills at that price; a take-profit is a resting limit order and fills at its limit price once the path’s price reaches it, never better; a stop becomes a market order once the path’s price touches it and fills at that price (through a gap, at the gap’s price) with 1 tick of slippage; an exit the path never reaches stays unfilled, and the replay says so.',
    )
  })
})
