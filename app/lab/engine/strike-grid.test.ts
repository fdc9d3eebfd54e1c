import { describe, expect, it } from 'vitest'
import { standardStrikes } from './contracts'
import { evaluate } from './evaluate'
import { codeFor, decodeWork, encodeWork } from './link-codec'
import { walk } from './model'
import { scenarioFields } from './order-fields'
import { templates } from './templates'
import { validateScenario } from './validate'

/** The 45-day condor template with a stock at $230 as its ticker (AAPL unless named): $5 wings at 0.16 delta asked. */
function condorOn(strikeInterval?: number, ticker = 'AAPL') {
  const found = templates.find((item) => item.id === 'iron-condor-45')
  if (!found) throw new Error('no condor template')
  const { strategy, scenario } = structuredClone(found)
  strategy.trigger = { ...strategy.trigger, ticker }
  scenario.market = { ...scenario.market, price: 230, ...(strikeInterval === undefined ? {} : { strikeInterval }) }
  return { strategy, scenario }
}
const aaplCondor = (strikeInterval?: number) => condorOn(strikeInterval)
/** TSLA at the same $230: a stock whose chain the Lab holds no data for. */
const tslaCondor = () => condorOn(undefined, 'TSLA')

const ticketOf = ({ strategy, scenario }: ReturnType<typeof condorOn>) => {
  const { outcome } = evaluate(strategy, scenario)
  if (outcome.kind !== 'order' && outcome.kind !== 'blocked') throw new Error(outcome.kind)
  return outcome.ticket
}

