/**
 * The columns the Lab reads from a chain file, the header words that find them, and the matching of
 * a header cell to its column. Apart from the reader so a guide can list the same words the reader
 * goes by. A header text matches in any case, spacing, "_" or camelCase; a side-by-side file's
 * header may also name its side ("Call Bid", "Put Bid", "C Bid", "P Bid", "Bid (C)", "Bid (put)").
 *
 * | Column           | Header words                                                               | Needed    |
 * | ---------------- | -------------------------------------------------------------------------- | --------- |
 * | Expiration       | Expiration, Expiry, Exp, Expiration Date, Exp Date, Expiry Date, Expires   | or Symbol |
 * | Strike           | Strike, Strike Price                                                       | or Symbol |
 * | Call or put      | Type, Call/Put, Put/Call, Right, Option Type, C/P, P/C, Call Put, Put Call | or Symbol |
 * | Symbol           | Symbol, Option Symbol, OCC Symbol, Contract, Contract Symbol, Calls, Puts  | no        |
 * | Bid              | Bid, Bid Price                                                             | yes       |
 * | Ask              | Ask, Ask Price, Offer                                                      | yes       |
 * | Last             | Last, Last Sale, Last Price, Last Trade                                    | no        |
 * | IV               | IV, Implied Volatility, Implied Vol, Impl Vol, Imp Vol, IVol               | no        |
 * | Delta            | Delta                                                                      | no        |
 * | Open interest    | Open Interest, Open Int, OI                                                | no        |
 * | Volume           | Volume, Vol                                                                | no        |
 * | Underlying       | Underlying, Underlying Symbol                                              | no        |
 * | Underlying price | Underlying Price, Underlying Last, Spot, Spot Price                        | no        |
 * | Quote time       | Quote Time, Quote Date/Time, Quote Datetime, As Of                         | no        |
 * | Quote date       | Quote Date                                                                 | no        |
 *
 * A Symbol column stands in for the expiration, strike and type where their columns are missing;
 * Calls and Puts are Cboe's names for the two sides' symbol columns. A side-by-side file needs no
 * type column: the side says it. A Mark column is a mid, not a last, and is not read.
 */

import type { Right } from './model.ts'

/** What a column of a chain file gives. */
export type ChainField =
  | 'expiration'
  | 'strike'
  | 'right'
  | 'symbol'
  | 'bid'
  | 'ask'
  | 'last'
  | 'iv'
  | 'delta'
  | 'openInterest'
  | 'volume'
  | 'underlying'
  | 'spot'
  | 'quoteTime'
  | 'quoteDate'

/** One column the Lab reads, as a guide lists it. */
export type ChainColumn = {
  readonly field: ChainField
  /** How a guide names it. */
  readonly name: string
  /** The header texts that find it; case, spaces, "_" and camelCase do not matter. */
  readonly words: readonly string[]
  /**
   * Whether a file must have it: "yes"; "or symbol" when an OCC symbol column may stand in for it;
   * "no" for a column read when there.
   */
  readonly need: 'yes' | 'or symbol' | 'no'
  /** What the Lab takes from it, in a sentence. */
  readonly reads: string
}

