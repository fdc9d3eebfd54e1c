/**
 * Reading one cell of a chain file: a number, a date, an OCC option symbol, a quote time. Apart
 * from the reader because each is a small grammar of its own, with no rows, columns or layouts.
 *
 * What a cell may hold:
 * - a symbol is an OCC option symbol, SPY261127C00600000, maybe padded (SPY   261127C00600000) or
 *   prefixed ("." or "O:");
 * - a date is 2026-11-27, 11/27/2026, 11/27/26, Nov 27 2026, Fri Nov 27 2026, November 27, 2026,
 *   27-Nov-2026 or 20261127 (a weekday name is not checked against the date);
 * - a number may carry "$", thousands commas and spaces; an empty cell, "-", "--", "N/A" or "NA" is
 *   missing, which bid and ask may not be.
 *
 * A quote time is kept in Eastern time: EST, EDT, CST, CDT, MST, MDT, PST, PDT, UTC, GMT and
 * offsets (-05:00) are converted, ET, CT, MT and PT follow their zone's daylight saving, and a time
 * with no zone is taken as Eastern.
 */

import { isCalendarDay } from './clock.ts'
import type { Right } from './model.ts'
import { wallTime } from './wall-clock.ts'

/** Whether a cell means "no value". */
export const isMissing = (text: string): boolean => text === '' || /^(?:-|--|—|–|n\/a|na)$/i.test(text)

const plainNumber = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
const groupedNumber = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/

/** A cell's number ("$1,234.50" is 1234.5), undefined when missing, NaN when it is no number. */
export function numberIn(text: string): number | undefined {
  if (isMissing(text)) return undefined
  const bare = text.replace(/^([+-]?)\s*\$\s*/, '$1')
  if (plainNumber.test(bare)) return Number(bare)
  if (groupedNumber.test(bare)) return Number(bare.replaceAll(',', ''))
  return Number.NaN
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** A month's number from its name or its abbreviation ("Nov", "Sept", "November"), 0 when none. */
function monthOf(name: string): number {
  const word = name.toLowerCase()
  if (word.length < 3) return 0
  return months.findIndex((month) => month.startsWith(word)) + 1
}

const pad = (value: number | string, width = 2) => String(value).padStart(width, '0')

/** A full year from a cell's year: 26 is 2026. */
const yearOf = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text))

/**
 * A date cell as "YYYY-MM-DD", not yet checked against the calendar (2026-02-30 comes back as it
 * is), or null when it is in no form the Lab reads.
 */
export function dateIn(text: string): string | null {
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text)
  if (iso) return `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(text)
  if (us) return `${yearOf(us[3] ?? '')}-${pad(us[1] ?? '')}-${pad(us[2] ?? '')}`
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text)
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`
  const named = /^(?:[a-z]+\.?,?\s+)?([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text)
  if (named && monthOf(named[1] ?? '')) return `${named[3]}-${pad(monthOf(named[1] ?? ''))}-${pad(named[2] ?? '')}`
  const dayFirst = /^(\d{1,2})[-\s]([a-z]+)\.?[-\s,]+(\d{4}|\d{2})$/i.exec(text)
  if (dayFirst && monthOf(dayFirst[2] ?? '')) {
    return `${yearOf(dayFirst[3] ?? '')}-${pad(monthOf(dayFirst[2] ?? ''))}-${pad(dayFirst[1] ?? '')}`
  }
  return null
}

/** An OCC option symbol's parts: its root as written (SPXW), expiration, right and strike. */
export type OccSymbol = {
  readonly root: string
  readonly expiration: string
  readonly right: Right
  readonly strike: number
}

const occPattern = /^(?:\.|O:)?([A-Z][A-Z0-9]{0,5})\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/

/**
 * An OCC option symbol read: "SPY261127C00600000", padded as "SPY   261127C00600000", or prefixed
 * as ".SPY261127C00600000" or "O:SPY261127C00600000". Null when the text is none or its date is
 * no day of the calendar.
 */
