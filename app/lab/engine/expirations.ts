import { isCalendarDay } from './clock.ts'
import { addDays, isTradingDay, nthWeekday, previousTradingDay, session, weekday } from './trading-days.ts'

/**
 * The expirations each ticker lists (every trading day, or each week's Friday) and the session
 * minutes left to an expiry's close, read from the trading days (trading-days.ts).
 */

export type ExpiryCycle = 'daily' | 'weekly'

/** Underlyings with an expiration every trading day. */
export const dailyExpiryTickers: readonly string[] = ['SPY', 'QQQ', 'IWM', 'SPX', 'SPXW', 'XSP']

export function expiryCycle(ticker: string): ExpiryCycle {
  return dailyExpiryTickers.includes(ticker) ? 'daily' : 'weekly'
}

/** A week's Friday expiry, or the trading day before it when that Friday is a holiday. */
function fridayExpiry(friday: string): string {
  return isTradingDay(friday) ? friday : previousTradingDay(friday)
}

/** The standard monthly expiry: the third Friday, or the trading day before it when that Friday is a holiday. */
export function isMonthlyExpiry(date: string): boolean {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  return date === fridayExpiry(nthWeekday(year, month, 5, 3))
}

/** The Friday of the week (Monday to Sunday) that holds the date. */
function fridayOfWeek(date: string): string {
  return addDays(date, 5 - ((weekday(date) + 6) % 7) - 1)
}

export function isListedExpiry(ticker: string, date: string): boolean {
  if (!isTradingDay(date)) return false
  if (expiryCycle(ticker) === 'daily') return true
  return date === fridayExpiry(fridayOfWeek(date))
}

/**
 * The expiry an order for `dte` days gets: the first listed expiry on or after `date` + `dte`
 * calendar days (nearest at or after, never before, so a position is never shorter than asked);
 * "" when `date` is not a day of the calendar or `dte` no number of days.
 */
export function expiryFor(ticker: string, date: string, dte: number): string {
  if (!isCalendarDay(date) || !Number.isFinite(dte)) return ''
  let day = addDays(date, dte)
  // A week always holds a listed expiry, so this ends within eight days.
  while (day !== '' && !isListedExpiry(ticker, day)) day = addDays(day, 1)
  return day
}

/**
 * Regular-session minutes from `minutes` on `date` until the close of `expiration`: what is left of
 * today's session (counted from the open before it, nothing after the close), every full session
 * in between (210 minutes on an early-close day), and the expiry's own session. 0 when either
 * date is not a day of the calendar.
 */
export function tradingMinutesUntilClose(date: string, minutes: number, expiration: string): number {
  if (expiration < date || !isCalendarDay(date) || !isCalendarDay(expiration)) return 0
  let total = 0
  for (let day = date; day !== '' && day <= expiration; day = addDays(day, 1)) {
    const hours = session(day)
    if (!hours) continue
    const from = day === date ? Math.max(hours.open, minutes) : hours.open
    total += Math.max(0, hours.close - from)
  }
  return total
}
