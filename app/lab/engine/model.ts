/**
 * The Strategy Lab's model (docs/requirements.md#strategy-lab): a strategy is a trigger, a tree of
 * conditions and actions, and strategy-wide risk rules; a scenario is what the dry run evaluates it
 * against. Plain data, JSON as it stands, so it saves, shares and exports without conversion.
 * No React and no DOM in this folder: the engine runs and is tested on its own.
 *
 * The types are the schemas' (schema.ts), so the checks and the types cannot drift apart; this
 * module gathers them with the helpers every part of the engine uses. It imports the schema for
 * its types only, so the prerendered page that reads it never loads valibot.
 */

export type { ClockTime } from './clock.ts'
export { clockOf, minutesOf } from './clock.ts'
export type { Comparison, Fact } from './facts.ts'
export type { Structure } from './kinds.ts'
export { modelVersion } from './kinds.ts'
export type {
  Account,
  Action,
  Alert,
  CloseAction,
  Condition,
  Group,
  IfNode,
  Market,
  OpenAction,
  RiskRules,
  Scenario,
  SkipAction,
  Strategy,
  StrikeRule,
  Test,
  TreeNode,
  Trigger,
} from './schema.ts'

import type { Condition, TreeNode } from './schema.ts'

export type Right = 'call' | 'put'

export type Notify = { discord: boolean; telegram: boolean }

/** Every node of a tree, depth first, conditions included. */
export function* walk(node: TreeNode | Condition | null): Generator<TreeNode | Condition> {
  if (!node) return
  yield node
  if (node.kind === 'if') {
    yield* walk(node.condition)
    yield* walk(node.onTrue)
    yield* walk(node.onFalse)
  } else if (node.kind === 'all' || node.kind === 'any') {
    for (const condition of node.conditions) yield* walk(condition)
  }
}
