import { describeCondition, describeNode, describeTrigger } from './describe'
import type { Condition, Strategy, TreeNode } from './engine/model'

/** A condition in words, with the conditions it groups. */
export type DescribedCondition = { id: string; text: string; conditions?: DescribedCondition[] }

/** A node in words: an action's sentence, or an IF with its condition and its two branches (null: nothing). */
export type DescribedNode =
  | { kind: 'action'; id: string; text: string }
  | {
      kind: 'if'
      id: string
      condition: DescribedCondition
      onTrue: DescribedNode | null
      onFalse: DescribedNode | null
    }

/** A strategy's trigger and tree in the Lab's words (describe.ts): plain data that a page can render, or a loader hand over. */
export type DescribedTree = { trigger: string; root: DescribedNode }

function describedCondition(condition: Condition): DescribedCondition {
  return condition.kind === 'test'
    ? { id: condition.id, text: describeCondition(condition) }
    : { id: condition.id, text: describeCondition(condition), conditions: condition.conditions.map(describedCondition) }
}

function describedNode(node: TreeNode | null): DescribedNode | null {
  if (!node) return null
  if (node.kind !== 'if') return { kind: 'action', id: node.id, text: describeNode(node) }
  return {
    kind: 'if',
    id: node.id,
    condition: describedCondition(node.condition),
    onTrue: describedNode(node.onTrue),
    onFalse: describedNode(node.onFalse),
  }
}

export function describeTree(strategy: Strategy): DescribedTree {
  // The root is never null: a strategy always has a first node.
  return { trigger: describeTrigger(strategy), root: describedNode(strategy.root) as DescribedNode }
}
