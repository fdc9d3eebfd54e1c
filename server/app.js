// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { lookup as mediaType } from 'mrmime'
import sirv from 'sirv'
import { listFiles } from './files.js'
import {
  cacheControl,
  cacheControlFor,
  documentFile,
  documentHeaders,
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
 * answer to an unknown path), the CDN hosts' header rules, and the compressed twins (served only
 * through Accept-Encoding). deploy/nginx/site.conf.template hides the same.
 */
const hidden = (/** @type {string} */ file) => file === notFoundFile || file === '/_headers' || /\.(br|gz)$/.test(file)

/**
 * What build/headers.json holds: each page's CSP and, when the form posts to this site, the
 * early-access path and where a plain form post is sent back to (build-steps/finish-build.ts).
 * @typedef {{ csp: Record<string, string>, earlyAccessPath?: string, earlyAccessDone?: string }} BuildManifest
 */

/** @returns {BuildManifest} */
export function readManifest(/** @type {string} */ buildDir) {
  return JSON.parse(readFileSync(join(buildDir, 'headers.json'), 'utf8'))
}

/**
 * A request handler for the prerendered build. sirv sends the files: it picks the precompressed
 * twin by Accept-Encoding, answers ETag/If-None-Match with 304, streams single ranges with 206 or
 * 416, and sets Content-Type, Content-Length and Last-Modified. This handler keeps only what sirv
 * does not do, each so that npm start answers as nginx with deploy/nginx/ answers:
 * - Methods: sirv serves any method; only GET and HEAD are answered here, anything else gets 405
 *   once its body is read.
 * - Paths: sirv looks paths up as given (decodeURI, malformed left as is). Here they are decoded
 *   and normalised as nginx does (%-decoding with 400 when malformed, no NUL byte, repeated
 *   slashes merged, `.` and `..` resolved, 400 above the root), so both servers agree on every URL.
 * - Which files answer: sirv serves every file in the folder and guesses `/x` -> `/x/index` with
 *   its extensions option. Here a page answers only at `/brokers`, `/brokers/` and
 *   `/brokers/index.html`, and the 404 page, `_headers` and the `.br`/`.gz` twins never answer as
 *   themselves (the set of allowed files is read once from the build, so nothing outside it is served).
 * - Unknown paths: sirv can only call next(); here they get the 404 page with status 404, in the
 *   encoding the client accepts.
 * - Ranges: sirv misreads suffix ranges, several ranges and `bytes=0-0`; those are dropped and the
 *   whole file is sent with 200, as RFC 9110 allows.
 * - Headers: the security headers on every answer, the document headers on .html files (the pages
 *   and the 404 page), each page's own Content-Security-Policy (build/headers.json) and
 *   Cache-Control per file (server/headers.js).
 * - A file deleted under a running server (a rebuild) cuts that one response off instead of
 *   crashing the process; any other failure answers 500 with a plain message, never a stack.
 * - Speed: a whole-file GET or HEAD is answered from memory (filesInMemory) with the very headers
 *   sirv would send, prepared once; sirv streams the rest (ranges) and any file changed on disk.
 * - The early-access endpoint, when the build has one, goes to `earlyAccess` (server/early-access.js).
 *
 * @param {string} buildDir the build folder (client/ and headers.json)
 * @param {{ earlyAccess?: import('node:http').RequestListener }} [options]
 * @returns {import('node:http').RequestListener}
 */
