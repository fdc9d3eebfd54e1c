/**
 * The math of one option position, as a trader reads it beside an order ticket: max profit and
 * loss, breakevens, reward to risk, probability of profit at expiration (a model estimate), the
 * position's Greeks, fees, and its payoff at expiration and today. Plain numbers from the legs,
 * the underlying, the time left and the volatility; no market data.
 *
 * At expiration the payoff is piecewise linear, bending only at the strikes, so max profit and loss
 * and the breakevens are read exactly off the strikes and the slope beyond the last one; the
 * probability of profit integrates the lognormal distribution over the ranges where the payoff is
 * positive. Everything is for the whole order (quantity × 100 shares per contract), before fees.
 */

import { intrinsic, multiplier, round2, tradingDaysPerYear } from './market.ts'
import type { Right } from './model.ts'
import { normalCdf, optionGreeks, optionPrice, riskFreeRate, skewedVol } from './pricing.ts'

/** One leg of one unit of the position (one spread, one condor, one contract). */
export type PositionLeg = {
  side: 'buy' | 'sell'
  right: Right
  strike: number
  /** Implied volatility this leg is priced with (after skew), annual, as a fraction (0.18). */
  vol: number
}

export type PositionInput = {
  legs: PositionLeg[]
  /** Shares held per unit alongside the options (100 for a covered call) and their cost basis per share. */
  shares?: { perUnit: number; basis: number }
  /** Units: contracts of a single option, spreads, or condors. */
  quantity: number
  /** Underlying price now. */
  spot: number
  /** Time to expiration now, in years of trading time (see pricing.ts). */
  years: number
  /** Net option price per share of one unit at the order's limit: positive for a debit paid, negative for a credit received. */
  netPrice: number
  /** Fee per contract (per leg of each unit), dollars, charged to open. */
  feePerContract: number
  /** At-the-money implied volatility, annual fraction; the probability takes the skew from it, as the legs' prices do. */
  vol: number
  /**
   * The chain's own volatility by strike at the expiry (quotes.ts), ascending, when the legs are
   * priced from the trader's chain: the probability reads its distribution off these instead of
   * the model's skew, between strikes on a straight line, beyond the ends at the end's.
   */
  smile?: readonly { strike: number; vol: number }[]
}

export type Greeks = {
  /** Share-equivalent delta of the whole order (shares included). */
  delta: number
  /** Change of that delta for a $1 move of the underlying. */
  gamma: number
  /** Dollars the whole order gains (+) or loses (−) in one trading day with nothing else moving. */
  theta: number
  /** Dollars the whole order gains or loses when implied volatility rises one point (0.01). */
  vega: number
}

export type PositionMath = {
  /** Dollars for the whole order, before fees; null when unlimited. */
  maxProfit: number | null
  /**
   * The position's worst case at expiration, shares included: dollars for the whole order as a
   * positive number, before fees; null when unlimited. (The risk rules count the order's new money
   * at risk instead, `Ticket.maxLossTowardCap`.)
   */
  maxLoss: number | null
  /** Underlying prices at expiration where the order breaks even (before fees), ascending. */
  breakevens: number[]
  /** maxProfit / maxLoss; null when either is unlimited or max loss is 0. */
  rewardToRisk: number | null
  /** Model probability (0–1) that the order is worth more than its net price at expiration. */
  probabilityOfProfit: number
  greeks: Greeks
  /**
   * Dollars the whole order, as filled at its limit, makes (+) or loses (−) by expiration with the
   * underlying where it is, before fees: for a position expiring today, what theta can still earn
   * by the close. Measured from the fill, not from the model's mid, so it is never above the max
   * profit: a credit spread filled a tick under its mid earns the credit taken, not the mid.
   */
  decayToExpiry: number
  /** Dollars to open the whole order: contracts × fee. */
  fees: number
}

export type PayoffPoint = { price: number; expiry: number; today: number }

const sign = (side: PositionLeg['side']) => (side === 'buy' ? 1 : -1)

