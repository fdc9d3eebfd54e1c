// @ts-check
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'
import { cacheControl, cacheControlFor, securityHeaders } from './headers.js'

export const notFoundFile = '404.html'

/**
 * A request handler for the prerendered build: sirv serves only files it listed at start-up
 * (so no path can reach outside the build) and their precompressed .br/.gz twins; unknown paths
 * get the 404 page with status 404. Any failure answers 500 with a plain message, never a stack.
 *
 * @param {string} dir the build's client folder
 * @returns {import('node:http').RequestListener}
 */
export function createHandler(dir) {
  const notFound = loadVariants(join(dir, notFoundFile))
  const serve = sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname))
    },
    onNoMatch(req, res) {
      sendNotFound(req, res, notFound)
    },
  })

  return (req, res) => {
    try {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Method Not Allowed\n')
        return
      }
      const pathname = (req.url ?? '/').split('?')[0] ?? '/'
      // The 404 page is only ever an answer, never a page of its own (no soft 404 at /404).
      if (/^\/(404(\/|\/index\.html|\.html)?|__spa-fallback\.html)$/.test(pathname)) {
        sendNotFound(req, res, notFound)
        return
      }
      if (req.headers.range && !isSatisfiableRangeHeader(req.headers.range)) delete req.headers.range
      serve(req, res, () => sendNotFound(req, res, notFound))
    } catch {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      }
      res.end('Internal Server Error\n')
    }
  }
}

/** sirv understands one simple byte range; anything else is ignored and the whole file is sent. */
function isSatisfiableRangeHeader(/** @type {string} */ value) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim())
  if (!match || (match[1] === '' && match[2] === '')) return false
  if (match[1] === '') return false // suffix ranges are not supported by sirv
  return match[2] === '' || Number(match[1]) <= Number(match[2])
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
 */
function sendNotFound(req, res, page) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const encoding =
    page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  const body = (encoding && page[encoding]) || page.identity
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': cacheControl.html,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
