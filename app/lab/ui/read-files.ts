import { alertLogLimit } from '../engine/alert-log'
import { type ChainContract, chainFileLimit } from '../engine/chain-types'
import type { FileKind, FileRead } from './file-parse'
import type { FileReply } from './file-replies'

/**
 * Reading a file the visitor chose, dropped or pasted (an option chain, an alert log): its size
 * checked before a byte is read, its text parsed in a Web Worker (file-worker.ts), so the page
 * answers while a large file is read. The worker and the parsers load on the first read, not with
 * the Lab. Every browser the site supports has Web Workers; a test's DOM gets one from
 * at-lab.test-support.tsx, which answers as the worker does.
 */

let worker: Worker | null = null
let nextId = 0
/** Each read under way: what to do with it, and a chain's contracts as they arrive (file-worker.ts). */
const waiting = new Map<number, { done: (read: FileRead<FileKind>) => void; contracts: (readonly ChainContract[])[] }>()

function fileWorker(): Worker {
  if (worker) return worker
  const started = new Worker(new URL('./file-worker.ts', import.meta.url), { type: 'module' })
  started.onmessage = ({ data }: MessageEvent<FileReply>) => {
    const read = waiting.get(data.id)
    if (!read) return
    if ('contracts' in data) {
      read.contracts.push(data.contracts)
      return
    }
    waiting.delete(data.id)
    const whole = data.read
    read.done(
      'chain' in whole && whole.ok ? { ...whole, chain: { ...whole.chain, contracts: read.contracts.flat() } } : whole,
    )
  }
  worker = started
  return started
}

/** The largest file of each kind the Lab reads. */
export const fileLimits: Record<FileKind, number> = { chain: chainFileLimit, 'alert-log': alertLogLimit.bytes }

/** Both sizes of a refusal to the same decimal, "8.4 MB … up to 8.0 MB", unlike format.ts's `megabytes` ("8 MB"). */
const megabytesBeside = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`
const limitWords = {
  chain: 'chain files up to',
  'alert-log': 'alert logs up to',
} as const
const narrower = {
  chain: 'Export one expiration or a narrower range of strikes.',
  'alert-log': 'Export a shorter span of the log.',
} as const

/** Why a file is too large to read, with its size and the limit; null when it is not. */
export function tooLarge(kind: FileKind, bytes: number, fileName: string): string | null {
  if (bytes <= fileLimits[kind]) return null
  return `${fileName} is ${megabytesBeside(bytes)}; the Lab reads ${limitWords[kind]} ${megabytesBeside(fileLimits[kind])}. ${narrower[kind]} Nothing was changed.`
}

const refused = <Kind extends FileKind>(message: string) =>
  ({ ok: false, problem: { line: 1, column: null, message } }) as FileRead<Kind>

/** A text, read off the main thread. */
export async function readText<Kind extends FileKind>(
  kind: Kind,
  text: string,
  fileName: string,
): Promise<FileRead<Kind>> {
  const large = tooLarge(kind, text.length, fileName)
  if (large) return refused<Kind>(large)
  const id = nextId++
  return new Promise((resolve) => {
    waiting.set(id, { done: resolve as (read: FileRead<FileKind>) => void, contracts: [] })
    fileWorker().postMessage({ id, kind, text, fileName })
  })
}

/** A chosen or dropped file: refused by its size before it is read, else read as text and parsed. */
export async function readFile<Kind extends FileKind>(kind: Kind, file: File): Promise<FileRead<Kind>> {
  const large = tooLarge(kind, file.size, file.name)
  if (large) return refused<Kind>(large)
  return readText(kind, await file.text(), file.name)
}
