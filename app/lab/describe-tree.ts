import { describeTest, describeTrigger, nodeWords } from './describe.ts'
import { nodeKindInfo } from './engine/kinds.ts'
import type { Strategy, TreeNode } from './engine/model.ts'

/**
 * A node in words, as its chip reads: its kind and tag, and its words (an action's sentence, or
 * what an IF tests: its conditions joined by "and" or "or", as the Lab's IF row reads); an IF also
 * has its THEN and ELSE, each with the node it leads to (null: nothing).
 */
export type DescribedNode = {
  id: string
  kind: TreeNode['kind']
  tag: string
  text: string
  /** A note the visitor wrote on a Do nothing, drawn on its own line (nodeWords). */
  note?: string
  branches?: { word: 'THEN' | 'ELSE'; node: DescribedNode | null }[]
}

/** A strategy's trigger and tree in the Lab's words (describe.ts): plain data that a page can render, or a loader hand over. */
export type DescribedTree = { trigger: string; root: DescribedNode }

function describedNode(node: TreeNode): DescribedNode {
  const { id, kind } = node
  const { tag } = nodeKindInfo[kind]
  if (kind !== 'if') return { id, kind, tag, ...nodeWords(node) }
  const branch = (word: 'THEN' | 'ELSE', next: TreeNode | null) => ({ word, node: next && describedNode(next) })
  return {
    id,
    kind,
    tag,
    text: describeTest(node.condition),
    branches: [branch('THEN', node.onTrue), branch('ELSE', node.onFalse)],
  }
}

export function describeTree(strategy: Strategy): DescribedTree {
  return { trigger: describeTrigger(strategy), root: describedNode(strategy.root) }
}
