import { locateJsonError } from './json-position.ts'

/**
 * Reading the text a visitor brings (a file, a pasted alert, saved work) as JSON, and what every
 * reader of the Lab gives back: the value with its warnings, or why not, in words.
 */

/**
 * What reading a visitor's text, file or link gives: the value with any warnings, or why not. A
 * strategy with several problems lists every one of them in `problems`, in words.
 */
export type Parsed<T> =
  | { ok: true; value: T; warnings: string[] }
  | { ok: false; message: string; warnings: string[]; problems?: string[] }

/** Line and column (1-based) of a character offset in the text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 }
}

/**
 * JSON.parse that reports where the text went wrong, by line and column. Engines word the error
 * differently (V8: "at position 12" or "(line 2 column 5)", SpiderMonkey: "at line 2 column 5",
 * JavaScriptCore: neither), so the position is read from whichever form is there, or else found by
 * locateJsonError.
 */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    // Text that is not JSON is the visitor's to fix; anything else is a bug, and fails loudly.
    if (!(error instanceof SyntaxError)) throw error
    const raw = error.message
    const lineColumn = /line (\d+) column (\d+)/i.exec(raw)
    const position = /position (\d+)/i.exec(raw)
    // Where the engine gives no position, our own scanner finds it.
    const fault = lineColumn || position ? null : locateJsonError(text)
    const where = lineColumn
      ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
      : position
        ? lineAndColumn(text, Number(position[1]))
        : fault
          ? lineAndColumn(text, fault.offset)
          : null
    const reason = text.trim() === '' ? 'The text is empty.' : 'This is not valid JSON.'
    return { ok: false, message: where ? `${reason} Line ${where.line}, column ${where.column}.` : reason }
  }
}

/** A JSON object, as opposed to a list, null or a plain value. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