export function createHandler(buildDir, { earlyAccess } = {}) {
  const clientDir = join(buildDir, 'client')
  const { csp, earlyAccessPath } = readManifest(buildDir)
  const files = new Set(listFiles(clientDir).filter((file) => !hidden(file)))
  const notFound = loadVariants(join(clientDir, notFoundFile))
  const notFoundPolicy = csp[notFoundFile] ?? resourcePolicy
  const serve = sirv(clientDir, { etag: true, gzip: true, brotli: true, extensions: [] })
  const inMemory = filesInMemory(clientDir, files, csp)
  /** Request targets already resolved to a build file: the same few URLs are asked for again and again. */
  const resolved = new Map()

  return (req, res) => {
    try {
      const method = req.method
      if ((method === 'GET' || method === 'HEAD') && req.headers.range === undefined) {
        const url = req.url ?? ''
        let file = resolved.get(url)
        if (file === undefined) {
          const path = requestPath(url)
          file = path === undefined ? undefined : resolveFile(path, files)
          if (file !== undefined && url.length < 512) {
            if (resolved.size >= 4096) resolved.clear()
            resolved.set(url, file)
          }
        }
        const entry = file === undefined ? undefined : inMemory.get(file)
        if (entry && sendFromMemory(req, res, entry)) return
      }
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
      res.setHeader('Content-Security-Policy', resourcePolicy)
      if (earlyAccessPath && requestPath(req.url ?? '') === earlyAccessPath) {
        if (earlyAccess) earlyAccess(req, res)
        else refuseAfterBody(req, res, 503, 'Service Unavailable')
        return
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        refuseAfterBody(req, res)
        return
      }
      const path = requestPath(req.url ?? '')
      if (path === undefined) {
        sendText(res, 400, 'Bad Request')
        return
      }
      const file = resolveFile(path, files)
      if (!file) {
        sendNotFound(req, res, notFound, notFoundPolicy)
        return
      }
      res.setHeader('Cache-Control', cacheControlFor(file))
      res.setHeader('Content-Security-Policy', csp[file] ?? resourcePolicy)
      if (textFile.test(file)) res.setHeader('Content-Type', textContentType)
      if (documentFile.test(file)) {
        for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value)
      }
      if (req.headers.range && !isSupportedRange(req.headers.range)) delete req.headers.range
      req.url = file
      // sirv pipes a read stream without an error listener: a file deleted since start-up (a rebuild
      // under a running server) would crash the process. Cut that one response off instead.
      res.once('pipe', (source) => source.once('error', () => res.destroy()))
      serve(req, res, () => sendNotFound(req, res, notFound, notFoundPolicy))
    } catch {
      if (!res.headersSent) {
        // The file's own headers may be set already; a plain-text 500 is no page and must not be cached.
        for (const name of [...Object.keys(documentHeaders), 'Cache-Control']) res.removeHeader(name)
        res.setHeader('Content-Security-Policy', resourcePolicy)
        sendText(res, 500, 'Internal Server Error')
      } else res.destroy()
    }
  }
}

/**
 * The decoded, normalised path of a request target, as nginx sees it: origin-form or absolute-form,
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
 * The build file a path answers with: a page at `/brokers`, `/brokers/` or `/brokers/index.html`,
 * any other file at its own path; nothing else (no `.html` guessing, no directory listing).
 * @param {string} path a normalised path from requestPath()
 * @param {Set<string>} files
 */
export function resolveFile(path, files) {
  if (path.endsWith('/')) return files.has(`${path}index.html`) ? `${path}index.html` : undefined
  if (files.has(path)) return path
  return files.has(`${path}/index.html`) ? `${path}/index.html` : undefined
}

/**
 * sirv answers a single `bytes=start-end` or `bytes=start-` range, and 416 when start is past the
 * end. Other forms (suffix, multiple ranges, `bytes=0-0`, which sirv reads as the whole file) are
 * ignored and the whole file is sent with 200, as RFC 9110 allows.
 */
function isSupportedRange(/** @type {string} */ value) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(value.trim())
  if (!match) return false
  const [start, end] = [Number(match[1]), match[2] === '' ? undefined : Number(match[2])]
  return end === undefined || (end > 0 && start <= end)
}

/**
 * @typedef {object} MemoryVariant one encoding of a file, as sirv would send it
 * @property {Buffer} body
 * @property {string} etag
 * @property {string} path the file on disk, checked before each answer
 * @property {number} size its size and modification time when read
 * @property {number} mtimeMs
 * @property {string[]} headers the whole 200 answer's header list, flat (name, value, …)
 */

/**
 * @typedef {object} MemoryEntry
 * @property {MemoryVariant} identity
 * @property {MemoryVariant} [br]
 * @property {MemoryVariant} [gzip]
 * @property {string[]} notModified the header list of a 304
 */

/** Files above this size are streamed by sirv, never held in memory. */
const memoryFileLimit = 512 * 1024

/**
 * Every servable file (and its .br and .gz twins) read once, with its answer's headers prepared: the
 * security headers, its CSP and Cache-Control, the document headers on HTML files, then exactly what
 * sirv sends (Vary, Content-Length, Content-Type, Last-Modified, Content-Encoding, a weak ETag of
 * size and mtime). Sending one is a single write of prepared bytes: no header objects to merge, no
 * file to open, stat and stream per request, which is where sirv spends its time under load.
 * @param {string} clientDir
 * @param {Set<string>} files
 * @param {Record<string, string>} csp
 * @returns {Map<string, MemoryEntry>}
 */
