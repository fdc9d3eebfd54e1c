// @ts-check
/**
 * The early-access endpoint `npm start` answers when the build's form posts to this site
 * (SITE_EARLY_ACCESS_ENDPOINT=/api/early-access; docs/requirements.md#early-access-list). It keeps
 * the address in the sign-up store (server/store.js) and answers:
 * - JSON `{"email": …}` (the running app): 201 for a new address, 200 for one already on the list,
 *   400 with a plain message for anything that is not an address the browser's e-mail field takes.
 * - A plain form post (`email=…`, no JavaScript or before the app has started): 303 back to the
 *   home page's confirmation (build/headers.json earlyAccessDone), or 400 with a plain message.
 * - Another site's Origin, or a browser's cross-site fetch: 403. A body over 4 KB: 413. More than
 *   SITE_EARLY_ACCESS_RATE requests a minute from one client address: 429 with Retry-After. Any
 *   method but POST: 405. A store that cannot be reached: 503. Never a stack.
 * The client address is the connection's, or behind a proxy listed in SITE_TRUST_PROXY the one it
 * read in X-Forwarded-For (server/proxy-trust.js).
 */
import { clientAddress } from './proxy-trust.js'
import { normaliseEmail } from './store.js'

export const maxBodyBytes = 4 * 1024
/** A body beyond this is not read to its end: the connection is closed after the 413. */
const drainLimitBytes = 1024 * 1024

/**
 * @typedef {object} EarlyAccessOptions
 * @property {Pick<import('./store.js').SignupStore, 'add'>} store where valid addresses go
 * @property {import('./rate-limit.js').RateLimiter} limiter
 * @property {import('./proxy-trust.js').TrustedProxies | undefined} trustedProxies from SITE_TRUST_PROXY
 * @property {string} doneUrl where a plain form post is sent back to
 * @property {string[]} [origins] origins besides the request's own Host that may post: the build's
 *   SITE_ORIGIN, so a proxy that changes Host (or a port it drops) does not turn sign-ups away
 */

/**
 * @param {EarlyAccessOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createEarlyAccessHandler({ store, limiter, trustedProxies, doneUrl, origins = [] }) {
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    readBody(req, (body) => {
      answer(req, res, body).catch(() => {
        if (!res.headersSent) reply(res, 503, 'The early-access list cannot be reached. Please try again in a moment.')
        else res.destroy()
      })
    })
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer | undefined} body undefined when it was over the limit
   */
  async function answer(req, res, body) {
    if (req.method !== 'POST') {
      reply(res, 405, 'Method Not Allowed', { Allow: 'POST' })
      return
    }
    if (!sameSite(req)) {
      reply(res, 403, 'Sign-ups are taken from this site only.')
      return
    }
    const wait = await limiter(clientAddress(req, trustedProxies))
    if (wait > 0) {
      reply(res, 429, 'Too many requests. Please try again in a minute.', { 'Retry-After': String(wait) })
      return
    }
    if (!body) {
      reply(res, 413, `The request is larger than ${maxBodyBytes / 1024} KB.`, { Connection: 'close' })
      return
    }
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase()
    const form = type === 'application/x-www-form-urlencoded'
    const email = normaliseEmail(form ? new URLSearchParams(body.toString('utf8')).get('email') : jsonEmail(type, body))
    if (!email) {
      reply(res, 400, 'Please enter a valid e-mail address (at most 254 characters).')
      return
    }
    const created = await store.add(email)
    if (form) {
      res.writeHead(303, { Location: doneUrl, 'Content-Length': 0 })
      res.end()
    } else {
      reply(res, created ? 201 : 200, created ? 'Subscribed.' : 'Already subscribed.', {}, true)
    }
  }

  /** An Origin, when sent, must be this site; a browser's cross-site request is refused either way. */
  function sameSite(/** @type {import('node:http').IncomingMessage} */ req) {
    if (req.headers['sec-fetch-site'] === 'cross-site') return false
    const origin = req.headers.origin
    if (origin === undefined) return true
    if (origins.includes(origin)) return true
    try {
      return new URL(origin).host === req.headers.host
    } catch {
      return false
    }
  }
}

/** `{"email": "…"}` from a JSON body (any type but a form is read as JSON), else undefined. */
function jsonEmail(/** @type {string | undefined} */ type, /** @type {Buffer} */ body) {
  if (type && type !== 'application/json' && type !== 'text/plain') return undefined
  try {
    const value = JSON.parse(body.toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? value.email : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads the body up to maxBodyBytes; past that it reads on (and drops) up to drainLimitBytes so the
 * 413 is not overtaken by a connection reset (see refuseAfterBody in server/app.js), then gives up
 * reading and the answer closes the connection.
 * @param {import('node:http').IncomingMessage} req
 * @param {(body: Buffer | undefined) => void} done
 */
function readBody(req, done) {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > drainLimitBytes) {
    req.pause()
    done(undefined)
    return
  }
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  let finished = false
  const finish = (/** @type {Buffer | undefined} */ body) => {
    if (finished) return
    finished = true
    done(body)
  }
  req.on('data', (/** @type {Buffer} */ chunk) => {
    size += chunk.length
    if (size <= maxBodyBytes) chunks.push(chunk)
    else if (size > drainLimitBytes) {
      req.pause()
      finish(undefined)
    }
  })
  req.on('end', () => finish(size <= maxBodyBytes ? Buffer.concat(chunks) : undefined))
  req.on('error', () => req.socket.destroy())
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 * @param {boolean} [json] answer `{"message": …}` (a success) instead of plain text
 */
function reply(res, status, message, headers = {}, json = false) {
  const body = json ? `${JSON.stringify({ message })}\n` : `${message}\n`
  res.writeHead(status, {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  })
  res.end(res.req?.method === 'HEAD' ? undefined : body)
}
