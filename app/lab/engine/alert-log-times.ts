/**
 * The times of an alert log (alert-log.ts): when each alert fired, read from the start of a CSV
 * cell or a pasted line and given as the Eastern day, minute and seconds the replay runs it at.
 * Apart because dates, clocks, zones and daylight saving are a job of their own, whatever the
 * log's layout.
 */

import { calendarYears, easternOffsetHours } from './calendar.ts'
import { isCalendarDay } from './clock.ts'
import { wallTime } from './wall-clock.ts'

/** When an alert fired: the instant, and the Eastern day, minute and seconds the replay uses. */
export type Fired = { instant: number; date: string; time: string; seconds: number }

/**
 * A time at the start of a text: a date (2026-11-23 or 11/23/2026), a clock time with optional
 * seconds and fraction (10:42, 15:42:10.000), an optional AM/PM, and an optional zone: Z, UTC, GMT
 * or an offset (+00:00, -0500) for a time in UTC; ET, or nothing, for Eastern.
 */
const timePattern =
  /^(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})\/(\d{1,2})\/(\d{4}))(?:T|,? +)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?: ?([AaPp])\.?[Mm]\.?(?![A-Za-z]))?(?: ?([Zz]|UTC|GMT|ET|[+-]\d{2}(?::?\d{2})?)(?![A-Za-z\d]))?/

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The Eastern day, minute and seconds of an instant, daylight saving included, by the time zone database. */
function easternOf(instant: number): Fired {
  const iso = new Date(wallTime('America/New_York', instant)).toISOString()
  return { instant, date: iso.slice(0, 10), time: iso.slice(11, 16), seconds: Number(iso.slice(17, 19)) }
}

/** What a time reads as, with the text after it; or why it is no time, in words that follow a colon. */
type TimeRead = { ok: true; fired: Fired; rest: string } | { ok: false; why: string }

export const timeExample =
  'TradingView writes 2026-11-23T15:42:10Z (UTC), and a time with no zone, such as 2026-11-23 10:42, is read as Eastern'

/** Shown where a text is quoted in a message: its first 40 characters. */
export const quoted = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`

/** The time a text starts with, converted to Eastern when it is given in UTC or with an offset. */
export function readTime(text: string): TimeRead {
  const match = timePattern.exec(text)
  if (!match) return { ok: false, why: `${quoted(text.split(/\s/, 1)[0] ?? '')} is not a time; ${timeExample}` }
  const [written = '', isoYear, isoMonth, isoDay, usMonth, usDay, usYear, hourText, minuteText, secondText] = match
  const marker = match[10]?.toLowerCase()
  const zone = match[11]?.toUpperCase()
  const year = Number(isoYear ?? usYear)
  const month = Number(isoMonth ?? usMonth)
  const day = Number(isoDay ?? usDay)
  let hour = Number(hourText)
  const minute = Number(minuteText)
  const seconds = Number(secondText ?? 0)
  const date = `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`
  const offset = zone === undefined || zone === 'ET' ? null : /^[+-]/.test(zone) ? zone : '+00:00'
  const offsetMinutes =
    offset === null ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)))
  if (marker !== undefined) {
    if (hour < 1 || hour > 12)
      return { ok: false, why: `${quoted(written)} is not a time: with AM or PM the hour is 1 to 12` }
    hour = (hour % 12) + (marker === 'p' ? 12 : 0)
  }
  if (!isCalendarDay(date))
    return { ok: false, why: `${quoted(written)} is not a time: ${date} is no day of the calendar` }
  if (hour > 23 || minute > 59 || seconds > 59 || Math.abs(offsetMinutes) > 14 * 60) {
    return { ok: false, why: `${quoted(written)} is not a time: ${timeExample}` }
  }
  const rest = text.slice(written.length)
  if (rest !== '' && !/^[\s,]/.test(rest))
    return { ok: false, why: `${quoted(text.split(/\s/, 1)[0] ?? '')} is not a time; ${timeExample}` }
  const wall = Date.UTC(year, month - 1, day, hour, minute, seconds)
  // A time with a zone is an instant, shown in Eastern time; one without is Eastern as written.
  const fired =
    offset === null
      ? {
          instant: wall + easternOffsetHours(date) * 3_600_000,
          date,
          time: `${twoDigits(hour)}:${twoDigits(minute)}`,
          seconds,
        }
      : easternOf(wall - offsetMinutes * 60_000)
  return { ok: true, fired, rest }
}

export const yearsWords = `the years the Lab’s calendar covers, ${calendarYears.first} to ${calendarYears.last}`
