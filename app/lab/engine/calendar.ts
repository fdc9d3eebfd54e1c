/**
 * The U.S. options market calendar, computed by rule for any year: NYSE trading days (holidays
 * with their observed-day rules, Good Friday from Easter, one-off closures), the regular session
 * 09:30–16:00 ET and its 13:00 ET early closes, the expirations each ticker lists, and the
 * session minutes left to an expiry's close (the Lab prices options in trading time). Dates are
 * "YYYY-MM-DD" strings and times minutes after midnight Eastern; day arithmetic runs at UTC noon,
 * so no time zone or daylight-saving change can move a date.
 *
 * The rules reproduce the NYSE's published holiday and early-close tables for 2025–2027
 * (calendar.test.ts pins every date of those years).
 *
 * No function here throws, whatever text it is given as a date: a text that is not a day of the
 * calendar (a half-typed "0020-12-01" is one, "12-01" or "" are not) has no weekday (NaN), is no
 * trading day (`closedReason` says why), moves to no other day (`addDays` gives ""), and has no
 * session, expiry or trading time. A scenario's own date is further held to `calendarYears` (schema.ts).
 */

import { cpiSchedule } from '../../content/cpi-releases.ts'
import { isCalendarDay, noonUtc as toTime } from './clock.ts'
import { earlyCloseTime, regularClose, regularOpen } from './market.ts'

const dayMs = 86_400_000

/**
 * The years a scenario's date may fall in. The rules above are today's NYSE rules (Juneteenth from
 * 2022, one-off closures listed from 2025); the further a date is from now, the less the session
 * they give is the exchange's. A year such as 0002, where a typed date passes on its way to 2026,
 * is named as an error rather than run.
 */
export const calendarYears = { first: 2000, last: 2099 } as const

/** Whether a text is a day of the calendar ("YYYY-MM-DD", no 31 February) in one of `calendarYears`. */
export function isScenarioDay(text: string): boolean {
  const year = Number(text.slice(0, 4))
  return isCalendarDay(text) && year >= calendarYears.first && year <= calendarYears.last
}

