/**
 * A chain file split into its records, each with the line it starts on, and the fault that stops a
 * read at a line and column. Apart from the reader so the header, the rows and the file-wide facts
 * all say where a problem is the same way.
 */

import { parse } from 'csv-parse/browser/esm/sync'
import { headerScore } from './chain-columns.ts'

/** How far down a file its header row may be: Cboe writes two or three lines above it. */
export const headerSearchLines = 20

/** A problem that stops the read, thrown from deep in a row and caught by `readChain`. */
export class ChainFault extends Error {
  readonly line: number
  readonly column: string | null
  constructor(line: number, column: string | null, message: string) {
    super(message)
    this.line = line
    this.column = column
  }
}

/** Stops the read: `what` happened on `line`, in `column` (its header text) when one column is to blame. */
export function fault(line: number, column: string | null, what: string): never {
  const where = column === null ? `Line ${line}` : `Line ${line}, column “${column}”`
  throw new ChainFault(line, column, `${where}: ${what}`)
}

/** One record of the file, its cells untrimmed, with the line it starts on. */
export type Row = { readonly cells: readonly string[]; readonly line: number }

/** The delimiter whose split of the first lines finds a header: comma, else tab (pasted from a spreadsheet), else semicolon. */
function delimiterOf(text: string): string {
  const lines = text.slice(0, 50_000).split('\n', headerSearchLines)
  for (const delimiter of [',', '\t', ';']) {
    if (lines.some((line) => headerScore(line.split(delimiter)) >= 2)) return delimiter
  }
  return ','
}

/** How many line breaks a record's cells hold (a quoted cell may span lines). */
function breaksIn(cells: readonly string[]): number {
  let breaks = 0
  for (const cell of cells) {
    if (!cell.includes('\n')) continue
    for (const char of cell) if (char === '\n') breaks += 1
  }
  return breaks
}

/**
 * The file's records with the line each starts on. Line ends are made "\n" first: csv-parse counts
 * the "\r\n" inside a quoted cell as two lines.
 */
export function rowsOf(text: string): Row[] {
  const normalized = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text
  const options = {
    bom: true,
    delimiter: delimiterOf(normalized),
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }
  // csv-parse's types do not follow `info: true` to the shape it gives.
  type Parsed = { record: string[]; info: { lines: number } }
  let records: Parsed[]
  try {
    records = parse(normalized, options) as unknown as Parsed[]
  } catch (error) {
    const csv = error as { code?: unknown; lines?: unknown; records?: unknown }
    if (typeof csv.code !== 'string') throw error
    if (csv.code === 'CSV_QUOTE_NOT_CLOSED' && typeof csv.records === 'number') {
      // The quote opens in the record after the last one read: the first line after it that is not blank.
      const read = csv.records > 0 ? (parse(normalized, { ...options, to: csv.records }) as unknown as Parsed[]) : []
      const lines = normalized.split('\n')
      let line = (read.at(-1)?.info.lines ?? 0) + 1
      while (line < lines.length && (lines[line - 1] ?? '').trim() === '') line += 1
      fault(line, null, 'a quote mark (") opens a cell that is never closed.')
    }
    fault(typeof csv.lines === 'number' ? csv.lines : 1, null, 'the text cannot be read as CSV from here.')
  }
  return records.map(({ record, info }) => ({ cells: record, line: info.lines - breaksIn(record) }))
}

/** A cell's text, trimmed; "" past the row's end. */
export const cellAt = (row: Row, index: number): string => (row.cells[index] ?? '').trim()
