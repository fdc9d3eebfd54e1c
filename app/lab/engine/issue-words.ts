import type * as v from 'valibot'
import {
  accountFields,
  type Comparison,
  comparisonSymbols,
  comparisons,
  comparisonWords,
  type Fact,
  factInfo,
  facts,
  marketFields,
} from './facts.ts'
import { nodeKindInfo, structureInfo, structures } from './kinds.ts'
import { clockOf } from './model.ts'
import { actionFields, riskFields, scenarioFields } from './order-fields.ts'

/**
 * A schema issue about a file's structure, in a trader's words rather than the library's: a
 * missing tree, an unknown condition (with the ones the Lab knows, by their labels), an unknown
 * node kind or structure. The schema's own messages for a field's value (ranges, clock times) are
 * written for the visitor already (schema.ts) and pass through unchanged.
 */

/** What each part of a strategy file is, where one is missing. */
const missingWords: Record<string, string> = {
  root: 'The file has no strategy tree',
  trigger: 'The file has no trigger: nothing says when the strategy runs',
  risk: 'The file has no risk rules',
  name: 'The strategy has no name',
  condition: 'This IF has no condition',
  conditions: 'This group has no list of conditions',
  onTrue: 'This IF has no THEN branch (write null for an empty one)',
  onFalse: 'This IF has no ELSE branch (write null for an empty one)',
  kind: 'This part of the tree does not say what it is: an IF, a condition or an action',
  discord: 'It does not say whether to post to Discord',
  telegram: 'It does not say whether to post to Telegram',
  strike: 'The order does not say how its strike is chosen',
  window: 'The risk rules have no trading window',
  reason: 'The Do nothing has no reason to report',
  fact: 'The condition does not say what it tests',
  op: 'The condition has no comparison',
  structure: 'The order does not say what it opens',
  right: 'The order does not say calls or puts',
  ticker: 'The trigger has no ticker',
  id: 'It has no reference for the Lab to keep it by; a file the Lab writes gives every step one',
}

/**
 * The label a value is edited under, from the field tables (facts.ts, order-fields.ts), for a key
 * of the file: "Stop-loss (% of entry, 0 for none)" for `stopLossPercent`. Null for a key the
 * tables do not hold.
 */
