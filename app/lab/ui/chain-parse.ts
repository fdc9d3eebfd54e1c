import { readChain } from '../engine/chain-file'
import type { ChainRead } from '../engine/chain-types'

/** The read, or, should the reader fail on a file it did not foresee, a message rather than a dead worker. */
export function readChainSafely(text: string, fileName: string): ChainRead {
  try {
    return readChain(text, fileName)
  } catch {
    return {
      ok: false,
      problem: {
        line: 1,
        column: null,
        message: `The Lab could not read ${fileName} as an option chain. Nothing was changed.`,
      },
    }
  }
}