export function readOccSymbol(text: string): OccSymbol | null {
  const match = occPattern.exec(text.trim().toUpperCase())
  if (!match) return null
  const [, root = '', year = '', month = '', day = '', right, strike = ''] = match
  const expiration = `20${year}-${month}-${day}`
  if (!isCalendarDay(expiration)) return null
  return { root, expiration, right: right === 'C' ? 'call' : 'put', strike: Number(strike) / 1000 }
}

/** A quote time as the Lab keeps it: Eastern date and "HH:MM". */
type Quoted = { readonly date: string; readonly time: string }

/** Fixed offsets from UTC, in minutes, of the zone abbreviations a U.S. file writes. */
const zoneOffsets: Readonly<Record<string, number>> = {
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  UTC: 0,
  GMT: 0,
  UT: 0,
  Z: 0,
}

/** Zones named without saying standard or daylight time: their offset is the one in force that day. */
const zoneNames: Readonly<Record<string, string>> = {
  ET: 'America/New_York',
  EASTERN: 'America/New_York',
  'EASTERN TIME': 'America/New_York',
  CT: 'America/Chicago',
  CENTRAL: 'America/Chicago',
  'CENTRAL TIME': 'America/Chicago',
  MT: 'America/Denver',
  PT: 'America/Los_Angeles',
  PACIFIC: 'America/Los_Angeles',
  'PACIFIC TIME': 'America/Los_Angeles',
}

/** The instant a wall-clock time (as UTC milliseconds) names in a zone, daylight saving included. */
function instantIn(zone: string, wall: number): number {
  const first = wall - (wallTime(zone, wall) - wall)
  return wall - (wallTime(zone, first) - first)
}

/** "YYYY-MM-DD" and "HH:MM" of a wall time held as UTC milliseconds. */
function quotedOf(wall: number): Quoted {
  const iso = new Date(wall).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

const momentPattern =
  /^(.*?)(?:\s*,?\s*(?:at|@)\s*|\s*T\s*|,?\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:([ap])\.?m\.?(?![a-z]))?\s*(.*)$/i

/**
 * A quote time read and put in Eastern time: "November 23, 2026 at 10:42 AM EST",
 * "Nov 23 2026 10:42 AM EDT", "2026-11-23 09:42 CT", "2026-11-23T15:42:00Z". `time` is null for a
 * date alone, `zoned` false when the text names no zone (it is then taken as Eastern). A string
 * says what is wrong with the text.
 */
export function readQuoteTime(text: string): { date: string; time: string | null; zoned: boolean } | string {
  const trimmed = text.trim()
  const dateOnly = dateIn(trimmed)
  if (dateOnly) return isCalendarDay(dateOnly) ? { date: dateOnly, time: null, zoned: false } : 'no day of the calendar'
  const match = momentPattern.exec(trimmed)
  const date = match ? dateIn((match[1] ?? '').trim()) : null
  if (!match || !date) return 'no date and time the Lab reads (such as “November 23, 2026 at 10:42 AM EST”)'
  if (!isCalendarDay(date)) return 'no day of the calendar'
  let hour = Number(match[2])
  const minute = Number(match[3])
  const half = match[5]?.toLowerCase()
  if (half ? hour < 1 || hour > 12 : hour > 23) return 'no time of day'
  if (minute > 59) return 'no time of day'
  if (half) hour = (hour % 12) + (half === 'p' ? 12 : 0)
  const [year, month, day] = date.split('-').map(Number)
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute)
  const zone = (match[6] ?? '').replace(/[().]/g, '').replace(/\s+/g, ' ').trim().toUpperCase()
  if (zone === '') return { ...quotedOf(wall), zoned: false }
  const offset = /^(?:GMT|UTC)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(zone)
  const minutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0))
    : zoneOffsets[zone]
  const named = zoneNames[zone]
  let instant: number
  if (minutes !== undefined) instant = wall - minutes * 60_000
  else if (named === 'America/New_York') return { ...quotedOf(wall), zoned: true }
  else if (named) instant = instantIn(named, wall)
  else
    return `a time zone the Lab does not know (“${match[6]?.trim()}”; it reads ET, EST, EDT, CT, CST, CDT, MT, MST, MDT, PT, PST, PDT, UTC, GMT and offsets such as -05:00)`
  return { ...quotedOf(wallTime('America/New_York', instant)), zoned: true }
}
