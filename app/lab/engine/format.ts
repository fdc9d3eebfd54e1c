/**
 * Numbers, money and dates as the Lab writes them, en-US, with a real minus sign (−): the engine's
 * sentences and the panels read these, so "$1,250" is written one way everywhere.
 */

/**
 * "1,250", "0.65": grouped digits, with exactly `digits` decimals when given (at most three when
 * not), as `Intl.NumberFormat('en-US')` writes them (format.test.ts holds the two to each other).
 * Written out rather than asked of Intl: the first Intl formatter of a page loads its locale data,
 * a pause of tens of milliseconds on a phone, and the workbench's schemas write their range
 * messages as its code loads.
 */
export function grouped(value: number, digits?: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlGrouped(value, digits)
  const [whole, fraction] = rounded(Math.abs(value), digits ?? 3)
  const shownFraction = digits === undefined ? fraction.replace(/0+$/, '') : fraction
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${shownFraction ? `.${shownFraction}` : ''}`
}

/**
 * A non-negative number's whole digits and `places` decimals, rounded half up as Intl rounds: on
 * the shortest decimal that reads back as the number (2.675 is "2.675", so 2.68), not on its exact
 * binary value as `toFixed` does (2.67499…, so 2.67).
 */
function rounded(value: number, places: number): [string, string] {
  const [mantissa = '', exponent = '0'] = value.toString().split('e')
  const [whole = '', fraction = ''] = mantissa.split('.')
  let digits = whole + fraction
  let point = whole.length + Number(exponent)
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits
    point = 1
  }
  const keep = point + places
  const roundUp = (digits[keep] ?? '0') >= '5'
  digits = digits.slice(0, keep).padEnd(keep, '0')
  if (roundUp) {
    // Add one at the last kept digit: nines carry into zeros, and a carry out of the first digit adds one.
    const last = digits.search(/9*$/)
    digits =
      last === 0
        ? `1${'0'.repeat(keep)}`
        : `${digits.slice(0, last - 1)}${Number(digits[last - 1]) + 1}${'0'.repeat(keep - last)}`
    if (last === 0) point += 1
  }
  return [digits.slice(0, point).replace(/^0+(?=\d)/, ''), digits.slice(point)]
}

/** What Intl writes for the figures `grouped` leaves to it: infinities, NaN and numbers too large for toFixed. */
function intlGrouped(value: number, digits?: number): string {
  return new Intl.NumberFormat(
    'en-US',
    digits === undefined ? undefined : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(value)
}

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

/** The digits a quoted mid is shown to: the cent, or the half cent a bid and ask a cent apart give (1.125). */
export function midDigits(mid: number): number {
  return Math.abs(mid * 100 - Math.round(mid * 100)) > 1e-9 ? 3 : 2
}

/** "8 MB", "9.1 MB": a size in bytes (or characters, as the chain reader counts them), to one decimal. */
export function megabytes(bytes: number): string {
  return `${grouped(bytes / 1_000_000, 1).replace(/\.0$/, '')} MB`
}

/** "1 share", "200 shares": a count and its noun. */
export function counted(count: number, noun: string): string {
  return `${grouped(count)} ${noun}${count === 1 ? '' : 's'}`
}

export { longDate, shortDate } from '../../content/day-words.ts'
