import { type AlertLogRead, readAlertLog } from '../engine/alert-log'
import { readChain } from '../engine/chain-file'
import type { ChainRead } from '../engine/chain-types'

/** What the Lab reads from a visitor's file: an option chain, or an alert log. */
export type FileKind = 'chain' | 'alert-log'
export type FileRead<Kind extends FileKind> = Kind extends 'chain' ? ChainRead : AlertLogRead

const what = { chain: 'an option chain', 'alert-log': 'an alert log' } as const

/**
 * The file read, or, should a reader fail on a file it did not foresee, a message rather than a
 * dead worker: the visitor's work is unchanged either way.
 */
export function readFileSafely<Kind extends FileKind>(kind: Kind, text: string, fileName: string): FileRead<Kind> {
  try {
    return (kind === 'chain' ? readChain(text, fileName) : readAlertLog(text, fileName)) as FileRead<Kind>
  } catch {
    return {
      ok: false,
      problem: {
        line: 1,
        column: null,
        message: `The Lab could not read ${fileName} as ${what[kind]}. Nothing was changed.`,
      },
    } as FileRead<Kind>
  }
}
