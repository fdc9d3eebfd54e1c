/**
 * Reads a visitor's chain or alert log off the page's main thread: a 20,000-row chain takes a
 * phone longer than a frame to parse, and the page must keep answering meanwhile. The text comes in
 * a message and the read (chain-file.ts, alert-log.ts) goes back in one; nothing here touches the
 * network.
 */
import { type FileKind, type FileRead, readFileSafely } from './file-parse'

export type FileRequest = { id: number; kind: FileKind; text: string; fileName: string }
export type FileReply = { id: number; read: FileRead<FileKind> }

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<FileRequest>) => void) | null
  postMessage: (reply: FileReply) => void
}

scope.onmessage = ({ data: { id, kind, text, fileName } }) => {
  scope.postMessage({ id, read: readFileSafely(kind, text, fileName) })
}
