// @ts-check
/**
 * Content negotiation on Accept-Encoding (RFC 9110, section 12.5.3) between the codings the build
 * writes beside each compressible file (`.br`, `.gz`) and the file as it is (identity). One
 * function for every answer npm start sends with a body from the build: a file's 200, 206 and 304
 * and the 404 page (server/app.js).
 *
 * - Each coding's weight is its own `q` when listed (case-insensitive; `x-gzip` is gzip), else the
 *   weight of `*` when present, else 0 for br and gzip and 1 for identity.
 * - `q=0` means "not acceptable": `br;q=0` never gets br, `*;q=0` nothing but what is listed.
 * - The highest weight wins; on a tie the server's preference (br, gzip, identity), the smallest.
 * - No header at all: identity, as nginx and every CDN answer a client that names no coding. An
 *   empty header: identity (RFC 9110: only identity is acceptable).
 * - When nothing available is acceptable (`identity;q=0` with no br or gzip twin, or `*;q=0`):
 *   identity all the same. RFC 9110 lets a server disregard the header rather than answer 406, and
 *   nginx does the same; a 406 would break the page for a client with a careless header.
 */

/** @typedef {'br' | 'gzip' | 'identity'} Coding */

/** The server's preference, best first, on equal weights. */
const preference = /** @type {const} */ (['br', 'gzip', 'identity'])

/**
 * The weights a header gives br, gzip and identity, each 0 to 1000 (q in thousandths).
 * @param {string | undefined} header
 * @returns {Record<Coding, number>}
 */
export function codingWeights(header) {
  if (header === undefined) return { br: 0, gzip: 0, identity: 1000 }
  /** @type {Partial<Record<Coding | '*', number>>} */
  const listed = {}
  for (const element of header.split(',')) {
    const [name = '', ...params] = element.split(';')
    let coding = name.trim().toLowerCase()
    if (coding === '') continue
    if (coding === 'x-gzip') coding = 'gzip'
    if (coding !== 'br' && coding !== 'gzip' && coding !== 'identity' && coding !== '*') continue
    let weight = 1000
    for (const param of params) {
      const [key = '', value = ''] = param.split('=')
      if (key.trim().toLowerCase() !== 'q') continue
      const q = value.trim()
      // RFC 9110 qvalue: 0, 0.x to three decimals, 1 or 1.000. Anything else: the element is ignored.
      weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Math.round(Number(q) * 1000) : -1
    }
    if (weight < 0) continue
    // A coding listed twice: the later element is read (what most servers do; RFC 9110 is silent).
    listed[coding] = weight
  }
  const star = listed['*']
  return {
    br: listed.br ?? star ?? 0,
    gzip: listed.gzip ?? star ?? 0,
    identity: listed.identity ?? star ?? 1000,
  }
}

/** Headers seen recently, with their weights: browsers send the same few strings again and again. */
const cache = new Map()

/**
 * The coding to answer with, among those a file has.
 * @param {string | undefined} header the request's Accept-Encoding
 * @param {{ br?: unknown, gzip?: unknown }} available the file's compressed twins
 * @returns {Coding}
 */
export function chooseCoding(header, available) {
  let weights = cache.get(header)
  if (weights === undefined) {
    weights = codingWeights(header)
    if (header !== undefined && header.length <= 256) {
      if (cache.size >= 256) cache.clear()
      cache.set(header, weights)
    }
  }
  /** @type {Coding} */
  let best = 'identity'
  let bestWeight = 0
  for (const coding of preference) {
    if (coding !== 'identity' && !available[coding]) continue
    const weight = weights[coding]
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}