/** The columns the Lab reads from a chain file, and the header words each goes by. */
export const chainColumns: readonly ChainColumn[] = [
  {
    field: 'expiration',
    name: 'Expiration',
    words: ['Expiration', 'Expiry', 'Exp', 'Expiration Date', 'Exp Date', 'Expiry Date', 'Expires'],
    need: 'or symbol',
    reads: 'The expiration date: 2026-11-27, 11/27/2026, Nov 27 2026, Fri Nov 27 2026, 27-Nov-2026 or 20261127.',
  },
  {
    field: 'strike',
    name: 'Strike',
    words: ['Strike', 'Strike Price'],
    need: 'or symbol',
    reads: 'The strike price, above zero.',
  },
  {
    field: 'right',
    name: 'Call or put',
    words: ['Type', 'Call/Put', 'Put/Call', 'Right', 'Option Type', 'C/P', 'P/C', 'Call Put', 'Put Call'],
    need: 'or symbol',
    reads: 'Call or put: call, put, C or P. Side-by-side files need none: the side says it.',
  },
  {
    field: 'symbol',
    name: 'Symbol',
    words: ['Symbol', 'Option Symbol', 'OCC Symbol', 'Contract', 'Contract Symbol', 'Calls', 'Puts'],
    need: 'no',
    reads:
      'The OCC option symbol (SPY261127C00600000), which stands for the expiration, strike and type where their columns are missing. Cboe names the two sides’ symbol columns Calls and Puts.',
  },
  {
    field: 'bid',
    name: 'Bid',
    words: ['Bid', 'Bid Price'],
    need: 'yes',
    reads: 'The bid per share; 0 is kept.',
  },
  {
    field: 'ask',
    name: 'Ask',
    words: ['Ask', 'Ask Price', 'Offer'],
    need: 'yes',
    reads: 'The ask per share; one below the bid is kept, for the risk rules to judge.',
  },
  {
    field: 'last',
    name: 'Last',
    words: ['Last', 'Last Sale', 'Last Price', 'Last Trade'],
    need: 'no',
    reads: 'The last trade’s price. A Mark column is a mid, not a last, and is not read.',
  },
  {
    field: 'iv',
    name: 'IV',
    words: ['IV', 'Implied Volatility', 'Implied Vol', 'Impl Vol', 'Imp Vol', 'IVol'],
    need: 'no',
    reads:
      'Implied volatility as a fraction (0.1532) or percent (15.32 or 15.32%): percent when a cell has % or the median is above 5.',
  },
  {
    field: 'delta',
    name: 'Delta',
    words: ['Delta'],
    need: 'no',
    reads: 'Between 0 and 1 for calls, −1 and 0 for puts; put deltas written without their sign are read as negative.',
  },
  {
    field: 'openInterest',
    name: 'Open interest',
    words: ['Open Interest', 'Open Int', 'OI'],
    need: 'no',
    reads: 'Contracts open, a whole number.',
  },
  {
    field: 'volume',
    name: 'Volume',
    words: ['Volume', 'Vol'],
    need: 'no',
    reads: 'Contracts traded, a whole number.',
  },
  {
    field: 'underlying',
    name: 'Underlying',
    words: ['Underlying', 'Underlying Symbol'],
    need: 'no',
    reads: 'The underlying’s symbol, the same on every row.',
  },
  {
    field: 'spot',
    name: 'Underlying price',
    words: ['Underlying Price', 'Underlying Last', 'Spot', 'Spot Price'],
    need: 'no',
    reads: 'The underlying’s price, the same on every row.',
  },
  {
    field: 'quoteTime',
    name: 'Quote time',
    words: ['Quote Time', 'Quote Date/Time', 'Quote Datetime', 'As Of'],
    need: 'no',
    reads: 'When the quotes were taken (2026-11-23 10:42 AM ET), the same on every row; converted to Eastern time.',
  },
  {
    field: 'quoteDate',
    name: 'Quote date',
    words: ['Quote Date'],
    need: 'no',
    reads: 'The day of the quotes, when a Quote Time column gives only the time.',
  },
]

/**
 * A header text as the tables match it: lower case, words split at camelCase, "_" and runs of
 * spaces made one space, dots, colons and unit marks ("%", "$") dropped.
 */
export function headerKey(text: string): string {
  return text
    .replace(/^\ufeff/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\((?:%|\$|usd)\)|[%$.:]/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim()
}

/** Each header key to its field, from `chainColumns`. */
const fieldByKey = new Map<string, ChainField>(
  chainColumns.flatMap((column) =>
    column.words.filter((word) => word !== 'Calls' && word !== 'Puts').map((word) => [headerKey(word), column.field]),
  ),
)

/** The fields each contract has on its own; the others (expiration, strike, underlying, quote) a row shares. */
export const contractFields = new Set<ChainField>([
  'symbol',
  'bid',
  'ask',
  'last',
  'iv',
  'delta',
  'openInterest',
  'volume',
])

/** What a header cell names: a field, and the side it is for when the header says so. */
type Heading = { readonly field: ChainField; readonly side: Right | null }

const sideOf = (word: string): Right => (word.startsWith('c') ? 'call' : 'put')

/** A header text's field and side, or null for a column the Lab does not read (Net, Gamma, Mark…). */
export function headingOf(text: string): Heading | null {
  const key = headerKey(text)
  if (key === '') return null
  if (key === 'calls' || key === 'puts') return { field: 'symbol', side: sideOf(key) }
  const field = fieldByKey.get(key)
  if (field) return { field, side: null }
  // "Call Bid", "C Bid", "Bid (C)", "Bid (put)", "Bid Call": the side, and the field's own words.
  const before = /^(calls?|puts?|c|p) (.+)$/.exec(key)
  const after = /^(.+?) ?\((calls?|puts?|c|p)\)$/.exec(key) ?? /^(.+) (calls?|puts?)$/.exec(key)
  const [side, rest] = before ? [before[1], before[2]] : after ? [after[2], after[1]] : []
  const named = rest === undefined ? undefined : fieldByKey.get(rest)
  return side && named && contractFields.has(named) ? { field: named, side: sideOf(side) } : null
}

/** The fields that make a row a header when two of them are there. */
const headerFields = new Set<ChainField>(['expiration', 'strike', 'right', 'symbol', 'bid', 'ask'])

/** How many different contract-defining fields the cells name. */
export function headerScore(cells: readonly string[]): number {
  const found = new Set<ChainField>()
  for (const cell of cells) {
    const heading = headingOf(cell)
    if (heading && headerFields.has(heading.field)) found.add(heading.field)
  }
  return found.size
}
