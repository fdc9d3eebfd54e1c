import { locateJsonError } from './json-position'
import type { Alert, Strategy } from './model'
import { modelVersion } from './model'
import { strategySchema } from './schema'
import { checkSchema } from './schema-check'

export type Parsed<T> = { ok: true; value: T; warnings: string[] } | { ok: false; message: string; warnings: string[] }

/** Largest strategy file or link payload the Lab accepts, in bytes: far above any real strategy. */
export const maxStrategyBytes = 8 * 1024

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
    const raw = error instanceof Error ? error.message : String(error)
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

/** A strategy from parsed JSON (a file, a link, saved work): checked against the published schema. */
export function toStrategy(value: unknown): Parsed<Strategy> {
  if (typeof value === 'object' && value !== null && 'version' in value && value.version !== modelVersion) {
    const version = String((value as { version: unknown }).version)
    return {
      ok: false,
      warnings: [],
      message: `This strategy was saved in format version ${version}; this Lab reads version ${modelVersion}.`,
    }
  }
  const { errors, warnings } = checkSchema(value, strategySchema)
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : ''
    return { ok: false, warnings, message: `This is not a strategy the Lab can open: ${errors[0]}${more}` }
  }
  const strategy = value as Strategy & { $schema?: string }
  delete strategy.$schema
  return { ok: true, value: strategy, warnings }
}

/** An exported strategy file's text. */
export function parseStrategyFile(text: string): Parsed<Strategy> {
  if (new TextEncoder().encode(text).length > maxStrategyBytes) {
    return {
      ok: false,
      warnings: [],
      message: `This file is larger than ${maxStrategyBytes / 1024} KB; a strategy file is far smaller.`,
    }
  }
  const json = parseJson(text)
  return json.ok ? toStrategy(json.value) : { ok: false, warnings: [], message: json.message }
}

const alertFields = ['ticker', 'action', 'price', 'message'] as const

/**
 * The alert editor's raw JSON: the charting platform's webhook message. Unknown fields are named
 * and kept out; missing or malformed ones are explained. The visitor's text is never changed.
 */
export function parseAlertJson(text: string): Parsed<Alert> {
  const json = parseJson(text)
  if (!json.ok) return { ok: false, warnings: [], message: json.message }
  const value = json.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      warnings: [],
      message: 'The alert must be a JSON object, such as {"ticker": "SPY", "action": "buy", "price": 600}.',
    }
  }
  const record = value as Record<string, unknown>
  const warnings = Object.keys(record)
    .filter((key) => !(alertFields as readonly string[]).includes(key))
    .map((key) => `Unknown field "${key}" is ignored; the Lab reads ${alertFields.join(', ')}.`)
  const { ticker, action, price, message } = record
  if (typeof ticker !== 'string' || !/^[A-Za-z][A-Za-z.]{0,5}$/.test(ticker)) {
    return { ok: false, warnings, message: '"ticker" must be a symbol of 1 to 6 letters, such as "SPY".' }
  }
  if (action !== 'buy' && action !== 'sell')
    return { ok: false, warnings, message: '"action" must be "buy" or "sell".' }
  const number = typeof price === 'string' ? Number(price) : price
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    return { ok: false, warnings, message: '"price" must be a positive number, such as 600.25.' }
  }
  if (message !== undefined && typeof message !== 'string')
    return { ok: false, warnings, message: '"message" must be text.' }
  return {
    ok: true,
    warnings,
    value: { ticker: ticker.toUpperCase(), action, price: number, ...(message === undefined ? {} : { message }) },
  }
}

/** The alert as the editor shows it: the JSON the charting platform would send. */
export function alertJson(alert: Alert): string {
  return JSON.stringify(alert, null, 2)
}
