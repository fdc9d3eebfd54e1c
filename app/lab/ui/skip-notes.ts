import { describeCondition } from '../describe'
import { comparisonSymbols, factInfo } from '../engine/facts'
import { type Condition, clockOf, type Strategy, type TreeNode, walk } from '../engine/model'
import { replaceNode } from '../engine/tree-ops'

const negated: Record<Condition['kind'] | 'lt' | 'lte' | 'gt' | 'gte' | 'eq', string> = {
  lt: '≥',
  lte: '>',
  gt: '≤',
  gte: '<',
  eq: 'is not',
  test: '',
  all: 'Not all of these',
  any: 'None of these',
}
const clockWords = { lt: 'At or after', lte: 'After', gt: 'At or before', gte: 'Before', eq: 'Not at' } as const

/**
 * The words a Do-nothing note starts with, said from its IF's condition: "Outside 10:00–14:30 ET"
 * for the ELSE of a time between 10:00 and 14:30, "Before 10:00 ET" once the test is "≥ 10:00".
 * A note that starts with them follows the condition when it is edited (`followNotes`).
 */
export function skipNoteLead(condition: Condition, branch: 'onTrue' | 'onFalse'): string {
  if (branch === 'onTrue' || condition.kind !== 'test') {
    return branch === 'onTrue' ? describeCondition(condition) : negated[condition.kind]
  }
  const { editor } = factInfo[condition.fact]
  if (editor === 'time') {
    return condition.op === 'between'
      ? `Outside ${clockOf(condition.value)}–${clockOf(condition.upper ?? condition.value)} ET`
      : `${clockWords[condition.op]} ${clockOf(condition.value)} ET`
  }
  const positive = describeCondition(condition)
  if (editor === 'yesNo' && condition.op === 'eq')
    return positive.replace(/: (yes|no)$/, (_, word) => `: ${word === 'yes' ? 'no' : 'yes'}`)
  if (condition.op === 'between') return positive.replace(/ between (\S+) and (\S+)$/, ' outside $1–$2')
  return positive.replace(` ${comparisonSymbols[condition.op]} `, ` ${negated[condition.op]} `)
}

/**
 * The strategy after an edit, with every Do-nothing note that starts with its IF's condition in
 * words made to follow that condition's new words, so a hand-written note does not go stale:
 * "Outside 10:00–14:30 ET: too close to the close" becomes "Before 10:00 ET: too close to the
 * close" once the test reads "≥ 10:00". Notes that say something else are the author's, untouched.
 */
export function followNotes(before: Strategy, after: Strategy): Strategy {
  const old = new Map<string, TreeNode | Condition>()
  for (const node of walk(before.root)) if (node.kind === 'if') old.set(node.id, node)
  let result = after
  for (const node of walk(after.root)) {
    const previous = old.get(node.id)
    if (node.kind !== 'if' || previous?.kind !== 'if' || previous.condition === node.condition) continue
    for (const branch of ['onTrue', 'onFalse'] as const) {
      const skip = node[branch]
      const lead = skipNoteLead(previous.condition, branch)
      const next = skipNoteLead(node.condition, branch)
      if (skip?.kind !== 'skip' || !lead || lead === next || !skip.reason.startsWith(lead)) continue
      result = replaceNode(result, { ...skip, reason: next + skip.reason.slice(lead.length) })
    }
  }
  return result
}
