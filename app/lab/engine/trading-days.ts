import { isCalendarDay, noonUtc as toTime } from './clock.ts'
import { earlyCloseTime, regularClose, regularOpen } from './market.ts'

/**
 * The days of the calendar (calendar.ts): day arithmetic on "YYYY-MM-DD" at UTC noon, the NYSE's
 * holidays and early closes by rule, and the regular session of a trading day.
 */

const dayMs = 86_400_000

/**
 * The years a scenario's date may fall in. The calendar's rules are today's NYSE rules (Juneteenth
 * from 2022, one-off closures listed from 2025); the further a date is from now, the less the
 * session they give is the exchange's. A year such as 0002, where a typed date passes on its way
 * to 2026, is named as an error rather than run.
 */
export const calendarYears = { first: 2000, last: 2099 } as const

/** Whether a text is a day of the calendar ("YYYY-MM-DD", no 31 February) in one of `calendarYears`. */
export function isScenarioDay(text: string): boolean {
  const year = Number(text.slice(0, 4))
  return isCalendarDay(text) && year >= calendarYears.first && year <= calendarYears.last
}

/** The "YYYY-MM-DD" of an instant, or "" when it is none (NaN) or outside the years 0000–9999 the format holds. */
export function fromTime(time: number): string {
  const year = new Date(time).getUTCFullYear()
  return Number.isNaN(year) || year < 0 || year > 9999 ? '' : new Date(time).toISOString().slice(0, 10)
}

/** A date from its numbers, the year in four digits as ISO 8601 writes it ("0020", not "20"). */
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** 0 Sunday … 6 Saturday; NaN for a text that is no date. */
export function weekday(date: string): number {
  return new Date(toTime(date)).getUTCDay()
}

/** The day `days` after `date`; "" when either is not a day (or a number of days). */
export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * dayMs)
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); NaN when either is no date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / dayMs)
}

/** The `nth` (1-based) given weekday of a month, or with nth = -1 the last one. */
export function nthWeekday(year: number, month: number, day: number, nth: number): string {
  if (nth > 0) {
    const first = weekday(iso(year, month, 1))
    return iso(year, month, 1 + ((day - first + 7) % 7) + (nth - 1) * 7)
  }
  // setUTCFullYear, not Date.UTC, which reads a year below 100 as 19xx.
  const lastDay = new Date(new Date(0).setUTCFullYear(year, month, 0)).getUTCDate()
  const last = weekday(iso(year, month, lastDay))
  return iso(year, month, lastDay - ((last - day + 7) % 7))
}

/** Easter Sunday (Gregorian), by the anonymous computus (Meeus/Jones/Butcher). */
export function easter(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(year, month, day)
}

/**
 * A fixed-date holiday as the exchange observes it: a Saturday one on the Friday before, a Sunday
 * one on the Monday after. New Year's Day is the exception: on a Saturday it is not moved back into
 * the old year (NYSE Rule 7.2), so that year has no New Year closure.
 */
function observed(date: string, name: string, saturdayToFriday = true): [string, string] | null {
  const day = weekday(date)
  if (day === 6) return saturdayToFriday ? [addDays(date, -1), `${name} (observed)`] : null
  if (day === 0) return [addDays(date, 1), `${name} (observed)`]
  return [date, name]
}

/** Closures the rules cannot know: national days of mourning and the like. */
const oneOffClosures: Record<string, string> = {
  '2025-01-09': 'National Day of Mourning for President Jimmy Carter',
}

const holidayCache = new Map<number, Map<string, string>>()

/** The NYSE's full-day closures of a year, by date. */
function holidaysOf(year: number): Map<string, string> {
  const cached = holidayCache.get(year)
  if (cached) return cached
  const entries: ([string, string] | null)[] = [
    observed(iso(year, 1, 1), 'New Year’s Day', false),
    [nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 2, 1, 3), 'Washington’s Birthday'],
    [addDays(easter(year), -2), 'Good Friday'],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    year >= 2022 ? observed(iso(year, 6, 19), 'Juneteenth National Independence Day') : null,
    observed(iso(year, 7, 4), 'Independence Day'),
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
    observed(iso(year, 12, 25), 'Christmas Day'),
  ]
  const map = new Map<string, string>()
  for (const entry of entries) if (entry) map.set(entry[0], entry[1])
  for (const [date, name] of Object.entries(oneOffClosures)) if (date.startsWith(`${year}-`)) map.set(date, name)
  holidayCache.set(year, map)
  return map
}

