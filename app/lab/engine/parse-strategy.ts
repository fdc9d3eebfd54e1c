import * as v from 'valibot'
import { capitalized, labelOf, nodeName, placeOf, shown, structureWords } from './issue-words.ts'
import { type Condition, modelVersion, type Strategy, type TreeNode } from './model.ts'
import { derivedNotes } from './notes.ts'
import { isRecord, type Parsed } from './parse-json.ts'
import { strategySchema } from './schema.ts'
import { validateStrategy } from './validate.ts'

/**
 * A strategy read from outside (a file, a link, saved work): migrated from an older format,
 * checked with the schema and then with the editor's rules, every problem named in words.
 */

/**
 * One schema issue in words, naming the innermost step or section it sits in by its words
 * (issue-words.ts) and the field by its label. The schema's own messages name their field already
 * ("Stop-loss % must be a number from 0 to 1,000."); the library's default ones never reach a reader.
 */
function issueWords(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? []
  const { where, key } = placeOf(path)
  const words = structureWords(issue)
  // A part missing from the file itself reads on its own: "The file has no strategy tree".
  if (words && path.length === 1 && issue.input === undefined) return `${words}.`
  if (words) return `${where}: ${words}.`
  if (!/^Invalid /.test(issue.message)) return `${where}: ${issue.message}`
  const label = labelOf(key)
  return `${where}: ${label ? `“${label}”` : 'a value'} cannot be ${shown(issue.input)}.`
}

/** Every step and condition of a readable tree, by the words `nodeName` gives it where it sits. */
function namesOf(root: TreeNode): Map<string, string> {
  const names = new Map<string, string>()
  const visit = (node: TreeNode | Condition, at: string | null) => {
    const name = nodeName(node as unknown as Record<string, unknown>, at)
    if (!names.has(node.id)) names.set(node.id, name)
    if (node.kind === 'if') {
      visit(node.condition, `in the condition of ${name}`)
      if (node.onTrue) visit(node.onTrue, `in the THEN of ${name}`)
      if (node.onFalse) visit(node.onFalse, `in the ELSE of ${name}`)
    } else if (node.kind === 'all' || node.kind === 'any') {
      for (const [index, item] of node.conditions.entries()) visit(item, `as condition ${index + 1} of ${name}`)
    }
  }
  visit(root, null)
  return names
}

/** The problems a valid-shaped strategy still has (a fact's range, an empty group), in words. */
function problemWords(strategy: Strategy): string[] {
  const names = namesOf(strategy.root)
  return validateStrategy(strategy).map((problem) => {
    const name = names.get(problem.nodeId)
    const where = name
      ? name
      : problem.nodeId === 'risk'
        ? 'the risk rules'
        : problem.nodeId === 'trigger'
          ? 'the trigger'
          : 'the strategy'
    return `${where}: ${problem.message}`
  })
}

/**
 * Every object in a tree read from outside, however malformed, depth first: a node's condition,
 * THEN and ELSE and a group's conditions are followed where they are objects and lists, anything
 * else is left for the schema to name. A loop of its own, not recursion, so no depth overflows it.
 */
function* records(root: unknown): Generator<Record<string, unknown>> {
  const stack = [root]
  while (stack.length > 0) {
    const item = stack.pop()
    if (!isRecord(item)) continue
    yield item
    const children = [
      item.condition,
      item.onTrue,
      item.onFalse,
      ...(Array.isArray(item.conditions) ? item.conditions : []),
    ]
    stack.push(...children.reverse())
  }
}

/** Rules that changed between format versions, applied to a strategy saved in an older one. */
function migrate(value: Record<string, unknown>, warnings: string[]): void {
  if (value.version !== 1) return
  value.version = modelVersion
  // Version 1 allowed negative limit ticks (away from a fill); version 2 counts toward a fill only.
  for (const node of records(value.root)) {
    if (node.kind === 'open' && typeof node.limitTicks === 'number' && node.limitTicks < 0) {
      node.limitTicks = 0
      warnings.push(
        `${capitalized(nodeName(node, null).replace(' at the top of the tree', ''))} asked for a limit away from a fill; it now goes from the mid toward a fill.`,
      )
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
    const newer =
      typeof record.version === 'number' && Number.isInteger(record.version) && record.version > modelVersion
    return {
      ok: false,
      warnings,
      message: newer
        ? `This strategy was saved by a newer Strategy Lab (format version ${record.version}); this Lab reads versions 1 to ${modelVersion}.`
        : `Not a Strategy Lab file: ${record.version === undefined ? 'it has no format version' : `its format version is ${JSON.stringify(record.version).slice(0, 20)}`}. A Strategy Lab file starts with {"version": ${modelVersion}, "name": …}.`,
    }
  }
  migrate(record, warnings)
  // strictObject reports one unknown key per object and pass; each pass removes the ones it found.
  for (let pass = 0; pass < 100; pass++) {
    const result = v.safeParse(strategySchema, record)
    // A derived note is said from its condition as the file or link has it, whatever words it carried.
    if (result.success) return { ok: true, value: derivedNotes(result.output), warnings }
    const unknown = result.issues.filter((issue) => issue.type === 'strict_object' && issue.expected === 'never')
    if (unknown.length === 0) {
      const problems = [...new Set(result.issues.map(issueWords))]
      return {
        ok: false,
        warnings,
        message: `This is not a strategy the Lab can open: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`}.`,
        problems,
      }
    }
    for (const issue of unknown) {
      const last = issue.path?.at(-1)
      if (!last) continue
      const { where } = placeOf(issue.path?.slice(0, -1) ?? [])
      warnings.push(
        `${capitalized(where)} had “${String(last.key).slice(0, 40)}”, which the Lab does not read; it was ignored.`,
      )
      delete (last.input as Record<string, unknown>)[String(last.key)]
    }
  }
  return { ok: false, warnings, message: 'This is not a strategy the Lab can open.' }
}

/**
 * A strategy the Lab is asked to open from outside (a file, a link): its shape checked with the
 * schema, then the rules the editor checks; every problem is listed, so the visitor can fix the
 * file in one go, and nothing half-valid replaces their work.
 */
export function toRunnableStrategy(value: unknown): Parsed<Strategy> {
  const parsed = toStrategy(value)
  if (!parsed.ok) return parsed
  const problems = problemWords(parsed.value)
  if (problems.length === 0) return parsed
  return {
    ok: false,
    warnings: parsed.warnings,
    message: `This strategy has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} to fix before the Lab can open it.`,
    problems,
  }
}
