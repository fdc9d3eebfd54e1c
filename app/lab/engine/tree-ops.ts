import { factInfo } from './facts.ts'
import { type BranchKind, type ConditionPreset, floors } from './kinds.ts'
import type { Condition, Fact, IfNode, Strategy, Test, TreeNode } from './model.ts'
import { walk } from './model.ts'

/**
 * Edits of a strategy's tree, as pure functions: each returns a new strategy and leaves the old one
 * as it was (the editor's undo history keeps the old ones). Nodes are found by id.
 */

type AnyNode = TreeNode | Condition

/** An id no node of the strategy has yet: n1, n2, … */
export function freshId(strategy: Strategy, taken: Set<string> = new Set()): string {
  const used = new Set([...walk(strategy.root)].map((node) => node.id))
  let next = used.size + taken.size + 1
  while (used.has(`n${next}`) || taken.has(`n${next}`)) next++
  taken.add(`n${next}`)
  return `n${next}`
}

/** A copy of the node with fresh ids for it and everything below it. */
function withFreshIds<T extends AnyNode>(node: T, strategy: Strategy, taken = new Set<string>()): T {
  const copy = structuredClone(node) as AnyNode
  for (const item of walk(copy)) item.id = freshId(strategy, taken)
  return copy as T
}

/** Rebuilds the tree with `change` applied to the node of that id (returning null removes it where allowed). */
function mapTree(node: TreeNode | null, id: string, change: (node: AnyNode) => AnyNode | null): TreeNode | null {
  if (!node) return null
  if (node.id === id) return change(node) as TreeNode | null
  if (node.kind !== 'if') return node
  return {
    ...node,
    condition: mapCondition(node.condition, id, change) ?? node.condition,
    onTrue: mapTree(node.onTrue, id, change),
    onFalse: mapTree(node.onFalse, id, change),
  }
}

function mapCondition(condition: Condition, id: string, change: (node: AnyNode) => AnyNode | null): Condition | null {
  if (condition.id === id) return change(condition) as Condition | null
  if (condition.kind === 'test') return condition
  const conditions = condition.conditions
    .map((child) => mapCondition(child, id, change))
    .filter((child): child is Condition => child !== null)
  return { ...condition, conditions }
}

function apply(strategy: Strategy, id: string, change: (node: AnyNode) => AnyNode | null): Strategy {
  const root = mapTree(strategy.root, id, change)
  return root ? { ...strategy, root } : strategy
}

export function findNode(strategy: Strategy, id: string): AnyNode | undefined {
  return [...walk(strategy.root)].find((node) => node.id === id)
}

/** The group that holds a condition, if any. */
export function parentGroup(strategy: Strategy, id: string) {
  return [...walk(strategy.root)].find(
    (node): node is Extract<Condition, { kind: 'all' | 'any' }> =>
      (node.kind === 'all' || node.kind === 'any') && node.conditions.some((child) => child.id === id),
  )
}

/** The node a node hangs from: its group, the IF whose condition or branch it is; none for the root. */
export function parentOf(strategy: Strategy, id: string): AnyNode | undefined {
  return [...walk(strategy.root)].find((node) =>
    node.kind === 'if'
      ? node.condition.id === id || node.onTrue?.id === id || node.onFalse?.id === id
      : (node.kind === 'all' || node.kind === 'any') && node.conditions.some((child) => child.id === id),
  )
}

/** Replaces a node with an edited version of it (same id). */
export function replaceNode(strategy: Strategy, node: AnyNode): Strategy {
  return apply(strategy, node.id, () => node)
}

/**
 * Removes a node. A condition leaves its group; an IF's own condition or the root cannot go (the
 * caller does not offer it); a branch becomes empty.
 */
export function deleteNode(strategy: Strategy, id: string): Strategy {
  if (strategy.root.id === id) return strategy
  if (parentGroup(strategy, id)) return apply(strategy, id, () => null)
  return { ...strategy, root: clearBranch(strategy.root, id) }
}

function clearBranch(node: TreeNode, id: string): TreeNode {
  if (node.kind !== 'if') return node
  return {
    ...node,
    onTrue: node.onTrue?.id === id ? null : node.onTrue && clearBranch(node.onTrue, id),
    onFalse: node.onFalse?.id === id ? null : node.onFalse && clearBranch(node.onFalse, id),
  }
}

/** Puts a copy of a condition right after it in its group, with fresh ids. */
export function duplicateCondition(strategy: Strategy, id: string): { strategy: Strategy; newId: string | null } {
  const group = parentGroup(strategy, id)
  const original = group?.conditions.find((child) => child.id === id)
  if (!group || !original) return { strategy, newId: null }
  const copy = withFreshIds(original, strategy)
  const conditions = group.conditions.flatMap((child) => (child.id === id ? [child, copy] : [child]))
  return { strategy: apply(strategy, group.id, () => ({ ...group, conditions })), newId: copy.id }
}

/** Moves a condition one place up or down within its group. */
export function moveCondition(strategy: Strategy, id: string, by: -1 | 1): Strategy {
  const group = parentGroup(strategy, id)
  if (!group) return strategy
  const from = group.conditions.findIndex((child) => child.id === id)
  const to = from + by
  if (from < 0 || to < 0 || to >= group.conditions.length) return strategy
  const conditions = [...group.conditions]
  ;[conditions[from], conditions[to]] = [conditions[to] as Condition, conditions[from] as Condition]
  return apply(strategy, group.id, () => ({ ...group, conditions }))
}

