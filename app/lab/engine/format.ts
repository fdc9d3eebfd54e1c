import { noonUtc } from './clock.ts'

/**
 * Numbers, money and dates as the Lab writes them, en-US, with a real minus sign (−): the engine's
 * sentences and the panels read these, so "$1,250" is written one way everywhere.
 */

/** "1,250", "0.65": grouped digits, with exactly `digits` decimals when given. */
export function grouped(value: number, digits?: number): string {
  const key = digits ?? -1
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      digits === undefined ? undefined : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    )
    formats.set(key, format)
  }
  return format.format(value)
}

/** One formatter per number of decimals: `toLocaleString` builds a new one each call, and a replay writes thousands of figures. */
const formats = new Map<number, Intl.NumberFormat>()

/** The sign of a figure as it is shown (a value that rounds to zero has none). */
const signOf = (value: number, digits: number, plus: boolean) => {
  const shown = Number(Math.abs(value).toFixed(digits))
  return shown === 0 ? '' : value < 0 ? '−' : plus ? '+' : ''
}

/** "$1,250", "−$480", "$0.65". */
export function dollars(value: number, digits = 0): string {
  return `${signOf(value, digits, false)}$${grouped(Math.abs(value), digits)}`
}

/** "$1,500" or "$1,500.50": whole dollars as they are, cents only when there are some. */
export function dollarsAsTyped(value: number): string {
  return dollars(value, Number.isInteger(value) ? 0 : 2)
}

/** "+$12.50", "−$3.10": a change in dollars. */
export function signedDollars(value: number, digits = 0): string {
  return `${signOf(value, digits, true)}$${grouped(Math.abs(value), digits)}`
}

/** "+1.5", "−0.25": a signed figure. */
export function signed(value: number, digits: number): string {
  return `${signOf(value, digits, true)}${grouped(Math.abs(value), digits)}`
}

/** "1 share", "200 shares": a count and its noun. */
export function counted(count: number, noun: string): string {
  return `${grouped(count)} ${noun}${count === 1 ? '' : 's'}`
}

/** "Monday, December 7, 2026". */
export function longDate(date: string): string {
  return new Date(noonUtc(date)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** "Mon, Dec 7". */
export function shortDate(date: string): string {
  return new Date(noonUtc(date)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}
