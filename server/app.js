// @ts-check
/**
 * The site's HTTP server and its dispatch: each request to the build's file (server/static-files.js),
 * a redirect or the 404 page (server/routing.js), health and readiness (server/health.js), or the
 * early-access endpoint (server/early-access.js).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { listFiles } from './files.js'
import { cacheControl, resourcePolicy, securityHeaders } from './headers.js'
import { alwaysReady, answerLive, answerReadiness, healthPaths } from './health.js'
import { rawResponse, sendText } from './plain-text.js'
import { queryOf, redirectTarget, requestPath, resolveFile } from './routing.js'
import { filesInMemory, hidden, loadFile, notFoundFile, sendEntry } from './static-files.js'

export { healthPaths } from './health.js'
export { queryOf, redirectTarget, requestPath, resolveFile } from './routing.js'
export { notFoundFile } from './static-files.js'

/**
 * @typedef {import('./health.js').Readiness} Readiness
 * @typedef {import('./health.js').ReadinessCheck} ReadinessCheck
 * @typedef {import('./static-files.js').MemoryEntry} MemoryEntry
 */

/** What `npm run build` must have written for the server to start. */
export function missingBuildFiles(/** @type {string} */ buildDir) {
  return ['client/index.html', `client${notFoundFile}`, 'headers.json'].filter(
    (file) => !existsSync(join(buildDir, file)),
  )
}

/**
 * What build/headers.json holds: each page's CSP, the pages that moved (old path -> new path,
 * app/content/site/moved-pages.ts), the canonical origin (SITE_ORIGIN), whether the
 * privacy policy says the request log keeps client addresses (SITE_ACCESS_LOG_ADDRESSES) and, when
 * the form posts to this site, the early-access path and where a plain form post is sent back to
 * (build-steps/finish-build.ts). Builds before the origin and the flag lack them.
 * @typedef {{
 *   csp: Record<string, string>,
 *   redirects?: Record<string, string>,
 *   origin?: string,
 *   accessLogAddresses?: boolean,
 *   earlyAccessPath?: string,
 *   earlyAccessDone?: string,
 * }} BuildManifest
 */

/** @returns {BuildManifest} */
export function readManifest(/** @type {string} */ buildDir) {
  return JSON.parse(readFileSync(join(buildDir, 'headers.json'), 'utf8'))
}

/**
 * @typedef {object} HandlerOptions
 * @property {import('node:http').RequestListener} [earlyAccess] the early-access endpoint's handler
 * @property {ReadinessCheck} [readiness] asked by GET /readyz; default always ready
 * @property {number} [readinessTimeoutMs] a readiness answer slower than this is a 503 (5 s)
 */

/**
 * A request handler for the prerendered build. Every file the build may answer with is read once
 * at start, with each of its encodings (the `.br` and `.gz` twins) and the whole header list of
 * each answer prepared; a request is then a lookup and a single write. One path sends every answer
 * with a body from the build, 200, 206, 304 and the 404 page alike, and picks the encoding with one
 * negotiation (server/encoding.js, negotiator), so that npm start answers as nginx with
 * deploy/nginx/ answers:
 * - Methods: only GET and HEAD are answered here, anything else gets 405 once its body is read.
 * - Paths: decoded and normalized as nginx does (%-decoding with 400 when malformed, no NUL byte,
 *   repeated slashes merged, `.` and `..` resolved, 400 above the root), so both servers agree on
 *   every URL.
 * - Which files answer: a page answers only at its one URL, `/brokers` (and `/`), and the 404 page,
 *   `_headers` and the `.br`/`.gz` twins never answer as themselves (the set of allowed files is
 *   read once from the build, so nothing outside it is served).
 * - Redirects: `/brokers/` and `/brokers/index.html` (and `/index.html`) answer 301 with the page's
 *   URL, and a page that moved (build/headers.json `redirects`) 301 with its new one, the query
 *   kept; a path with a trailing slash where no page is stays a 404.
 * - Unknown paths: the 404 page with status 404, in the encoding the client accepts.
 * - Conditional requests (fresh): If-None-Match (weak comparison, `*`) or else If-Modified-Since: 304.
 * - Ranges (range-parser): one range (`bytes=0-99`, `bytes=100-`, `bytes=-100`) gets 206, one past
 *   the end 416; several ranges, or an invalid one, get the whole file with 200, as RFC 9110 allows.
 * - Headers: the security headers on every answer, the document headers on .html files (the pages
 *   and the 404 page), each page's own Content-Security-Policy (build/headers.json) and
 *   Cache-Control per file (server/headers.js).
 * - Files are read once, at start: a build goes to a release folder of its own and never writes
 *   into one being served (build-steps/release.ts), so what a worker loaded, bytes and headers
 *   together, is what it serves until a reload, even if its release is pruned meanwhile. Any
 *   failure answers 500 with a plain message, never a stack.
 * - Health: GET /healthz answers 200 `ok` while the process serves; GET /readyz asks `readiness()`
 *   and answers 200 `ready`, or 503 with its one-line reason and Retry-After. Neither is cached.
 * - The early-access endpoint, when the build has one, goes to `earlyAccess` (server/early-access.js).
 *
 * @param {string} buildDir the build folder (client/ and headers.json)
 * @param {HandlerOptions} [options]
 * @returns {import('node:http').RequestListener}
 */
