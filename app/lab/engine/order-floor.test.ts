import { describe, expect, it } from 'vitest'
import { evaluate } from './evaluate'
import { type OpenAction, walk } from './model'
import { parseStrategyFile } from './parse'
import { defaultTemplate } from './templates'
import { addToBranch, newNode } from './tree-ops'

const zeroDte = () => structuredClone(defaultTemplate)
const opens = (root: Parameters<typeof walk>[0]) =>
  [...walk(root)].filter((node): node is OpenAction => node.kind === 'open')

/**
 * The 0-DTE template with its guard on the minutes to the close opened up, its minimum credit
 * cleared and its window to 16:00: what a trader gets who removes them, at 12:55 ET on the day
 * after Thanksgiving (13:00 ET early close).
 */
function unguarded() {
  const { strategy, scenario } = zeroDte()
  for (const node of walk(strategy.root)) {
    if (node.kind === 'open') node.minCreditPercent = 0
    if (node.kind === 'test' && node.fact === 'minutesToClose') {
      node.value = 0
      node.upper = 390
    }
  }
  strategy.risk = { ...strategy.risk, window: { start: '09:45', end: '16:00' } }
  scenario.market = { ...scenario.market, date: '2026-11-27', time: '12:55' }
  return { strategy, scenario }
}

describe('an order whose fees take too much of what it can make', () => {
  it('is not sent at 12:55 on an early-close day with no minimum credit: $2 of max profit, $2.60 of fees', () => {
    const { strategy, scenario } = unguarded()
    expect(evaluate(strategy, scenario).outcome).toEqual({
      kind: 'skipped',
      nodeId: 'n9',
      reason:
        'Max fees: $2.60 of fees to open and close ($1.30 each way) is 130% of the $2 max profit, over the 25% limit, so no order is sent.',
    })
  })

  it('is sent when the rule is 0 (none), with the figures the rule would have read', () => {
    const { strategy, scenario } = unguarded()
    strategy.risk = { ...strategy.risk, maxFeePercent: 0 }
    const { outcome } = evaluate(strategy, scenario)
    if (outcome.kind !== 'order') throw new Error(outcome.kind)
    expect(outcome.ticket.limit).toBe(0.02)
    expect(outcome.ticket.math).toMatchObject({ maxProfit: 2, maxLoss: 498, fees: 1.3 })
  })

  it('lets the 0-DTE template’s own order through: its fees are under a quarter of its max profit', () => {
    const { strategy, scenario } = zeroDte()
    expect(strategy.risk.maxFeePercent).toBe(25)
    const { outcome } = evaluate(strategy, scenario)
    if (outcome.kind !== 'order') throw new Error(outcome.kind)
    const { fees, maxProfit } = outcome.ticket.math
    expect((2 * fees) / (maxProfit ?? 0)).toBeLessThan(0.25)
    // At a limit just above the fees' quarter it is the rule, not the price, that stops it.
    strategy.risk = { ...strategy.risk, maxFeePercent: Math.floor(((2 * fees) / (maxProfit ?? 1)) * 100) - 1 }
    expect(evaluate(strategy, scenario).outcome).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Max fees: /),
    })
  })

  it('holds a file saved before the rule to the floor every new strategy starts with', () => {
    const { strategy } = zeroDte()
    const saved = structuredClone(strategy) as unknown as { risk: Record<string, unknown> }
    delete saved.risk.maxFeePercent
    const parsed = parseStrategyFile(JSON.stringify(saved))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.value.strategy.risk.maxFeePercent).toBe(25)
  })
})

describe('a new Open node', () => {
  it('starts with the minimum credit the 0-DTE template sells at, 3% of the width', () => {
    const { strategy } = zeroDte()
    const templateMinimum = opens(strategy.root)[0]?.minCreditPercent
    expect(templateMinimum).toBe(3)
    const node = newNode('open', strategy)
    expect(node).toMatchObject({ kind: 'open', structure: 'credit-spread', minCreditPercent: templateMinimum })
  })

  it('put in an empty branch, does not sell the early-close penny spread', () => {
    const { strategy, scenario } = unguarded()
    // The ELSE of the minutes-to-close IF, emptied and given a new Open node.
    const guard = [...walk(strategy.root)].find((node) => node.kind === 'if')
    if (guard?.kind !== 'if') throw new Error('no IF')
    guard.onTrue = null
    const added = addToBranch(strategy, guard.id, 'onTrue', 'open')
    const node = opens(added.strategy.root).find((item) => item.id === added.newId)
    if (!node) throw new Error('not added')
    node.dte = 0
    node.strike = { by: 'delta', delta: 0.1 }
    added.strategy.risk = { ...added.strategy.risk, maxFeePercent: 0 }
    const { outcome } = evaluate(added.strategy, scenario)
    expect(outcome).toMatchObject({
      kind: 'skipped',
      reason: expect.stringMatching(/^Minimum credit \$0\.15: 3% of the \$5 width; the limit is \$0\.0\d/),
    })
  })
})
