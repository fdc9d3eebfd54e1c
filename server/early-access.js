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
 *   opens a page with a Confirm button (server/confirm-page.js) and confirms nothing, so that a mail
 *   scanner or a link preview following it signs no one up. The button's `POST <path>?confirm=<token>`
 *   confirms, with 303 to the home page's confirmed note, or answers 410 with a plain message when
 *   the token is unknown, used or expired (one answer for the three).
 * - A sign-up's answer (200, 303, 400 or 503) is sent no sooner than `floorMs` after its request
 *   arrived, whatever the address's state: a new address is written, a known one is not, and
 *   without the floor the answer's time told which (docs/decisions/013; npm run bench:signups).
 * - Another site's Origin, or a browser's cross-site fetch: 403. A body over 4 KB: 413. More than
 *   SITE_EARLY_ACCESS_RATE requests a minute from one client address: 429 with Retry-After. Any
 *   method but POST (or GET and HEAD with a token): 405. A store that cannot be reached: 503 with Retry-After.
 * Never a stack.
 * The client address is the connection's, or behind a proxy listed in SITE_TRUST_PROXY the one it
 * read in X-Forwarded-For (server/proxy-trust.js).
 */
import { performance } from 'node:perf_hooks'
import { clientAddress } from './proxy-trust.js'
import { normalizeEmail } from './store.js'

export const maxBodyBytes = 4 * 1024
/** A body beyond this is not read to its end: the connection is closed after the 413. */
const drainLimitBytes = 1024 * 1024

/** Seconds a client is asked to wait while the store cannot be reached. */
export const unavailableRetrySeconds = 10

/**
 * The least time a sign-up's answer takes, from its request's arrival: well above the slowest
 * state's usual time (a new address with the confirmation e-mail on: 3.6 ms at the median on a
 * quiet machine, 12 ms on one loaded twelvefold), so that every state answers at the floor, and
 * still too short for a visitor to notice.
 */
export const answerFloorMs = 25

/**
 * @typedef {object} Clock
 * @property {() => number} now milliseconds, monotonic
 * @property {(ms: number) => Promise<void>} wait
 */

/** @type {Clock} */
const realClock = {
  now: () => performance.now(),
  wait: (ms) => new Promise((done) => setTimeout(done, ms)),
}

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
 * @property {{ body: Buffer, headers: Record<string, string> }} [confirmPage] with the confirmation
 *   e-mail on: the page a link opens (server/confirm-page.js)
 * @property {number} [floorMs] the least time a sign-up's answer takes (answerFloorMs)
 * @property {Clock} [clock] for tests: the time and the wait of the floor
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
  confirmPage,
  floorMs = answerFloorMs,
  clock = realClock,
}) {
  const confirming = Boolean(confirmedUrl && store.confirm)
  return (req, res) => {
    const arrived = clock.now()
    res.setHeader('Cache-Control', 'no-store')
    readBody(req, (body) => {
      answer(req, res, body, arrived).catch(async () => {
        if (res.headersSent) {
          res.destroy()
          return
        }
        await floor(arrived)
        reply(res, 503, 'The early-access list cannot be reached. Please try again in a moment.', {
          'Retry-After': String(unavailableRetrySeconds),
        })
      })
    })
  }

  /** Resolves once `floorMs` have passed since `arrived`. */
  async function floor(/** @type {number} */ arrived) {
    const left = arrived + floorMs - clock.now()
    if (left > 0) await clock.wait(left)
  }

  /**
   * The page a confirmation link opens: the same for every token, and it confirms nothing. A token
   * of the wrong shape (no token of ours) gets the 410 at once.
   * @param {import('node:http').ServerResponse} res
   * @param {string} token
   */
  function confirmLinkPage(res, token) {
    if (!tokenShape.test(token) || !confirmPage) {
      unusableLink(res)
      return
    }
    res.writeHead(200, confirmPage.headers)
    res.end(res.req?.method === 'HEAD' ? undefined : confirmPage.body)
  }

  /** 410: one answer for a token that is unknown, used, expired or incomplete. */
  function unusableLink(/** @type {import('node:http').ServerResponse} */ res) {
    reply(
      res,
      410,
      `This confirmation link cannot be used: it has been used already, it has expired (links last ${confirmHours} hours), or it is incomplete. To join the early-access list, sign up again on the home page.`,
    )
  }

  /**
   * The page's Confirm button: POST with ?confirm=<token>.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} token
   */
  async function confirmLink(req, res, token) {
    if (!sameSite(req)) {
      reply(res, 403, 'Sign-ups are confirmed from this site only.')
      return
    }
    const wait = await limiter(clientAddress(req, trustedProxies))
    if (wait > 0) {
      reply(res, 429, 'Too many requests. Please try again in a minute.', { 'Retry-After': String(wait) })
      return
    }
    const confirmed = tokenShape.test(token) && (await store.confirm?.(token)) === true
    if (confirmed) {
      res.writeHead(303, { Location: /** @type {string} */ (confirmedUrl), 'Content-Length': 0 })
      res.end()
    } else unusableLink(res)
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer | undefined} body undefined when it was over the limit
   * @param {number} arrived when the request arrived (clock.now())
   */
  async function answer(req, res, body, arrived) {
    const token = confirming ? confirmToken(req.url ?? '') : undefined
    if (token !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
      confirmLinkPage(res, token)
      return
    }
    if (token !== undefined && req.method === 'POST') {
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
      await floor(arrived)
      reply(res, 400, 'Please enter a valid e-mail address (at most 254 characters).')
      return
    }
    // New or already listed, pending or not: one answer, at one time, so that it tells no one what
    // the list holds.
    await store.add(email)
    await floor(arrived)
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

/** A token is 43 base64url characters; anything else is no token of ours and never reaches the store. */
const tokenShape = /^[\w-]{43}$/

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
