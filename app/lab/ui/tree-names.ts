import { describeCondition, describeNode } from '../describe'
import type { Condition, TreeNode } from '../engine/model'

export type Branch = 'onTrue' | 'onFalse'

/** The row of a branch's own controls (an empty branch's "Add", or "Duplicate to ELSE"). */
export const branchRow = (ifId: string, branch: Branch) => `${ifId}:${branch}`

/**
 * What a condition tests, in words: a test as the tree shows it, a group as its conditions joined
 * by "and" or "or" (a group within a group in brackets). An IF row reads "IF" and this.
 */
export function describeTest(condition: Condition): string {
  if (condition.kind === 'test') return describeCondition(condition)
  if (condition.conditions.length === 0) return describeCondition(condition)
  const inner = condition.conditions.map((child) =>
    child.kind === 'test' ? describeCondition(child) : `(${describeTest(child)})`,
  )
  return inner.join(condition.kind === 'all' ? ' and ' : ' or ')
}

/** How a node is named after the verb of its buttons ("Edit VIX < 20", "Swap branches of IF VIX < 20"). */
function labelOf(node: TreeNode | Condition): string {
  switch (node.kind) {
    case 'if':
      return `IF ${describeTest(node.condition)}`
    case 'test':
      return describeCondition(node)
    case 'all':
    case 'any':
      return node.conditions.length === 0
        ? describeCondition(node)
        : `${describeCondition(node)}: ${node.conditions.map((child) => (child.kind === 'test' ? describeCondition(child) : `(${describeTest(child)})`)).join(', ')}`
    default:
      return describeNode(node)
  }
}

export type TreeNames = {
  /** Every row of the tree, top to bottom, as drawn: nodes by id, branch controls by `branchRow`. */
  order: readonly string[]
  /** A node's name, unique in the tree: a repeat gets its place ("VIX < 20 (2nd)"). */
  label: (id: string) => string
  /** How many levels a node's row is indented: 0 for the root; an IF's test and branches, and a group's conditions, one more. */
  depth: (id: string) => number
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}

/**
 * The rows of the tree in the order the tree view draws them, and the name of each node. Names
 * tell nodes apart, so that every button's name ("Delete VIX < 20") says which node it acts on.
 */
export function treeNames(root: TreeNode): TreeNames {
  const order: string[] = []
  const labels = new Map<string, string>()
  const depths = new Map<string, number>()
  const seen = new Map<string, number>()
  const name = (node: TreeNode | Condition, depth: number) => {
    const base = labelOf(node)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    labels.set(node.id, count === 1 ? base : `${base} (${ordinal(count)})`)
    depths.set(node.id, depth)
    order.push(node.id)
  }
  const condition = (node: Condition, depth: number) => {
    name(node, depth)
    if (node.kind !== 'test') for (const child of node.conditions) condition(child, depth + 1)
  }
  const visit = (node: TreeNode, depth: number) => {
    name(node, depth)
    if (node.kind !== 'if') return
    condition(node.condition, depth + 1)
    for (const branch of ['onTrue', 'onFalse'] as const) {
      const child = node[branch]
      const other = node[branch === 'onTrue' ? 'onFalse' : 'onTrue']
      if (child) visit(child, depth + 1)
      // A filled branch offers "Duplicate to …" while the other is empty; an empty one, its "Add".
      if (!child || !other) order.push(branchRow(node.id, branch))
    }
  }
  visit(root, 0)
  return { order, label: (id) => labels.get(id) ?? id, depth: (id) => depths.get(id) ?? 0 }
}
