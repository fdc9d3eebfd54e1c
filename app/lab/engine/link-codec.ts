import { fnv1a } from './hash.ts'
import { modelVersion, type Scenario } from './model.ts'
import { maxStrategyBytes, type Parsed, parseJson, toRunnableStrategy, type Work, withScenario } from './parse.ts'

/**
 * The work in a URL fragment: `s=v2.<checksum>.<payload>`, where the payload is base64url JSON,
 * `{"strategy": …, "scenario": …}`, and the checksum (FNV-1a, 32 bits) catches a link cut short or
 * edited by hand. Links made before they carried the scenario hold the strategy alone and still
 * open. Synchronous and dependency-free; a typical link is about 3 KB, under the 8 KB cap. The
 * fragment never reaches a server.
 */

const prefix = `v${modelVersion}.`

/** The checksum of a payload: FNV-1a over its characters, in base 36. */
function checksum(text: string): string {
  return fnv1a(Array.from(text, (char) => char.charCodeAt(0))).toString(36)
}

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string | null {
  if (!/^[\w-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    // atob's DOMException for a cut-off payload, TextDecoder's TypeError for bytes that are not UTF-8.
    if (error instanceof DOMException || error instanceof TypeError) return null
    throw error
  }
}

/** A link's code for a payload. Exported so tests can make links of the earlier shape. */
export function codeFor(payload: unknown): string {
  const encoded = toBase64Url(JSON.stringify(payload))
  return `${prefix}${checksum(encoded)}.${encoded}`
}

export function encodeWork(work: { strategy: Work['strategy']; scenario: Scenario }): string {
  return codeFor({ strategy: work.strategy, scenario: work.scenario })
}

const failed = (message: string): Parsed<Work> => ({ ok: false, message, warnings: [] })

/**
 * The strategy and scenario in a shared link's code, or why it cannot be opened; a scenario that
 * cannot be used is a warning, and the visitor's stays. Never throws.
 */
export function decodeWork(code: string): Parsed<Work> {
  if (code.length > maxStrategyBytes)
    return failed(`This link is longer than ${maxStrategyBytes / 1024} KB, more than any strategy needs.`)
  const version = /^v(\d+)\./.exec(code)
  if (!version) return failed('This link does not hold a strategy the Lab can read.')
  // Links of an older format still open: toStrategy migrates what they hold.
  const linkVersion = Number(version[1])
  if (linkVersion < 1 || linkVersion > modelVersion) {
    const which = linkVersion > modelVersion ? 'a newer Lab' : 'an older Lab'
    return failed(
      `This link was made by ${which} (format version ${version[1]}); this Lab reads versions 1 to ${modelVersion}.`,
    )
  }
  const [, sum = '', payload = ''] = code.split('.')
  if (code.split('.').length !== 3 || checksum(payload) !== sum) {
    return failed('This link is incomplete or was changed after it was made.')
  }
  const json = fromBase64Url(payload)
  if (json === null) return failed('This link is incomplete or was changed after it was made.')
  const parsed = parseJson(json)
  if (!parsed.ok) return failed('This link is incomplete or was changed after it was made.')
  const value = parsed.value as Record<string, unknown> | null
  // A link that carries the scenario wraps the strategy; an earlier one is the strategy itself.
  if (value !== null && typeof value === 'object' && 'strategy' in value) {
    return withScenario(toRunnableStrategy(value.strategy), value.scenario)
  }
  return withScenario(toRunnableStrategy(value), undefined)
}

/** The fragment key a Lab link uses: /lab#s=<code>. */
export const fragmentKey = 's'
