import * as v from 'valibot'
import { locateJsonError } from './json-position.ts'
import { modelVersion, type Scenario, type Strategy, type TreeNode, walk } from './model.ts'
import { scenarioSchema, strategySchema } from './schema.ts'

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

/** Where an issue is, as a reader follows it: "strategy.root.onTrue.quantity". */
function pathOf(path: readonly v.IssuePathItem[] = []): string {
  return ['strategy', ...path.map((item) => String(item.key))].join('.')
}

/** Rules that changed between format versions, applied to a strategy saved in an older one. */
function migrate(value: Record<string, unknown>, warnings: string[]): void {
  if (value.version !== 1) return
  value.version = modelVersion
  // Version 1 allowed negative limit ticks (away from a fill); version 2 counts toward a fill only.
  for (const node of walk(value.root as TreeNode)) {
    if (node.kind === 'open' && typeof node.limitTicks === 'number' && node.limitTicks < 0) {
      node.limitTicks = 0
      warnings.push(`The order in node ${node.id} asked for a limit away from a fill; it now starts at the mid.`)
    }
  }
}

/**
 * A strategy from parsed JSON (a file, a link, saved work), checked with the model's schema. An
 * unknown field is a warning, not an error: it is named and removed from the data (always freshly
 * parsed JSON that this function owns), so it is not saved or shared on.
 */
export function toStrategy(value: unknown): Parsed<Strategy> {
  const warnings: string[] = []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, warnings, message: 'This is not a strategy the Lab can open: it is not a JSON object.' }
  }
  const record = value as Record<string, unknown>
  delete record.$schema
  if (record.version !== modelVersion && record.version !== 1) {
    return {
      ok: false,
      warnings,
      message: `This strategy was saved in format version ${String(record.version)}; this Lab reads version ${modelVersion}.`,
    }
  }
  try {
    migrate(record, warnings)
  } catch {
    // A tree too malformed to walk: the schema below says what is wrong with it.
  }
  // strictObject reports one unknown key per object and pass; each pass removes the ones it found.
  for (let pass = 0; pass < 100; pass++) {
    const result = v.safeParse(strategySchema, record)
    if (result.success) return { ok: true, value: result.output, warnings }
    const unknown = result.issues.filter((issue) => issue.type === 'strict_object' && issue.expected === 'never')
    if (unknown.length === 0) {
      const [first] = result.issues
      const more = result.issues.length - 1
      const tail = more > 0 ? ` (and ${more} more problem${more > 1 ? 's' : ''})` : ''
      return {
        ok: false,
        warnings,
        message: `This is not a strategy the Lab can open: ${pathOf(first.path)}: ${first.message}${tail}`,
      }
    }
    for (const issue of unknown) {
      const last = issue.path?.at(-1)
      if (!last) continue
      warnings.push(`Unknown field "${String(last.key)}" in ${pathOf(issue.path?.slice(0, -1))} was ignored.`)
      delete (last.input as Record<string, unknown>)[String(last.key)]
    }
  }
  return { ok: false, warnings, message: 'This is not a strategy the Lab can open.' }
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

/**
 * A scenario from saved work or a link, completed from `fallback` where it lacks a field (work
 * saved before a field existed) and checked with the model's schema.
 */
export function toScenario(value: unknown, fallback: Scenario): Parsed<Scenario> {
  const part = (key: keyof Scenario) => {
    const item = (value as Record<string, unknown> | null)?.[key]
    return typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {}
  }
  const merged = {
    alert: { ...fallback.alert, ...part('alert') },
    market: { ...fallback.market, ...part('market') },
    account: { ...fallback.account, ...part('account') },
  }
  const result = v.safeParse(scenarioSchema, merged)
  if (result.success) return { ok: true, value: result.output, warnings: [] }
  const [first] = result.issues
  return { ok: false, warnings: [], message: `This scenario cannot be used: ${first.message}` }
}