export function createHandler(buildDir, { earlyAccess, readiness = alwaysReady, readinessTimeoutMs = 5000 } = {}) {
  // The folder as it really is: a build switched under a running server (a symlink moved) must
  // not change which files this one checks its copies against.
  const clientDir = realpathSync(join(buildDir, 'client'))
  const { csp, earlyAccessPath, redirects = {} } = readManifest(buildDir)
  const files = new Set(listFiles(clientDir).filter((file) => !hidden(file)))
  const moved = new Map(Object.entries(redirects))
  const inMemory = filesInMemory(clientDir, files, csp)
  const notFound = loadFile(clientDir, notFoundFile, {
    status: 404,
    policy: csp[notFoundFile] ?? resourcePolicy,
    cache: cacheControl.html,
    document: true,
  })
  /** Request targets already resolved to a build file: the same few URLs are asked for again and again. */
  /** @type {Map<string, MemoryEntry>} */
  const resolved = new Map()

  return (req, res) => {
    try {
      const method = req.method
      if (method === 'GET' || method === 'HEAD') {
        const url = req.url ?? ''
        let entry = resolved.get(url)
        if (entry === undefined) {
          const path = requestPath(url)
          const file = path === undefined ? undefined : resolveFile(path, files)
          entry = file === undefined ? undefined : inMemory.get(file)
          if (entry !== undefined && url.length < 512) {
            if (resolved.size >= 4096) resolved.clear()
            resolved.set(url, entry)
          }
        }
        if (entry !== undefined) {
          sendEntry(req, res, entry)
          return
        }
      }
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
      res.setHeader('Content-Security-Policy', resourcePolicy)
      const path = requestPath(req.url ?? '')
      if (earlyAccessPath && path === earlyAccessPath) {
        if (earlyAccess) earlyAccess(req, res)
        else refuseAfterBody(req, res, 503, 'Service Unavailable')
        return
      }
      if (method !== 'GET' && method !== 'HEAD') {
        refuseAfterBody(req, res)
        return
      }
      if (path === undefined) {
        sendText(res, 400, 'Bad Request')
        return
      }
      if (path === healthPaths.live) {
        answerLive(res)
        return
      }
      if (path === healthPaths.ready) {
        answerReadiness(res, readiness, readinessTimeoutMs)
        return
      }
      const location = redirectTarget(path, files, moved)
      if (location !== undefined) {
        sendText(res, 301, 'Moved Permanently', { Location: `${encodeURI(location)}${queryOf(req.url ?? '')}` })
        return
      }
      sendEntry(req, res, notFound)
    } catch {
      if (!res.headersSent) {
        // A plain-text 500 is no page and must not be cached.
        for (const name of res.getHeaderNames()) res.removeHeader(name)
        for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
        res.setHeader('Content-Security-Policy', resourcePolicy)
        sendText(res, 500, 'Internal Server Error')
      } else res.destroy()
    }
  }
}

/**
 * 405 for a method other than GET or HEAD, sent once the request's body has been read (and
 * dropped). Answering first and closing with the body's bytes still unread makes the kernel reset
 * the connection, and the reset can overtake the answer: the client saw ECONNRESET instead of a 405
 * in up to one 2 MB POST in seven on a loaded machine. nginx reads on for the same reason (its
 * lingering close); here the server's requestTimeout bounds how long a body may take.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} [status]
 * @param {string} [reason]
 */
function refuseAfterBody(req, res, status = 405, reason = 'Method Not Allowed') {
  const refuse = () => sendText(res, status, reason, status === 405 ? { Allow: 'GET, HEAD' } : {})
  if (req.complete) refuse()
  else req.resume().once('end', refuse)
}

/**
 * How long a client may take: its request line and headers (10 s), its whole request (30 s), and
 * how often late ones are looked for (Node's default, 30 s, let a slowloris stay up to 30 s).
 */
export const serverTimeouts = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1000 }

/**
 * The production HTTP server: the handler above plus limits for hostile clients. Request line and
 * headers together may not exceed 16 KB (more: 431), headers must arrive within 10 s and the whole
 * request within 30 s (408; Node looks for late ones every `checkEveryMs`, 30 s by default, so a
 * slowloris held a connection for up to 30 s until this was set to 1 s); a request the parser
 * rejects gets a plain 400 and the server carries on. Each refusal is passed to `onRefused`
 * (server/refusals.js logs them).
 *
 * With `accessLog` (server/access-log.js), each request is written to it once answered; without
 * one, nothing is added to a request's way.
 *
 * @param {string} buildDir
 * @param {HandlerOptions & {
 *   accessLog?: import('./access-log.js').AccessLog,
 *   wrap?: (handler: import('node:http').RequestListener) => import('node:http').RequestListener,
 *   onRefused?: (refusal: { status: number, code: string, socket: import('node:stream').Duplex }) => void,
 *   timeouts?: typeof serverTimeouts,
 * }} [options]
 *   wrap: puts something around the handler (npm start's workers: other builds' assets, draining)
 */
export function createSiteServer(
  buildDir,
  { accessLog, wrap = (handler) => handler, onRefused, timeouts = serverTimeouts, ...options } = {},
) {
  const handler = wrap(createHandler(buildDir, options))
  /** @type {import('node:http').RequestListener} */
  const listener = accessLog
    ? (req, res) => {
        accessLog.watch(req, res)
        handler(req, res)
      }
    : handler
  const server = createServer(
    {
      maxHeaderSize: 16 * 1024,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    listener,
  )
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      // A client gone is no refusal; a request timed out on a socket that cannot take the 408 is.
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') onRefused?.({ status: 0, code: error.code, socket })
      socket.destroy()
      return
    }
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request']
    onRefused?.({ status, code: String(error.code ?? error.message), socket })
    socket.end(rawResponse(status, reason))
  })
  // CONNECT would otherwise be dropped without an answer: a static site proxies nothing.
  server.on('connect', (_request, socket) => {
    socket.end(rawResponse(405, 'Method Not Allowed', { Allow: 'GET, HEAD' }))
  })
  return server
}
