import { describeCondition } from '../describe.ts'
import { comparisonSymbols, factInfo } from './facts.ts'
import { type Condition, clockOf, type SkipAction, type Strategy, type Test, type TreeNode } from './model.ts'

/**
 * A Do-nothing note is one of two things (schema.ts's `auto`): derived, the words of the IF's
 * condition for the branch it sits in ("VIX ≥ 20, IV rank ≤ 30 or before 10:00 ET" for the ELSE
 * of all three), worked out again whenever the strategy changes or is read (an edit, a link, a
 * file, saved work, an undo), so it cannot go stale; or written, the author's words, kept exactly
 * as written and marked so where it is shown (describe.ts). The stored `reason` of a derived note
 * is always its current words, so a file or link carries them for any reader.
 */

const negatedSymbol = { lt: '≥', lte: '>', gt: '≤', gte: '<', eq: 'is not' } as const
const clockWords = { lt: 'at or after', lte: 'after', gt: 'at or before', gte: 'before', eq: 'not at' } as const

/** One test in words, or what it says when it is false: "VIX < 20", "VIX ≥ 20", "before 10:00 ET". */
function testWords(test: Test, negate: boolean): string {
  const positive = describeCondition(test)
  if (!negate) return positive
  const { editor } = factInfo[test.fact]
  if (editor === 'time') {
    return test.op === 'between'
      ? `outside ${clockOf(test.value)}–${clockOf(test.upper ?? test.value)} ET`
      : `${clockWords[test.op]} ${clockOf(test.value)} ET`
  }
  if (editor === 'yesNo' && test.op === 'eq')
    return positive.replace(/: (yes|no)$/, (_, word) => `: ${word === 'yes' ? 'no' : 'yes'}`)
  if (test.op === 'between') return positive.replace(/ between (\S+) and (\S+)$/, ' outside $1–$2')
  return positive.replace(` ${comparisonSymbols[test.op]} `, ` ${negatedSymbol[test.op]} `)
}

/** "a, b and c", "a, b or c". */
const listed = (parts: string[], joiner: 'and' | 'or') =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${joiner} ${parts.at(-1)}`

/**
 * A condition in words, or what it says when it is false, as a trader writes it: a group that is
 * not all true is one of its conditions false ("VIX ≥ 20, IV rank ≤ 30 or before 10:00 ET"), a
 * group of which none is true is each of them false ("… and …"). A group inside another is in
 * parentheses.
 */
function conditionWords(condition: Condition, negate: boolean, nested: boolean): string {
  if (condition.kind === 'test') return testWords(condition, negate)
  const parts = condition.conditions.map((item) => conditionWords(item, negate, true))
  if (parts.length === 0) return negate ? 'the group’s conditions not met' : 'the group’s conditions met'
  const joiner = (condition.kind === 'all') !== negate ? 'and' : 'or'
  const text = listed(parts, joiner)
  return nested && parts.length > 1 ? `(${text})` : text
}

/** The derived note of a Do nothing in an IF's THEN (`onTrue`) or ELSE (`onFalse`). */
export function derivedNote(condition: Condition, branch: 'onTrue' | 'onFalse'): string {
  const words = conditionWords(condition, branch === 'onFalse', false)
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

/** A derived Do nothing with no IF above it: the whole strategy is to do nothing. */
export const unconditionalNote = 'No condition: the strategy does nothing here.'

/** The skip with its derived note brought up to date, or the same object when it already is (or is written). */
function followed(skip: SkipAction, reason: string): SkipAction {
  return !skip.auto || skip.reason === reason ? skip : { ...skip, reason }
}

/** The tree with every derived note said from its IF's condition; unchanged parts are the same objects. */
function withNotes(node: TreeNode, note: string): TreeNode {
  if (node.kind === 'skip') return followed(node, note)
  if (node.kind !== 'if') return node
  const onTrue = node.onTrue && withNotes(node.onTrue, derivedNote(node.condition, 'onTrue'))
  const onFalse = node.onFalse && withNotes(node.onFalse, derivedNote(node.condition, 'onFalse'))
  return onTrue === node.onTrue && onFalse === node.onFalse ? node : { ...node, onTrue, onFalse }
}

/**
 * The strategy with every derived Do-nothing note in its current words: what every change and
 * every read of a strategy goes through (lab-state.ts, parse-strategy.ts). The same object when
 * nothing changed, so a strategy already up to date costs nothing.
 */
export function derivedNotes(strategy: Strategy): Strategy {
  const root = withNotes(strategy.root, unconditionalNote)
  return root === strategy.root ? strategy : { ...strategy, root }
}