describe('strikes from the chain the trader sees', () => {
  it('puts the AAPL condor on AAPL’s listed $2.50 strikes by default: $5 wings, the deltas asked, source and date named', () => {
    const ticket = ticketOf(aaplCondor())
    expect(ticket.legs.map((leg) => leg.strike)).toEqual([212.5, 217.5, 245, 250])
    expect(ticket.rules).toBe(
      'AAPL (stock): $2.50 strikes near the money, as listed for AAPL (a trader’s reading of AAPL’s listed chain ($2.50 strikes near the money, $5 beyond), as of 2026-11-28; the standard listing grid: strikes $2.50 to $25, $5 to $200, $10 above); ticks $0.01 under $3, $0.05 from $3; American, settled in shares.',
    )
    // Nothing moved off what the node asks: no wing or delta note.
    expect(ticket.notes).toEqual([])
    expect(ticket.math.maxLoss).toBe(740)
  })

  it('puts the AAPL wheel’s 30-delta put on a listed $2.50 strike, within the slack of the delta asked', () => {
    const wheel = templates.find((item) => item.id === 'wheel')
    if (!wheel) throw new Error('no wheel template')
    const ticket = ticketOf(structuredClone(wheel))
    const [put] = ticket.legs
    expect(put?.right).toBe('put')
    expect(put?.strike).toBe(222.5)
    expect(Math.abs(Math.abs(put?.delta ?? 0) - 0.3)).toBeLessThanOrEqual(0.03)
    expect(ticket.rules).toMatch(/^AAPL \(stock\): \$2\.50 strikes near the money, as listed for AAPL \(/)
    expect(ticket.notes.join(' ')).not.toMatch(/not the 0\.3 asked/)
  })

  it('says in the strike interval field’s hint which default a 0 gives: AAPL’s chain near $230, the grid elsewhere', () => {
    expect(standardStrikes('AAPL', 230)).toBe(
      'The standard listing grid for AAPL: strikes $2.50 to $25, $5 to $200, $10 above. At 0 the ticket uses AAPL’s chain as the Lab knows it near the money: $2.50 strikes (a trader’s reading of AAPL’s listed chain ($2.50 strikes near the money, $5 beyond), as of 2026-11-28). Where your chain lists another interval, type it.',
    )
    expect(standardStrikes('TSLA', 230)).toMatch(
      /^The standard listing grid for TSLA: .* Where your chain lists finer strikes/,
    )
  })

  it('keeps the standard listing grid for a ticker without chain data and says so on the ticket', () => {
    const ticket = ticketOf(tslaCondor())
    expect(ticket.legs.map((leg) => leg.strike)).toEqual([210, 220, 250, 260])
    expect(ticket.rules).toBe(
      'TSLA (stock): strikes $2.50 to $25, $5 to $200, $10 above (the standard listing grid: the Lab has no chain data for TSLA; where your chain lists finer strikes near the money, type its interval in the scenario); ticks $0.01 under $3, $0.05 from $3; American, settled in shares.',
    )
  })

  it('keeps the standard listing grid for AAPL far from the prices its chain was seen at', () => {
    const { strategy, scenario } = aaplCondor()
    scenario.market = { ...scenario.market, price: 400 }
    const ticket = ticketOf({ strategy, scenario })
    expect(ticket.rules).toMatch(
      /^AAPL \(stock\): strikes \$2\.50 to \$25, \$5 to \$200, \$10 above \(the standard listing grid: the Lab has no chain data for AAPL near \$400\.00;/,
    )
    expect(ticket.legs.every((leg) => leg.strike % 10 === 0)).toBe(true)
  })
})

describe('strikes on the standard listing grid, or at the interval the scenario says the chain lists', () => {
  it('says what the standard grid gave instead of $5 wings at 0.16 delta, and by how much', () => {
    const ticket = ticketOf(tslaCondor())
    expect(ticket.legs.map((leg) => leg.strike)).toEqual([210, 220, 250, 260])
    expect(ticket.notes).toEqual([
      'Wings $10 apart, not the $5 asked (+$5): the grid has strikes $10 apart near $230.00; the max loss and buying power use the $10 width.',
      'Short put at the 220 strike: delta 0.22, not the 0.16 asked (+0.06), the nearest the grid’s strikes $10 apart near $230.00 allow.',
      'Short call at the 250 strike: delta 0.09, not the 0.16 asked (−0.07), the nearest the grid’s strikes $10 apart near $230.00 allow.',
      'The legs’ mids as shown net $1.83; the $1.82 mid is the net of their unrounded mids, $1.8244 (each leg is rounded to the cent on its own).',
      'Exits rounded to the $0.05 and $0.01 ticks, toward the trader’s side: stop-loss at $5.40 (a 200% loss on the $1.81 credit is a $5.43 buy-back); take-profit at $0.90 (50% of the $1.81 credit is a $0.905 buy-back).',
    ])
    // The risk figures are the $10 wings': two condors at $10 less the credit.
    expect(ticket.math.maxLoss).toBe(1638)
    expect(ticket.buyingPower).toBe(1638)
  })

  it('uses a $2.50 interval near the money when the scenario sets one: $5 wings, the deltas asked, about $700 at risk', () => {
    const ticket = ticketOf(aaplCondor(2.5))
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
    expect(scenarioFields.strikeInterval.label).toMatch(/0 for the Lab’s default/)
  })
})

describe('an Open node may ask to skip rather than trade other strikes than it asks for', () => {
  /** The condor's Open node set to skip off the grid. */
  function skipping(strikeInterval?: number, ticker = 'TSLA') {
    const { strategy, scenario } = condorOn(strikeInterval, ticker)
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
    const { strategy, scenario } = skipping(2.5, 'AAPL')
    expect(evaluate(strategy, scenario).outcome.kind).toBe('order')
    const opened = await decodeWork(await encodeWork({ strategy, scenario }))
    if (!opened.ok) throw new Error(opened.message)
    const open = [...walk(opened.value.strategy.root)].find((node) => node.kind === 'open')
    expect(open).toMatchObject({ offGrid: 'skip' })
    // Without the choice, an Open node adjusts, as before.
    expect(evaluate(tslaCondor().strategy, tslaCondor().scenario).outcome.kind).not.toBe('skipped')
  })
})
