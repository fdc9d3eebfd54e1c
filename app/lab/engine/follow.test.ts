import { describe, expect, it } from 'vitest'
import type { Leg } from './evaluate'
import { closePrice, type Held, hold, modelValue, profitPercent, realized, riskExit, settle } from './follow'
import type { Ticket } from './ticket'

/** A ticket with only what following a position reads; every figure below is worked by hand from it. */
function ticket(changes: Partial<Ticket> & Pick<Ticket, 'legs' | 'type' | 'limit'>): Ticket {
  return {
    ticker: 'SPY',
    structure: 'credit-spread',
    quantity: 1,
    quantityWords: '',
    requestedDte: 0,
    expiration: '2026-11-23',
    dte: 0,
    expirationWords: '',
    rules: '',
    mid: changes.limit,
    tick: 0.01,
    limitWords: '',
    maxLossTowardCap: 0,
    buyingPower: 0,
    stopLoss: null,
    takeProfit: null,
    position: { legs: [], quantity: 1, spot: 600, years: 0, netPrice: 0, feePerContract: 0.65, vol: 0.18 },
    math: {
      maxProfit: null,
      maxLoss: null,
      breakevens: [],
      rewardToRisk: null,
      probabilityOfProfit: 0,
      greeks: { delta: 0, gamma: 0, theta: 0, vega: 0 },
      decayToExpiry: 0,
      fees: 1.3,
    },
    warnings: [],
    notes: [],
    ...changes,
  }
}

const leg = (side: Leg['side'], right: Leg['right'], strike: number): Leg => ({
  side,
  right,
  strike,
  expiration: '2026-11-23',
  mid: 0,
  delta: 0,
  iv: 18,
})

/** 1 × put credit spread 595/590 for a $1.00 credit, target $0.50 (50 %), stop $3.00 (200 %). */
const putSpread: Held = hold(
  ticket({
    legs: [leg('sell', 'put', 595), leg('buy', 'put', 590)],
    type: 'credit',
    limit: 1,
    takeProfit: 0.5,
    stopLoss: 3,
    buyingPower: 400,
    math: { ...ticket({ legs: [], type: 'credit', limit: 1 }).math, maxProfit: 100, fees: 1.3 },
  }),
)

/** 1 × call debit spread 600/605 for $2.00: max profit $3.00 a share, target $3.00 (+50 %), stop $1.00 (−50 %). */
const callDebit: Held = hold(
  ticket({
    structure: 'debit-spread',
    legs: [leg('buy', 'call', 600), leg('sell', 'call', 605)],
    type: 'debit',
    limit: 2,
    takeProfit: 3,
    stopLoss: 1,
    buyingPower: 200,
    math: { ...ticket({ legs: [], type: 'debit', limit: 2 }).math, maxProfit: 300, fees: 1.3 },
  }),
)

