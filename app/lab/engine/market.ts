/**
 * The U.S. options market's fixed numbers and the small rules built on them, written once: the
 * session's hours, the trading year, the contract multiplier, intrinsic value, the strike grid and
 * the tick grid. The calendar, the pricing, the position math, the replay and the UI read them here.
 */

/** The regular session, in minutes after midnight Eastern: 09:30 to 16:00, 13:00 on an early-close day. */
export const regularOpen = 9 * 60 + 30
export const regularClose = 16 * 60
export const earlyCloseTime = 13 * 60
export const sessionMinutes = regularClose - regularOpen

/** Trading days in a year: what annual volatility is scaled by (σ/√252 a day) and theta is quoted per. */
export const tradingDaysPerYear = 252
/** Trading time: 252 sessions of 390 minutes. */
export const tradingMinutesPerYear = tradingDaysPerYear * sessionMinutes

/** Contract multiplier for U.S. equity options: shares per contract. */
export const multiplier = 100

/** How close two computed prices must be to count as equal (float noise, far below a cent). */
export const tolerance = 1e-9

/** What exercising the option would be worth now, per share: never negative. */
export function intrinsic(right: 'call' | 'put', strike: number, price: number): number {
  return right === 'call' ? Math.max(0, price - strike) : Math.max(0, strike - price)
}

/** A price to the cent. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/** Listed strikes are on a grid: $0.50 apart under $25, $1 from there. */
export function strikeStep(spot: number): number {
  return spot < 25 ? 0.5 : 1
}

export function roundToStep(value: number, step: number): number {
  return Math.round(value / step) * step
}

/** Underlyings whose options quote in pennies at every price (the penny program's widest class). */
const pennyEverywhere = new Set(['SPY', 'QQQ', 'IWM'])
/** Cboe's index options: $0.05 under $3, $0.10 from $3. */
const indexTicks = new Set(['SPX', 'XSP'])

/**
 * The minimum price increment of an option quote: SPY, QQQ and IWM $0.01 at every price; SPX and
 * XSP $0.05 under $3 and $0.10 from $3; other penny-program names $0.01 under $3 and $0.05 from $3.
 */
export function tickSize(ticker: string, price: number): number {
  if (pennyEverywhere.has(ticker)) return 0.01
  if (indexTicks.has(ticker)) return Math.abs(price) < 3 ? 0.05 : 0.1
  return Math.abs(price) < 3 ? 0.01 : 0.05
}

/** The first multiple of `step` at or above the value (a price already on the grid stays). */
export function stepAtOrAbove(value: number, step: number): number {
  return Math.ceil(value / step - tolerance) * step
}

/**
 * A price on the tick grid, rounded toward a fill: up for the side that pays (a debit, a buy to
 * close), down for the side that receives (a credit, a sell to close).
 */
export function towardFill(price: number, tick: number, side: 'pays' | 'receives'): number {
  return round2(side === 'pays' ? stepAtOrAbove(price, tick) : Math.floor(price / tick + tolerance) * tick)
}
