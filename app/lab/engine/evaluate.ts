import { closedReason, earlyClose, session, weekday } from './calendar.ts'
import { decidingSentence, type Step, testCondition } from './conditions.ts'
import { longDate } from './format.ts'
import { clockOf, minutesOf, type Notify, type Scenario, type Strategy, type TreeNode } from './model.ts'
import { belowFloor } from './order-floor.ts'
import { type BlockingRule, firstBlock } from './risk.ts'
import type { RunContext } from './run-context.ts'
import { buildTicket, type Ticket } from './ticket.ts'
import { type Problem, validateScenario, validateStrategy } from './validate.ts'

/**
 * The dry run: the trigger and the market calendar checked, the tree walked (conditions.ts reads
 * each fact), and an order ticket written (ticket.ts) and held to the risk rules (risk.ts). The
 * post an order would publish is post.ts's.
 */

export type { Step } from './conditions.ts'
export { formatFact } from './conditions.ts'
export { comparisonSymbols, factLabels } from './facts.ts'
export { simulationNote, structureLabels } from './kinds.ts'
export { orderPost } from './post.ts'
export type { BlockingRule } from './risk.ts'
export type { Leg, Ticket } from './ticket.ts'
export { validateScenario }

export type Outcome =
  | { kind: 'order'; nodeId: string; ticket: Ticket; notify: Notify }
  | { kind: 'close'; nodeId: string; positions: number; notify: Notify }
  /**
   * `reason` names the deciding conditions with their values ("VIX 22.0 is not below 20"), or the
   * calendar or alert fact that stopped the run; `note` is the strategy author's own words, when a
   * Do-nothing node was reached.
   */
  | { kind: 'skipped'; nodeId: string | null; reason: string; note?: string }
  | { kind: 'blocked'; nodeId: string; rule: BlockingRule; reason: string; ticket: Ticket }
  | { kind: 'invalid'; problems: Problem[] }

export type Evaluation = {
  steps: Step[]
  /** Ids of the tree nodes the run went through, in order (conditions inside an IF included). */
  path: string[]
  outcome: Outcome
}

/**
 * Runs the strategy once against the scenario: checks the trigger and the market calendar, walks
 * the tree recording each condition's actual value, and ends in an order ticket, a close, a skip
 * with its reason, or a block by the first rule the order breaks. A strategy or scenario with
 * problems comes back as `invalid`, listing them; anything else that goes wrong is a bug and throws.
 */
export function evaluate(strategy: Strategy, scenario: Scenario): Evaluation {
  const problems = [...validateStrategy(strategy), ...validateScenario(scenario)]
  if (problems.length > 0) return { steps: [], path: [], outcome: { kind: 'invalid', problems } }
  return run(strategy, scenario)
}

/** Why the market is closed at that date and time, in words, or null when it is open. */
export function marketClosed(date: string, minutes: number): string | null {
  const closed = closedReason(date)
  if (closed) {
    return weekday(date) === 0 || weekday(date) === 6
      ? `${longDate(date)} is a weekend day`
      : `${longDate(date)} is a market holiday: ${closed}`
  }
  const hours = session(date)
  if (!hours) return `${longDate(date)} has no session`
  if (minutes < hours.open) return `${clockOf(minutes)} ET is before the 09:30 ET open`
  if (minutes >= hours.close) {
    const early = earlyClose(date)
    return early
      ? `${clockOf(minutes)} ET is after the 13:00 ET early close (${early})`
      : `${clockOf(minutes)} ET is after the 16:00 ET close`
  }
  return null
}

function run(strategy: Strategy, scenario: Scenario): Evaluation {
  const { trigger } = strategy
  const steps: Step[] = []
  const path: string[] = []
  const skipped = (reason: string): Evaluation => ({ steps, path, outcome: { kind: 'skipped', nodeId: null, reason } })

  const { alert } = scenario
  if (trigger.kind === 'alert') {
    if (alert.ticker.toUpperCase() !== trigger.ticker) {
      return skipped(`The alert is for ${alert.ticker}; this strategy trades ${trigger.ticker}.`)
    }
    if (alert.action === 'cancel') return skipped('The alert says cancel: nothing new is placed.')
    // "add" adds to the long side, as TradingView's strategies send it; "exit" is handled below.
    const side = alert.action === 'add' ? 'buy' : alert.action
    if (alert.action !== 'exit' && trigger.action !== 'any' && side !== trigger.action) {
      return skipped(`The alert says ${alert.action}; this strategy starts on ${trigger.action} alerts only.`)
    }
  }
  const { date } = scenario.market
  const minutes = trigger.kind === 'schedule' ? minutesOf(trigger.at) : minutesOf(scenario.market.time)
  const closed = marketClosed(date, minutes)
  if (closed) return skipped(`The market is closed: ${closed}. No order is sent.`)

  // An exit alert closes the strategy's open position in its ticker, whatever the tree says.
  if (trigger.kind === 'alert' && alert.action === 'exit') {
    const positions = scenario.account.positionsInTicker
    if (positions === 0) return skipped(`The alert says exit, and there is no open position in ${trigger.ticker}.`)
    return {
      steps,
      path,
      outcome: { kind: 'close', nodeId: 'trigger', positions, notify: { discord: false, telegram: false } },
    }
  }

  // An alert may carry only a ticker and an action: the price is then the market's, and the ticket says so.
  const alertPrice = trigger.kind === 'alert' ? alert.price : undefined
  const context: RunContext = {
    scenario,
    ticker: trigger.ticker,
    date,
    price: alertPrice ?? scenario.market.price,
    ...(trigger.kind === 'alert' && alertPrice === undefined
      ? {
          priceNote: `The alert carries no price: priced at the scenario’s underlying price, $${scenario.market.price.toFixed(2)}.`,
        }
      : {}),
    minutes,
    close: session(date)?.close ?? 0,
  }

  let node: TreeNode | null = strategy.root
  // The last IF's deciding checks, as a sentence: what a skip reached through it reports.
  let decided: string | null = null
  while (node) {
    path.push(node.id)
    if (node.kind === 'if') {
      const result = testCondition(node.condition, context, steps, path)
      steps.push({ nodeId: node.id, kind: 'if', result })
      decided = decidingSentence(node.condition, steps)
      const next: TreeNode | null = result ? node.onTrue : node.onFalse
      if (!next) {
        const reason = `${decided}; the strategy has no action for this case (${result ? 'THEN' : 'ELSE'} is empty).`
        return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason } }
      }
      node = next
      continue
    }
    if (node.kind === 'skip') {
      const note = node.reason.trim()
      const outcome = decided
        ? { kind: 'skipped' as const, nodeId: node.id, reason: `${decided}.`, ...(note ? { note } : {}) }
        : { kind: 'skipped' as const, nodeId: node.id, reason: note || 'The strategy does nothing here.' }
      return { steps, path, outcome }
    }
    if (node.kind === 'close') {
      const positions = scenario.account.positionsInTicker
      if (positions === 0) {
        const reason = `Nothing to close: no open position in ${context.ticker}.`
        return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason } }
      }
      return { steps, path, outcome: { kind: 'close', nodeId: node.id, positions, notify: node.notify } }
    }
    const ticket = buildTicket(node, strategy, context)
    const floor = belowFloor(node, ticket)
    if (floor) return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason: floor } }
    const block = firstBlock(strategy.risk, ticket, context)
    if (block) return { steps, path, outcome: { kind: 'blocked', nodeId: node.id, ticket, ...block } }
    return { steps, path, outcome: { kind: 'order', nodeId: node.id, ticket, notify: node.notify } }
  }
  return skipped('The tree is empty.')
}
