// @ts-check
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { lookup as mediaType } from 'mrmime'
import { chooseCoding } from './encoding.js'
import { listFiles } from './files.js'
import {
  cacheControl,
  cacheControlFor,
  documentFile,
  documentHeaders,
  extraMediaTypes,
  resourcePolicy,
  securityHeaders,
  textContentType,
  textFile,
} from './headers.js'

export const notFoundFile = '/404.html'

/** What `npm run build` must have written for the server to start. */
export function missingBuildFiles(/** @type {string} */ buildDir) {
  return ['client/index.html', `client${notFoundFile}`, 'headers.json'].filter(
    (file) => !existsSync(join(buildDir, file)),
  )
}

/**
 * Files that exist in the build but are never answered as themselves: the 404 page (only ever the
 * answer to an unknown path), the CDN hosts' header and redirect rules, and the compressed twins (served only
 * through Accept-Encoding). deploy/nginx/site.conf.template hides the same.
 */
const hidden = (/** @type {string} */ file) =>
  file === notFoundFile || file === '/_headers' || file === '/_redirects' || /\.(br|gz)$/.test(file)

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

/** The paths a probe asks: is the process serving, and is it ready for everything the build does. */
export const healthPaths = { live: '/healthz', ready: '/readyz' }

/**
 * @typedef {{ ok: true } | { ok: false, reason: string }} Readiness
 * @typedef {() => Promise<Readiness>} ReadinessCheck
 */

/**
 * @typedef {object} HandlerOptions
 * @property {import('node:http').RequestListener} [earlyAccess] the early-access endpoint's handler
 * @property {ReadinessCheck} [readiness] asked by GET /readyz; default always ready
 * @property {number} [readinessTimeoutMs] a readiness answer slower than this is a 503 (5 s)
 */

/** @type {ReadinessCheck} */
const alwaysReady = async () => ({ ok: true })

/**
 * A request handler for the prerendered build. Every file the build may answer with is read once
 * at start, with each of its encodings (the `.br` and `.gz` twins) and the whole header list of
 * each answer prepared; a request is then a lookup and a single write. One path sends every answer
 * with a body from the build, 200, 206, 304 and the 404 page alike, and picks the encoding with one
 * negotiation (server/encoding.js, RFC 9110 q-values), so that npm start answers as nginx with
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
 * - Conditional requests: If-None-Match (weak comparison, `*`) or else If-Modified-Since: 304.
 * - Ranges: one range (`bytes=0-99`, `bytes=100-`, `bytes=-100`) gets 206, one past the end 416;
 *   several ranges, or one that cannot be read, get the whole file with 200, as RFC 9110 allows.
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
        sendText(res, 200, 'ok', { 'Cache-Control': 'no-store' })
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
 * GET /readyz: 200 `ready`, or 503 with the check's reason on one line and Retry-After; a check that
 * throws or takes longer than `timeoutMs` is a 503 too. Never cached.
 * @param {import('node:http').ServerResponse} res
 * @param {ReadinessCheck} readiness
 * @param {number} timeoutMs
 */
function answerReadiness(res, readiness, timeoutMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** @type {Promise<Readiness>} */
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs)
  })
  Promise.race([Promise.resolve().then(readiness), late])
    .catch((error) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }))
    .then((/** @type {any} */ answer) => {
      clearTimeout(timer)
      if (res.destroyed) return
      if (answer?.ok === true) sendText(res, 200, 'ready', { 'Cache-Control': 'no-store' })
      else {
        const reason = String(answer?.reason || 'not ready')
          .replace(/[\r\n]+/g, ' ')
          .slice(0, 200)
        sendText(res, 503, `not ready: ${reason}`, { 'Cache-Control': 'no-store', 'Retry-After': '5' })
      }
    })
}

/**
 * The decoded, normalized path of a request target, as nginx sees it: origin-form or absolute-form,
 * query and fragment dropped, percent-decoding (malformed -> undefined, so 400), no NUL byte,
 * repeated slashes merged, `.` and `..` resolved (above the root -> undefined).
 * @param {string} target
 */
