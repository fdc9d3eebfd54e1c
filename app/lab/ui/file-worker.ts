/**
 * Reads a visitor's chain or alert log off the page's main thread: a 20,000-row chain takes a
 * phone longer than a frame to parse, and the page must keep answering meanwhile. The text comes in
 * a message and the read (file-replies.ts: chain-file.ts, alert-log.ts) goes back in messages;
 * nothing here touches the network.
 */
import { type FileReply, type FileRequest, repliesTo } from './file-replies'

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<FileRequest>) => void) | null
  postMessage: (reply: FileReply) => void
}

scope.onmessage = ({ data }) => {
  for (const reply of repliesTo(data)) scope.postMessage(reply)
}