/** Dollars the whole order makes (+) or loses (−) at expiration with the underlying at `price`, before fees. */
export function expiryPnl(input: PositionInput, price: number): number {
  const size = input.quantity * multiplier
  const options = input.legs.reduce((sum, leg) => sum + sign(leg.side) * intrinsic(leg.right, leg.strike, price), 0)
  const shares = input.shares ? (input.shares.perUnit / multiplier) * (price - input.shares.basis) : 0
  return (options + shares - input.netPrice) * size
}

/** The same today: each leg valued by Black–Scholes with the time left and its own volatility. */
export function todayPnl(input: PositionInput, price: number): number {
  const size = input.quantity * multiplier
  const options = input.legs.reduce(
    (sum, leg) =>
      sum +
      sign(leg.side) *
        optionPrice({ right: leg.right, spot: price, strike: leg.strike, years: input.years, vol: leg.vol }),
    0,
  )
  const shares = input.shares ? (input.shares.perUnit / multiplier) * (price - input.shares.basis) : 0
  return (options + shares - input.netPrice) * size
}

/** Dollars per $1 of the underlying above every strike: calls and shares keep moving the payoff. */
function slopeAbove(input: PositionInput): number {
  const calls = input.legs.reduce((sum, leg) => sum + (leg.right === 'call' ? sign(leg.side) : 0), 0)
  const shares = input.shares ? input.shares.perUnit / multiplier : 0
  return (calls + shares) * input.quantity * multiplier
}

/** Where the expiration payoff crosses zero, ascending, to the cent. */
function breakevensOf(input: PositionInput, kinks: number[]): number[] {
  const found: number[] = []
  const add = (price: number) => {
    const rounded = round2(price)
    if (rounded >= 0 && !found.some((item) => Math.abs(item - rounded) < 0.005)) found.push(rounded)
  }
  const points = [0, ...kinks]
  for (let index = 1; index < points.length; index++) {
    const a = points[index - 1] ?? 0
    const b = points[index] ?? 0
    const fa = expiryPnl(input, a)
    const fb = expiryPnl(input, b)
    if (fb === 0 && fa !== 0) add(b)
    else if (fa * fb < 0) add(a + (b - a) * (fa / (fa - fb)))
  }
  const last = points.at(-1) ?? 0
  const atLast = expiryPnl(input, last)
  const slope = slopeAbove(input)
  if (slope !== 0 && atLast !== 0 && Math.sign(slope) !== Math.sign(atLast)) add(last - atLast / slope)
  return found.sort((a, b) => a - b)
}

/**
 * P(S_T < price) under the lognormal model with the risk-free drift, with the volatility the skew
 * gives that price as a strike: the same surface the legs are priced on.
 */
function below(input: PositionInput, price: number): number {
  if (price <= 0) return 0
  if (!Number.isFinite(price)) return 1
  const { spot, years } = input
  const vol =
    input.smile && input.smile.length > 0 ? smileVol(input.smile, price) : skewedVol(input.vol, spot, price, years)
  if (!(years > 0) || !(vol > 0)) return spot < price ? 1 : 0
  const spread = vol * Math.sqrt(years)
  return normalCdf((Math.log(price / spot) - (riskFreeRate - (vol * vol) / 2) * years) / spread)
}

/** The smile's volatility at a price: on the line between the strikes around it, flat beyond its ends. */
export function smileVol(smile: NonNullable<PositionInput['smile']>, price: number): number {
  const first = smile[0]
  const last = smile.at(-1)
  if (!first || !last) return 0
  if (price <= first.strike) return first.vol
  if (price >= last.strike) return last.vol
  const upper = smile.findIndex((point) => point.strike >= price)
  const a = smile[upper - 1] ?? first
  const b = smile[upper] ?? last
  return a.vol + ((b.vol - a.vol) * (price - a.strike)) / (b.strike - a.strike)
}