export function requestPath(target) {
  let raw = target
  if (!raw.startsWith('/')) {
    if (!/^https?:\/\//i.test(raw)) return undefined
    try {
      raw = new URL(raw).pathname
    } catch {
      return undefined
    }
  }
  raw = raw.replace(/[?#].*$/s, '')
  let decoded
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  /** @type {string[]} */
  const segments = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return undefined
      segments.pop()
    } else segments.push(segment)
  }
  const trailingSlash = segments.length > 0 && /\/\.{0,2}$/.test(decoded)
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`
}

/**
 * The build file a path answers with: a page at its one URL (`/brokers`, `/`), any other file at
 * its own path; nothing else (no `.html` guessing, no directory listing; `/brokers/` and
 * `/brokers/index.html` are redirects, see redirectTarget).
 * @param {string} path a normalized path from requestPath()
 * @param {Set<string>} files
 */
export function resolveFile(path, files) {
  if (path === '/') return files.has('/index.html') ? '/index.html' : undefined
  if (path.endsWith('/') || path.endsWith('/index.html')) return undefined
  if (files.has(path)) return path
  return files.has(`${path}/index.html`) ? `${path}/index.html` : undefined
}

/**
 * Where a path that is not a page's URL is sent with 301, if anywhere: the page's URL for
 * `/brokers/` and `/brokers/index.html` (`/` for `/index.html`) where that page exists, and the new
 * page of one that moved (in any of those forms). deploy/nginx/site.conf.template does the same.
 * @param {string} path a normalized path from requestPath()
 * @param {Set<string>} files
 * @param {Map<string, string>} moved old page path -> new page path
 */
export function redirectTarget(path, files, moved) {
  const page = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path
  const trimmed = page.length > 1 && page.endsWith('/') ? page.slice(0, -1) : page
  const target = moved.get(trimmed)
  if (target !== undefined) return target
  if (trimmed === path) return undefined
  return files.has(trimmed === '/' ? '/index.html' : `${trimmed}/index.html`) ? trimmed : undefined
}

/** The query of a request target, `?` included, as sent; none for an empty one, as nginx's $is_args$args (a fragment, which clients never send, dropped). */
export function queryOf(/** @type {string} */ target) {
  return /\?[^#]+/.exec(target)?.[0] ?? ''
}

/**
 * @typedef {object} MemoryVariant one encoding of a file, with its answers' headers
 * @property {Buffer} body
 * @property {string} etag
 * @property {number} size its size and modification time when read
 * @property {number} mtimeMs
 * @property {string} lastModified
 * @property {string[]} headers the whole answer's header list, flat (name, value, …)
 * @property {number} lengthAt the index of Content-Length's value in `headers`
 * @property {string[]} notModified the header list of a 304
 */

/**
 * @typedef {object} MemoryEntry a file and its encodings
 * @property {200 | 404} status 404 for the not-found page, which is never a 206 or 304
 * @property {MemoryVariant} identity
 * @property {MemoryVariant} [br]
 * @property {MemoryVariant} [gzip]
 */

/**
 * Every servable file read once: see loadFile.
 * @param {string} clientDir
 * @param {Set<string>} files
 * @param {Record<string, string>} csp
 * @returns {Map<string, MemoryEntry>}
 */
function filesInMemory(clientDir, files, csp) {
  /** @type {Map<string, MemoryEntry>} */
  const entries = new Map()
  for (const file of files) {
    entries.set(
      file,
      loadFile(clientDir, file, {
        status: 200,
        policy: csp[file] ?? resourcePolicy,
        cache: cacheControlFor(file),
        document: documentFile.test(file),
      }),
    )
  }
  return entries
}

/**
 * A file and its .br and .gz twins, read once, with each answer's headers prepared: the security
 * headers, its CSP and Cache-Control, the document headers on HTML documents, then Vary,
 * Content-Length, Content-Type, Last-Modified, Content-Encoding and a weak ETag of size and mtime.
 * Sending one is a single write of prepared bytes: no header objects to merge, no file to open and
 * stream per request. The whole build with its twins is a few megabytes.
 * @param {string} clientDir
 * @param {string} file
 * @param {{ status: 200 | 404, policy: string, cache: string, document: boolean }} answer
 * @returns {MemoryEntry}
 */
function loadFile(clientDir, file, { status, policy, cache, document }) {
  const before = [
    ...Object.entries(securityHeaders),
    ['Content-Security-Policy', policy],
    ['Cache-Control', cache],
    ...(document ? Object.entries(documentHeaders) : []),
  ]
  const extension = file.slice(file.lastIndexOf('.') + 1)
  let type = textFile.test(file)
    ? textContentType
    : extraMediaTypes[extension] || mediaType(file) || 'application/octet-stream'
  if (type === 'text/html') type += ';charset=utf-8'
  /** @returns {MemoryVariant | undefined} */
  const variant = (/** @type {string} */ suffix, /** @type {string | undefined} */ encoding) => {
    const path = join(clientDir, `${file}${suffix}`)
    const stats = statSync(path, { throwIfNoEntry: false })
    if (!stats?.isFile()) return undefined
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`
    const lastModified = stats.mtime.toUTCString()
    // The 404 page is an answer, not a resource: no validators, as before.
    const validators = status === 200 ? [['Last-Modified', lastModified]] : []
    const headers = [
      ...before,
      ['Vary', 'Accept-Encoding'],
      ['Content-Length', String(stats.size)],
      ['Content-Type', type],
      ...validators,
      ...(encoding ? [['Content-Encoding', encoding]] : []),
      ...(status === 200 ? [['ETag', etag]] : []),
    ].flat()
    const notModified = [...before, ['Vary', 'Accept-Encoding'], ...validators, ['ETag', etag]].flat()
    return {
      body: readFileSync(path),
      etag,
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      lastModified,
      headers,
      lengthAt: headers.indexOf('Content-Length') + 1,
      notModified,
    }
  }
  const identity = variant('', undefined)
  if (!identity) throw new Error(`The build lists ${file} but it cannot be read.`)
  return { status, identity, br: variant('.br', 'br'), gzip: variant('.gz', 'gzip') }
}

