import { columnWords, readCsv } from './alert-log-csv.ts'
import {
  type AlertLogRead,
  alertLogLimit,
  type Entry,
  entryOf,
  failed,
  finished,
  tooMany,
} from './alert-log-entries.ts'
import { readTime, yearsWords } from './alert-log-times.ts'
import { isScenarioDay } from './calendar.ts'
import { grouped, megabytes } from './format.ts'

/**
 * A trader's TradingView alert log, read into the alerts the Lab's replay runs, oldest first: the
 * CSV that TradingView's Alerts log exports, or alerts pasted one a line with their times. Each
 * alert's message is read as the alert editor reads it (alert.ts), so a log says no more and no
 * less than the same messages sent one by one would.
 *
 * TradingView's export: a header `Alert ID,Ticker,Name,Description,Time` (newer exports add a
 * `Webhook status` column), one row an alert, newest first. Ticker is the chart's symbol with its
 * exchange and, for an alert on a chart, the interval (`AMEX:SPY, 5`); Description is the message
 * as sent, often JSON over several lines; Time is UTC, ISO 8601 (`2026-11-23T15:42:10Z`, sometimes
 * with milliseconds). Columns are found by their header words, in any case and order, so a file a
 * spreadsheet saved again still reads.
 *
 * Plain text, no DOM: the reader runs in a Web Worker as well as on the page.
 *
 * Here the log is told apart as CSV or pasted and pasted alerts are read; the CSV has its reader
 * (alert-log-csv.ts), the times (alert-log-times.ts) and the messages (alert-log-messages.ts)
 * theirs, and both readers build their read from alert-log-entries.ts.
 */

export type { AlertLogRead, LoggedAlert } from './alert-log-entries.ts'
export { alertLogLimit } from './alert-log-entries.ts'

const pastedExample = 'such as 2026-11-23 10:42 {"ticker": "SPY", "action": "buy", "price": 601.5}'

/** Pasted alerts: one a line, its time first, then its message; empty lines are passed over. */
function readPasted(lines: readonly string[]): AlertLogRead {
  const entries: Entry[] = []
  for (const [index, text] of lines.entries()) {
    const line = index + 1
    if (text.trim() === '') continue
    if (entries.length === alertLogLimit.alerts) return tooMany(line)
    const time = readTime(text.trim())
    if (!time.ok) {
      return failed(line, null, `Line ${line}: ${time.why}. Paste one alert a line, its time first, ${pastedExample}.`)
    }
    if (!isScenarioDay(time.fired.date))
      return failed(line, null, `Line ${line}: ${time.fired.date} is outside ${yearsWords}.`)
    const message = time.rest.replace(/^\s*,?\s*/, '').trimEnd()
    entries.push(entryOf(line, time.fired, { ticker: '', name: '', message }))
  }
  return finished(entries, 'pasted')
}

/** The UTF-8 size of a text, counted without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

/**
 * Reads a TradingView alert log, or pasted alerts, into the alerts the replay runs, oldest first.
 * A row whose message reads as no alert is kept, with `alert: null` and why; a problem with the
 * text itself (no time, a time that is none, a day outside the calendar, too much) stops the read
 * and names its line.
 */
export function readAlertLog(text: string, fileName: string): AlertLogRead {
  const label = fileName.trim() === '' ? 'The text' : `“${fileName.trim()}”`
  const bytes = utf8Bytes(text)
  if (bytes > alertLogLimit.bytes) {
    return failed(
      0,
      null,
      `${label} is ${grouped(bytes)} bytes (${megabytes(bytes)}); the Lab reads an alert log of up to ${grouped(alertLogLimit.bytes)} bytes (${megabytes(alertLogLimit.bytes)}). Export a shorter period.`,
    )
  }
  // One kind of line break, so line numbers and messages read the same from any system.
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (body.trim() === '') {
    return failed(
      0,
      null,
      `${label} is empty: export the log from TradingView’s Alerts log, or paste one alert a line, its time first.`,
    )
  }
  const lines = body.split('\n')
  const first = (lines.find((line) => line.trim() !== '') ?? '').trim()
  // A first line that starts with a date is a pasted alert; a file named .csv, or a first line of
  // cells naming a column, is a CSV header. Anything else reads as pasted, whose problem says how.
  const dated = /^\d{1,4}[-/]/.test(first)
  const header = /[,;\t]/.test(first) && Object.values(columnWords).some((words) => words.test(first))
  return !dated && (/\.csv$/i.test(fileName.trim()) || header) ? readCsv(body, first) : readPasted(lines)
}
