// @ts-check
/**
 * Whose X-Forwarded-For npm start believes (SITE_TRUST_PROXY), and so which address a request is
 * counted under by the early-access rate limit and written under in the request log.
 *
 * SITE_TRUST_PROXY lists the proxies in front of npm start: IP addresses and CIDR ranges, comma-
 * separated (`127.0.0.1` for the nginx example on the same machine; `10.0.0.0/8, 192.0.2.7` for a
 * load balancer's subnet and a proxy). A request whose connection comes from a listed address is a
 * proxy's: its client is the right-most X-Forwarded-For entry that is not itself a listed proxy.
 * A connection from any other address is the client's own, whatever X-Forwarded-For says, so
 * rotating made-up values from the Node port reached directly gets no one past the rate limit.
 *
 * The old form, a number of proxies (`1`), is refused with a message saying what to write: read as
 * "trust loopback", it would silently count every visitor behind a proxy on another machine as one
 * client (all rate-limited together); a refusal at start costs one edit and cannot go unnoticed.
 */
import { BlockList, isIP } from 'node:net'

/** @typedef {{ list: BlockList, text: string }} TrustedProxies */

/**
 * @param {string | undefined} value SITE_TRUST_PROXY
 * @returns {TrustedProxies | undefined} undefined when unset: X-Forwarded-For is never read
 */
export function trustedProxiesFromEnv(value) {
  const text = (value ?? '').trim()
  if (text === '') return undefined
  if (/^(\d+|true|false|yes|no)$/i.test(text)) {
    throw new Error(
      `SITE_TRUST_PROXY now lists the proxies' addresses, not how many there are; got ${value}. ` +
        'Write SITE_TRUST_PROXY=127.0.0.1 behind nginx on the same machine (the example), the proxy or load ' +
        "balancer's address or range otherwise (10.0.0.0/8, ::1), or leave it unset when nothing is in front.",
    )
  }
  const list = new BlockList()
  for (const part of text.split(',')) {
    const entry = part.trim()
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits < 0 || bits > maxBits))
    ) {
      throw new Error(
        `SITE_TRUST_PROXY must be IP addresses or CIDR ranges, comma-separated (127.0.0.1, 10.0.0.0/8, ::1); got ${JSON.stringify(entry)}.`,
      )
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return { list, text }
}

/** @param {string} address @param {BlockList} list */
function listed(address, list) {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the connection's, unless the connection comes from a trusted proxy; then
 * the right-most X-Forwarded-For entry that is not a trusted proxy (the one the outermost trusted
 * proxy saw), or the left-most entry when all of them are.
 * @param {import('node:http').IncomingMessage} req
 * @param {TrustedProxies | undefined} trusted
 */
export function clientAddress(req, trusted) {
  const own = req.socket.remoteAddress ?? 'unknown'
  if (trusted === undefined || !listed(own, trusted.list)) return own
  const header = req.headers['x-forwarded-for']
  if (header === undefined) return own
  const entries = String(header)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = /** @type {string} */ (entries[i])
    if (!listed(entry, trusted.list)) return entry
  }
  return entries[0] ?? own
}