/** Swaps an IF's THEN and ELSE branches (the way to move an action from one to the other). */
export function swapBranches(strategy: Strategy, id: string): Strategy {
  return apply(strategy, id, (node) =>
    node.kind === 'if' ? { ...node, onTrue: node.onFalse, onFalse: node.onTrue } : node,
  )
}

/** A new condition on a fact, starting from that fact's usual test (facts.ts). */
export const newTest = (id: string, fact: Fact = 'ivRank'): Test => ({
  kind: 'test',
  id,
  fact,
  ...factInfo[fact].initial,
})

/** A new condition from a preset (kinds.ts), with an id no node has yet. */
export const presetTest = (strategy: Strategy, preset: ConditionPreset): Test => ({
  kind: 'test',
  id: freshId(strategy),
  fact: preset.fact,
  op: preset.op,
  value: preset.value,
})

/**
 * Adds a condition where the trader asked: at the end of a group, or beside an IF's single test,
 * which then becomes an AND group of the two. The condition keeps its id (a draft's, or a fresh one).
 */
export function addCondition(
  strategy: Strategy,
  at: string,
  condition: Condition = newTest(freshId(strategy)),
): { strategy: Strategy; newId: string } {
  const target = findNode(strategy, at)
  const base = target?.kind === 'if' ? groupCondition(strategy, at, new Set([condition.id])) : strategy
  const groupId = target?.kind === 'if' ? (findNode(base, at) as IfNode).condition.id : at
  return {
    strategy: apply(base, groupId, (node) =>
      node.kind === 'all' || node.kind === 'any' ? { ...node, conditions: [...node.conditions, condition] } : node,
    ),
    newId: condition.id,
  }
}

/** Turns an IF's single test into an AND group holding it, so more conditions can join. */
export function groupCondition(strategy: Strategy, ifId: string, taken = new Set<string>()): Strategy {
  const groupId = freshId(strategy, taken)
  return apply(strategy, ifId, (node) =>
    node.kind === 'if' && node.condition.kind === 'test'
      ? { ...node, condition: { kind: 'all', id: groupId, conditions: [node.condition] } }
      : node,
  )
}

/**
 * Removes an IF's check and its ELSE: the THEN branch takes the IF's place, as if the check were
 * always true. An IF with an empty THEN stays as it is.
 */
export function keepThen(strategy: Strategy, ifId: string): { strategy: Strategy; newId: string | null } {
  const target = findNode(strategy, ifId)
  if (target?.kind !== 'if' || !target.onTrue) return { strategy, newId: null }
  const kept = target.onTrue
  return { strategy: apply(strategy, ifId, () => kept), newId: kept.id }
}

/** What an empty branch can take (kinds.ts lists them in order). */
export type NewNodeKind = BranchKind

/** A new node for an empty branch: an IF with one test, or an action with everyday defaults. */
export function newNode(kind: NewNodeKind, strategy: Strategy): TreeNode {
  const taken = new Set<string>()
  const id = freshId(strategy, taken)
  const notify = { discord: false, telegram: false }
  switch (kind) {
    case 'if':
      return {
        kind: 'if',
        id,
        condition: newTest(freshId(strategy, taken)),
        onTrue: null,
        onFalse: null,
      } satisfies IfNode
    case 'open':
      return {
        kind: 'open',
        id,
        structure: 'credit-spread',
        right: 'put',
        dte: 30,
        strike: { by: 'delta', delta: 0.2 },
        width: 5,
        quantity: 1,
        limitTicks: 0,
        // A credit order starts with the floor the 0-DTE template sells at, so no new node sells pennies.
        minCreditPercent: floors.minCreditPercent,
        notify,
      }
    case 'close':
      return { kind: 'close', id, notify }
    case 'skip':
      // Derived: it says its IF's condition once in the tree (engine/notes.ts), and follows it.
      return { kind: 'skip', id, reason: '', auto: true }
  }
}

/** Fills an IF's empty branch with a new node. */
export function addToBranch(
  strategy: Strategy,
  ifId: string,
  branch: 'onTrue' | 'onFalse',
  kind: NewNodeKind,
): { strategy: Strategy; newId: string | null } {
  const node = newNode(kind, strategy)
  let added = false
  const next = apply(strategy, ifId, (target) => {
    if (target.kind !== 'if' || target[branch]) return target
    added = true
    return { ...target, [branch]: node }
  })
  return { strategy: next, newId: added ? node.id : null }
}

/** Puts a copy of a branch's node (and everything below it) into the IF's other, empty branch. */
export function duplicateToOtherBranch(strategy: Strategy, ifId: string, branch: 'onTrue' | 'onFalse') {
  const target = findNode(strategy, ifId)
  const other = branch === 'onTrue' ? 'onFalse' : 'onTrue'
  if (target?.kind !== 'if' || !target[branch] || target[other]) return { strategy, newId: null }
  const copy = withFreshIds(target[branch] as TreeNode, strategy)
  return { strategy: apply(strategy, ifId, (node) => ({ ...node, [other]: copy })), newId: copy.id }
}
