import type { Comparison, Fact } from './facts.ts'
import type { CloseAction, Condition, OpenAction, SkipAction, Test, TreeNode } from './model.ts'

/**
 * Small builders for writing a strategy's tree by hand (the Library's templates, tests): a tree is
 * written without ids, and `numbered` gives every node its id, "n1", "n2"…, in the order `walk`
 * visits them (each node before its condition, THEN and ELSE). A shared link or saved work names
 * nodes by these ids, so the same tree always gets the same ones.
 */

type Unnumbered<T> = Omit<T, 'id'>
export type DraftCondition = Unnumbered<Test> | { kind: 'all' | 'any'; conditions: DraftCondition[] }
export type DraftNode =
  | { kind: 'if'; condition: DraftCondition; onTrue: DraftNode | null; onFalse: DraftNode | null }
  | Unnumbered<OpenAction>
  | Unnumbered<CloseAction>
  | Unnumbered<SkipAction>

/** A test of a fact: `test('vix', 'lt', 20)`; for between, `{ upper }`; for priceVsAverage, `{ average }`. */
export function test(
  fact: Fact,
  op: Comparison,
  value: number,
  extra: { upper?: number; average?: string } = {},
): DraftCondition {
  return { kind: 'test', fact, op, value, ...extra }
}

export const all = (...conditions: DraftCondition[]): DraftCondition => ({ kind: 'all', conditions })
export const any = (...conditions: DraftCondition[]): DraftCondition => ({ kind: 'any', conditions })

/** IF the condition THEN one node ELSE the other. */
export const when = (condition: DraftCondition, onTrue: DraftNode | null, onFalse: DraftNode | null): DraftNode => ({
  kind: 'if',
  condition,
  onTrue,
  onFalse,
})

export const open = (order: Omit<Unnumbered<OpenAction>, 'kind'>): DraftNode => ({ kind: 'open', ...order })
export const close = (notify: CloseAction['notify']): DraftNode => ({ kind: 'close', notify })
export const skip = (reason: string): DraftNode => ({ kind: 'skip', reason })
/**
 * A Do nothing whose note is derived from its IF's condition (engine/notes.ts). The words are
 * written out here, as the note would derive them, so the prerendered pages need no code to work
 * them out; `tree-builders.test.ts` holds every template's derived notes to their condition.
 */
export const skipSaying = (words: string): DraftNode => ({ kind: 'skip', reason: words, auto: true })

/** The tree with an id on every node, numbered in walk order from n1. */
export function numbered(root: DraftNode): TreeNode {
  let count = 0
  const next = () => `n${++count}`
  const condition = (draft: DraftCondition): Condition => {
    const id = next()
    if (draft.kind === 'test') return { kind: 'test', id, ...withoutKind(draft) }
    return { kind: draft.kind, id, conditions: draft.conditions.map(condition) }
  }
  const node = (draft: DraftNode): TreeNode => {
    const id = next()
    if (draft.kind !== 'if') return { kind: draft.kind, id, ...withoutKind(draft) } as TreeNode
    const numberedCondition = condition(draft.condition)
    const onTrue = draft.onTrue && node(draft.onTrue)
    return { kind: 'if', id, condition: numberedCondition, onTrue, onFalse: draft.onFalse && node(draft.onFalse) }
  }
  return node(root)
}

function withoutKind<T extends { kind: string }>(draft: T): Omit<T, 'kind'> {
  const { kind: _, ...rest } = draft
  return rest
}
