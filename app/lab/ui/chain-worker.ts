/**
 * Reads a chain file off the page's main thread: a 20,000-row chain takes a phone longer than a
 * frame to parse, and the page must keep answering meanwhile. The text comes in a message and the
 * read (chain-file.ts) goes back in one; nothing here touches the network.
 */
import type { ChainRead } from '../engine/chain-types'
import { readChainSafely } from './chain-parse'

export type ChainRequest = { id: number; text: string; fileName: string }
export type ChainReply = { id: number; read: ChainRead }

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ChainRequest>) => void) | null
  postMessage: (reply: ChainReply) => void
}

scope.onmessage = ({ data: { id, text, fileName } }) => {
  scope.postMessage({ id, read: readChainSafely(text, fileName) })
}
