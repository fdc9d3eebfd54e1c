/**
 * The U.S. options market's fixed numbers and the small rules built on them, written once: the
 * session's hours, the trading year, the contract multiplier, intrinsic value and rounding to a
 * grid. The calendar, the pricing, the position math, the replay and the UI read them here; each
 * product's strike and tick grids are in contracts.ts.
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

export function roundToStep(value: number, step: number): number {
  return Math.round(value / step) * step
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
