import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluate } from './evaluate'
import { toScenario } from './parse-scenario'
import { analyzePosition, chartRange, expiryPnl, type PositionInput, type PositionLeg, payoffCurve } from './position'
import { normalCdf, riskFreeRate, skew } from './pricing'
import { costBasisMessage } from './schema'
import { templates } from './templates'
import { validateScenario } from './validate'

const vol = 0.2
const leg = (side: PositionLeg['side'], right: PositionLeg['right'], strike: number): PositionLeg => ({
  side,
  right,
  strike,
  vol,
})
const position = (legs: PositionLeg[], netPrice: number, changes: Partial<PositionInput> = {}): PositionInput => ({
  legs,
  quantity: 1,
  spot: 600,
  years: 30 / 252,
  netPrice,
  feePerContract: 0.65,
  vol,
  ...changes,
})

/**
 * Lognormal P(S_T > price) with the risk-free drift, written out independently of position.ts, with
 * the volatility the legs are priced with at that price: the at-the-money IV times pricing.ts's
 * documented smirk, 1 − slope · ln(K/S) / (σ√T), held between its floor and cap.
 */
function above(input: PositionInput, price: number): number {
  const z = Math.log(price / input.spot) / (input.vol * Math.sqrt(input.years))
  const vol = input.vol * Math.min(skew.cap, Math.max(skew.floor, 1 - skew.slope * z))
  const s = vol * Math.sqrt(input.years)
  return normalCdf((Math.log(input.spot / price) + (riskFreeRate - vol ** 2 / 2) * input.years) / s)
}