describe('an open position priced later (follow.ts)', () => {
  it('names the position as a trader counts it', () => {
    expect(putSpread.name).toBe('1 × put credit spread')
    expect(callDebit.name).toBe('1 × call debit spread')
  })

  it('is worth its intrinsic value at the expiry’s close: 595/590 puts with SPY at 592 cost $3.00 to buy back', () => {
    const atClose = { date: '2026-11-23', minutes: 16 * 60, price: 592, iv: 18 }
    expect(modelValue(putSpread, atClose)).toBeCloseTo(-3, 9)
    expect(closePrice(putSpread, atClose)).toBe(3)
    // Below both strikes the spread is worth its width.
    expect(closePrice(putSpread, { ...atClose, price: 580 })).toBe(5)
  })

  it('prices by Black–Scholes in trading time: an at-the-money call with 60 session minutes left', () => {
    // S = K = 100, σ = 20 %, T = 60 / 98,280 years: the call is S·σ·√T·φ(0) ≈ 0.1971, plus about
    // r·T·K/2 ≈ 0.0012 of carry, so $0.198; a sale rounds down to the cent, $0.19.
    const long = hold(
      ticket({ ticker: 'AAPL', structure: 'long', legs: [leg('buy', 'call', 100)], type: 'debit', limit: 0.5 }),
    )
    const moment = { date: '2026-11-23', minutes: 15 * 60, price: 100, iv: 20 }
    expect(modelValue(long, moment)).toBeCloseTo(0.1983, 3)
    expect(closePrice(long, moment)).toBe(0.19)
  })

  it('buys back at no less than one tick while time is left', () => {
    const farAway = { date: '2026-11-23', minutes: 15 * 60 + 55, price: 700, iv: 18 }
    expect(modelValue(putSpread, farAway)).toBeCloseTo(0, 6)
    expect(closePrice(putSpread, farAway)).toBe(0.01)
  })

  it('fires a credit’s take-profit at the target or below and its stop at the stop or above', () => {
    expect(riskExit(putSpread, 0.5)).toBe('takeProfit')
    expect(riskExit(putSpread, 0.51)).toBeNull()
    expect(riskExit(putSpread, 2.99)).toBeNull()
    expect(riskExit(putSpread, 3)).toBe('stopLoss')
    expect(riskExit(putSpread, 4.2)).toBe('stopLoss')
  })

  it('fires a debit’s take-profit at the target or above and its stop at the stop or below', () => {
    expect(riskExit(callDebit, 3)).toBe('takeProfit')
    expect(riskExit(callDebit, 2.99)).toBeNull()
    expect(riskExit(callDebit, 1.01)).toBeNull()
    expect(riskExit(callDebit, 1)).toBe('stopLoss')
  })

  it('sets no stop and no target at 0 %', () => {
    const bare = hold({ ...putSpread.ticket, stopLoss: null, takeProfit: null })
    expect(riskExit(bare, 0.01)).toBeNull()
    expect(riskExit(bare, 5)).toBeNull()
  })

  it('reads profit as a percent of max profit', () => {
    // Credit: $1.00 received, $0.40 to buy back: 60 % of the $1.00 max profit.
    expect(profitPercent(putSpread, 0.4)).toBe(60)
    // Debit spread: $2.00 paid, $3.50 to sell, max profit $3.00: 50 %.
    expect(profitPercent(callDebit, 3.5)).toBe(50)
    // Long option, no cap: against the $4.00 paid, a $2.00 sale is −50 %.
    const long = hold(ticket({ structure: 'long', legs: [leg('buy', 'call', 600)], type: 'debit', limit: 4 }))
    expect(profitPercent(long, 2)).toBe(-50)
    // The fact's floor: −1,000 %.
    expect(profitPercent(putSpread, 20)).toBe(-1000)
  })

  it('realizes the price difference on 100 shares a unit, fees to open and close taken off', () => {
    // (1.00 − 0.40) × 100 − 2 × $1.30.
    expect(realized(putSpread, 0.4, true)).toBeCloseTo(57.4, 9)
    // Settled, not traded: one set of fees.
    expect(realized(putSpread, 0, false)).toBeCloseTo(98.7, 9)
  })
})

