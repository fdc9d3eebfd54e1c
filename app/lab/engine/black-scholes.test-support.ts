/**
 * An independent Black–Scholes, for tests that recompute the engine's figures (recompute.test.ts,
 * quotes.test.ts): nothing from pricing.ts or position.ts, so that a rounding or an approximation
 * the engine decides would show.
 */

/**
 * Φ, the standard normal distribution, to double precision by Marsaglia's series ("Evaluating the
 * Normal Distribution", Journal of Statistical Software 11(4), 2004): Φ(x) = ½ + φ(x)·(x + x³/3 +
 * x⁵/(3·5) + …), summed until a term no longer changes the sum. Another route than pricing.ts's
 * (Hart's rational approximation), so that a rounding an approximation decides would show.
 */
export function cdf(x: number): number {
  if (x < -8) return 0
  if (x > 8) return 1
  let sum = x
  let term = x
  for (let n = 3; sum + term !== sum; n += 2) {
    term = (term * x * x) / n
    sum += term
  }
  return 0.5 + sum * pdf(x)
}
export const pdf = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)

export type Right = 'call' | 'put'

/** One option per share, European, no dividend: price, delta, gamma per $1, theta per year, vega per 1.00 of volatility. */
export function blackScholes(right: Right, spot: number, strike: number, years: number, vol: number, rate: number) {
  const root = Math.sqrt(years)
  const d1 = (Math.log(spot / strike) + (rate + (vol * vol) / 2) * years) / (vol * root)
  const d2 = d1 - vol * root
  const discounted = strike * Math.exp(-rate * years)
  const decay = (-spot * pdf(d1) * vol) / (2 * root)
  return right === 'call'
    ? {
        price: spot * cdf(d1) - discounted * cdf(d2),
        delta: cdf(d1),
        gamma: pdf(d1) / (spot * vol * root),
        theta: decay - rate * discounted * cdf(d2),
        vega: spot * pdf(d1) * root,
      }
    : {
        price: discounted * cdf(-d2) - spot * cdf(-d1),
        delta: cdf(d1) - 1,
        gamma: pdf(d1) / (spot * vol * root),
        theta: decay + rate * discounted * cdf(-d2),
        vega: spot * pdf(d1) * root,
      }
}
