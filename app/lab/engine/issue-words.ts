import type * as v from 'valibot'
import { comparisons, comparisonWords, factInfo, facts } from './facts.ts'
import { nodeKindInfo, structureInfo, structures } from './kinds.ts'

/**
 * A schema issue about a file's structure, in a trader's words rather than the library's: a
 * missing tree, an unknown condition (with the ones the Lab knows, by their labels), an unknown
 * node kind or structure. The schema's own messages for a field's value (ranges, clock times) are
 * written for the visitor already (schema.ts) and pass through unchanged.
 */

/** What each part of a strategy file is, where one is missing. */
const missingWords: Record<string, string> = {
  root: 'The file has no strategy tree (its "root" is missing)',
  trigger: 'The file has no trigger: nothing says when the strategy runs',
  risk: 'The file has no risk rules',
  name: 'The strategy has no name',
  condition: 'This IF has no condition',
  conditions: 'This group has no list of conditions',
  onTrue: 'This IF has no THEN branch (write null for an empty one)',
  onFalse: 'This IF has no ELSE branch (write null for an empty one)',
  kind: 'This part of the tree does not say what it is (its "kind" is missing)',
}

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const shown = (value: unknown) =>
  typeof value === 'string' ? `“${value.slice(0, 40)}”` : value === undefined ? 'nothing' : JSON.stringify(value)

/** The words for one issue, or null when the schema's own message already says it. */
export function structureWords(issue: v.BaseIssue<unknown>): string | null {
  const path = issue.path ?? []
  const key = String(path.at(-1)?.key ?? '')
  const input = issue.input
  if (issue.type === 'strict_object' && input === undefined && key !== '') {
    return missingWords[key] ?? `The field "${key}" is missing`
  }
  if (key === 'onTrue' || key === 'onFalse') {
    return `${key === 'onTrue' ? 'THEN' : 'ELSE'} must be a step of the tree, or null when empty; found ${shown(input)}`
  }
  if (issue.expected === 'Object' || issue.expected === 'Array') {
    return `"${key || 'the file'}" must be ${issue.expected === 'Object' ? 'an object' : 'a list'}; found ${shown(input)}`
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
      return `"${key}" cannot be ${shown(input)}`
  }
}
