import { describe, expect, it } from 'vitest'
import { blackScholes, cdf, type Right } from './black-scholes.test-support'
import { readChain } from './chain-file'
import type { OptionChain } from './chain-types'
import { evaluate, type Ticket } from './evaluate'
import type { OpenAction, Scenario, Strategy } from './model'
import { impliedVol, type Quotes } from './quotes'
import { putCreditSpread } from './templates-income'
import { numbered, open } from './tree-builders'

/**
 * Tickets priced from a trader's chain, checked against the chain file's own rows: each leg's bid,
 * ask and mid, the net mid, the limit on the tick, the natural price, the Greeks from each row's IV
 * (this file's own Black–Scholes), the probability from the chain's smile, and each skip the
 * quotes call for, in numbers.
 */

/** A generic chain as a broker exports it: SPY on Monday 2026-11-23, two expirations, puts and calls. */
const chainCsv = `Expiration,Strike,Type,Bid,Ask,Last,IV,Delta,Open Interest,Volume
2026-12-07,580,put,1.40,1.46,1.43,21.10,-0.150,5200,880
2026-12-07,585,put,2.10,2.16,2.12,19.80,-0.205,6100,1240
2026-12-07,590,put,3.15,3.21,3.20,18.60,-0.280,7300,2010
2026-12-07,595,put,4.60,4.68,4.61,17.50,-0.370,4100,1500
2026-12-07,600,put,6.40,6.50,6.45,16.40,-0.470,9800,5230
2026-12-07,600,call,7.10,7.20,7.15,15.90,0.530,8800,4300
2026-12-07,605,call,4.80,4.88,4.85,15.20,0.420,5100,2100
2026-12-07,610,call,3.00,3.06,3.05,14.70,0.310,4300,1800
2026-12-07,615,call,1.70,1.76,1.72,14.30,0.210,3300,900
2026-12-07,620,call,0.88,0.92,0.90,14.10,0.130,2100,450
2027-01-08,580,put,5.00,5.20,5.10,20.00,-0.240,1500,100
2027-01-08,600,put,11.20,11.40,11.30,17.20,-0.460,2500,300
`

const quoted = (csv: string, maxSpreadPercent = 25): Quotes => {
  const read = readChain(csv, 'spy-2026-11-23.csv')
  if (!read.ok) throw new Error(read.problem.message)
  return { chain: read.chain, maxSpreadPercent }
}

const order = (overrides: Partial<Omit<OpenAction, 'kind' | 'id'>> = {}): Strategy => ({
  ...putCreditSpread.strategy,
  trigger: { kind: 'schedule', ticker: 'SPY', at: '10:42' },
  root: numbered(
    open({
      structure: 'credit-spread',
      right: 'put',
      dte: 14,
      strike: { by: 'delta', delta: 0.2 },
      width: 5,
      quantity: 2,
      limitTicks: 1,
      notify: { discord: false, telegram: false },
      ...overrides,
    }),
  ),
  risk: { ...putCreditSpread.strategy.risk, maxBuyingPowerPerTrade: 5000 },
})

const scenario: Scenario = {
  ...putCreditSpread.scenario,
  market: { ...putCreditSpread.scenario.market, date: '2026-11-23', time: '10:42', price: 600 },
}

function ticketOf(strategy: Strategy, quotes: Quotes): Ticket {
  const { outcome } = evaluate(strategy, scenario, quotes)
  if (outcome.kind !== 'order') throw new Error(`expected an order, got ${outcome.kind}: ${JSON.stringify(outcome)}`)
  return outcome.ticket
}

const skipReason = (strategy: Strategy, quotes: Quotes) => {
  const { outcome } = evaluate(strategy, scenario, quotes)
  if (outcome.kind !== 'skipped') throw new Error(`expected a skip, got ${outcome.kind}`)
  return outcome.reason
}

// The Lab's stated 4% rate, no dividend.
const rate = 0.04
const greeks = (right: Right, spot: number, strike: number, years: number, vol: number) =>
  blackScholes(right, spot, strike, years, vol, rate)