export function labelOf(key: string): string | null {
  const tables = [riskFields, actionFields, scenarioFields, marketFields, accountFields] as Record<
    string,
    { label: string } | undefined
  >[]
  for (const table of tables) if (Object.hasOwn(table, key)) return table[key]?.label ?? null
  return null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A condition in words from data that may be malformed, or null when it cannot be read: “VIX below 20”. */
function conditionWords(node: unknown): string | null {
  if (!isRecord(node)) return null
  if (node.kind === 'all' || node.kind === 'any') {
    const parts = (Array.isArray(node.conditions) ? node.conditions : []).map(conditionWords)
    if (parts.length === 0 || parts.some((part) => part === null)) return null
    return parts.join(node.kind === 'all' ? ' and ' : ' or ')
  }
  if (node.kind !== 'test') return null
  const info = factInfo[node.fact as Fact] as (typeof factInfo)[Fact] | undefined
  // As the tree writes it (describe.ts): "VIX < 20", "Price vs VWAP (%) > 0".
  const symbol = comparisonSymbols[node.op as Comparison] as string | undefined
  if (!info || !symbol) return null
  const show = (value: unknown) =>
    typeof value !== 'number' ? '?' : info.editor === 'time' ? clockOf(value) : String(value)
  const rule = node.op === 'between' ? `${show(node.value)} and ${show(node.upper)}` : show(node.value)
  const label =
    node.fact === 'priceVsAverage' && typeof node.average === 'string' && node.average.trim() !== ''
      ? `Price vs ${node.average.slice(0, 20)} (%)`
      : info.label
  return `“${label} ${symbol} ${rule}”`
}

/**
 * A step of the tree or a condition as a trader finds it, from data that may be malformed: by its
 * own words where it has them ("the condition “VIX below 20”", "the IF on “VIX below 20”"), by
 * where it sits otherwise ("the Do nothing in the ELSE of the IF on …"). `at` says where it sits:
 * "in the THEN of the IF on …", or null at the top of the tree. Never an id or a key.
 */
export function nodeName(node: Record<string, unknown>, at: string | null): string {
  const words = conditionWords(node)
  const place = at ? ` ${at}` : ' at the top of the tree'
  switch (node.kind) {
    case 'test':
      return words ? `the condition ${words}` : `the condition${place}`
    case 'all':
    case 'any':
      return `the ${node.kind === 'all' ? 'AND' : 'OR'} group${words ? ` of ${words}` : place}`
    case 'if': {
      const on = conditionWords(node.condition)
      return on ? `the IF on ${on}` : `the IF${place}`
    }
    case 'open': {
      const info = structureInfo[node.structure as keyof typeof structureInfo] as { label: string } | undefined
      return `the order${info ? ` “${info.label}”` : ''}${place}`
    }
    case 'close':
      return `the ${nodeKindInfo.close.name}${place}`
    case 'skip':
      return `the ${nodeKindInfo.skip.name}${place}`
    default:
      return `the step${place}`
  }
}

/**
 * Where a path into a strategy file leads, as a trader finds it: the innermost step or condition
 * it passes through, named by `nodeName`, or the trigger or the risk rules; and the key of the
 * value there, for the caller to label (never shown as it is).
 */
export function placeOf(path: readonly { key: unknown; value: unknown }[]): { where: string; key: string } {
  let where = 'the strategy'
  let at: string | null = null
  let key = ''
  for (const [index, item] of path.entries()) {
    const name = String(item.key)
    if (index === 0 && (name === 'trigger' || name === 'risk')) {
      where = name === 'trigger' ? 'the trigger' : 'the risk rules'
      key = ''
      continue
    }
    if (name === 'onTrue' || name === 'onFalse') at = `in the ${name === 'onTrue' ? 'THEN' : 'ELSE'} of ${where}`
    else if (name === 'condition') at = `in the condition of ${where}`
    else if (typeof item.key === 'number') at = `as condition ${item.key + 1} of ${where}`
    else if (name !== 'conditions' && name !== 'root') at = null
    if (isRecord(item.value) && typeof item.value.kind === 'string') {
      where = nodeName(item.value, at)
      key = ''
    } else if (name === 'onTrue' || name === 'onFalse') {
      where = `the ${name === 'onTrue' ? 'THEN' : 'ELSE'} of ${where}`
      key = ''
    } else if (name !== 'conditions' && name !== 'root' && name !== 'condition') {
      key = key || name
    }
  }
  return { where, key }
}

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** A message's first letter in capitals, for words that may open a sentence or sit inside one. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** A value found in a file, as a message repeats it: never as JSON. */
export const shown = (value: unknown): string =>
  typeof value === 'string'
    ? `“${value.slice(0, 40)}”`
    : typeof value === 'number' || typeof value === 'boolean' || value === null
      ? String(value)
      : Array.isArray(value)
        ? 'a list'
        : value === undefined
          ? 'nothing'
          : 'a set of fields'

/** The words for one issue, or null when the schema's own message already says it. */
export function structureWords(issue: v.BaseIssue<unknown>): string | null {
  const path = issue.path ?? []
  const key = String(path.at(-1)?.key ?? '')
  const input = issue.input
  if (issue.type === 'strict_object' && input === undefined && key !== '') {
    const label = labelOf(key)
    return missingWords[key] ?? (label ? `“${label}” is missing` : 'A value the Lab needs is missing')
  }
  if (key === 'onTrue' || key === 'onFalse') {
    return `${key === 'onTrue' ? 'THEN' : 'ELSE'} must be a step of the tree, or null when empty; found ${shown(input)}`
  }
  if (issue.expected === 'Object' || issue.expected === 'Array') {
    const what = issue.expected === 'Object' ? 'a set of fields' : 'a list'
    const part = labelOf(key) ? `“${labelOf(key)}”` : (partWords[key] ?? (key ? 'This part' : 'The file'))
    return `${part} must be ${what}; found ${shown(input)}`
  }
  const within = String(path.at(-2)?.key ?? '')
  if (issue.type === 'variant' && key === 'kind' && within === 'trigger') {
    return `A trigger is an alert or a schedule (“alert” or “schedule”); found ${shown(input)}`
  }
  if (issue.type === 'variant' && key === 'by') {
    return `A strike is chosen by delta or by dollars from the price (“delta” or “offset”); found ${shown(input)}`
  }
  if (issue.type === 'variant' && key === 'kind') {
    const inCondition = within === 'condition' || typeof path.at(-2)?.key === 'number'
    const known = inCondition
      ? [nodeKindInfo.test.name, nodeKindInfo.all.name, nodeKindInfo.any.name]
      : [nodeKindInfo.if.name, nodeKindInfo.open.name, nodeKindInfo.close.name, nodeKindInfo.skip.name]
    return `Unknown ${inCondition ? 'kind of condition' : 'kind of step'} ${shown(input)}; the Lab knows: ${list(known)}`
  }
  if (issue.type !== 'picklist') return null
  switch (key) {
    case 'fact':
      return `Unknown condition ${shown(input)}; the Lab knows: ${list(facts.map((fact) => factInfo[fact].label))}`
    case 'op':
      return `Unknown comparison ${shown(input)}; the Lab knows: ${list(comparisons.map((op) => comparisonWords[op]))}`
    case 'structure':
      return `Unknown structure ${shown(input)}; the Lab knows: ${list(structures.map((item) => structureInfo[item].label))}`
    case 'right':
      return `An option is a call or a put; found ${shown(input)}`
    case 'action':
      return `A trigger’s alert action is buy, sell or any; found ${shown(input)}`
    default:
      return `${labelOf(key) ? `“${labelOf(key)}”` : 'This value'} cannot be ${shown(input)}`
  }
}

/** The parts of a strategy by what a trader calls them, where a part as a whole is wrong. */
const partWords: Record<string, string> = {
  trigger: 'The trigger',
  risk: 'The risk rules',
  root: 'The strategy tree',
  condition: 'The condition',
  conditions: 'The group’s conditions',
  notify: 'Where to post',
  strike: 'How the strike is chosen',
  window: 'The trading window',
}
