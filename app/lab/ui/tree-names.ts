import { describeCondition, describeNode, describeTest } from '../describe'
import type { Condition, TreeNode } from '../engine/model'

export type Branch = 'onTrue' | 'onFalse'

/** The row of an empty branch's own controls: the choice of a node to add, and its "Add". */
export const branchRow = (ifId: string, branch: Branch) => `${ifId}:${branch}`

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
    case 'skip':
      // Its note is the row's to read, once: the buttons' names stop at what the node does.
      return 'Do nothing'
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
  /**
   * Where a node's row sits, for assistive technology: its level (1 for the root), its position
   * among the rows under the same node (an IF's test, THEN and ELSE; a group's conditions) and what
   * holds it: "Level 2, 2 of 3, THEN of IF VIX < 20".
   */
  place: (id: string) => string
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
  const places = new Map<string, string>()
  const seen = new Map<string, number>()
  const kindName = (group: Condition) => (group.kind === 'any' ? 'OR group' : 'AND group')
  const name = (node: TreeNode | Condition, depth: number) => {
    const base = labelOf(node)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    labels.set(node.id, count === 1 ? base : `${base} (${ordinal(count)})`)
    depths.set(node.id, depth)
    order.push(node.id)
  }
  const place = (id: string, depth: number, at: number, of: number, where: string) =>
    places.set(id, `Level ${depth + 1}, ${at} of ${of}, ${where}`)
  const condition = (node: Condition, depth: number) => {
    name(node, depth)
    if (node.kind === 'test') return
    node.conditions.forEach((child, index) => {
      condition(child, depth + 1)
      place(child.id, depth + 1, index + 1, node.conditions.length, `in the ${kindName(node)}`)
    })
  }
  const visit = (node: TreeNode, depth: number) => {
    name(node, depth)
    if (node.kind !== 'if') return
    const ifLabel = labels.get(node.id) as string
    condition(node.condition, depth + 1)
    place(node.condition.id, depth + 1, 1, 3, `the test of ${ifLabel}`)
    for (const [index, branch] of (['onTrue', 'onFalse'] as const).entries()) {
      const child = node[branch]
      const where = `${branch === 'onTrue' ? 'THEN' : 'ELSE'} of ${ifLabel}`
      if (child) {
        visit(child, depth + 1)
        place(child.id, depth + 1, index + 2, 3, where)
      } else {
        // An empty branch is a row of its own: the choice of a node to add, and its "Add".
        order.push(branchRow(node.id, branch))
        place(branchRow(node.id, branch), depth + 1, index + 2, 3, `${where}, empty`)
      }
    }
  }
  visit(root, 0)
  places.set(root.id, 'Level 1, the first node')
  return {
    order,
    label: (id) => labels.get(id) ?? id,
    depth: (id) => depths.get(id) ?? 0,
    place: (id) => places.get(id) ?? '',
  }
}
