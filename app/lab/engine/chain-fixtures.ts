/**
 * Chain files written from contracts, for tests: a generic one (one row per contract, any header
 * words, date form or IV form) and a side-by-side one as Cboe's delayed-quotes page writes it.
 * Pure, like the reader they feed (chain-file.ts).
 */

import type { ChainField } from './chain-columns.ts'
import type { ChainContract } from './chain-types.ts'
import type { Right } from './model.ts'

/** A contract to write: a chain contract without the line it will be read from. */
export type FixtureContract = Omit<ChainContract, 'line'>

/** The columns a generic file may have, named by what they hold: the reader's, but for the quote's date (a generic file writes it with its time). */
export type GenericColumn = Exclude<ChainField, 'quoteDate'>

/** The header text each generic column gets unless told otherwise. */
export const genericHeader: Readonly<Record<GenericColumn, string>> = {
  underlying: 'Underlying',
  symbol: 'Symbol',
  expiration: 'Expiration',
  strike: 'Strike',
  right: 'Type',
  bid: 'Bid',
  ask: 'Ask',
  last: 'Last',
  iv: 'IV',
  delta: 'Delta',
  openInterest: 'Open Interest',
  volume: 'Volume',
  spot: 'Underlying Price',
  quoteTime: 'Quote Time',
}

