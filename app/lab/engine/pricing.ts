/**
 * Option prices for the dry run, from Black–Scholes with the scenario's implied volatility and a
 * fixed rate. An estimate to size an order ticket, not a quote: no market data is involved.
 *
 *   d1 = (ln(S/K) + (r + σ²/2)·T) / (σ·√T),  d2 = d1 − σ·√T
 *   call = S·N(d1) − K·e^(−rT)·N(d2),        put = K·e^(−rT)·N(−d2) − S·N(−d1)
 *   Δcall = N(d1),                           Δput = N(d1) − 1
 */

/** Annual risk-free rate used in every price (a documented constant, not a market figure). */
export const riskFreeRate = 0.04

/** Contract multiplier for U.S. equity options. */
export const multiplier = 100

/** Standard normal cumulative distribution (Abramowitz & Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return x >= 0 ? 1 - tail : tail
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
  const intrinsic = right === 'call' ? Math.max(0, spot - strike) : Math.max(0, strike - spot)
  return Math.max(price, intrinsic * Math.exp(-riskFreeRate * years), 0)
}

/** Black–Scholes delta: 0…1 for calls, −1…0 for puts. */
export function optionDelta(input: OptionInput): number {
  const { d1 } = d1d2(input)
  return input.right === 'call' ? normalCdf(d1) : normalCdf(d1) - 1
}

/** Listed strikes are on a grid: $0.50 apart under $25, $1 from there. */
export function strikeStep(spot: number): number {
  return spot < 25 ? 0.5 : 1
}

export function roundToStep(value: number, step: number): number {
  return Math.round(value / step) * step
}

/**
 * The strike on the grid whose absolute delta is nearest the target. Absolute delta falls as a
 * call's strike rises and grows as a put's does, so a bisection finds it; the two grid strikes
 * around the answer are then compared.
 */
export function strikeForDelta(right: 'call' | 'put', target: number, base: Omit<OptionInput, 'strike' | 'right'>) {
  const step = strikeStep(base.spot)
  const absDelta = (strike: number) => Math.abs(optionDelta({ ...base, right, strike }))
  let low = base.spot * 0.2
  let high = base.spot * 3
  for (let i = 0; i < 50; i++) {
    const middle = (low + high) / 2
    // Calls: a strike above the answer has too little delta; puts: too much.
    const above = right === 'call' ? absDelta(middle) < target : absDelta(middle) > target
    if (above) high = middle
    else low = middle
  }
  const below = Math.max(step, Math.floor(low / step) * step)
  const candidates = [below, below + step]
  const best = candidates.reduce((a, b) => (Math.abs(absDelta(b) - target) < Math.abs(absDelta(a) - target) ? b : a))
  return Number(best.toFixed(2))
}

/** Price ticks: $0.01 under $3, $0.05 from there (the common U.S. penny-pilot rule). */
export function tickSize(price: number): number {
  return Math.abs(price) < 3 ? 0.01 : 0.05
}