describe('a ticket priced from the chain', () => {
  const quotes = quoted(chainCsv)
  const ticket = ticketOf(order(), quotes)

  it('takes the expiry and strikes the chain lists: the first expiry 14 days out, the 20-delta put, the wing $5 below', () => {
    expect(ticket.expiration).toBe('2026-12-07')
    expect(ticket.dte).toBe(14)
    expect(ticket.legs.map((leg) => [leg.side, leg.right, leg.strike])).toEqual([
      ['sell', 'put', 585],
      ['buy', 'put', 580],
    ])
    expect(ticket.expirationWords).toContain(
      'Your chain lists 2 expirations: the 14-day request lands on one, 2026-12-07.',
    )
    expect(ticket.rules).toContain('strikes as your chain, spy-2026-11-23.csv, lists them')
  })

  it('prices each leg at its row’s bid, ask and mid, with the row’s IV and delta, and names the row', () => {
    expect(
      ticket.legs.map((leg) => [leg.quote?.bid, leg.quote?.ask, leg.mid, leg.iv, leg.delta, leg.quote?.line]),
    ).toEqual([
      [2.1, 2.16, 2.13, 19.8, -0.205, 3],
      [1.4, 1.46, 1.43, 21.1, -0.15, 2],
    ])
  })

  it('sets the limit from the quoted mid on SPY’s penny tick, and gives the natural price beside it', () => {
    // Mid 2.13 − 1.43 = 0.70 credit; one tick toward a fill is 0.69; natural: sell at 2.10, buy at 1.46.
    expect(ticket.type).toBe('credit')
    expect(ticket.mid).toBe(0.7)
    expect(ticket.limit).toBe(0.69)
    expect(ticket.limitWords).toBe(
      'Limit $0.69 credit: the $0.70 mid, 1 tick ($0.01 each) toward a fill (less credit).',
    )
    expect(ticket.source).toEqual({
      words:
        'From your chain, spy-2026-11-23.csv, quoted 10:42 ET on 2026-11-23 (the time you entered; the file gives none)',
      natural: 0.64,
    })
  })

  it('works the Greeks from each strike’s own IV, to the cent', () => {
    // 10:42 on Monday 2026-11-23 to the close of Monday 2026-12-07: 318 minutes that day, 7 full
    // sessions (Thanksgiving closed; Friday 2026-11-27 closes at 13:00: 210 minutes) and the expiry’s 390.
    const minutes = 318 + 7 * 390 + 210 + 390
    expect(ticket.expirationWords).toContain(`${minutes.toLocaleString('en-US')} session minutes left`)
    const years = minutes / (252 * 390)
    const size = 2 * 100
    const short = greeks('put', 600, 585, years, 0.198)
    const long = greeks('put', 600, 580, years, 0.211)
    const total = (key: keyof typeof short) => (long[key] - short[key]) * size
    expect(ticket.math.greeks.delta.toFixed(2)).toBe(total('delta').toFixed(2))
    expect(ticket.math.greeks.gamma.toFixed(4)).toBe(total('gamma').toFixed(4))
    expect(ticket.math.greeks.theta.toFixed(2)).toBe((total('theta') / 252).toFixed(2))
    expect(ticket.math.greeks.vega.toFixed(2)).toBe((total('vega') / 100).toFixed(2))
    // Max loss, max profit and the breakeven from the limit, the spread's closed forms.
    expect(ticket.math.maxProfit).toBe(0.69 * size)
    expect(ticket.math.maxLoss).toBe(Math.round((5 - 0.69) * size * 100) / 100)
    expect(ticket.math.breakevens).toEqual([584.31])
  })

  it('reads the probability of profit off the chain’s smile at the breakeven, not the model’s skew', () => {
    // The breakeven 584.31 lies between the 580 and 585 puts: IV on the line between 21.10% and 19.80%.
    const vol = 0.211 + ((0.198 - 0.211) * (584.31 - 580)) / 5
    const years = (318 + 7 * 390 + 210 + 390) / (252 * 390)
    const spread = vol * Math.sqrt(years)
    const below = cdf((Math.log(584.31 / 600) - (rate - (vol * vol) / 2) * years) / spread)
    expect(ticket.math.probabilityOfProfit).toBeCloseTo(1 - below, 9)
    expect(ticket.position.smile?.map((point) => point.strike)).toEqual([580, 585, 590, 595, 600, 605, 610, 615, 620])
  })

  it('takes the IV its mid implies where the file has none, and says so on the leg', () => {
    const noIv = quoted(
      chainCsv.replace(
        /\n2026-12-07,585,put,2.10,2.16,2.12,19.80,-0.205/,
        '\n2026-12-07,585,put,2.10,2.16,2.12,,-0.205',
      ),
    )
    const leg = ticketOf(order(), noIv).legs[0]
    const years = (318 + 7 * 390 + 210 + 390) / (252 * 390)
    expect(leg?.quote?.ivFrom).toBe('mid')
    // To 0.01 point, the figure the ticket shows and prices with.
    expect(leg?.iv).toBe(Math.round((impliedVol('put', 600, 585, years, 2.13) ?? 0) * 10_000) / 100)
  })
})

