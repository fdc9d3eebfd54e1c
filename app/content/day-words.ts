/**
 * A calendar day (YYYY-MM-DD) in words, en-US, as `toLocaleDateString('en-US')` writes it
 * (day-words.test.ts holds the two to each other), read at noon UTC so that no time zone moves its
 * day. Written out rather than asked of Intl: a page's first Intl formatter loads locale data, a
 * pause of tens of milliseconds on a phone while the page hydrates.
 */

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function parts(day: string) {
  const noon = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(noon.getTime())) return undefined
  return {
    weekday: weekdays[noon.getUTCDay()] ?? '',
    month: months[noon.getUTCMonth()] ?? '',
    date: noon.getUTCDate(),
    year: noon.getUTCFullYear(),
  }
}

const invalid = 'Invalid Date'

/** "March 1, 2026". */
export function dayInWords(day: string): string {
  const read = parts(day)
  return read ? `${read.month} ${read.date}, ${read.year}` : invalid
}

/** "Monday, December 7, 2026". */
export function longDate(day: string): string {
  const read = parts(day)
  return read ? `${read.weekday}, ${read.month} ${read.date}, ${read.year}` : invalid
}

/** "Mon, Dec 7". */
export function shortDate(day: string): string {
  const read = parts(day)
  return read ? `${read.weekday.slice(0, 3)}, ${read.month.slice(0, 3)} ${read.date}` : invalid
}
