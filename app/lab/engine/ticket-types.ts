import type { Right, Structure } from './model.ts'
import type { PositionInput, PositionMath } from './position.ts'

/**
 * An order ticket as the dry run writes it: what a trader checks before sending an order. Every
 * date comes from the market calendar, every price from Black–Scholes with the scenario's IV.
 */

/**
 * One leg of one unit, at the listed expiry. The figures are the model's, unrounded: the ticket
 * shows the IV to 0.01 point and the mid and delta to the cent, and everything else (the net mid,
 * the limit, the Greeks, the payoff today) is worked out from these, so a leg recomputed from the
 * figures shown lands on the mid shown.
 */
export type Leg = {
  side: 'buy' | 'sell'
  right: Right
  strike: number
  expiration: string
  /** Model mid, per share. */
  mid: number
  /** The leg's delta (calls 0…1, puts −1…0). */
  delta: number
  /** Implied volatility after skew, in percent, to 0.01 point as priced (18.42; pricing.ts's `quotedVol`). */
  iv: number
  /**
   * The chain's quote, when the leg is priced from the trader's own chain (quotes.ts): `mid` is then
   * halfway between this bid and ask, and `iv` the chain's own, or, `ivFrom: 'mid'`, the one its mid implies.
   */
  quote?: { bid: number; ask: number; line: number; ivFrom: 'chain' | 'mid' }
}

export type Ticket = {
  ticker: string
  structure: Structure
  /** The legs of one unit; the order is `quantity` units. */
  legs: Leg[]
  /** Units: single contracts, spreads or condors, as brokers count them. */
  quantity: number
  /** "2 × put credit spread (2 legs, 4 contracts)": legs per unit, contracts in the whole order. */
  quantityWords: string
  /** Days to expiration the strategy asked for, and the listed expiry it got (date and its real DTE). */
  requestedDte: number
  expiration: string
  dte: number
  /**
   * Why that expiry, and the time and price the legs are priced at, so the ticket can be
   * recomputed by hand: "SPY lists an expiration every trading day: the 14-day request lands on
   * one. Priced at the underlying’s $601.20 with 5,265 session minutes left to its close, of 98,280
   * in a trading year (252 × 390)."
   */
  expirationWords: string
  /** The product's rules the ticket applied (contracts.ts): strike grid, ticks, exercise, settlement. */
  rules: string
  type: 'debit' | 'credit'
  /** Per share: the model's net mid to the cent (from the legs' unrounded mids), and the limit on the tick grid. */
  mid: number
  limit: number
  tick: number
  /**
   * Where a ticket priced from the trader's own chain got its quotes ("From your chain,
   * spy-2026-11-23.csv, quoted 10:42 ET on 2026-11-23") and its natural price, per share: every
   * bought leg at its ask, every sold one at its bid. Absent on a ticket priced from the model.
   */
  source?: { words: string; natural: number }
  /** "Limit $0.95 credit: the $0.96 mid, 1 tick ($0.01) toward a fill (less credit)". */
  limitWords: string
  /**
   * Dollars for the whole order, as the risk rules count them. `maxLossTowardCap` is the new money
   * the order can lose, what the daily loss cap adds up: a covered call's is 0, since the shares
   * it sells are held already. The position's own worst case at expiration, shares included, is
   * `math.maxLoss`; for a covered call the two differ.
   */
  maxLossTowardCap: number
  /**
   * What the daily loss cap counts for the order, and for the position while it is open: its
   * `maxLossTowardCap`, or the loss at its stop-loss times the risk rules' gap multiple when they
   * count that way, never more than the max loss. `phrase` names which, as the cap's reason says it
   * ("this order’s max loss of $956"); counted at the stop, the ticket's notes say so too.
   */
  capCount: { dollars: number; phrase: string }
  buyingPower: number
  /** Exit prices from the risk rules, per share; null when the strategy sets none. */
  stopLoss: number | null
  takeProfit: number | null
  position: PositionInput
  math: PositionMath
  /** Things a trader should look at: a wing priced at $0.00, a strike clamped to cost basis… */
  warnings: string[]
  notes: string[]
  /**
   * What the strike grid could not give (a width, a delta), each in the notes' words with what was
   * used instead; the Open node's `offGrid: 'skip'` sends nothing then.
   */
  offGrid?: string[]
}