function filesInMemory(clientDir, files, csp) {
  /** @type {Map<string, MemoryEntry>} */
  const entries = new Map()
  for (const file of files) {
    const before = [
      ...Object.entries(securityHeaders),
      ['Content-Security-Policy', csp[file] ?? resourcePolicy],
      ['Cache-Control', cacheControlFor(file)],
      ...(documentFile.test(file) ? Object.entries(documentHeaders) : []),
    ]
    // The same types as the sirv path above: HTML as sirv names it, plain text with its charset.
    let type = textFile.test(file) ? textContentType : mediaType(file) || ''
    if (type === 'text/html') type += ';charset=utf-8'
    /** @returns {MemoryVariant | undefined} */
    const variant = (/** @type {string} */ suffix, /** @type {string | undefined} */ encoding) => {
      const path = join(clientDir, `${file}${suffix}`)
      const stats = statSync(path, { throwIfNoEntry: false })
      if (!stats?.isFile() || stats.size > memoryFileLimit) return undefined
      const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`
      const headers = [
        ...before,
        ['Vary', 'Accept-Encoding'],
        ['Content-Length', String(stats.size)],
        ['Content-Type', type],
        ['Last-Modified', stats.mtime.toUTCString()],
        ...(encoding ? [['Content-Encoding', encoding]] : []),
        ['ETag', etag],
      ].flat()
      return { body: readFileSync(path), etag, path, size: stats.size, mtimeMs: stats.mtimeMs, headers }
    }
    const identity = variant('', undefined)
    if (!identity) continue
    entries.set(file, {
      identity,
      br: variant('.br', 'br'),
      gzip: variant('.gz', 'gzip'),
      notModified: before.flat(),
    })
  }
  return entries
}

/**
 * Answers a whole-file GET or HEAD from memory, choosing the encoding as sirv does (brotli, then
 * gzip, then none). Returns false, sending nothing, when the file on disk is no longer the one held
 * (a rebuild under a running server): sirv then answers, or cuts off, as it always has.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {MemoryEntry} entry
 */
function sendFromMemory(req, res, entry) {
  const accepted = req.headers['accept-encoding'] ?? ''
  const variant =
    (entry.br && /(br|brotli)/i.test(accepted) && entry.br) ||
    (entry.gzip && accepted.includes('gzip') && entry.gzip) ||
    entry.identity
  const stats = statSync(variant.path, { throwIfNoEntry: false })
  if (!stats || stats.size !== variant.size || stats.mtimeMs !== variant.mtimeMs) return false
  if (req.headers['if-none-match'] === variant.etag) {
    res.writeHead(304, entry.notModified)
    res.end()
    return true
  }
  res.writeHead(200, variant.headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
  return true
}

/** @param {string} file */
function loadVariants(file) {
  return {
    identity: readFileSync(file),
    br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof loadVariants>} page
 * @param {string} policy
 */
function sendNotFound(req, res, page, policy) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const encoding =
    page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  const body = (encoding && page[encoding]) || page.identity
  res.removeHeader('Content-Security-Policy')
  res.writeHead(404, {
    ...documentHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Content-Security-Policy': policy,
    'Cache-Control': cacheControl.html,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
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
 * request within 30 s (408); a request the parser rejects gets a plain 400 and the server carries on.
 * `wrap` puts something around the handler (npm start's workers: other builds' assets, draining).
 *
 * @param {string} buildDir
 * @param {Parameters<typeof createHandler>[1] & { wrap?: (handler: import('node:http').RequestListener) => import('node:http').RequestListener }} [options]
 */
export function createSiteServer(buildDir, options = {}) {
  const { wrap = (handler) => handler, ...handlerOptions } = options
  const server = createServer(
    { maxHeaderSize: 16 * 1024, headersTimeout: 10_000, requestTimeout: 30_000 },
    wrap(createHandler(buildDir, handlerOptions)),
  )
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request']
    socket.end(rawResponse(status, reason))
  })
  // CONNECT would otherwise be dropped without an answer: a static site proxies nothing.
  server.on('connect', (_request, socket) => {
    socket.end(rawResponse(405, 'Method Not Allowed', { Allow: 'GET, HEAD' }))
  })
  return server
}
