// @ts-check
/**
 * Requests the HTTP parser refuses before any handler sees them (a malformed or smuggling-shaped
 * request: 400; request line and headers over 16 KB: 431; headers or a body too slow, a slowloris:
 * 408), written down so that an attack leaves a trace: in the request log when there is one
 * (server/access-log.js), else in the server's own log. At most `perSecond` lines a second per
 * worker; beyond that one line says how many more there were, so a flood cannot fill the disk. A
 * line holds the client address only when the operator turned addresses on
 * (SITE_ACCESS_LOG_ADDRESSES=1); the socket's address is then the peer's (a proxy in front answers
 * for its clients: its own log has theirs).
 */

/**
 * @typedef {object} Refusal
 * @property {number} status the answer sent (400, 408, 431), or 0 when the socket could not take one
 * @property {string} code Node's reason (HPE_INVALID_HEADER_TOKEN, ERR_HTTP_REQUEST_TIMEOUT, …)
 * @property {string} [address] only when addresses are logged
 */

/**
 * @typedef {{ time: string, refused: string, status: number, address?: string } | { time: string, refused: 'more', count: number }} RefusalEntry
 */

/**
 * A rate-limited writer of refusals.
 * @param {{ write: (entry: RefusalEntry) => void, perSecond?: number }} options
 * @returns {(refusal: Refusal) => void}
 */
export function createRefusalLog({ write, perSecond = 10 }) {
  let windowStart = Number.NEGATIVE_INFINITY
  let written = 0
  let more = 0
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const summarize = () => {
    timer = undefined
    if (more === 0) return
    write({ time: new Date().toISOString(), refused: 'more', count: more })
    more = 0
  }
  return ({ status, code, address }) => {
    const now = Date.now()
    if (now - windowStart >= 1000) {
      windowStart = now
      written = 0
    }
    if (written < perSecond) {
      written++
      write({ time: new Date(now).toISOString(), refused: code, status, ...(address ? { address } : {}) })
      return
    }
    more++
    // Said once the second is over: how many more were refused in it.
    timer ??= setTimeout(summarize, Math.max(0, windowStart + 1000 - now))
    timer.unref?.()
  }
}

/**
 * An entry as one line of the server's own log (when there is no request log).
 * @param {RefusalEntry} entry
 */
export function refusalMessage(entry) {
  if (entry.refused === 'more' && 'count' in entry)
    return `${entry.count} more requests refused by the HTTP parser in the last second`
  const status = 'status' in entry ? entry.status : 0
  const address = 'address' in entry && entry.address ? ` from ${entry.address}` : ''
  return `request refused by the HTTP parser${address}: ${status || 'no answer'} (${entry.refused})`
}
