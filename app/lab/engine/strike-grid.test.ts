import { describe, expect, it } from 'vitest'
import { evaluate } from './evaluate'
import { codeFor, decodeWork, encodeWork } from './link-codec'
import { walk } from './model'
import { scenarioFields } from './order-fields'
import { templates } from './templates'
import { validateScenario } from './validate'

/** The 45-day condor template with AAPL at $230 as its ticker: $5 wings at 0.16 delta asked. */
function aaplCondor(strikeInterval?: number) {
  const found = templates.find((item) => item.id === 'iron-condor-45')
  if (!found) throw new Error('no condor template')
  const { strategy, scenario } = structuredClone(found)
  strategy.trigger = { ...strategy.trigger, ticker: 'AAPL' }
  scenario.market = { ...scenario.market, price: 230, ...(strikeInterval === undefined ? {} : { strikeInterval }) }
  return { strategy, scenario }
}

const ticketOf = (strikeInterval?: number) => {
  const { strategy, scenario } = aaplCondor(strikeInterval)
  const { outcome } = evaluate(strategy, scenario)
  if (outcome.kind !== 'order' && outcome.kind !== 'blocked') throw new Error(outcome.kind)
  return outcome.ticket
}

describe('strikes on the standard listing grid, or at the interval the scenario says the chain lists', () => {
  it('says what the standard grid gave instead of $5 wings at 0.16 delta, and by how much', () => {
    const ticket = ticketOf()
    expect(ticket.legs.map((leg) => leg.strike)).toEqual([210, 220, 250, 260])
    expect(ticket.rules).toBe(
      'AAPL (stock): strikes $2.50 to $25, $5 to $200, $10 above (the standard listing grid); ticks $0.01 under $3, $0.05 from $3; American, settled in shares.',
    )
    expect(ticket.notes).toEqual([
      'Wings $10 apart, not the $5 asked (+$5): the grid has strikes $10 apart near $230.00; the max loss and buying power use the $10 width.',
      'Short put at the 220 strike: delta 0.22, not the 0.16 asked (+0.06), the nearest the grid’s strikes $10 apart near $230.00 allow.',
      'Short call at the 250 strike: delta 0.09, not the 0.16 asked (−0.07), the nearest the grid’s strikes $10 apart near $230.00 allow.',
      'Exits rounded to the $0.05 and $0.01 ticks, toward the trader’s side: stop-loss at $5.40 (a 200% loss on the $1.81 credit is a $5.43 buy-back); take-profit at $0.90 (50% of the $1.81 credit is a $0.905 buy-back).',
    ])
    // The risk figures are the $10 wings': two condors at $10 less the credit.
    expect(ticket.math.maxLoss).toBe(1638)
    expect(ticket.buyingPower).toBe(1638)
  })

  it('uses a $2.50 interval near the money when the scenario sets one: $5 wings, the deltas asked, about $700 at risk', () => {
    const ticket = ticketOf(2.5)
    expect(ticket.legs.map((leg) => leg.strike)).toEqual([212.5, 217.5, 245, 250])
    expect(ticket.rules).toBe(
      'AAPL (stock): $2.50 strikes near the money, as the scenario says your chain lists them (the standard listing grid: strikes $2.50 to $25, $5 to $200, $10 above); ticks $0.01 under $3, $0.05 from $3; American, settled in shares.',
    )
    // A $1.30 credit: the 200% stop ($3.90) and the 50% target ($0.65) sit on the ticks, so nothing is rounded.
    expect(ticket.notes).toEqual([])
    expect(ticket.math.maxLoss).toBe(740)
    expect(ticket.buyingPower).toBe(740)
  })

  it('carries the interval in links, still opens links without it, and says a bad one in the field’s words', async () => {
    const { strategy, scenario } = aaplCondor(2.5)
    const opened = await decodeWork(await encodeWork({ strategy, scenario }))
    if (!opened.ok) throw new Error(opened.message)
    expect(opened.value.scenario?.market.strikeInterval).toBe(2.5)

    const old = aaplCondor()
    const before = await decodeWork(codeFor({ strategy: old.strategy, scenario: old.scenario }))
    if (!before.ok) throw new Error(before.message)
    expect(before.value.scenario?.market.strikeInterval).toBeUndefined()
    expect(before.warnings).toEqual([])

    const bad = aaplCondor(-2.5).scenario
    expect(validateScenario(bad)).toEqual([
      expect.objectContaining({ field: 'market.strikeInterval', message: expect.stringMatching(/^Strike interval/) }),
    ])
    expect(scenarioFields.strikeInterval.label).toMatch(/standard listing grid/)
  })
})

describe('an Open node may ask to skip rather than trade other strikes than it asks for', () => {
  /** The condor's Open node set to skip off the grid. */
  function skipping(strikeInterval?: number) {
    const { strategy, scenario } = aaplCondor(strikeInterval)
    for (const node of walk(strategy.root)) if (node.kind === 'open') node.offGrid = 'skip'
    return { strategy, scenario }
  }

  it('skips, naming the width and the deltas it asked for and what the grid had', () => {
    const { strategy, scenario } = skipping()
    const { outcome } = evaluate(strategy, scenario)
    expect(outcome).toMatchObject({ kind: 'skipped', nodeId: 'n13' })
    expect(outcome.kind === 'skipped' && outcome.reason).toBe(
      'Not sent: the Open node skips rather than trade strikes other than those it asks for. ' +
        'Wings $10 apart, not the $5 asked (+$5): the grid has strikes $10 apart near $230.00. ' +
        'Short put at the 220 strike: delta 0.22, not the 0.16 asked (+0.06), the nearest the grid’s strikes $10 apart near $230.00 allow. ' +
        'Short call at the 250 strike: delta 0.09, not the 0.16 asked (−0.07), the nearest the grid’s strikes $10 apart near $230.00 allow.',
    )
  })

  it('sends the order when the grid gives what it asks, and keeps the choice in links', async () => {
    const { strategy, scenario } = skipping(2.5)
    expect(evaluate(strategy, scenario).outcome.kind).toBe('order')
    const opened = await decodeWork(await encodeWork({ strategy, scenario }))
    if (!opened.ok) throw new Error(opened.message)
    const open = [...walk(opened.value.strategy.root)].find((node) => node.kind === 'open')
    expect(open).toMatchObject({ offGrid: 'skip' })
    // Without the choice, an Open node adjusts, as before.
    expect(evaluate(aaplCondor().strategy, aaplCondor().scenario).outcome.kind).not.toBe('skipped')
  })
})
