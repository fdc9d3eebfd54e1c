/**
 * FNV-1a, 32 bits: a small, well-known hash. Links use it as a checksum of their text, the replay
 * as the seed it draws its later prices from, so the same session is always followed the same way.
 */
export function fnv1a(values: Iterable<number>): number {
  let hash = 0x811c9dc5
  for (const value of values) hash = Math.imul(hash ^ value, 0x01000193)
  return hash >>> 0
}