describe('the math of each structure, against hand-worked figures', () => {
  it('long call: K 600 for 5.20, two contracts', () => {
    // Max loss is the debit: 5.20 × 100 × 2 = 1,040; above 600 it gains $200 a dollar, so no max profit; breakeven 605.20.
    const input = position([leg('buy', 'call', 600)], 5.2, { quantity: 2 })
    const math = analyzePosition(input)
    expect(math).toMatchObject({ maxProfit: null, maxLoss: 1040, breakevens: [605.2], rewardToRisk: null })
    expect(math.probabilityOfProfit).toBeCloseTo(above(input, 605.2), 9)
    expect(math.fees).toBeCloseTo(1.3, 9)
    expect(math.greeks.delta).toBeGreaterThan(100)
    expect(math.greeks.theta).toBeLessThan(0)
    expect(math.greeks.vega).toBeGreaterThan(0)
  })

  it('long put: K 600 for 4.80', () => {
    // Max loss 480; max profit if the stock goes to zero: (600 − 4.80) × 100 = 59,520; breakeven 595.20.
    const input = position([leg('buy', 'put', 600)], 4.8)
    expect(analyzePosition(input)).toMatchObject({ maxProfit: 59_520, maxLoss: 480, breakevens: [595.2] })
    expect(analyzePosition(input).probabilityOfProfit).toBeCloseTo(1 - above(input, 595.2), 9)
  })

  it('call debit spread: buy 600, sell 605 for 2.40, two spreads', () => {
    // Max loss 2.40 × 200 = 480; max profit (5 − 2.40) × 200 = 520; breakeven 602.40; reward to risk 520 / 480.
    const input = position([leg('buy', 'call', 600), leg('sell', 'call', 605)], 2.4, { quantity: 2 })
    const math = analyzePosition(input)
    expect(math).toMatchObject({ maxProfit: 520, maxLoss: 480, breakevens: [602.4] })
    expect(math.rewardToRisk).toBeCloseTo(520 / 480, 9)
    expect(math.fees).toBeCloseTo(4 * 0.65, 9)
  })

  it('put credit spread: sell 590, buy 585 for 1.10 credit, two spreads', () => {
    // Max profit 1.10 × 200 = 220; max loss (5 − 1.10) × 200 = 780; breakeven 590 − 1.10 = 588.90.
    const input = position([leg('sell', 'put', 590), leg('buy', 'put', 585)], -1.1, { quantity: 2 })
    const math = analyzePosition(input)
    expect(math).toMatchObject({ maxProfit: 220, maxLoss: 780, breakevens: [588.9] })
    expect(math.rewardToRisk).toBeCloseTo(220 / 780, 9)
    expect(math.probabilityOfProfit).toBeCloseTo(above(input, 588.9), 9)
    // Short premium: long delta, collects theta, loses when volatility rises.
    expect(math.greeks.delta).toBeGreaterThan(0)
    expect(math.greeks.theta).toBeGreaterThan(0)
    expect(math.greeks.vega).toBeLessThan(0)
  })

  it('iron condor: 560/565 puts and 640/645 calls for 1.50', () => {
    // Max profit 150 between the shorts; max loss (5 − 1.50) × 100 = 350 on either side; breakevens 563.50 and 641.50.
    const input = position(
      [leg('buy', 'put', 560), leg('sell', 'put', 565), leg('sell', 'call', 640), leg('buy', 'call', 645)],
      -1.5,
    )
    const math = analyzePosition(input)
    expect(math).toMatchObject({ maxProfit: 150, maxLoss: 350, breakevens: [563.5, 641.5] })
    expect(math.probabilityOfProfit).toBeCloseTo(above(input, 563.5) - above(input, 641.5), 9)
    expect(math.fees).toBeCloseTo(4 * 0.65, 9)
  })

  it('covered call: 100 shares at 225 with the 235 call sold for 3.00', () => {
    // Called away at 235: (235 − 225 + 3) × 100 = 1,300; the shares to zero: (225 − 3) × 100 = 22,200; breakeven 222.
    const input = position([leg('sell', 'call', 235)], -3, { spot: 230, shares: { perUnit: 100, basis: 225 } })
    const math = analyzePosition(input)
    expect(math).toMatchObject({ maxProfit: 1300, maxLoss: 22_200, breakevens: [222] })
    // The shares' 100 deltas less the call's.
    expect(math.greeks.delta).toBeGreaterThan(0)
    expect(math.greeks.delta).toBeLessThan(100)
  })

  it('cash-secured put: sell 220 for 4.00', () => {
    // Max profit the premium, 400; max loss if assigned and the stock goes to zero: (220 − 4) × 100 = 21,600.
    const input = position([leg('sell', 'put', 220)], -4, { spot: 230 })
    expect(analyzePosition(input)).toMatchObject({ maxProfit: 400, maxLoss: 21_600, breakevens: [216] })
  })
})

describe('the payoff chart’s data', () => {
  it('spans every strike and breakeven with room, and draws each bend exactly', () => {
    const input = position(
      [leg('buy', 'put', 560), leg('sell', 'put', 565), leg('sell', 'call', 640), leg('buy', 'call', 645)],
      -1.5,
    )
    const { low, high } = chartRange(input)
    expect(low).toBeLessThan(560)
    expect(high).toBeGreaterThan(645)
    const curve = payoffCurve(input, low, high, 40)
    for (const mark of [560, 563.5, 565, 600, 640, 641.5, 645]) {
      expect(curve.some((point) => point.price === mark)).toBe(true)
    }
    expect(curve.find((point) => point.price === 600)?.expiry).toBeCloseTo(150, 9)
    expect(curve.map((point) => point.price)).toEqual([...curve.map((point) => point.price)].sort((a, b) => a - b))
  })
})

