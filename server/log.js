// @ts-check
/**
 * The server's own log: one line per event, `<ISO 8601 time> <level> <message>`, on standard output
 * (info) or standard error (warn, error), which systemd's journal or the operator's redirection
 * keeps. A message never holds a visitor's e-mail address; the request log is server/access-log.js.
 *
 *   2026-11-26T22:04:11.532Z error sign-up store unreachable: connect ECONNREFUSED 127.0.0.1:5432
 */

/** @typedef {'info' | 'warn' | 'error'} Level */

/**
 * @typedef {object} Log
 * @property {(message: string) => void} info
 * @property {(message: string) => void} warn
 * @property {(message: string) => void} error
 */

/**
 * One log line, without its line break.
 * @param {Level} level
 * @param {string} message
 * @param {Date} [now]
 */
export function logLine(level, message, now = new Date()) {
  // One event, one line: a message with a line break (an error's text) is folded.
  return `${now.toISOString()} ${level} ${message.replace(/\s*[\r\n]+\s*/g, ' ')}`
}

/**
 * A log writing to the given streams (standard output and error by default).
 * @param {{ out?: (line: string) => void, err?: (line: string) => void, now?: () => Date }} [options]
 * @returns {Log}
 */
export function createLog({
  out = (line) => process.stdout.write(`${line}\n`),
  err = (line) => process.stderr.write(`${line}\n`),
  now = () => new Date(),
} = {}) {
  return {
    info: (message) => out(logLine('info', message, now())),
    warn: (message) => err(logLine('warn', message, now())),
    error: (message) => err(logLine('error', message, now())),
  }
}

/** The process's log. */
export const log = createLog()

/** An error's message alone (never a stack): what a log line and an answer may say. */
export function reasonOf(/** @type {unknown} */ error) {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
