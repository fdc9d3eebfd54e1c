/**
 * Reads a visitor's chain or alert log off the page's main thread: a 20,000-row chain takes a
 * phone longer than a frame to parse, and the page must keep answering meanwhile. The text comes in
 * a message and the read (chain-file.ts, alert-log.ts) goes back in one; nothing here touches the
 * network.
 */
import type { ChainContract } from '../engine/chain-types'
import { type FileKind, type FileRead, readFileSafely } from './file-parse'

export type FileRequest = { id: number; kind: FileKind; text: string; fileName: string }
/**
 * The read, in one message; a chain's contracts come first, a few thousand a message
 * (`contractsPerMessage`), and its read after them with none: the page takes each message in a task
 * of its own, and 20,000 contracts copied in one would hold it for longer than a frame.
 */
export type FileReply = { id: number; read: FileRead<FileKind> } | { id: number; contracts: readonly ChainContract[] }

export const contractsPerMessage = 2_000

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<FileRequest>) => void) | null
  postMessage: (reply: FileReply) => void
}

scope.onmessage = ({ data: { id, kind, text, fileName } }) => {
  const read = readFileSafely(kind, text, fileName)
  if (!('chain' in read) || !read.ok) {
    scope.postMessage({ id, read })
    return
  }
  const { contracts } = read.chain
  for (let at = 0; at < contracts.length; at += contractsPerMessage) {
    scope.postMessage({ id, contracts: contracts.slice(at, at + contractsPerMessage) })
  }
  scope.postMessage({ id, read: { ...read, chain: { ...read.chain, contracts: [] } } })
}
