// @ts-check
/**
 * The build's files, answered from memory: each read once at start with its `.br` and `.gz` twins
 * and the whole header list of each answer prepared, so that a request is a lookup and one write.
 * The HTTP rules around them come from the libraries `send` and Express use: the encoding from
 * `negotiator` (server/encoding.js), 304 from `fresh`, byte ranges from `range-parser`; what is ours
 * around each is said where it is (docs/decisions/013).
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fresh from 'fresh'
import { lookup as mediaType } from 'mrmime'
import { parse as parseRange } from 'range-parser'
import { chooseCoding } from './encoding.js'
import {
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

/**
 * Files that exist in the build but are never answered as themselves: the 404 page (only ever the
 * answer to an unknown path), the CDN hosts' header and redirect rules, and the compressed twins (served only
 * through Accept-Encoding). deploy/nginx/site.conf.template hides the same.
 */
export const hidden = (/** @type {string} */ file) =>
  file === notFoundFile || file === '/_headers' || file === '/_redirects' || /\.(br|gz)$/.test(file)

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
export function filesInMemory(clientDir, files, csp) {
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
export function loadFile(clientDir, file, { status, policy, cache, document }) {
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
export function sendEntry(req, res, entry) {
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
  if (isNotModified(headers, variant)) {
    res.writeHead(304, variant.notModified)
    res.end()
    return
  }
  const range = headers.range === undefined || head ? undefined : byteRange(headers.range, variant.size)
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
 * 304 or not, by `fresh`: If-None-Match (weak comparison, `*`), or when absent If-Modified-Since
 * against Last-Modified. Only the two conditional headers are passed on: fresh also calls a request
 * with `Cache-Control: no-cache` stale, but that directive tells caches to validate with the origin
 * (RFC 9111, 5.2.1.4), and an origin server evaluating the condition is that validation (RFC 9110,
 * 13.1.2 names no exception), so the answer stays 304, as nginx's.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {MemoryVariant} variant
 */
function isNotModified(headers, variant) {
  const ifNoneMatch = headers['if-none-match']
  const ifModifiedSince = headers['if-modified-since']
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false
  return fresh(
    { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince },
    { etag: variant.etag, 'last-modified': variant.lastModified },
  )
}

/**
 * A Range header as one range of a file of `size` bytes, by `range-parser`: [start, end]
 * (inclusive), 'unsatisfiable' (416), or undefined to send the whole file with 200, as RFC 9110
 * (14.2) lets a server do with any Range: another unit, an invalid element (`bytes=5-2`,
 * `bytes=abc`), several ranges (one range is all a page or an asset is ever asked for), and a
 * suffix range of an empty file, which RFC 9110 (14.1.2) counts satisfiable though no byte can be
 * sent.
 * @param {string} value
 * @param {number} size
 * @returns {[number, number] | 'unsatisfiable' | undefined}
 */
export function byteRange(value, size) {
  const { code, type, ranges } = parseRange(size, value)
  if (type !== 'bytes' || code & 1 || ranges.length > 1) return undefined
  const [range] = ranges
  if (range) return [range.start, range.end]
  return code & 2 ? 'unsatisfiable' : undefined
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
