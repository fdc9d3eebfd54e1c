import { describe, expect, it } from 'vitest'
import { tickSize } from './contracts'
import {
  normalCdf,
  optionDelta,
  optionGreeks,
  optionPrice,
  riskFreeRate,
  skew,
  skewedVol,
  strikeForDelta,
} from './pricing'

describe('Black–Scholes', () => {
  it('matches known values of the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4)
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5)
  })

  it('prices the textbook case: S = K = 100, one year, 20 % volatility, 4 % rate', () => {
    // d1 = (0 + (0.04 + 0.02)) / 0.2 = 0.3, d2 = 0.1; N(0.3) = 0.617911, N(0.1) = 0.539828.
    // call = 100 · 0.617911 − 100 · e^−0.04 · 0.539828 = 9.9251; put = call − 100 + 96.0789 = 6.0040.
    const base = { spot: 100, strike: 100, years: 1, vol: 0.2 }
    expect(optionPrice({ ...base, right: 'call' })).toBeCloseTo(9.9251, 3)
    expect(optionPrice({ ...base, right: 'put' })).toBeCloseTo(6.004, 3)
    // Greeks by hand: φ(0.3) = 0.381388; gamma = φ / (S σ √T) = 0.019069; vega = S φ √T = 38.1388;
    // call theta = −S φ σ / (2√T) − r K e^−rT N(d2) = −3.81388 − 2.07465 = −5.8885.
    const call = optionGreeks({ ...base, right: 'call' })
    expect(call.delta).toBeCloseTo(0.617911, 5)
    expect(call.gamma).toBeCloseTo(0.019069, 5)
    expect(call.vega).toBeCloseTo(38.1388, 3)
    expect(call.theta).toBeCloseTo(-5.8885, 3)
    const put = optionGreeks({ ...base, right: 'put' })
    expect(put.delta).toBeCloseTo(0.617911 - 1, 5)
    expect(put.gamma).toBeCloseTo(call.gamma, 9)
  })

  it('satisfies put–call parity, and its Greeks are the derivatives of its price', () => {
    const base = { spot: 600, strike: 590, years: 30 / 252, vol: 0.2 }
    const call = optionPrice({ ...base, right: 'call' })
    const put = optionPrice({ ...base, right: 'put' })
    expect(call - put).toBeCloseTo(600 - 590 * Math.exp(-riskFreeRate * base.years), 6)
    for (const right of ['call', 'put'] as const) {
      const greeks = optionGreeks({ ...base, right })
      const at = (changes: Partial<typeof base>) => optionPrice({ ...base, ...changes, right })
      const h = 0.01
      expect(greeks.delta).toBeCloseTo((at({ spot: 600 + h }) - at({ spot: 600 - h })) / (2 * h), 4)
      expect(greeks.gamma).toBeCloseTo((at({ spot: 600 + 1 }) - 2 * at({}) + at({ spot: 600 - 1 })) / 1, 3)
      expect(greeks.vega).toBeCloseTo((at({ vol: 0.2 + 1e-4 }) - at({ vol: 0.2 - 1e-4 })) / 2e-4, 2)
      // Theta is the price's change as time runs out: minus the derivative in time to expiry.
      const dt = 1e-5
      expect(greeks.theta).toBeCloseTo(-(at({ years: base.years + dt }) - at({ years: base.years - dt })) / (2 * dt), 1)
    }
  })

  it('at expiry is worth its intrinsic value, with no time value left', () => {
    expect(optionGreeks({ right: 'call', spot: 605, strike: 600, years: 0, vol: 0.2 })).toEqual({
      price: 5,
      delta: 1,
      gamma: 0,
      theta: 0,
      vega: 0,
    })
    expect(optionGreeks({ right: 'put', spot: 605, strike: 600, years: 0, vol: 0.2 }).delta).toBe(0)
  })
})

describe('skew', () => {
  it('prices strikes below the price richer and above it cheaper, by standardized distance', () => {
    const years = 30 / 252
    const atm = 0.18
    const sd = 600 * atm * Math.sqrt(years)
    expect(skewedVol(atm, 600, 600, years)).toBeCloseTo(atm, 9)
    // One standard deviation down: z ≈ −1, so 1 + slope.
    expect(skewedVol(atm, 600, 600 * Math.exp(-atm * Math.sqrt(years)), years)).toBeCloseTo(atm * (1 + skew.slope), 6)
    expect(skewedVol(atm, 600, 600 + sd, years)).toBeLessThan(atm)
    // Far away, the floor and the cap hold.
    expect(skewedVol(atm, 600, 300, years)).toBeCloseTo(atm * skew.cap, 9)
    expect(skewedVol(atm, 600, 1200, years)).toBeCloseTo(atm * skew.floor, 9)
    expect(skewedVol(atm, 600, 550, 0)).toBe(atm)
  })

  it('puts a 0-DTE 10-delta SPY put where the market would: about 1.3 % below at 11:15 ET with 18 % IV', () => {
    // 285 of the year's 252 × 390 session minutes are left.
    const base = { spot: 601.2, years: 285 / (252 * 390), vol: 0.18 }
    const strike = strikeForDelta('put', 0.1, base)
    // One session standard deviation is 601.2 · 0.18 · √(285 / 98,280) = $5.83; 10 delta with skew is ≈ 1.4 of them.
    expect(strike).toBe(593)
    const vol = skewedVol(0.18, 601.2, strike, base.years)
    expect(Math.abs(optionDelta({ ...base, right: 'put', strike, vol }))).toBeCloseTo(0.1, 2)
    // Priced in calendar hours, the same delta would sit at about 598, 0.5 % away.
    const calendar = strikeForDelta('put', 0.1, { ...base, years: 285 / (365 * 24 * 60) })
    expect(601.2 - calendar).toBeLessThan(4)
  })

  it('finds the grid strike nearest a delta, with the skewed volatility of that strike', () => {
    const base = { spot: 600, years: 31 / 252, vol: 0.18 }
    const strike = strikeForDelta('put', 0.16, base)
    expect(Number.isInteger(strike)).toBe(true)
    const vol = skewedVol(0.18, 600, strike, base.years)
    expect(Math.abs(optionDelta({ ...base, right: 'put', strike, vol }))).toBeCloseTo(0.16, 1)
    expect(strikeForDelta('call', 0.5, base)).toBeGreaterThanOrEqual(600)
  })
})

describe('ticks', () => {
  it('quote SPY, QQQ and IWM in pennies, SPX in nickels and dimes, XSP and penny stocks by the $3 line', () => {
    expect([tickSize('SPY', 0.5), tickSize('SPY', 12), tickSize('QQQ', 8), tickSize('IWM', 3)]).toEqual([
      0.01, 0.01, 0.01, 0.01,
    ])
    expect([tickSize('SPX', 2.5), tickSize('SPX', 3), tickSize('XSP', 0.23), tickSize('XSP', 4)]).toEqual([
      0.05, 0.1, 0.01, 0.05,
    ])
    expect([tickSize('AAPL', 2.99), tickSize('AAPL', 3)]).toEqual([0.01, 0.05])
  })
})
