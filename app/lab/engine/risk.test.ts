import { describe, expect, it } from 'vitest'
import { evaluate } from './evaluate'
import { templates } from './templates'

const momentum = () => {
  const found = templates.find((item) => item.id === 'spy-momentum')
  if (!found) throw new Error('no momentum template')
  return structuredClone(found)
}

/** The momentum template's order with a $500 daily loss cap, from an account in the given state. */
function run(
  account: { realizedPnlToday?: number; openRisk?: number },
  risk: { dailyLossCap?: number; maxLossPerOrder?: number },
) {
  const { strategy, scenario } = momentum()
  strategy.risk = { ...strategy.risk, ...risk }
  scenario.account = { ...scenario.account, ...account }
  return evaluate(strategy, scenario).outcome
}

// See docs/requirements.md#strategy-lab: a day's loss as a trader caps it, and one order's loss apart from it.
describe('the daily loss cap counts realized loss, open risk and the order; the max loss per order is its own rule', () => {
  // The template's two 5-wide call debit spreads: their max loss is the debit paid, under $500.
  const order = run({}, { dailyLossCap: 0 })
  const maxLoss = order.kind === 'order' ? order.ticket.maxLossTowardCap : Number.NaN

  it('lets a two-spread order through a $500 cap on a fresh day: its max loss alone is under the cap', () => {
    expect(maxLoss).toBeGreaterThan(250)
    expect(maxLoss).toBeLessThan(500)
    expect(run({}, { dailyLossCap: 500 }).kind).toBe('order')
  })

  it('blocks a second two-spread order while the first is open: both could be lost today', () => {
    const outcome = run({ openRisk: maxLoss }, { dailyLossCap: 500 })
    expect(outcome).toMatchObject({ kind: 'blocked', rule: 'dailyLossCap' })
    expect(outcome.kind === 'blocked' && outcome.reason).toBe(
      `Daily loss cap: today’s realized loss of $0, plus $${maxLoss} the open positions can still lose, plus this order’s max loss of $${maxLoss} is $${(2 * maxLoss).toLocaleString('en-US')}, over the $500 cap.`,
    )
  })

  it('blocks an order that could carry the day’s realized loss past the cap, and a profit does not widen it', () => {
    expect(run({ realizedPnlToday: -(500 - maxLoss) }, { dailyLossCap: 500 }).kind).toBe('order')
    expect(run({ realizedPnlToday: -(501 - maxLoss) }, { dailyLossCap: 500 })).toMatchObject({
      kind: 'blocked',
      rule: 'dailyLossCap',
    })
    expect(run({ realizedPnlToday: 2000, openRisk: maxLoss }, { dailyLossCap: 500 }).kind).toBe('blocked')
  })

  it('the max loss per order looks at the order alone, whatever the day has done', () => {
    expect(run({ realizedPnlToday: -5000, openRisk: 5000 }, { dailyLossCap: 0, maxLossPerOrder: 500 }).kind).toBe(
      'order',
    )
    const outcome = run({}, { dailyLossCap: 0, maxLossPerOrder: maxLoss - 1 })
    expect(outcome).toMatchObject({ kind: 'blocked', rule: 'maxLossPerOrder' })
    expect(outcome.kind === 'blocked' && outcome.reason).toBe(
      `Max loss per order: this order can lose $${maxLoss}, over the $${maxLoss - 1} limit.`,
    )
  })

  it('the momentum template does not stack its spread on itself', () => {
    const { strategy, scenario } = momentum()
    scenario.account.positionsInTicker = 1
    expect(evaluate(strategy, scenario).outcome).toMatchObject({
      kind: 'skipped',
      reason: 'Open positions in this ticker 1 is not below 1.',
    })
  })
})