export function analyzePosition(input: PositionInput): PositionMath {
  const kinks = [...new Set(input.legs.map((leg) => leg.strike))].sort((a, b) => a - b)
  const values = [0, ...kinks].map((price) => expiryPnl(input, price))
  const slope = slopeAbove(input)
  const best = Math.max(...values)
  const worst = Math.min(...values)
  // To the cent: the dollars of a whole order, without the float's last-digit noise.
  const maxProfit = slope > 0 ? null : round2(Math.max(0, best))
  const maxLoss = slope < 0 ? null : round2(Math.max(0, -worst))
  const breakevens = breakevensOf(input, kinks)

  // Sum the probability of every range between breakevens where the payoff is positive.
  const edges = [0, ...breakevens, Number.POSITIVE_INFINITY]
  let probabilityOfProfit = 0
  for (let index = 1; index < edges.length; index++) {
    const a = edges[index - 1] ?? 0
    const b = edges[index] ?? 0
    const probe = Number.isFinite(b) ? (a + b) / 2 : Math.max(a * 1.5, a + 1, input.spot * 2)
    if (expiryPnl(input, probe) > 0) probabilityOfProfit += below(input, b) - below(input, a)
  }

  const size = input.quantity * multiplier
  const greeks = { delta: input.shares ? input.shares.perUnit * input.quantity : 0, gamma: 0, theta: 0, vega: 0 }
  for (const leg of input.legs) {
    const each = optionGreeks({
      right: leg.right,
      spot: input.spot,
      strike: leg.strike,
      years: input.years,
      vol: leg.vol,
    })
    const scale = sign(leg.side) * size
    greeks.delta += each.delta * scale
    greeks.gamma += each.gamma * scale
    // Per trading day, and per volatility point.
    greeks.theta += (each.theta * scale) / tradingDaysPerYear
    greeks.vega += (each.vega * scale) / 100
  }

  return {
    maxProfit,
    maxLoss,
    breakevens,
    rewardToRisk: maxProfit === null || maxLoss === null || maxLoss === 0 ? null : maxProfit / maxLoss,
    // A sum of the model's probabilities over ranges that do not overlap: between 0 and 1 by itself.
    probabilityOfProfit,
    greeks,
    decayToExpiry: expiryPnl(input, input.spot),
    fees: input.legs.length * input.quantity * input.feePerContract,
  }
}

/** A round step for about five ticks across a span: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(span: number): number {
  const raw = span / 5
  const power = 10 ** Math.floor(Math.log10(raw))
  const multiple = [1, 2, 2.5, 5, 10].find((item) => item * power >= raw) ?? 10
  return multiple * power
}

/**
 * Prices for a payoff chart: every strike and breakeven with a margin around them, and at least two
 * expected moves (spot · σ · √T) either side of the price, on round bounds.
 */
export function chartRange(input: PositionInput): { low: number; high: number; step: number } {
  const { breakevens } = analyzePosition(input)
  const marks = [input.spot, ...input.legs.map((leg) => leg.strike), ...breakevens]
  const move = input.spot * input.vol * Math.sqrt(Math.max(input.years, 0))
  let low = Math.min(...marks, input.spot - 2 * move)
  let high = Math.max(...marks, input.spot + 2 * move)
  const margin = Math.max((high - low) * 0.15, input.spot * 0.005)
  low -= margin
  high += margin
  const step = niceStep(high - low)
  return { low: Math.max(0, Math.floor(low / step) * step), high: Math.ceil(high / step) * step, step }
}

/** Evenly spaced points over the range, plus every strike and breakeven in it, so each bend is drawn exactly. */
export function payoffCurve(input: PositionInput, low: number, high: number, count: number): PayoffPoint[] {
  const prices = new Set<number>()
  for (let index = 0; index <= count; index++) prices.add(low + ((high - low) * index) / count)
  const { breakevens } = analyzePosition(input)
  for (const mark of [...input.legs.map((leg) => leg.strike), ...breakevens, input.spot]) {
    if (mark > low && mark < high) prices.add(mark)
  }
  return [...prices]
    .sort((a, b) => a - b)
    .map((price) => ({ price, expiry: expiryPnl(input, price), today: todayPnl(input, price) }))
}
