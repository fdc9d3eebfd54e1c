// @ts-check
/**
 * Content negotiation on Accept-Encoding (RFC 9110, section 12.5.3) between the codings the build
 * writes beside each compressible file (`.br`, `.gz`) and the file as it is (identity), by
 * `negotiator` (the one Express and `send` use). One function for every answer npm start sends with
 * a body from the build: a file's 200, 206 and 304 and the 404 page (server/static-files.js).
 *
 * What negotiator does, as RFC 9110 says: each coding's weight is its own `q` when listed
 * (case-insensitive), else the weight of `*`; identity is acceptable unless `identity;q=0` or
 * `*;q=0` says otherwise; `q=0` means "not acceptable"; the highest weight wins, and on a tie the
 * server's preference (br, gzip, identity), the smallest. No header or an empty one: identity, as
 * nginx and every CDN answer a client that names no coding.
 *
 * What is ours, around it (docs/decisions/013):
 * - `x-gzip` is gzip (RFC 9110, 8.4.1.3); negotiator knows no aliases.
 * - When nothing available is acceptable (`identity;q=0` with no br or gzip twin, or `*;q=0`):
 *   identity all the same. RFC 9110 lets a server disregard the header rather than answer 406, and
 *   nginx does the same; a 406 would break the page for a client with a careless header.
 */
import Negotiator from 'negotiator'

/** @typedef {'br' | 'gzip' | 'identity'} Coding */

/** The server's preference, best first, on equal weights. */
const preference = /** @type {Coding[]} */ (['br', 'gzip', 'identity'])

/**
 * The codings a header accepts, best first (none acceptable: empty).
 * @param {string | undefined} header
 * @returns {Coding[]}
 */
export function acceptedCodings(header) {
  const accept = header?.replace(/(^|[\s,])x-gzip\b/gi, '$1gzip')
  // @types/negotiator (0.6) predates negotiator 1's `preferred`, the order on equal weights.
  const negotiator = /** @type {{ encodings(available: Coding[], options: { preferred: Coding[] }): Coding[] }} */ (
    /** @type {unknown} */ (new Negotiator({ headers: { 'accept-encoding': accept } }))
  )
  return negotiator.encodings(preference, { preferred: preference })
}

/** Headers seen recently, with their codings: browsers send the same few strings again and again. */
/** @type {Map<string | undefined, Coding[]>} */
const cache = new Map()

/**
 * The coding to answer with, among those a file has.
 * @param {string | undefined} header the request's Accept-Encoding
 * @param {{ br?: unknown, gzip?: unknown }} available the file's compressed twins
 * @returns {Coding}
 */
export function chooseCoding(header, available) {
  let accepted = cache.get(header)
  if (accepted === undefined) {
    accepted = acceptedCodings(header)
    if (header === undefined || header.length <= 256) {
      if (cache.size >= 256) cache.clear()
      cache.set(header, accepted)
    }
  }
  for (const coding of accepted) if (coding === 'identity' || available[coding]) return coding
  return 'identity'
}