/** The name of the NYSE's full-day closure on that date, or null (weekends are not holidays). */
export function holiday(date: string): string | null {
  return holidaysOf(Number(date.slice(0, 4))).get(date) ?? null
}

/**
 * Why the session closes at 13:00 ET that day, or null: the day after Thanksgiving, Christmas Eve,
 * and the day before Independence Day, each when it is a trading day. July 3 closes early only
 * when July 4 falls on a Tuesday to Friday: when July 4 is a Saturday, July 3 is the holiday
 * itself, and when it is a Sunday or Monday, no early close comes before it.
 */
export function earlyClose(date: string): string | null {
  if (!isTradingDay(date)) return null
  const year = Number(date.slice(0, 4))
  if (date === addDays(nthWeekday(year, 11, 4, 4), 1)) return 'Day after Thanksgiving'
  if (date === iso(year, 12, 24)) return 'Christmas Eve'
  const july4 = weekday(iso(year, 7, 4))
  if (date === iso(year, 7, 3) && july4 >= 2 && july4 <= 5) return 'Day before Independence Day'
  return null
}

/**
 * Eastern time's offset behind UTC that day, in hours: 4 from the second Sunday of March to the
 * first Sunday of November (daylight saving time), 5 otherwise.
 */
export function easternOffsetHours(date: string): number {
  const year = Number(date.slice(0, 4))
  return date >= nthWeekday(year, 3, 0, 2) && date < nthWeekday(year, 11, 0, 1) ? 4 : 5
}

/**
 * Why the market is closed all day: "Saturday", "Sunday" or the holiday's name; null on a trading
 * day. A text that is not a day of the calendar is no trading day either.
 */
export function closedReason(date: string): string | null {
  if (!isCalendarDay(date)) return 'Not a calendar day'
  const day = weekday(date)
  if (day === 6) return 'Saturday'
  if (day === 0) return 'Sunday'
  return holiday(date)
}

export function isTradingDay(date: string): boolean {
  return closedReason(date) === null
}

/** The regular session of a trading day, or null when the market is closed. */
export function session(date: string): { open: number; close: number } | null {
  let hours = sessions.get(date)
  if (hours === undefined) {
    hours = isTradingDay(date) ? { open: regularOpen, close: earlyClose(date) ? earlyCloseTime : regularClose } : null
    if (sessions.size > 5000) sessions.clear()
    sessions.set(date, hours)
  }
  return hours && { ...hours }
}

/** The sessions worked out so far, by date: a replay asks for the same days many times over. */
const sessions = new Map<string, { open: number; close: number } | null>()

/** The trading day after `date`; "" when `date` is not a day of the calendar. */
export function nextTradingDay(date: string): string {
  if (!isCalendarDay(date)) return ''
  let day = addDays(date, 1)
  // "" past the year 9999, where the format ends.
  while (day !== '' && !isTradingDay(day)) day = addDays(day, 1)
  return day
}

/** The trading day before `date`; "" when `date` is not a day of the calendar. */
export function previousTradingDay(date: string): string {
  if (!isCalendarDay(date)) return ''
  let day = addDays(date, -1)
  // "" before the year 0000, where the format ends.
  while (day !== '' && !isTradingDay(day)) day = addDays(day, -1)
  return day
}

/**
 * Trading days from `from` to `to`: 0 on the same day, 1 on the next trading day (a closed `to`
 * counts as the next one); 0 when either is not a day of the calendar.
 */
export function tradingDaysBetween(from: string, to: string): number {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 0
  const target = to > from && !isTradingDay(to) ? nextTradingDay(to) : to
  let count = 0
  for (let day = from; day !== '' && day < target; day = addDays(day, 1)) if (isTradingDay(addDays(day, 1))) count++
  return count
}
