/**
 * Clock times as the Lab writes them: "HH:MM", 24-hour, U.S. Eastern time. The pattern is the
 * schema's check and `minutesOf`'s reader, so the two accept exactly the same texts. Dates are
 * "YYYY-MM-DD", read at noon UTC.
 */

/** A clock time in U.S. Eastern time, "HH:MM" (24-hour). */
export type ClockTime = string

export const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A typed time as the Lab keeps it: "9:30" or " 09:30 " is "09:30"; null when it is not a 24-hour time. */
export function clockTime(text: string): ClockTime | null {
  const trimmed = text.trim()
  const time = /^\d:/.test(trimmed) ? `0${trimmed}` : trimmed
  return clockPattern.test(time) ? time : null
}

/** Minutes after midnight of an "HH:MM" time, or NaN when it is not one. */
export function minutesOf(time: ClockTime): number {
  const match = clockPattern.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

/** A "YYYY-MM-DD" date as the instant at noon UTC: no time zone or daylight-saving change moves its day. */
export function noonUtc(date: string): number {
  return Date.parse(`${date}T12:00:00Z`)
}

/** Whether a text is a day of the calendar as "YYYY-MM-DD": 2026-02-30 is not (Date would move it to March 2). */
export function isCalendarDay(text: string): boolean {
  const time = noonUtc(text)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
}

/** "HH:MM" for minutes after midnight. */
export function clockOf(minutes: number): ClockTime {
  const whole = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}