describe('any position', () => {
  const legs = fc.array(
    fc.record({
      side: fc.constantFrom('buy', 'sell' as const),
      right: fc.constantFrom('call', 'put' as const),
      strike: fc.integer({ min: 500, max: 700 }),
      vol: fc.constant(vol),
    }),
    { minLength: 1, maxLength: 4 },
  )

  it('has a max profit and loss no sampled price beats, and breakevens where the payoff changes sign', () => {
    fc.assert(
      fc.property(
        legs,
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 5 }),
        (items, net, quantity) => {
          const input = position(items, net, { quantity })
          const math = analyzePosition(input)
          const samples = Array.from({ length: 401 }, (_, index) => index * 3)
          const values = samples.map((price) => expiryPnl(input, price))
          if (math.maxLoss !== null) expect(Math.min(...values)).toBeGreaterThanOrEqual(-math.maxLoss - 0.01)
          if (math.maxProfit !== null) expect(Math.max(...values)).toBeLessThanOrEqual(math.maxProfit + 0.01)
          for (const price of math.breakevens) {
            const left = expiryPnl(input, price - 0.02)
            const right = expiryPnl(input, price + 0.02)
            expect(left * right <= 0 || Math.abs(expiryPnl(input, price)) < 1).toBe(true)
          }
          // Unclamped: a sum of probabilities of ranges that do not overlap (float noise aside).
          expect(math.probabilityOfProfit).toBeGreaterThanOrEqual(0)
          expect(math.probabilityOfProfit).toBeLessThanOrEqual(1 + 1e-12)
        },
      ),
      { numRuns: 300 },
    )
  })
})

// docs/requirements.md#strategy-lab: a covered call's figures follow from what the shares cost.
describe('a covered call on held shares needs their cost basis', () => {
  const wheel = () => {
    const found = templates.find((item) => item.id === 'wheel')
    if (!found) throw new Error('no wheel template')
    const copy = structuredClone(found)
    // The wheel's call branch: 100 shares held.
    copy.scenario.account.sharesHeld = 100
    return copy
  }

  it('refuses shares at a $0 basis, in a trader’s words, instead of figures made up from it', () => {
    const { strategy, scenario } = wheel()
    expect(validateScenario(scenario)).toEqual([
      { nodeId: 'scenario', field: 'account.costBasis', message: costBasisMessage },
    ])
    expect(costBasisMessage).toMatch(/^Cost basis per share is needed when shares are held/)
    expect(evaluate(strategy, scenario).outcome.kind).toBe('invalid')
  })

  it('says so when a saved file or link holds shares without a basis', () => {
    const { scenario } = wheel()
    const { costBasis: _, ...account } = scenario.account
    const parsed = toScenario({ ...scenario, account }, templates[0].scenario)
    // Opened with the rest of the scenario, the basis left at 0 and asked for, never made up.
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.value.account.costBasis).toBe(0)
    expect(parsed.warnings.join(' ')).toContain('no cost basis: fill in “Cost basis per share ($)”')
    // The run waits for it, with the field's own message.
    expect(JSON.stringify(evaluate(wheel().strategy, parsed.value))).toContain(
      'Cost basis per share is needed when shares are held',
    )
  })

  it('with the basis, the call’s max profit, max loss, breakeven and PoP follow from it', () => {
    const { strategy, scenario } = wheel()
    scenario.account.costBasis = 218.9
    const { outcome } = evaluate(strategy, scenario)
    if (outcome.kind !== 'order') throw new Error(`expected an order, got ${outcome.kind}`)
    const { ticket } = outcome
    expect(ticket.structure).toBe('covered-call')
    const strike = ticket.legs[0]?.strike ?? 0
    const premium = ticket.limit
    // Called away at the strike: (strike − basis + premium) × 100; the shares to zero: (basis − premium) × 100.
    expect(ticket.math.maxProfit).toBeCloseTo((strike - 218.9 + premium) * 100, 2)
    expect(ticket.math.maxLoss).toBeCloseTo((218.9 - premium) * 100, 2)
    const breakeven = Math.round((218.9 - premium) * 100) / 100
    expect(ticket.math.breakevens).toEqual([breakeven])
    // Profitable above the breakeven: the lognormal probability worked out above, not 100 %.
    expect(ticket.math.probabilityOfProfit).toBeCloseTo(above(ticket.position, breakeven), 6)
    expect(ticket.math.probabilityOfProfit).toBeLessThan(0.99)
  })
})
