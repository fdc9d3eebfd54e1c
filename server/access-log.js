// @ts-check
/**
 * The request log `npm start` writes when the operator asks for one (SITE_ACCESS_LOG): one JSON
 * line per request, once it has been answered (or cut off):
 *
 *   {"time":"2026-11-26T22:10:03.120Z","method":"GET","path":"/brokers","status":200,"bytes":5120,"ms":0.4,"agent":"Mozilla/5.0 …"}
 *
 * - time: when the request arrived (ISO 8601, UTC); ms: how long the answer took, to 0.1 ms.
 * - path: the request target without its query string or fragment, so nothing a link carries
 *   after `?` (a confirmation link's token, a campaign's parameters) is ever written; at most 1,024
 *   characters. bytes: the body bytes sent (0 for HEAD and 304).
 * - agent: the User-Agent, at most 512 characters.
 * - address: the client address (as SITE_TRUST_PROXY reads it), only with
 *   SITE_ACCESS_LOG_ADDRESSES=1, which the build's privacy policy must say (server/main.js checks).
 * - aborted: true when the connection closed before the answer was complete.
 *
 * A request the HTTP parser refused (server/refusals.js) has a line of its own, at most ten a second
 * per worker and then one saying how many more:
 *
 *   {"time":"2026-11-26T22:10:04.002Z","refused":"HPE_HEADER_OVERFLOW","status":431}
 *   {"time":"2026-11-26T22:10:05.000Z","refused":"more","count":2480}
 *
 * Lines are gathered for one turn of the event loop and written together, whole lines only and at
 * most 4 KB at a time, so the lines of several worker processes appending to one file or pipe never
 * interleave. `reopen()` closes and reopens the file (for logrotate: rename, then SIGHUP).
 */
import { closeSync, openSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'
import { log, reasonOf } from './log.js'

/**
 * @typedef {object} AccessLog
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} watch
 *   logs this request once its answer is complete or cut off
 * @property {(entry: import('./refusals.js').RefusalEntry) => void} refused logs a request the HTTP
 *   parser refused (server/refusals.js), as a line of its own: `{"time","refused","status"}`
 * @property {() => void} reopen reopens the file at its path (after logrotate moved it); no-op on standard output
 * @property {() => void} close writes what is pending and closes the file
 */

/**
 * SITE_ACCESS_LOG: unset or empty, no log; `-` or `stdout`, standard output; anything else, a file
 * path (relative to the working folder), appended to.
 * @param {string | undefined} value
 * @returns {'stdout' | string | undefined}
 */
export function accessLogFromEnv(value) {
  const text = (value ?? '').trim()
  if (text === '') return undefined
  if (text === '-' || text.toLowerCase() === 'stdout') return 'stdout'
  return resolve(text)
}

/**
 * SITE_ACCESS_LOG_ADDRESSES: `1` (or `true`) writes each request's client address in the log.
 * @param {string | undefined} value
 */
export function logAddressesFromEnv(value) {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || text === '0' || text === 'false') return false
  if (text === '1' || text === 'true') return true
  throw new Error(`SITE_ACCESS_LOG_ADDRESSES must be 1 (write client addresses in the request log) or 0; got ${value}.`)
}

const maxChunk = 4096

/**
 * @param {object} options
 * @param {'stdout' | string} options.destination from accessLogFromEnv
 * @param {((req: import('node:http').IncomingMessage) => string) | undefined} [options.clientAddress]
 *   given only when addresses are to be logged
 * @returns {AccessLog}
 */
export function createAccessLog({ destination, clientAddress }) {
  const toStdout = destination === 'stdout'
  const open = () => {
    try {
      return openSync(destination, 'a', 0o640)
    } catch (error) {
      throw new Error(
        `SITE_ACCESS_LOG: cannot append to ${destination}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  let fd = toStdout ? -1 : open()
  /** @type {string[]} */
  let pending = []
  let scheduled = false
  let failed = false

  const flush = () => {
    scheduled = false
    if (pending.length === 0) return
    const lines = pending
    pending = []
    let chunk = ''
    const send = () => {
      if (chunk === '') return
      try {
        if (toStdout) process.stdout.write(chunk)
        else writeSync(fd, chunk)
      } catch (error) {
        // A full disk must not take the site down: say so once, on standard error.
        if (!failed) {
          failed = true
          log.error(`the request log cannot be written: ${reasonOf(error)}`)
        }
      }
      chunk = ''
    }
    for (const line of lines) {
      if (chunk.length + line.length > maxChunk) send()
      chunk += line
    }
    send()
  }
  process.once('exit', flush)

  /** @param {string} line */
  const add = (line) => {
    pending.push(line)
    if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
  }

  return {
    watch(req, res) {
      const arrived = Date.now()
      const started = performance.now()
      let bytes = 0
      const { write, end } = res
      /** @param {unknown} chunk @param {unknown} [encoding] */
      const count = (chunk, encoding) => {
        if (typeof chunk === 'string')
          bytes += Buffer.byteLength(
            chunk,
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          )
        else if (chunk instanceof Uint8Array) bytes += chunk.byteLength
      }
      res.write = /** @type {typeof res.write} */ (
        /** @this {typeof res} */
        function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
          count(chunk, rest[0])
          return Reflect.apply(write, this, [chunk, ...rest])
        }
      )
      res.end = /** @type {typeof res.end} */ (
        /** @this {typeof res} */
        function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
          if (typeof chunk !== 'function') count(chunk, rest[0])
          return Reflect.apply(end, this, [chunk, ...rest])
        }
      )
      res.once('close', () => {
        const target = req.url ?? ''
        const cut = target.search(/[?#]/)
        /** @type {Record<string, unknown>} */
        const entry = {
          time: new Date(arrived).toISOString(),
          method: req.method,
          path: (cut < 0 ? target : target.slice(0, cut)).slice(0, 1024),
          status: res.headersSent ? res.statusCode : 0,
          bytes,
          ms: Math.round((performance.now() - started) * 10) / 10,
          agent: String(req.headers['user-agent'] ?? '').slice(0, 512),
        }
        if (clientAddress) entry.address = clientAddress(req)
        if (!res.writableFinished) entry.aborted = true
        add(`${JSON.stringify(entry)}\n`)
      })
    },
    refused(entry) {
      add(`${JSON.stringify(entry)}\n`)
    },
    reopen() {
      if (toStdout) return
      flush()
      const next = open()
      closeSync(fd)
      fd = next
      failed = false
    },
    close() {
      flush()
      process.removeListener('exit', flush)
      if (!toStdout) closeSync(fd)
    },
  }
}