describe('a position at its expiry’s close', () => {
  it('expires worthless out of the money', () => {
    const result = settle(putSpread, 600, 'SPY')
    expect(result.close).toMatchObject({ rule: 'expiry', price: 0 })
    expect(result.close.text).toBe(
      'Expired 1 × put credit spread at the 16:00 ET close of 2026-11-23, with SPY at $600.00: worthless, nothing to pay or receive ($0.00).',
    )
    // The $400 held comes back with the $100 credit less the fixture's $1.30 to open.
    expect(result.buyingPower).toBeCloseTo(498.7, 9)
  })

  it('says a short leg in the money is assigned, and settles the spread at intrinsic', () => {
    const result = settle(putSpread, 592, 'SPY')
    expect(result.close).toMatchObject({ rule: 'assignment', price: 3 })
    expect(result.close.text).toContain('the short 595 put in the money and assigned')
    expect(result.close.text).toContain('settled at its intrinsic value, $3.00 (simulated)')
    expect(result.realized).toBeCloseTo(-201.3, 9)
    expect(result.shares).toBe(0)
  })

  it('settles SPX and XSP in cash at intrinsic, never assigned into shares; SPY beside them is assigned', () => {
    const on = (ticker: string, strikes: [number, number]) =>
      hold(
        ticket({
          ticker,
          legs: [leg('sell', 'put', strikes[0]), leg('buy', 'put', strikes[1])],
          type: 'credit',
          limit: 1,
          quantity: 2,
          buyingPower: 800,
        }),
      )
    const spx = settle(on('SPX', [5950, 5945]), 5947, 'SPX')
    expect(spx.close).toMatchObject({ rule: 'expiry', price: 3 })
    expect(spx.close.text).toBe(
      'Expired 2 × put credit spread at the 16:00 ET close of 2026-11-23, with SPX at $5,947.00: the short 5950 put in the money; settled in cash: $3.00 a share, $600 paid, at the index’s closing value (PM-settled); no shares change hands (simulated).',
    )
    const xsp = settle(on('XSP', [595, 590]), 592, 'XSP')
    expect(xsp.close).toMatchObject({ rule: 'expiry', price: 3 })
    expect(xsp.close.text).toContain('the short 595 put in the money; settled in cash: $3.00 a share, $600 paid')
    const spy = settle(on('SPY', [595, 590]), 592, 'SPY')
    expect(spy.close).toMatchObject({ rule: 'assignment', price: 3 })
    expect(spy.close.text).toContain('the short 595 put in the money and assigned')
    // The same money either way: (1.00 − 3.00) × 200 less the fixture's $1.30 to open.
    for (const result of [spx, xsp, spy]) {
      expect(result.shares).toBe(0)
      expect(result.realized).toBeCloseTo(-401.3, 9)
    }
  })

  it('settles a put sold on XSP in cash at the close, with no shares bought', () => {
    const put = hold(
      ticket({
        ticker: 'XSP',
        structure: 'cash-secured-put',
        expiration: '2026-12-28',
        legs: [{ ...leg('sell', 'put', 223), expiration: '2026-12-28' }],
        type: 'credit',
        limit: 3.75,
        buyingPower: 21_925,
      }),
    )
    const result = settle(put, 203.23, 'XSP')
    expect(result.close.text).toBe(
      'Expired 1 × cash-secured put at the 16:00 ET close of 2026-12-28, with XSP at $203.23: the short 223 put in the money; settled in cash: $19.77 a share, $1,977 paid, at the index’s closing value (PM-settled); no shares change hands (simulated).',
    )
    expect(result).toMatchObject({ shares: 0, basis: 0 })
    // (3.75 − 19.77) × 100 − $1.30.
    expect(result.realized).toBeCloseTo(-1603.3, 9)
  })

  it('turns a cash-secured put in the money into 100 shares a contract at the strike', () => {
    const put = hold(
      ticket({
        ticker: 'AAPL',
        structure: 'cash-secured-put',
        expiration: '2026-12-31',
        legs: [{ ...leg('sell', 'put', 220), expiration: '2026-12-31' }],
        type: 'credit',
        limit: 4.1,
        buyingPower: 21_590,
      }),
    )
    const result = settle(put, 201.59, 'AAPL')
    expect(result.close).toMatchObject({ rule: 'assignment', price: 220 })
    expect(result.close.text).toBe(
      'Assigned 1 × cash-secured put at the 16:00 ET close of 2026-12-31, with AAPL at $201.59: 100 shares of AAPL bought at the $220.00 strike (simulated), a cost basis of $215.90 a share after the premium.',
    )
    expect(result).toMatchObject({ shares: 100, basis: 215.9, buyingPower: 0 })
  })

  it('calls a covered call’s shares away in the money, and leaves them out of it', () => {
    const call = hold(
      ticket({
        ticker: 'AAPL',
        structure: 'covered-call',
        expiration: '2026-12-31',
        legs: [{ ...leg('sell', 'call', 240), expiration: '2026-12-31' }],
        type: 'credit',
        limit: 2,
        position: { ...putSpread.ticket.position, shares: { perUnit: 100, basis: 230 } },
      }),
    )
    const away = settle(call, 250, 'AAPL')
    expect(away.close).toMatchObject({ rule: 'assignment', price: 240 })
    expect(away.close.text).toContain('Called away: 1 × covered call assigned')
    expect(away.close.text).toContain('100 shares of AAPL sold at the $240.00 strike (simulated)')
    expect(away.shares).toBe(-100)
    // (240 − 230 + 2) × 100 − $1.30; the cash in is the strike and the premium.
    expect(away.realized).toBeCloseTo(1198.7, 9)
    expect(away.buyingPower).toBeCloseTo(24_198.7, 9)
    const kept = settle(call, 235, 'AAPL')
    expect(kept.close).toMatchObject({ rule: 'expiry', price: 0 })
    expect(kept.shares).toBe(0)
  })
})