export type GenericOptions = {
  /**
   * The columns, in order. By default Expiration, Strike, Type, Bid, Ask, then each of Last, IV,
   * Delta, Open Interest and Volume that some contract has.
   */
  readonly columns?: readonly GenericColumn[]
  /** Header texts in place of `genericHeader`'s. */
  readonly header?: Partial<Record<GenericColumn, string>>
  /** Lines written above the header row, as they are. */
  readonly preamble?: readonly string[]
  /** The underlying column's text, and the root of the symbols in the symbol column ("SPY" by default). */
  readonly underlying?: string
  readonly spot?: number
  readonly quoteTime?: string
  /** How IVs are written: 0.1532 (the default), 15.32, or "15.32%". */
  readonly iv?: 'fraction' | 'percent' | 'percent sign'
  /** How an expiration is written; "YYYY-MM-DD" by default. */
  readonly date?: (expiration: string) => string
  /** How call and put are written; "call" and "put" by default. */
  readonly right?: (right: Right) => string
  readonly lineEnd?: '\n' | '\r\n'
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** An IV as a file writes it. */
function ivText(iv: number | undefined, form: GenericOptions['iv']): string {
  if (iv === undefined) return ''
  if (form === 'fraction' || form === undefined) return String(iv)
  const percent = String(Math.round(iv * 1_000_000) / 10_000)
  return form === 'percent' ? percent : `${percent}%`
}

const optional = (value: number | undefined) => (value === undefined ? '' : String(value))

/** The OCC symbol of a contract: root, YYMMDD, C or P, and the strike in thousandths on eight digits. */
export function occSymbol(root: string, expiration: string, right: Right, strike: number): string {
  const date = expiration.slice(2).replaceAll('-', '')
  return `${root}${date}${right === 'call' ? 'C' : 'P'}${String(Math.round(strike * 1000)).padStart(8, '0')}`
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A date as Cboe writes an expiration: "Fri Nov 27 2026". */
export function cboeDate(expiration: string): string {
  const day = new Date(`${expiration}T12:00:00Z`)
  return `${weekdays[day.getUTCDay()]} ${monthNames[day.getUTCMonth()]} ${expiration.slice(8)} ${expiration.slice(0, 4)}`
}

/** A generic chain file: one row per contract, in the order given. */
export function genericChainCsv(contracts: readonly FixtureContract[], options: GenericOptions = {}): string {
  const has = (key: 'last' | 'iv' | 'delta' | 'openInterest' | 'volume') =>
    contracts.some((contract) => contract[key] !== undefined)
  const columns =
    options.columns ??
    ([
      'expiration',
      'strike',
      'right',
      'bid',
      'ask',
      ...(['last', 'iv', 'delta', 'openInterest', 'volume'] as const).filter(has),
    ] satisfies GenericColumn[])
  const root = options.underlying ?? 'SPY'
  const cellOf = (contract: FixtureContract, column: GenericColumn): string => {
    switch (column) {
      case 'underlying':
        return root
      case 'symbol':
        return occSymbol(root, contract.expiration, contract.right, contract.strike)
      case 'expiration':
        return options.date ? options.date(contract.expiration) : contract.expiration
      case 'strike':
        return String(contract.strike)
      case 'right':
        return options.right ? options.right(contract.right) : contract.right
      case 'iv':
        return ivText(contract.iv, options.iv)
      case 'spot':
        return optional(options.spot)
      case 'quoteTime':
        return options.quoteTime ?? ''
      default:
        return optional(contract[column])
    }
  }
  const header = columns.map((column) => options.header?.[column] ?? genericHeader[column])
  const lines = [
    ...(options.preamble ?? []),
    header.map(csvCell).join(','),
    ...contracts.map((contract) => columns.map((column) => csvCell(cellOf(contract, column))).join(',')),
  ]
  return `${lines.join(options.lineEnd ?? '\n')}${options.lineEnd ?? '\n'}`
}

export type SideBySideOptions = {
  /** The underlying's symbol, the root of the contracts' symbols. */
  readonly underlying?: string
  /** The first line's name for it ("SPDR S&P 500 ETF Trust"). */
  readonly name?: string
  readonly spot?: number
  /** The "Date: …" cell's text after "Date: " ("November 23, 2026 at 10:42 AM EST"). */
  readonly quoted?: string
  /**
   * The header: Cboe's (the same words on both sides of Strike), or each side's column named with
   * "Call " and "Put " before it.
   */
  readonly header?: 'cboe' | 'prefixed'
  readonly lineEnd?: '\n' | '\r\n'
}

const sideWords = ['Last Sale', 'Net', 'Bid', 'Ask', 'Volume', 'IV', 'Delta', 'Gamma', 'Open Interest']

/** A side's cells: symbol, last, net (0), bid, ask, volume, IV, delta, gamma (0), open interest; all empty when none. */
function sideCells(root: string, contract: FixtureContract | undefined): string[] {
  if (!contract) return ['', '', '', '', '', '', '', '', '', '']
  return [
    occSymbol(root, contract.expiration, contract.right, contract.strike),
    optional(contract.last),
    '0.0',
    contract.bid.toFixed(2),
    contract.ask.toFixed(2),
    optional(contract.volume),
    contract.iv === undefined ? '' : contract.iv.toFixed(4),
    contract.delta === undefined ? '' : contract.delta.toFixed(4),
    '0.0000',
    optional(contract.openInterest),
  ]
}

/**
 * A side-by-side chain file as Cboe's delayed-quotes download writes it: a blank line, the
 * underlying's name and last price, the "Date: …" line, the header, then one row per expiration
 * and strike with the call left of the strike and the put right of it.
 */
export function sideBySideChainCsv(contracts: readonly FixtureContract[], options: SideBySideOptions = {}): string {
  const root = options.underlying ?? 'SPY'
  const rows = new Map<string, { expiration: string; strike: number; call?: FixtureContract; put?: FixtureContract }>()
  for (const contract of contracts) {
    const key = `${contract.expiration} ${contract.strike}`
    const row = rows.get(key) ?? { expiration: contract.expiration, strike: contract.strike }
    row[contract.right] = contract
    rows.set(key, row)
  }
  const sorted = [...rows.values()].sort((a, b) =>
    a.expiration === b.expiration ? a.strike - b.strike : a.expiration < b.expiration ? -1 : 1,
  )
  const prefixed = options.header === 'prefixed'
  const side = (word: string) =>
    prefixed ? sideWords.map((column) => `${word} ${column}`) : sideWords.map((column) => column)
  const header = ['Expiration Date', 'Calls', ...side('Call'), 'Strike', 'Puts', ...side('Put')]
  const spot = options.spot ?? 601.22
  const lines = [
    '',
    `${csvCell(options.name ?? 'SPDR S&P 500 ETF Trust')},Last: ${spot},Change: +1.05`,
    `${csvCell(`Date: ${options.quoted ?? 'November 23, 2026 at 10:42 AM EST'}`)},Bid: ${spot},Ask: ${spot},Size: 3*5,"Volume: 21,456,112"`,
    header.join(','),
    ...sorted.map((row) =>
      [cboeDate(row.expiration), ...sideCells(root, row.call), row.strike.toFixed(2), ...sideCells(root, row.put)].join(
        ',',
      ),
    ),
  ]
  return `${lines.join(options.lineEnd ?? '\n')}${options.lineEnd ?? '\n'}`
}

/**
 * A chain to write: each expiration's calls and puts at each strike, with quotes that look like a
 * market's (wider for the dearer, a bid of 0 far from the money) and no pricing model behind them.
 */
export function gridContracts(expirations: readonly string[], strikes: readonly number[], spot: number) {
  return expirations.flatMap((expiration, term) =>
    (['call', 'put'] as const).flatMap((right) =>
      strikes.map((strike): FixtureContract => {
        const intrinsic = Math.max(0, right === 'call' ? spot - strike : strike - spot)
        const time = Math.max(0, 2 * (term + 1) - Math.abs(spot - strike) / 10)
        const mid = Math.round((intrinsic + time) * 100) / 100
        const half = Math.max(0.01, Math.round(mid * 0.5) / 100)
        const moneyness = Math.min(1, Math.max(0, 0.5 + (spot - strike) / (spot * 0.1)))
        return {
          expiration,
          strike,
          right,
          bid: Math.max(0, Math.round((mid - half) * 100) / 100),
          ask: Math.round((mid + half) * 100) / 100,
          iv: Math.round((0.15 + Math.abs(spot - strike) / spot) * 10_000) / 10_000,
          delta: Math.round((right === 'call' ? moneyness : moneyness - 1) * 10_000) / 10_000 + 0,
          openInterest: Math.round(strike * 7) % 5000,
          volume: Math.round(strike * 3) % 900,
        }
      }),
    ),
  )
}