/**
 * Sends a file, or the 404 page, from memory in the encoding chooseCoding() picks: 304 when the
 * client's copy is current, 206 or 416 for a single range, else the whole answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {MemoryEntry} entry
 */
function sendEntry(req, res, entry) {
  const variant = entry[chooseCoding(req.headers['accept-encoding'], entry)] ?? entry.identity
  const head = req.method === 'HEAD'
  if (entry.status === 404) {
    res.writeHead(404, variant.headers)
    res.end(head ? undefined : variant.body)
    return
  }
  // What was loaded is what is served, whatever happens on disk since: a build never writes into a
  // release being served (build-steps/release.ts), and a release pruned under a server that was not
  // reloaded must not take its pages down.
  const { headers } = req
  if (isNotModified(headers['if-none-match'], headers['if-modified-since'], variant)) {
    res.writeHead(304, variant.notModified)
    res.end()
    return
  }
  const range = headers.range === undefined || head ? undefined : readRange(headers.range, variant.size)
  if (range !== undefined && ifRangeHolds(headers['if-range']?.toString(), variant)) {
    if (range === 'unsatisfiable') {
      res.writeHead(416, [
        ...Object.entries(securityHeaders).flat(),
        'Content-Security-Policy',
        resourcePolicy,
        'Content-Range',
        `bytes */${variant.size}`,
        'Content-Length',
        '0',
      ])
      res.end()
      return
    }
    const [start, end] = range
    const partial = [...variant.headers, 'Content-Range', `bytes ${start}-${end}/${variant.size}`]
    partial[variant.lengthAt] = String(end - start + 1)
    res.writeHead(206, partial)
    res.end(variant.body.subarray(start, end + 1))
    return
  }
  res.writeHead(200, variant.headers)
  res.end(head ? undefined : variant.body)
}

/**
 * If-None-Match (weak comparison, `*`), or when absent If-Modified-Since against Last-Modified.
 * @param {string | undefined} ifNoneMatch
 * @param {string | undefined} ifModifiedSince
 * @param {MemoryVariant} variant
 */
function isNotModified(ifNoneMatch, ifModifiedSince, variant) {
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch === variant.etag) return true
    const opaque = variant.etag.slice(2)
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim()
      return value === '*' || value === opaque || value === variant.etag
    })
  }
  if (ifModifiedSince === undefined) return false
  const since = Date.parse(ifModifiedSince)
  return !Number.isNaN(since) && since >= Math.floor(variant.mtimeMs / 1000) * 1000
}

/**
 * A Range header as one range of a file of `size` bytes: [start, end] (inclusive), 'unsatisfiable'
 * (416), or undefined to send the whole file (several ranges, another unit, nonsense), as RFC 9110
 * allows a server to do with a range it does not support.
 * @param {string} value
 * @param {number} size
 * @returns {[number, number] | 'unsatisfiable' | undefined}
 */
export function readRange(value, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Number(match[2])
    return suffix === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1]
  }
  const start = Number(match[1])
  const last = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2])
  if (last < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return [start, Math.min(last, size - 1)]
}

/**
 * If-Range: the range holds only for the very copy the client has. Our ETags are weak, which
 * If-Range may not use (RFC 9110, 13.1.5), so only an exact Last-Modified date matches.
 * @param {string | undefined} value
 * @param {MemoryVariant} variant
 */
function ifRangeHolds(value, variant) {
  return value === undefined || value.trim() === variant.lastModified
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  const body = `${text}\n`
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  })
  res.end(res.req?.method === 'HEAD' ? undefined : body)
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

/** Answers a request the HTTP parser rejected, on the raw socket (no response object exists yet). */
function rawResponse(/** @type {number} */ status, /** @type {string} */ reason, extraHeaders = {}) {
  const body = `${reason}\n`
  const headers = {
    ...securityHeaders,
    ...extraHeaders,
    'Content-Security-Policy': resourcePolicy,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

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
