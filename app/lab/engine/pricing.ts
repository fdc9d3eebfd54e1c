import { intrinsic } from './market.ts'

/**
 * Option prices for the dry run, from Black–Scholes with the scenario's implied volatility, a put
 * skew and a fixed rate. An estimate to size an order ticket, not a quote: no market data is
 * involved.
 *
 * Time is trading time: `years` is the regular-session minutes left until the expiry's close over
 * 252 × 390 minutes a year (market.ts; calendar.ts counts them). Intraday variance lives in trading hours, so
 * a 0-DTE option at 11:15 ET has 285 of a year's 98,280 minutes left, not 285 of 525,600.
 *
 *   d1 = (ln(S/K) + (r + σ²/2)·T) / (σ·√T),  d2 = d1 − σ·√T
 *   call = S·N(d1) − K·e^(−rT)·N(d2),        put = K·e^(−rT)·N(−d2) − S·N(−d1)
 *   Δcall = N(d1),                           Δput = N(d1) − 1
 */

/** Annual risk-free rate used in every price (a documented constant, not a market figure). */
export const riskFreeRate = 0.04

/**
 * The standard normal cumulative distribution, to double precision: Hart's algorithm 5666 as given
 * by G. West, "Better approximations to cumulative normal functions" (Wilmott, 2005). Abramowitz &
 * Stegun 26.2.17, used before, is off by up to 7.5e-8: on a $600 underlying that moved a leg's mid
 * across a half cent ($8.215009 for $8.214966), so a trader's own calculator gave another cent.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x)
  let tail: number
  if (z > 37) tail = 0
  else {
    const e = Math.exp((-z * z) / 2)
    if (z < 7.07106781186547) {
      let top = 3.52624965998911e-2 * z + 0.700383064443688
      top = top * z + 6.37396220353165
      top = top * z + 33.912866078383
      top = top * z + 112.079291497871
      top = top * z + 221.213596169931
      top = top * z + 220.206867912376
      let bottom = 8.83883476483184e-2 * z + 1.75566716318264
      bottom = bottom * z + 16.064177579207
      bottom = bottom * z + 86.7807322029461
      bottom = bottom * z + 296.564248779674
      bottom = bottom * z + 637.333633378831
      bottom = bottom * z + 793.826512519948
      bottom = bottom * z + 440.413735824752
      tail = (e * top) / bottom
    } else {
      let fraction = z + 0.65
      fraction = z + 4 / fraction
      fraction = z + 3 / fraction
      fraction = z + 2 / fraction
      fraction = z + 1 / fraction
      tail = e / fraction / 2.506628274631
    }
  }
  return x > 0 ? 1 - tail : tail
}

export type OptionInput = { right: 'call' | 'put'; spot: number; strike: number; years: number; vol: number }

function d1d2({ spot, strike, years, vol }: OptionInput) {
  const sqrtT = Math.sqrt(years)
  const d1 = (Math.log(spot / strike) + (riskFreeRate + (vol * vol) / 2) * years) / (vol * sqrtT)
  return { d1, d2: d1 - vol * sqrtT }
}

/** Black–Scholes price of one share's worth of the option. */
export function optionPrice(input: OptionInput): number {
  const { right, spot, strike, years } = input
  const discount = strike * Math.exp(-riskFreeRate * years)
  const { d1, d2 } = d1d2(input)
  const price =
    right === 'call'
      ? spot * normalCdf(d1) - discount * normalCdf(d2)
      : discount * normalCdf(-d2) - spot * normalCdf(-d1)
  // Never below intrinsic value, never negative (rounding at the extremes).
  return Math.max(price, intrinsic(right, strike, spot) * Math.exp(-riskFreeRate * years), 0)
}

export type Greeks = { price: number; delta: number; gamma: number; theta: number; vega: number }

/**
 * Price and Greeks of one share's worth of the option: delta (0…1 calls, −1…0 puts), gamma per $1,
 * theta per year of trading time (negative for a long option), vega per 1.00 of volatility. At
 * expiry: intrinsic value, delta 0 or ±1, and no gamma, theta or vega.
 */
