// @ts-check
/**
 * The early-access endpoint `npm start` answers when the build's form posts to this site
 * (SITE_EARLY_ACCESS_ENDPOINT=/api/early-access; docs/requirements.md#early-access-list). It keeps
 * the address in the sign-up store (server/store.js) and answers:
 * - JSON `{"email": …}` (the running app): 200 with the same body for a new address and for one
 *   already on the list (the answer never tells whether an address is on it), 400 with a plain
 *   message for anything that is not an address the browser's e-mail field takes (with a dot in its domain).
 * - A plain form post (`email=…`, no JavaScript or before the app has started): 303 back to the
 *   home page's confirmation (build/headers.json earlyAccessDone), or 400 with a plain message.
 * - With the confirmation e-mail on (SITE_SMTP_URL, server/confirmations.js), the sign-up is kept as
 *   pending and the same answers say to check the inbox; the link, `GET <path>?confirm=<token>`,
 *   confirms it with 303 to the home page's confirmed note, or answers 410 with a plain message
 *   when the token is unknown, used or expired (one answer for the three).
 * - Another site's Origin, or a browser's cross-site fetch: 403. A body over 4 KB: 413. More than
 *   SITE_EARLY_ACCESS_RATE requests a minute from one client address: 429 with Retry-After. Any
 *   method but POST (or GET with a token): 405. A store that cannot be reached: 503 with Retry-After.
 * Never a stack.
 * The client address is the connection's, or behind a proxy listed in SITE_TRUST_PROXY the one it
 * read in X-Forwarded-For (server/proxy-trust.js).
 */
import { clientAddress } from './proxy-trust.js'
import { normalizeEmail } from './store.js'

export const maxBodyBytes = 4 * 1024
/** A body beyond this is not read to its end: the connection is closed after the 413. */
const drainLimitBytes = 1024 * 1024

/**
/** Seconds a client is asked to wait while the store cannot be reached. */
export const unavailableRetrySeconds = 10

/**
 * @typedef {object} EarlyAccessOptions
 * @property {{ add: (email: string) => Promise<unknown>, confirm?: (token: string) => Promise<boolean> }} store
 *   where valid addresses go (kept, or kept as pending and mailed), and where a confirmation link's token goes
 * @property {import('./rate-limit.js').RateLimiter} limiter
 * @property {import('./proxy-trust.js').TrustedProxies | undefined} trustedProxies from SITE_TRUST_PROXY
 * @property {string} doneUrl where a plain form post is sent back to
 * @property {string} [confirmedUrl] with the confirmation e-mail on: where a confirmed link is sent to
 * @property {number} [confirmHours] how long a confirmation link lasts, for the message of one that has expired
 * @property {string[]} [origins] origins besides the request's own Host that may post: the build's
 *   SITE_ORIGIN, so a proxy that changes Host (or a port it drops) does not turn sign-ups away
 */

/** What the JSON answer says, the same for a new address and one already on the list. */
export const subscribedMessage = (/** @type {boolean} */ confirming) =>
  confirming ? 'Subscribed. Check your inbox for the confirmation link.' : 'Subscribed.'

/**
 * @param {EarlyAccessOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createEarlyAccessHandler({
  store,
  limiter,
  trustedProxies,
  doneUrl,
  confirmedUrl,
  confirmHours = 48,
  origins = [],
}) {
  const confirming = Boolean(confirmedUrl && store.confirm)
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    readBody(req, (body) => {
      answer(req, res, body).catch(() => {
        if (!res.headersSent) {
          reply(res, 503, 'The early-access list cannot be reached. Please try again in a moment.', {
            'Retry-After': String(unavailableRetrySeconds),
          })
        } else res.destroy()
      })
    })
  }

  /**
   * The confirmation link: GET with ?confirm=<token>.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} token
   */
  async function confirmLink(req, res, token) {
    const wait = await limiter(clientAddress(req, trustedProxies))
    if (wait > 0) {
      reply(res, 429, 'Too many requests. Please try again in a minute.', { 'Retry-After': String(wait) })
      return
    }
    // A token is 43 base64url characters; anything else is no token of ours and never reaches the store.
    const confirmed = /^[\w-]{43}$/.test(token) && (await store.confirm?.(token)) === true
    if (confirmed) {
      res.writeHead(303, { Location: /** @type {string} */ (confirmedUrl), 'Content-Length': 0 })
      res.end()
    } else {
      reply(
        res,
        410,
        `This confirmation link cannot be used: it has been used already, it has expired (links last ${confirmHours} hours), or it is incomplete. To join the early-access list, sign up again on the home page.`,
      )
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer | undefined} body undefined when it was over the limit
   */
  async function answer(req, res, body) {
    const token = confirming && req.method === 'GET' ? confirmToken(req.url ?? '') : undefined
    if (token !== undefined) {
      await confirmLink(req, res, token)
      return
    }
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
    const email = normalizeEmail(form ? new URLSearchParams(body.toString('utf8')).get('email') : jsonEmail(type, body))
    if (!email) {
      reply(res, 400, 'Please enter a valid e-mail address (at most 254 characters).')
      return
    }
    // New or already listed, pending or not: one answer, so that it tells no one what the list holds.
    await store.add(email)
    if (form) {
      res.writeHead(303, { Location: doneUrl, 'Content-Length': 0 })
      res.end()
    } else {
      reply(res, 200, subscribedMessage(confirming), {}, true)
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

/** The `confirm` parameter of a request target, or undefined when it has none. */
function confirmToken(/** @type {string} */ target) {
  const query = target.indexOf('?')
  if (query < 0) return undefined
  return new URLSearchParams(target.slice(query + 1)).get('confirm') ?? undefined
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