describe('the risk rules only quotes need', () => {
  it('skips a leg with no bid, naming it, its line and its quote', () => {
    const zero = quoted(chainCsv.replace('2026-12-07,580,put,1.40,1.46', '2026-12-07,580,put,0,1.46'))
    expect(skipReason(order(), zero)).toBe(
      'Not sent: the bought 580 put (line 2) has no bid ($0.00 bid, $1.46 ask): nobody is buying it, so a position holding it could not be closed at a price.',
    )
  })

  it('skips a crossed market', () => {
    const crossed = quoted(chainCsv.replace('2026-12-07,585,put,2.10,2.16', '2026-12-07,585,put,2.20,2.16'))
    expect(skipReason(order(), crossed)).toBe(
      'Not sent: the sold 585 put (line 3) is crossed, its $2.20 bid above its $2.16 ask: a stale or broken quote, not a price to trade at.',
    )
  })

  it('skips a spread wider than the share of the mid the visitor allows, and sends it when allowed', () => {
    const wide = chainCsv.replace('2026-12-07,580,put,1.40,1.46', '2026-12-07,580,put,1.20,1.66')
    // 0.46 wide on a 1.43 mid: 32.2%.
    expect(skipReason(order(), quoted(wide, 25))).toBe(
      'Not sent: the bought 580 put (line 2) is $1.20 bid, $1.66 ask, a $0.46 spread that is 32.2% of its $1.430 mid, wider than the 25% you allow.',
    )
    expect(ticketOf(order(), quoted(wide, 33)).legs[1]?.quote).toMatchObject({ bid: 1.2, ask: 1.66 })
  })

  it('sends nothing when the chain cannot give the order: no expiry far enough, no wing, another underlying', () => {
    const quotes = quoted(chainCsv)
    expect(skipReason(order({ dte: 60 }), quotes)).toBe(
      'Your chain lists no expiration 60 or more days after 2026-11-23 (its last is 2027-01-08). No order is sent.',
    )
    expect(skipReason(order({ strike: { by: 'delta', delta: 0.15 } }), quotes)).toBe(
      'Your chain lists no put below the 580 strike expiring 2026-12-07, so the spread has no wing. No order is sent.',
    )
    const other: OptionChain = { ...quotes.chain, underlying: 'QQQ' }
    expect(skipReason(order(), { ...quotes, chain: other })).toBe(
      'Your chain is for QQQ; this strategy trades SPY. No order is sent.',
    )
  })

  it('says where the chain’s strikes are not what was asked, and an Open node set to skip then sends nothing', () => {
    const quotes = quoted(chainCsv)
    const ticket = ticketOf(order({ width: 7 }), quotes)
    expect(ticket.notes).toContain(
      'Strikes $5 apart, not the $7 asked (−$2): the nearest strikes your chain lists; the max loss and buying power use the $5 width.',
    )
    expect(skipReason(order({ width: 7, offGrid: 'skip' }), quotes)).toMatch(/^Not sent: the Open node skips/)
  })
})
