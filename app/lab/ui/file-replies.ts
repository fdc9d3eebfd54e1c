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

/** What the worker (file-worker.ts) answers a request with, in order. */
export function repliesTo({ id, kind, text, fileName }: FileRequest): FileReply[] {
  const read = readFileSafely(kind, text, fileName)
  if (!('chain' in read) || !read.ok) return [{ id, read }]
  const { contracts } = read.chain
  const replies: FileReply[] = []
  for (let at = 0; at < contracts.length; at += contractsPerMessage) {
    replies.push({ id, contracts: contracts.slice(at, at + contractsPerMessage) })
  }
  replies.push({ id, read: { ...read, chain: { ...read.chain, contracts: [] } } })
  return replies
}
