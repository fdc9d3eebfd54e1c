/**
 * What reading an alert log (alert-log.ts) gives, and how a read is put together: each alert with
 * when it fired and its message read, the limits a log keeps to, the problem that stops a read,
 * and the alerts put oldest first with their warnings. Apart because the CSV reader
 * (alert-log-csv.ts) and the pasted-text reader both build their reads from it.
 */

import { listed, readMessage } from './alert-log-messages.ts'
import type { Fired } from './alert-log-times.ts'
import { grouped } from './format.ts'
import type { Alert } from './model.ts'

/** One alert of the log, with when it fired (Eastern) and what the Lab reads from its message. */
export type LoggedAlert = {
  /** The file's 1-based line the alert starts on (a message over several lines starts its row). */
  readonly line: number
  /** YYYY-MM-DD, Eastern. */
  readonly date: string
  /** HH:MM, Eastern: the minute the replay runs the alert at. */
  readonly time: string
  /** The seconds the log gives past that minute, 0–59 (0 where it gives none). */
  readonly seconds: number
  /** The symbol as the log names it, exchange and interval removed: AMEX:SPY, 5 is SPY. */
  readonly ticker: string
  /** The alert's name in TradingView ('' when the log has none). */
  readonly name: string
  /** The message as written in the log. */
  readonly message: string
  /** What the Lab reads from the message, or null when it reads nothing. */
  readonly alert: Alert | null
  /** Why `alert` is null, in a sentence the replay shows on its skip row. */
  readonly unread?: string
}

/**
 * What reading a log gives: its alerts, oldest first, where they came from and what the reader
 * noticed; or the one problem that stopped it, with the line (0 for the whole text) and the column
 * it is in.
 */
export type AlertLogRead =
  | { ok: true; alerts: readonly LoggedAlert[]; source: 'tradingview-csv' | 'pasted'; warnings: readonly string[] }
  | { ok: false; problem: { line: number; column: string | null; message: string } }

/**
 * The most a log may hold: 2 MB of text, 5,000 alerts. A month of five-minute alerts on a few
 * tickers fits; a replay of more would keep the visitor waiting.
 */
export const alertLogLimit = { bytes: 2_000_000, alerts: 5_000 }

type Problem = Extract<AlertLogRead, { ok: false }>['problem']
type Failed = { ok: false; problem: Problem }
export const failed = (line: number, column: string | null, message: string): Failed => ({
  ok: false,
  problem: { line, column, message },
})

/** An alert as read, with the instant it is put in order by. */
export type Entry = { fired: Fired; alert: LoggedAlert; warnings: string[] }

/** "Line 4" or "Lines 4, 9 and 12", the first ten of them with a count of the rest. */
function linesWords(lines: readonly number[]): string {
  if (lines.length === 1) return `Line ${lines[0]}`
  const shown = lines.slice(0, 10).map(String)
  return lines.length > 10 ? `Lines ${shown.join(', ')} and ${lines.length - 10} more` : `Lines ${listed(shown)}`
}

/**
 * The alerts oldest first (TradingView exports newest first; a pasted log may be in any order),
 * alerts of the same second in the log's order, and each distinct warning once with its lines.
 */
export function finished(entries: Entry[], source: 'tradingview-csv' | 'pasted'): AlertLogRead {
  const byWarning = new Map<string, number[]>()
  for (const { alert, warnings } of entries) {
    for (const warning of warnings) {
      const lines = byWarning.get(warning)
      if (lines) lines.push(alert.line)
      else byWarning.set(warning, [alert.line])
    }
  }
  const sorted = entries.map((entry, index) => ({ entry, index }))
  sorted.sort((a, b) => a.entry.fired.instant - b.entry.fired.instant || a.index - b.index)
  return {
    ok: true,
    alerts: sorted.map(({ entry }) => entry.alert),
    source,
    warnings: [...byWarning].map(([warning, lines]) => `${linesWords(lines)}: ${warning}`),
  }
}

/** An alert from when it fired and its Ticker, Name and message, the message read. */
export function entryOf(line: number, fired: Fired, columns: { ticker: string; name: string; message: string }): Entry {
  const reading = readMessage(columns.message, columns.ticker)
  const ticker = columns.ticker || reading.alert?.ticker || ''
  const alert: LoggedAlert = {
    line,
    date: fired.date,
    time: fired.time,
    seconds: fired.seconds,
    ticker,
    name: columns.name,
    message: columns.message,
    alert: reading.alert,
    ...(reading.alert === null ? { unread: reading.unread } : {}),
  }
  return { fired, alert, warnings: reading.alert === null ? [] : reading.warnings }
}

/** Said when a log holds more alerts than the Lab replays. */
export const tooMany = (line: number) =>
  failed(
    line,
    null,
    `Line ${line}: the log holds more than ${grouped(alertLogLimit.alerts)} alerts, the most the Lab replays at once; export a shorter period.`,
  )
