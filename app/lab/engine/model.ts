/**
 * The Strategy Lab's model (docs/requirements.md#strategy-lab): a strategy is a trigger, a tree of
 * conditions and actions, and strategy-wide risk rules; a scenario is what the dry run evaluates it
 * against. Plain data, JSON as it stands, so it saves, shares and exports without conversion.
 * No React and no DOM in this folder: the engine runs and is tested on its own.
 */

import type * as v from 'valibot'
import type {
  accountSchema,
  alertSchema,
  closeSchema,
  marketSchema,
  openSchema,
  riskSchema,
  scenarioSchema,
  skipSchema,
  strategySchema,
  strikeSchema,
  testSchema,
  triggerSchema,
} from './schema.ts'

export type { Comparison, Fact, Structure } from './kinds.ts'

/**
 * Bump when a saved strategy would no longer mean the same thing; links and files carry it, and
 * parse.ts migrates the versions before it. 2: limit ticks count toward a fill only (no negatives),
 * and a stop-loss or take-profit of 0 sets none.
 */
export const modelVersion = 2

/** A clock time in U.S. Eastern time, "HH:MM" (24-hour). */
export type ClockTime = string

// The types below are the schemas' (schema.ts), so the checks and the types cannot drift apart.

/** What starts an evaluation: a charting-platform alert for a ticker, or a daily time, Eastern. */
export type Trigger = v.InferOutput<typeof triggerSchema>

/**
 * One test of a fact. `value` (and `upper`, for "between") are numbers, minutes after midnight for
 * the time of day, 1 or 0 for a yes/no fact. For `priceVsAverage` the fact is the price as a
 * percent above (+) or below (−) the scenario's moving average named in `average`.
 */
export type Test = v.InferOutput<typeof testSchema>

/** All of its conditions (AND) or any of them (OR). */
export type Group = { kind: 'all' | 'any'; id: string; conditions: Condition[] }

export type Condition = Test | Group

export type Right = 'call' | 'put'

/** How the short (or only) strike is chosen: an absolute delta, or dollars away from the underlying. */
export type StrikeRule = v.InferOutput<typeof strikeSchema>

export type Notify = { discord: boolean; telegram: boolean }

/**
 * Open a position: `quantity` units (contracts, spreads or condors) at the listed expiry nearest at
 * or after `dte` days, limit at the mid moved `limitTicks` toward a fill.
 */
export type OpenAction = v.InferOutput<typeof openSchema>

export type CloseAction = v.InferOutput<typeof closeSchema>

export type SkipAction = v.InferOutput<typeof skipSchema>

export type Action = OpenAction | CloseAction | SkipAction

/** IF a condition, THEN one branch (`onTrue`), ELSE the other (`onFalse`); an empty branch does nothing. */
export type IfNode = { kind: 'if'; id: string; condition: Condition; onTrue: TreeNode | null; onFalse: TreeNode | null }

export type TreeNode = IfNode | Action

/** Rules every order must pass, whatever branch produced it. */
export type RiskRules = v.InferOutput<typeof riskSchema>

export type Strategy = v.InferOutput<typeof strategySchema>

/** The charting platform's webhook message, as the Lab's alert editor shows it. */
export type Alert = v.InferOutput<typeof alertSchema>

export type Market = v.InferOutput<typeof marketSchema>

export type Account = v.InferOutput<typeof accountSchema>

/** What a dry run evaluates a strategy against. Made-up numbers; no market data is fetched. */
export type Scenario = v.InferOutput<typeof scenarioSchema>

/** Minutes after midnight of an "HH:MM" time, or NaN when it is not one. */
export function minutesOf(time: ClockTime): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

/** "HH:MM" for minutes after midnight. */
export function clockOf(minutes: number): ClockTime {
  const whole = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

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
