import type { Right, Structure } from './model.ts'
import type { PositionInput, PositionMath } from './position.ts'

/**
 * An order ticket as the dry run writes it: what a trader checks before sending an order. Every
 * date comes from the market calendar, every price from Black–Scholes with the scenario's IV.
 */

/** One leg of one unit, at the listed expiry. */
export type Leg = {
  side: 'buy' | 'sell'
  right: Right
  strike: number
  expiration: string
  /** Model mid, per share. */
  mid: number
  /** The leg's delta (calls 0…1, puts −1…0). */
  delta: number
  /** Implied volatility after skew, in percent (18.4). */
  iv: number
}

export type Ticket = {
  ticker: string
  structure: Structure
  /** The legs of one unit; the order is `quantity` units. */
  legs: Leg[]
  /** Units: single contracts, spreads or condors, as brokers count them. */
  quantity: number
  /** "2 × put credit spread (4 legs)". */
  quantityWords: string
  /** Days to expiration the strategy asked for, and the listed expiry it got (date and its real DTE). */
  requestedDte: number
  expiration: string
  dte: number
  /** Why that expiry: "SPY lists an expiration every trading day; the first at or after 14 days out". */
  expirationWords: string
  type: 'debit' | 'credit'
  /** Per share, at mid and at the limit (the limit on the tick grid). */
  mid: number
  limit: number
  tick: number
  /** "Limit $0.95 credit: the $0.96 mid, 1 tick ($0.01) toward a fill (less credit)". */
  limitWords: string
  /**
   * Dollars for the whole order, as the risk rules count them. `maxLossTowardCap` is the new money
   * the order can lose, what the daily loss cap adds up: a covered call's is 0, since the shares
   * it sells are held already. The position's own worst case at expiration, shares included, is
   * `math.maxLoss`; for a covered call the two differ.
   */
  maxLossTowardCap: number
  buyingPower: number
  /** Exit prices from the risk rules, per share; null when the strategy sets none. */
  stopLoss: number | null
  takeProfit: number | null
  position: PositionInput
  math: PositionMath
  /** Things a trader should look at: a wing priced at $0.00, a strike clamped to cost basis… */
  warnings: string[]
  notes: string[]
}
