/**
 * An alert log as CSV (alert-log.ts): TradingView's Alerts log export, or a CSV like it, its
 * columns found by their header words. Apart because parsing the file, finding its columns and
 * naming the line of a broken quote are the CSV's alone; pasted alerts need none of it.
 */

import { CsvError, parse } from 'csv-parse/browser/esm/sync'
import {
  type AlertLogRead,
  alertLogLimit,
  type Entry,
  entryOf,
  failed,
  finished,
  tooMany,
} from './alert-log-entries.ts'
import { symbolOf } from './alert-log-messages.ts'
import { quoted, readTime, timeExample, yearsWords } from './alert-log-times.ts'
import { isScenarioDay } from './calendar.ts'

/** Header words each column is found by, in any case. */
export const columnWords = {
  time: /\b(time|date)\b/i,
  ticker: /\b(ticker|symbol)\b/i,
  name: /\bname\b/i,
  message: /\b(description|message)\b/i,
}

const exportColumns = 'TradingView’s alert log export names its columns Alert ID, Ticker, Name, Description and Time'

/** The cell separator of a header line: the comma, or a tab or semicolon where a spreadsheet saved one. */
function delimiterOf(header: string): string {
  const count = (mark: string) => header.split(mark).length
  return ['\t', ';'].reduce((best, mark) => (count(mark) > count(best) ? mark : best), ',')
}

/**
 * The line of the quote that opens a cell and never closes, or 0 when every quoted cell closes. The
 * parser names the line it stopped on, the file's end; the visitor needs the line to fix.
 */
function unclosedQuoteLine(text: string, delimiter: string): number {
  let line = 1
  let opened = 0
  let inside = false
  let cellStart = true
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '\n') line++
    if (inside) {
      if (char === '"' && text[i + 1] === '"') i++
      else if (char === '"') inside = false
    } else if (char === '"' && cellStart) {
      inside = true
      opened = line
    }
    cellStart = !inside && (char === delimiter || char === '\n')
  }
  return inside ? opened : 0
}

/** TradingView's CSV export, or a CSV like it: the header names the columns, each row is an alert. */
export function readCsv(text: string, header: string): AlertLogRead {
  const delimiter = delimiterOf(header)
  let rows: { record: string[]; info: { lines: number } }[]
  try {
    // csv-parse's types do not follow `info: true` to the shape it gives.
    rows = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const stopped = typeof error.lines === 'number' ? error.lines : 0
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      const line = unclosedQuoteLine(text, delimiter) || stopped
      return failed(
        line,
        null,
        `Line ${line}: a quoted cell starts here and never ends, so the rest of the file cannot be read as CSV.`,
      )
    }
    return failed(
      stopped,
      null,
      `Line ${stopped}: the file is not CSV as TradingView exports it (${error.message.replace(/\.$/, '')}).`,
    )
  }
  const [head, ...body] = rows
  const names = (head?.record ?? []).map((cell) => cell.trim())
  const headLine = head?.info.lines ?? 1
  const find = (words: RegExp) => names.findIndex((cell) => words.test(cell))
  const at = {
    time: find(columnWords.time),
    ticker: find(columnWords.ticker),
    name: find(columnWords.name),
    message: find(columnWords.message),
  }
  if (at.time < 0) {
    return failed(
      headLine,
      'Time',
      `Line ${headLine}, column “Time”: the header has no Time or Date column; ${exportColumns}.`,
    )
  }
  if (at.message < 0) {
    return failed(
      headLine,
      'Description',
      `Line ${headLine}, column “Description”: the header has no Description or Message column, so no alert’s message can be read; ${exportColumns}.`,
    )
  }
  const timeColumn = names[at.time] ?? 'Time'
  const cell = (record: string[], index: number) => (index < 0 ? '' : (record[index] ?? ''))
  const entries: Entry[] = []
  for (const { record, info } of body) {
    // The line a row starts on: the line it ends on, less the line breaks inside its quoted cells.
    const line = info.lines - record.reduce((breaks, value) => breaks + value.split('\n').length - 1, 0)
    if (entries.length === alertLogLimit.alerts) return tooMany(line)
    const where = `Line ${line}, column “${timeColumn}”`
    const written = cell(record, at.time).trim()
    if (written === '')
      return failed(line, timeColumn, `${where}: the cell is empty; every alert needs the time it fired.`)
    const time = readTime(written)
    if (!time.ok) return failed(line, timeColumn, `${where}: ${time.why}.`)
    if (time.rest.trim() !== '')
      return failed(line, timeColumn, `${where}: ${quoted(written)} is not a time; ${timeExample}.`)
    if (!isScenarioDay(time.fired.date)) {
      return failed(line, timeColumn, `${where}: ${time.fired.date} is outside ${yearsWords}.`)
    }
    entries.push(
      entryOf(line, time.fired, {
        ticker: symbolOf(cell(record, at.ticker)),
        name: cell(record, at.name).trim(),
        message: cell(record, at.message),
      }),
    )
  }
  return finished(entries, 'tradingview-csv')
}
