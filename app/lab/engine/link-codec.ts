import { fnv1a } from './hash.ts'
import { modelVersion, type Scenario } from './model.ts'
import { maxStrategyBytes, parseStrategyFile } from './parse.ts'
import { type Parsed, parseJson } from './parse-json.ts'
import { type Work, withScenario } from './parse-scenario.ts'
import { toRunnableStrategy } from './parse-strategy.ts'
import { strategySchemaUrlPath } from './schema.ts'

/**
 * The work in a URL fragment and in a file, compressed with the platform's own deflate
 * (CompressionStream; no library), so that the largest tree the editor allows (limits.nodes, with
 * every text at its longest) travels by link and by file: see `maxPackedBytes`.
 *
 * A link's code is `v<model>z.<checksum>.<payload>`: the payload is base64url of the deflate-raw
 * bytes of `{"strategy": …, "scenario": …}` as JSON, the `z` says it is compressed, and the checksum
 * (FNV-1a, 32 bits, over the payload) catches a link cut short or edited by hand. Links made before
 * compression (`v<model>.<checksum>.<base64url JSON>`) and before they carried the scenario (the
 * strategy alone) still open. A file is the same JSON, pretty-printed with its `$schema`, gzipped
 * (`.json.gz`: gzip is deflate with a header that names it, so any unzip tool shows the JSON);
 * a plain JSON file, as the Lab wrote before, still opens. Compression is asynchronous, so are
 * encoding and decoding. The fragment never reaches a server.
 */

/**
 * Most compressed bytes a link's payload or a file may hold. The largest tree the editor lets a
 * strategy run with (limits.nodes nodes, every text at its longest and incompressible, the scenario
 * at its longest) packs to under 26 KB (link-codec.test.ts measures it); a 60-node strategy as
 * traders write them packs to about 1.5 KB.
 */
export const maxPackedBytes = 32 * 1024

/** Longest link code the Lab reads: the packed bytes in base64url (4 characters per 3 bytes), and the version and checksum. */
export const maxCodeLength = Math.ceil((maxPackedBytes * 4) / 3) + 32

const packed = 'z'

/** The checksum of a payload: FNV-1a over its characters, in base 36. */
function checksum(text: string): string {
  return fnv1a(Array.from(text, (char) => char.charCodeAt(0))).toString(36)
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch (error) {
    // atob's DOMException for a cut-off payload.
    if (error instanceof DOMException) return null
    throw error
  }
}

/** UTF-8 text, or null for bytes that are not UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    if (error instanceof TypeError) return null
    throw error
  }
}

/** A stream of these bytes. */
const streamOf = (bytes: BufferSource) =>
  new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })

/** Every byte a stream gives, or 'too large' once there are more than `limit`, or null when it fails (bytes that are not deflate). */
async function collect(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too large' | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      // Never inflates more than it could use: a small payload may unpack to gigabytes.
      if (size > limit) {
        await reader.cancel().catch(() => {})
        return 'too large'
      }
      chunks.push(value)
    }
  } catch (error) {
    // DecompressionStream rejects data that is not what its format says (TypeError in browsers
    // and Node) or that ends early.
    if (error instanceof TypeError || error instanceof DOMException || (error as { code?: unknown })?.code) return null
    throw error
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return bytes
}

async function compress(bytes: BufferSource, format: CompressionFormat): Promise<Uint8Array<ArrayBuffer>> {
  const out = await collect(streamOf(bytes).pipeThrough(new CompressionStream(format)), Number.POSITIVE_INFINITY)
  if (!(out instanceof Uint8Array)) throw new Error(`${format} compression failed`)
  return out
}

const decompress = (bytes: BufferSource, format: CompressionFormat) =>
  collect(streamOf(bytes).pipeThrough(new DecompressionStream(format)), maxStrategyBytes)

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

/** A link's code for a payload, uncompressed, as links were before compression. Exported so tests can make links of the earlier shape. */
export function codeFor(payload: unknown): string {
  const encoded = toBase64Url(jsonBytes(payload))
  return `v${modelVersion}.${checksum(encoded)}.${encoded}`
}

/**
 * What a link says in place of the trader's own chain, when its tickets were priced from one: that
 * one was used, never the chain itself (nor its file's name).
 */
export const chainLeftOut = 'not included'

/**
 * The words a link opened says when its maker priced it from their own chain, which it does not carry.
 */
export const chainLeftOutWords =
  'Whoever made this link priced its tickets from their own option chain, which a link never carries: here they are priced from the model until you load a chain of your own.'

