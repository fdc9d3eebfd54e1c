import * as v from 'valibot'
import { cashSettled, cashSettlementValue, contractSpec } from './contracts.ts'
import { factInfo } from './facts.ts'
import { grouped } from './format.ts'
import { limits, structureInfo } from './kinds.ts'
import { multiplier } from './market.ts'
import {
  type Condition,
  clockOf,
  minutesOf,
  type Scenario,
  type Strategy,
  type Structure,
  type TreeNode,
  walk,
} from './model.ts'
import { scenarioSchema, strategySchema } from './schema.ts'

export { limits } from './kinds.ts'

/** Where a problem is: a node's id (or "strategy", "trigger", "risk", "scenario"), the field, and what to do about it. */
export type Problem = { nodeId: string; field: string; message: string }

/**
 * A schema issue placed where the editor shows it: on the innermost node (anything with an id) or
 * top-level section its path passes through, at the first field below that.
 */
function place(issue: v.BaseIssue<unknown>): Problem {
  let nodeId = 'strategy'
  let field = ''
  for (const [index, item] of (issue.path ?? []).entries()) {
    const key = String(item.key)
    const value = item.value as { id?: unknown } | null
    if (index === 0 && (key === 'trigger' || key === 'risk')) {
      nodeId = key
    } else if (value !== null && typeof value === 'object' && typeof value.id === 'string') {
      nodeId = value.id
      field = ''
    } else if (field === '') {
      field = key
    }
  }
  return { nodeId, field, message: issue.message }
}

/** Every reason the strategy cannot run, each placed on its node and field. Empty when it can. */
export function validateStrategy(strategy: Strategy): Problem[] {
  const result = v.safeParse(strategySchema, strategy)
  const problems = result.success ? [] : result.issues.map(place)
  if (!result.success) return problems
  const add = (nodeId: string, field: string, message: string) => problems.push({ nodeId, field, message })

  const { risk } = strategy
  if (minutesOf(risk.window.start) >= minutesOf(risk.window.end)) {
    add('risk', 'window', 'The trading window must start before it ends.')
  }
  let count = 0
  const ids = new Set<string>()
  for (const node of walk(strategy.root)) {
    count++
    if (ids.has(node.id)) add(node.id, 'id', 'Two nodes share this id; duplicate one again to fix it.')
    ids.add(node.id)
    checkNode(node, add)
    if (node.kind === 'open')
      checkSettlement(node.structure, strategy.trigger.ticker, (message) => add(node.id, 'structure', message))
  }
  if (count > limits.nodes) {
    add(strategy.root.id, 'root', `A tree can hold up to ${limits.nodes} nodes; this one has ${count}.`)
  }
  return problems
}

/** The rules a schema cannot say: each fact's own range, a group with something in it, an IF that leads somewhere. */
function checkNode(node: TreeNode | Condition, add: (nodeId: string, field: string, message: string) => void) {
  switch (node.kind) {
    case 'test': {
      const info = factInfo[node.fact]
      const { min, max } = info.range
      const show = (value: number) => (info.editor === 'time' ? clockOf(value) : grouped(value))
      const inRange = (value: number | undefined) =>
        value !== undefined && value >= min && value <= max && (info.editor === 'number' || Number.isInteger(value))
      const message =
        info.editor === 'time'
          ? 'Time must be HH:MM, Eastern.'
          : info.editor === 'yesNo'
            ? 'Choose yes or no.'
            : `${info.label} must be from ${show(min)} to ${show(max)}.`
      if (!inRange(node.value)) add(node.id, 'value', message)
      if (node.op === 'between') {
        if (!inRange(node.upper)) add(node.id, 'upper', message)
        else if ((node.upper ?? 0) < node.value)
          add(node.id, 'upper', 'The upper value must not be below the lower one.')
      }
      if (node.fact === 'priceVsAverage' && !node.average?.trim()) {
        add(node.id, 'average', 'Name the moving average to compare with, such as SMA 50.')
      }
      return
    }
    case 'all':
    case 'any':
      if (node.conditions.length === 0) add(node.id, 'conditions', 'Add at least one condition to this group.')
      return
    case 'if':
      if (!node.onTrue && !node.onFalse) add(node.id, 'onTrue', 'Give this IF an action in THEN or ELSE.')
      return
    case 'skip':
      if (!node.auto && node.reason.trim() === '')
        add(node.id, 'reason', 'Say why this branch skips, so the run can report it.')
      return
    case 'open':
    case 'close':
      return
  }
}

/**
 * A covered call and a cash-secured put are trades in shares: the call is covered by shares held,
 * the put's cash buys shares at assignment. A cash-settled index option never delivers shares, so
 * on SPX, SPXW or XSP neither is what it says; the rule is the product's (contracts.ts).
 */
function checkSettlement(structure: Structure, ticker: string, add: (message: string) => void) {
  if (!cashSettled(ticker) || (structure !== 'covered-call' && structure !== 'cash-secured-put')) return
  const unit = structureInfo[structure].unit('call')
  const needs =
    structure === 'covered-call'
      ? `a covered call needs ${multiplier} shares a contract to deliver`
      : `the cash of a cash-secured put is there to buy ${multiplier} shares a contract`
  add(
    `No ${unit} on ${ticker}: ${ticker} options are ${contractSpec(ticker).exercise} and cash-settled at ${cashSettlementValue}, so an option in the money at expiry pays the difference in cash and no shares change hands, while ${needs}. Choose a credit spread, or a ticker whose options settle in shares.`,
  )
}

/** The scenario's own problems: numbers a run cannot use. */
export function validateScenario(scenario: Scenario): Problem[] {
  const result = v.safeParse(scenarioSchema, scenario)
  if (result.success) return []
  return result.issues.map((issue) => ({
    nodeId: 'scenario',
    field: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }))
}
