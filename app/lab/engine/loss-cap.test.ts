import { describe, expect, it } from 'vitest'
import { evaluate } from './evaluate'
import { walk } from './model'
import { stopGap } from './order-fields'
import { parseStrategyFile } from './parse'
import { defaultTemplate, templates } from './templates'

/** The 0-DTE template at 2 lots counting at the stop (× the offered gap multiple), after today's closes. */
function twoLotsAfterALoss(realizedPnlToday: number) {
  const { strategy, scenario } = structuredClone(defaultTemplate)
  for (const node of walk(strategy.root)) if (node.kind === 'open') node.quantity = 2
  strategy.risk = { ...strategy.risk, stopGapMultiple: stopGap.suggested }
  scenario.account = { ...scenario.account, realizedPnlToday }
  return { strategy, scenario }
}

const template = (id: string) => {
  const found = templates.find((item) => item.id === id)
  if (!found) throw new Error(id)
  return structuredClone(found)
}

describe('the daily loss cap counts a position at its stop when the rules say so', () => {
  it('lets the 0-DTE template’s next 2 lots through after a $45 loss, their 200% stop capping the loss near $44 a spread; at a multiple of 0 the full width blocks them', () => {
    const { strategy, scenario } = twoLotsAfterALoss(-45)
    const { outcome } = evaluate(strategy, scenario)
    if (outcome.kind !== 'order') throw new Error(outcome.kind)
    expect(outcome.ticket.maxLossTowardCap).toBe(956)
    expect(outcome.ticket.capCount.dollars).toBe(132)
    expect(outcome.ticket.notes).toContain(
      'Counted toward the daily loss cap at the stop: $132, the $88 loss at the $0.66 stop × 1.5 for a fill past it, not the $956 max loss.',
    )
    // At a gap multiple of 0 it counts the full width, as before, and its reason says so.
    strategy.risk = { ...strategy.risk, stopGapMultiple: 0 }
    expect(evaluate(strategy, scenario).outcome).toMatchObject({
      kind: 'blocked',
      rule: 'dailyLossCap',
      reason:
        'Daily loss cap: today’s realized loss of $45, plus $0 the open positions can still lose, plus this order’s max loss of $956 is $1,001, over the $1,000 cap.',
    })
  })

  it('names the stop in the cap’s reason when the stop count is what passes the cap', () => {
    const { strategy, scenario } = twoLotsAfterALoss(-900)
    expect(evaluate(strategy, scenario).outcome).toMatchObject({
      kind: 'blocked',
      rule: 'dailyLossCap',
      reason:
        'Daily loss cap: today’s realized loss of $900, plus $0 the open positions can still lose, plus this order’s $132 at its stop (the $88 loss at the $0.66 stop × 1.5 for a fill past it) is $1,032, over the $1,000 cap.',
    })
  })
})

describe('a realized-loss limit of its own', () => {
  it('stops opening once today’s closes have lost $500, whatever the open risk', () => {
    const { strategy, scenario } = twoLotsAfterALoss(-500)
    strategy.risk = { ...strategy.risk, dailyLossCap: 0, realizedLossLimit: 500 }
    expect(evaluate(strategy, scenario).outcome).toMatchObject({
      kind: 'blocked',
      rule: 'realizedLossLimit',
      reason:
        'Realized loss limit: today’s realized loss of $500 has reached the $500 limit, so no new position opens today.',
    })
    scenario.account = { ...scenario.account, realizedPnlToday: -499 }
    expect(evaluate(strategy, scenario).outcome.kind).toBe('order')
  })

  it('loads a file saved before these rules: full max losses counted, no realized-loss limit', () => {
    const saved = structuredClone(defaultTemplate.strategy) as unknown as { risk: Record<string, unknown> }
    delete saved.risk.stopGapMultiple
    delete saved.risk.realizedLossLimit
    const parsed = parseStrategyFile(JSON.stringify(saved))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.value.strategy.risk).toMatchObject({ stopGapMultiple: 0, realizedLossLimit: 0 })
  })
})

describe('a covered call counts the shares’ downside', () => {
  it('counts the assigned shares’ basis less the call’s premium, not $0', () => {
    const wheel = template('wheel')
    wheel.scenario.account = { ...wheel.scenario.account, sharesHeld: 100, costBasis: 225 }
    const { outcome } = evaluate(wheel.strategy, wheel.scenario)
    if (outcome.kind !== 'order') throw new Error(outcome.kind)
    expect(outcome.ticket.structure).toBe('covered-call')
    expect(outcome.ticket.maxLossTowardCap).toBe(Math.round((225 - outcome.ticket.limit) * 100))
    expect(outcome.ticket.maxLossTowardCap).toBeGreaterThan(20_000)
  })
})
