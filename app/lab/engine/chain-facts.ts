/**
 * What a chain file says once for all its rows: the underlying, its price and the quote time, from
 * the lines above the header (Cboe's preamble: its first line and a "Date: …" cell such as
 * "November 23, 2026 at 10:42 AM EST") or from columns each row repeats. Apart from the contracts:
 * a row that says otherwise than the one before is a problem of the file, not of its contract.
 */

import { isMissing, numberIn, readQuoteTime } from './chain-cells.ts'
import { headerKey } from './chain-columns.ts'
import { cellAt, fault, type Row } from './chain-rows.ts'
import type { Column } from './chain-sheets.ts'

/** A value the whole file shares (the underlying, its price, the quote time), with where it was first read. */
type Shared<T> = { value: T; text: string; line: number }

/**
 * The file-wide value `text` gives on `line`, checked against the one read before: a chain holds one
 * underlying's quotes at one moment. `same` compares two values.
 */
function agree<T>(
  seen: Shared<T> | undefined,
  text: string,
  line: number,
  column: string | null,
  read: () => T,
  same: (a: T, b: T) => boolean,
): Shared<T> {
  if (seen && seen.text === text) return seen
  const value = read()
  if (seen && !same(seen.value, value)) {
    fault(
      line,
      column,
      `“${text}” differs from “${seen.text}” on line ${seen.line}; a chain file holds one underlying’s quotes at one moment.`,
    )
  }
  return seen ?? { value, text, line }
}

/** What a file says once for all its rows. */
export type FileFacts = {
  underlying?: Shared<string>
  spot?: Shared<number>
  quoted?: Shared<{ date: string; time: string | null; zoned: boolean }>
}

const sameQuote = (a: { date: string; time: string | null }, b: { date: string; time: string | null }) =>
  a.date === b.date && a.time === b.time

/** A quote time cell read, or the problem it is. */
function quoteIn(text: string, line: number, column: string | null) {
  const quoted = readQuoteTime(text)
  if (typeof quoted === 'string') fault(line, column, `“${text}” is ${quoted}.`)
  return quoted
}

/** A price cell of the underlying read, or the problem it is. */
function spotIn(text: string, line: number, column: string | null): number {
  const spot = numberIn(text)
  if (spot === undefined || Number.isNaN(spot) || spot <= 0)
    fault(line, column, `“${text}” is not the underlying’s price.`)
  return spot
}

const sameNumber = (a: number, b: number) => a === b
const sameSymbol = (a: string, b: string) => a.toUpperCase() === b.toUpperCase()

/**
 * The underlying, its price and the quote time from the lines above the header: Cboe's first line
 * ("SPY (SPDR S&P 500 ETF TRUST),601.22,+1.05" or "SPDR S&P 500 ETF Trust,Last: 601.22") and its
 * "Date: November 23, 2026 at 10:42 AM EST" cell, or labeled cells such as "Underlying: SPY".
 */
export function preambleFacts(rows: readonly Row[], facts: FileFacts): void {
  let first = true
  for (const row of rows) {
    const cells = row.cells.map((cell) => cell.trim())
    if (cells.every((cell) => cell === '')) continue
    for (const [index, cell] of cells.entries()) {
      const label = /^([a-z][a-z /]*?)\s*:\s*(.+)$/i.exec(cell)
      if (!label) continue
      const key = headerKey(label[1] ?? '')
      const value = (label[2] ?? '').trim()
      if (['date', 'time', 'quote time', 'quote date', 'quote date/time', 'quote datetime', 'as of'].includes(key)) {
        const text = quoteText(value, cells.slice(index + 1))
        facts.quoted = agree(facts.quoted, text, row.line, null, () => quoteIn(text, row.line, null), sameQuote)
      } else if (
        ['last', 'last price', 'price', 'spot', 'spot price', 'underlying price', 'underlying last'].includes(key)
      ) {
        facts.spot = agree(facts.spot, value, row.line, null, () => spotIn(value, row.line, null), sameNumber)
      } else if (['underlying', 'underlying symbol', 'symbol', 'ticker'].includes(key)) {
        facts.underlying = agree(facts.underlying, value, row.line, null, () => value, sameSymbol)
      }
    }
    if (first) {
      // Cboe's older first line: the symbol, its name in brackets, then the price and the change.
      const symbol = /^\^?([A-Z][A-Z0-9.]{0,9})(?:\s*\(.*\))?$/.exec(cells[0] ?? '')
      const price = cells.slice(1).find((cell) => /^\$?\d[\d,]*(?:\.\d+)?$/.test(cell))
      if (symbol && (price !== undefined || /\(/.test(cells[0] ?? ''))) {
        const name = symbol[1] ?? ''
        facts.underlying = agree(facts.underlying, name, row.line, null, () => name, sameSymbol)
        if (price !== undefined && !facts.spot) {
          facts.spot = agree(facts.spot, price, row.line, null, () => spotIn(price, row.line, null), sameNumber)
        }
      }
    }
    first = false
  }
}

/**
 * A preamble's quote time, whole: left unquoted, "Date: November 23, 2026 at 10:42 AM EST" is cut
 * at its comma, so the cells after it are joined back on, up to the next labeled cell ("Bid: …"),
 * until the text reads as a time.
 */
function quoteText(value: string, after: readonly string[]): string {
  let text = value
  for (const cell of after) {
    if (typeof readQuoteTime(text) !== 'string' || /^[a-z][a-z /]*:/i.test(cell)) break
    text = `${text}, ${cell}`
  }
  return typeof readQuoteTime(text) === 'string' && typeof readQuoteTime(value) !== 'string' ? value : text
}

/** The columns a row repeats the file-wide values in, when the header has them. */
export type FactColumns = {
  readonly underlying: Column | undefined
  readonly spot: Column | undefined
  readonly quoteTime: Column | undefined
  readonly quoteDate: Column | undefined
}

/** The underlying, its price and the quote time a row's own columns give, checked against those read before. */
export function rowFacts(row: Row, columns: FactColumns, facts: FileFacts): void {
  const { underlying: underlyingColumn, spot: spotColumn, quoteTime: timeColumn, quoteDate: dateColumn } = columns
  if (underlyingColumn) {
    const value = cellAt(row, underlyingColumn.index)
    if (!isMissing(value)) {
      facts.underlying = agree(facts.underlying, value, row.line, underlyingColumn.name, () => value, sameSymbol)
    }
  }
  if (spotColumn) {
    const value = cellAt(row, spotColumn.index)
    if (!isMissing(value)) {
      const read = () => spotIn(value, row.line, spotColumn.name)
      facts.spot = agree(facts.spot, value, row.line, spotColumn.name, read, sameNumber)
    }
  }
  if (timeColumn || dateColumn) {
    const day = dateColumn ? cellAt(row, dateColumn.index) : ''
    const time = timeColumn ? cellAt(row, timeColumn.index) : ''
    const value = [day, time].filter((part) => !isMissing(part)).join(' ')
    const column = (timeColumn ?? dateColumn)?.name ?? null
    if (value !== '')
      facts.quoted = agree(facts.quoted, value, row.line, column, () => quoteIn(value, row.line, column), sameQuote)
  }
}