export function optionGreeks(input: OptionInput): Greeks {
  const { right, spot, strike, years, vol } = input
  if (!(years > 0) || !(vol > 0)) {
    const itm = right === 'call' ? spot > strike : spot < strike
    return {
      price: intrinsic(right, strike, spot),
      delta: itm ? (right === 'call' ? 1 : -1) : 0,
      gamma: 0,
      theta: 0,
      vega: 0,
    }
  }
  const { d1, d2 } = d1d2(input)
  const sqrtT = Math.sqrt(years)
  const density = Math.exp((-d1 * d1) / 2) / Math.sqrt(2 * Math.PI)
  const discount = strike * Math.exp(-riskFreeRate * years)
  const decay = (-spot * density * vol) / (2 * sqrtT)
  return {
    price: optionPrice(input),
    delta: right === 'call' ? normalCdf(d1) : normalCdf(d1) - 1,
    gamma: density / (spot * vol * sqrtT),
    theta:
      right === 'call'
        ? decay - riskFreeRate * discount * normalCdf(d2)
        : decay + riskFreeRate * discount * normalCdf(-d2),
    vega: spot * density * sqrtT,
  }
}

/**
 * A stylized equity-index smirk, not a fitted surface: volatility rises for strikes below the
 * price and falls a little above it, in standardized moneyness z = ln(K/S) / (σ·√T), so the same
 * delta carries the same skew at any expiry. A 10-delta put (z ≈ −1.3) is priced about 10% richer
 * than at the money, a 10-delta call about 10% cheaper.
 */
export const skew = { slope: 0.08, floor: 0.7, cap: 1.6 } as const

export function skewedVol(atmVol: number, spot: number, strike: number, years: number): number {
  if (!(years > 0) || !(atmVol > 0)) return atmVol
  const z = Math.log(strike / spot) / (atmVol * Math.sqrt(years))
  return atmVol * Math.min(skew.cap, Math.max(skew.floor, 1 - skew.slope * z))
}

/**
 * A leg's IV as the ticket states it and prices it: the skew's volatility to 0.01 point (0.1842).
 * Prices, Greeks and the payoff today are worked out from this figure, unrounded from there on, so
 * a trader who keys the ticket's IV into a Black–Scholes calculator gets the ticket's mid, to the
 * cent, and its Greeks; a whole order's Greeks repeat a leg's rounding hundreds of times, so they
 * could not be recomputed from a figure rounded after pricing.
 */
export function quotedVol(vol: number): number {
  return Math.round(vol * 10_000) / 10_000
}

/** Black–Scholes delta: 0…1 for calls, −1…0 for puts. */
export function optionDelta(input: OptionInput): number {
  const { d1 } = d1d2(input)
  return input.right === 'call' ? normalCdf(d1) : normalCdf(d1) - 1
}

/**
 * The strike on the grid whose absolute delta is nearest the target, each strike's delta taken
 * with its own skewed volatility (the delta a chain would show for it; `base.vol` is at the money).
 * Absolute delta falls as a call's strike rises and grows as a put's does, so a bisection finds
 * it; the two grid strikes around the answer are then compared. `stepAt` is the product's strike
 * interval at a price level (contracts.ts); $1 when not given.
 */
export function strikeForDelta(
  right: 'call' | 'put',
  target: number,
  base: Omit<OptionInput, 'strike' | 'right'>,
  stepAt: (level: number) => number = () => 1,
) {
  const absDelta = (strike: number) =>
    Math.abs(optionDelta({ ...base, right, strike, vol: skewedVol(base.vol, base.spot, strike, base.years) }))
  let low = base.spot * 0.2
  let high = base.spot * 3
  for (let i = 0; i < 50; i++) {
    const middle = (low + high) / 2
    // Calls: a strike above the answer has too little delta; puts: too much.
    const above = right === 'call' ? absDelta(middle) < target : absDelta(middle) > target
    if (above) high = middle
    else low = middle
  }
  const step = stepAt(low)
  const below = Math.max(step, Math.floor(low / step) * step)
  const candidates = [below, below + step]
  const best = candidates.reduce((a, b) => (Math.abs(absDelta(b) - target) < Math.abs(absDelta(a) - target) ? b : a))
  return Number(best.toFixed(2))
}
