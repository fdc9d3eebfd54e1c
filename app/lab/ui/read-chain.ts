import { type ChainRead, chainFileLimit } from '../engine/chain-types'
import type { ChainReply } from './chain-worker'

/**
 * Reading a chain file the visitor chose, dropped or pasted: its size checked before a byte is read,
 * its text parsed in a Web Worker (chain-worker.ts), so the page answers while a large chain is
 * read. The worker and the parser load on the first read, not with the Lab. Where there is no
 * Worker (a test's DOM), the parser runs here instead.
 */

let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, (read: ChainRead) => void>()

function chainWorker(): Worker {
  if (worker) return worker
  const started = new Worker(new URL('./chain-worker.ts', import.meta.url), { type: 'module' })
  started.onmessage = ({ data }: MessageEvent<ChainReply>) => {
    waiting.get(data.id)?.(data.read)
    waiting.delete(data.id)
  }
  worker = started
  return started
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** Why a file is too large to read, with its size and the limit; null when it is not. */
export function tooLarge(bytes: number, fileName: string): string | null {
  if (bytes <= chainFileLimit) return null
  return `${fileName} is ${megabytes(bytes)}; the Lab reads chain files up to ${megabytes(chainFileLimit)}. Export one expiration or a narrower range of strikes. Nothing was changed.`
}

/** The chain in a text, read off the main thread. */
export async function readChainText(text: string, fileName: string): Promise<ChainRead> {
  const large = tooLarge(text.length, fileName)
  if (large) return { ok: false, problem: { line: 1, column: null, message: large } }
  if (typeof Worker === 'undefined') {
    const { readChainSafely } = await import('./chain-parse')
    return readChainSafely(text, fileName)
  }
  const id = nextId++
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    chainWorker().postMessage({ id, text, fileName })
  })
}

/** A chosen or dropped file: refused by its size before it is read, else read as text and parsed. */
export async function readChainFile(file: File): Promise<ChainRead> {
  const large = tooLarge(file.size, file.name)
  if (large) return { ok: false, problem: { line: 1, column: null, message: large } }
  return readChainText(await file.text(), file.name)
}