/**
 * A link's code for the work: compressed, versioned, with its checksum. `chainUsed`: the work's
 * tickets were priced from the trader's chain, and the link says so (`chainLeftOut`).
 */
export async function encodeWork(work: {
  strategy: Work['strategy']
  scenario: Scenario
  chainUsed?: boolean
}): Promise<string> {
  const payload = {
    strategy: work.strategy,
    scenario: work.scenario,
    ...(work.chainUsed ? { chain: chainLeftOut } : {}),
  }
  const encoded = toBase64Url(await compress(jsonBytes(payload), 'deflate-raw'))
  return `v${modelVersion}${packed}.${checksum(encoded)}.${encoded}`
}

const failed = (message: string): Parsed<Work> => ({ ok: false, message, warnings: [] })
const changed = () => failed('This link is incomplete or was changed after it was made.')
const tooLarge = (what: string) =>
  `${what} holds more than ${maxStrategyBytes / 1024} KB of strategy, more than the largest tree the Lab builds.`

/**
 * The strategy and scenario in a shared link's code, or why it cannot be opened; a scenario that
 * cannot be used is a warning, and the visitor's stays. Never throws.
 */
export async function decodeWork(code: string): Promise<Parsed<Work>> {
  if (code.length > maxCodeLength)
    return failed(`This link is longer than ${Math.round(maxCodeLength / 1024)} KB, more than any strategy needs.`)
  const version = /^v(\d+)(z?)\./.exec(code)
  if (!version) return failed('This link does not hold a strategy the Lab can read.')
  // Links of an older format still open: toStrategy migrates what they hold.
  const linkVersion = Number(version[1])
  if (linkVersion < 1 || linkVersion > modelVersion) {
    const which = linkVersion > modelVersion ? 'a newer Lab' : 'an older Lab'
    return failed(
      `This link was made by ${which} (format version ${version[1]}); this Lab reads versions 1 to ${modelVersion}.`,
    )
  }
  const parts = code.split('.')
  const [, sum = '', payload = ''] = parts
  if (parts.length !== 3 || checksum(payload) !== sum) return changed()
  const bytes = fromBase64Url(payload)
  if (bytes === null) return changed()
  const json = version[2] === packed ? await decompress(bytes, 'deflate-raw') : bytes
  if (json === 'too large') return failed(tooLarge('This link'))
  const text = json === null ? null : utf8(json)
  if (text === null) return changed()
  const parsed = parseJson(text)
  if (!parsed.ok) return changed()
  const value = parsed.value as Record<string, unknown> | null
  // A link that carries the scenario wraps the strategy; an earlier one is the strategy itself.
  if (value !== null && typeof value === 'object' && 'strategy' in value) {
    const work = withScenario(toRunnableStrategy(value.strategy), value.scenario)
    return work.ok && value.chain === chainLeftOut ? { ...work, warnings: [...work.warnings, chainLeftOutWords] } : work
  }
  return withScenario(toRunnableStrategy(value), undefined)
}

/** The fragment key a Lab link uses: /lab#s=<code>. */
export const fragmentKey = 's'

/** The text an exported file holds: the strategy with its `$schema` (for editors that check it) and scenario, as readable JSON. */
export function fileText(work: { strategy: Work['strategy']; scenario: Scenario }): string {
  return JSON.stringify({ $schema: strategySchemaUrlPath, ...work.strategy, scenario: work.scenario }, null, 2)
}

/** An exported file's bytes: `fileText`, gzipped. */
export async function encodeFile(work: {
  strategy: Work['strategy']
  scenario: Scenario
}): Promise<Uint8Array<ArrayBuffer>> {
  return compress(new TextEncoder().encode(fileText(work)), 'gzip')
}

/** gzip's first two bytes. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b

/**
 * The strategy and scenario in a file's bytes: a gzipped export, or plain JSON (files exported
 * before compression, or written by hand), or why it cannot be opened. Never throws.
 */
export async function readStrategyFile(bytes: Uint8Array<ArrayBuffer>): Promise<Parsed<Work>> {
  if (!isGzip(bytes)) return parseStrategyFile(new TextDecoder().decode(bytes))
  if (bytes.length > maxPackedBytes)
    return failed(`This file is larger than ${maxPackedBytes / 1024} KB compressed; a strategy file is far smaller.`)
  const json = await decompress(bytes, 'gzip')
  if (json === 'too large') return failed(tooLarge('This file'))
  const text = json === null ? null : utf8(json)
  if (text === null) return failed('This compressed file is damaged or cut short: it does not unpack to a strategy.')
  return parseStrategyFile(text)
}