/** The "YYYY-MM-DD" of an instant, or "" when it is none (NaN) or outside the years 0000–9999 the format holds. */
function fromTime(time: number): string {
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
function nthWeekday(year: number, month: number, day: number, nth: number): string {
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

/** The kinds of event a visitor can add to a scenario, by the name a skip's reason gives them. */
export const ownEventKinds = {
  CPI: 'CPI release',
  employment: 'Employment report',
  other: 'Market event',
} as const
export type OwnEventKind = keyof typeof ownEventKinds
/** An event date the visitor added to the scenario (`market.events`). */
export type OwnEvent = { date: string; kind: OwnEventKind }

export type MarketEvent = { date: string; kind: 'FOMC' | OwnEventKind; name: string }

const fomc = (date: string): MarketEvent => ({ date, kind: 'FOMC', name: 'FOMC rate decision (14:00 ET)' })

/**
 * Scheduled releases that move the whole market, as their publishers announced them.
 * - FOMC: the second day of each scheduled meeting, when the statement is released at 14:00 ET.
 *   2025 and 2026 from the Federal Reserve's release "Federal Open Market Committee announces its
 *   tentative meeting schedule for 2025 and 2026" (August 2024); 2027 from its release of
 *   September 5, 2025 (https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm).
 * - CPI: releases at 08:30 ET, from `cpiReleases` below.
 * A visitor adds any other date to the scenario (`market.events`); `eventsOn` counts them alike.
 */
/**
 * CPI release dates, each with the BLS page it was copied from: the company's data file
 * (app/content/cpi-releases.ts, which documents its format), empty until the company fills it in.
 * The engine reads nothing else from the site's content.
 */
export const cpiReleases: readonly { date: string; source: string }[] = cpiSchedule.releases

/** The day the CPI rows were last compared with the BLS schedule, or '' while there are none. */
export const cpiChecked = cpiSchedule.checked

/** What a CPI row must be: a trading day, in order, once, with a BLS page; each problem in words. */
export function cpiScheduleProblems(schedule: typeof cpiSchedule): string[] {
  const problems: string[] = []
  const { checked, releases } = schedule
  if (releases.length > 0 && !/^\d{4}-\d{2}-\d{2}$/.test(checked)) {
    problems.push('“checked” must be the day the rows were compared with the BLS schedule, YYYY-MM-DD.')
  }
  if (releases.length === 0 && checked !== '') problems.push('“checked” is set, but there are no rows.')
  releases.forEach(({ date, source }, index) => {
    const row = `Row ${index + 1} (${date})`
    const time = Date.parse(`${date}T12:00:00Z`)
    const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(time) && fromTime(time) === date
    if (!real) problems.push(`${row}: not a date as YYYY-MM-DD.`)
    else if (!isTradingDay(date)) problems.push(`${row}: not a trading day (${closedReason(date)}).`)
    if (!/^https:\/\/www\.bls\.gov\//.test(source))
      problems.push(`${row}: its source must be a page on https://www.bls.gov/.`)
    const before = releases[index - 1]
    if (before && before.date >= date) problems.push(`${row}: not after the row before it (${before.date}).`)
  })
  return problems
}

export const marketEvents: readonly MarketEvent[] = [
  ...[
    '2025-01-29',
    '2025-03-19',
    '2025-05-07',
    '2025-06-18',
    '2025-07-30',
    '2025-09-17',
    '2025-10-29',
    '2025-12-10',
    '2026-01-28',
    '2026-03-18',
    '2026-04-29',
    '2026-06-17',
    '2026-07-29',
    '2026-09-16',
    '2026-10-28',
    '2026-12-09',
    '2027-01-27',
    '2027-03-17',
    '2027-04-28',
    '2027-06-09',
    '2027-07-28',
    '2027-09-15',
    '2027-10-27',
    '2027-12-08',
  ].map(fomc),
  ...cpiReleases.map(({ date }): MarketEvent => ({ date, kind: 'CPI', name: 'CPI release (08:30 ET)' })),
]

/** The years whose FOMC decisions are all bundled. */
export const eventCalendarYears = { first: 2025, last: 2027 } as const

/**
 * What the calendar bundles, in words the Lab shows where event dates are chosen and the event
 * template's notes repeat: "The Lab bundles the FOMC’s 2025–2027 rate decisions (Federal Reserve)
 * and no CPI release dates yet", or the CPI rows of the company's file, counted with their years.
 */
export function bundledEvents(releases: readonly { date: string }[] = cpiReleases): string {
  const fomc = `The Lab bundles the FOMC’s ${eventCalendarYears.first}–${eventCalendarYears.last} rate decisions (Federal Reserve)`
  if (releases.length === 0) return `${fomc} and no CPI release dates yet`
  const [first, last] = [releases[0]?.date.slice(0, 4), releases.at(-1)?.date.slice(0, 4)]
  const years = first === last ? first : `${first}–${last}`
  const count = `${releases.length} CPI release date${releases.length === 1 ? '' : 's'}`
  return `${fomc} and ${count} (${years}) from the BLS schedule`
}

/**
 * Where CPI release dates come from, as a sentence for the event template, its hub and its guide:
 * none until the company adds the BLS schedule's rows (app/content/cpi-releases.ts), and then how
 * many. A sentence never says CPI dates are bundled while there are none (cpi-claims.test.ts).
 */
export function cpiDatesWords(releases: readonly { date: string }[] = cpiReleases): string {
  if (releases.length === 0)
    return 'CPI dates come only once the company adds them from the BLS schedule, and none are in yet: add the CPI days you trade around as your own dates.'
  const [first, last] = [releases[0]?.date.slice(0, 4), releases.at(-1)?.date.slice(0, 4)]
  const years = first === last ? first : `${first}–${last}`
  return `The company has added ${releases.length} CPI release date${releases.length === 1 ? '' : 's'} (${years}, 08:30 ET) from the BLS schedule; add any other date as your own.`
}

/** The bundled events of the day, then the visitor's own: "CPI release (your date)". */
export function eventsOn(date: string, own: readonly OwnEvent[] = []): MarketEvent[] {
  return [
    ...marketEvents.filter((event) => event.date === date),
    ...ownEvents(own.filter((event) => event.date === date)),
  ]
}

/** The visitor's own events as the calendar names them. */
function ownEvents(own: readonly OwnEvent[]): MarketEvent[] {
  return own.map(({ date, kind }) => ({ date, kind, name: `${ownEventKinds[kind]} (your date)` }))
}

/**
 * Every scheduled event from `from` to `to`, both included, bundled and the visitor's own, in date
 * order: what falls inside an option's life when `to` is its expiry (an event on the expiry day
 * comes before its close: an FOMC statement at 14:00 ET, a CPI release at 08:30 ET).
 */
export function eventsBetween(from: string, to: string, own: readonly OwnEvent[] = []): MarketEvent[] {
  return [...marketEvents, ...ownEvents(own)]
    .filter((event) => event.date >= from && event.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** The first scheduled event on or after `date`, bundled or the visitor's own, or null with none ahead. */
export function nextEvent(date: string, own: readonly OwnEvent[] = []): MarketEvent | null {
  return eventsBetween(date, '9999-12-31', own)[0] ?? null
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
