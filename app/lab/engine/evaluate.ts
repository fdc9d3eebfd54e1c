import { alertIntent, alertPrice as priceOf, sentimentAgainst } from './alert-intent.ts'
import { addDays, closedReason, earlyClose, expiryFor, session, weekday } from './calendar.ts'
import { decidingSentence, type Step, testCondition } from './conditions.ts'
import { longDate } from './format.ts'
import { structureInfo } from './kinds.ts'
import {
  clockOf,
  minutesOf,
  type Notify,
  type OpenAction,
  type Scenario,
  type Strategy,
  type TreeNode,
  walk,
} from './model.ts'
import { belowFloor, feesOverProfit } from './order-floor.ts'
import { type Quotes, quoteSkip } from './quotes.ts'
import { type BlockingRule, firstBlock, quantityCap } from './risk.ts'
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
  /** `reason` says why an alert closed, when the alert rather than the tree did. */
  | { kind: 'close'; nodeId: string; positions: number; notify: Notify; reason?: string }
  /**
   * `reason` names the deciding conditions with their values ("VIX 22.0 is not below 20"), or the
   * calendar or alert fact that stopped the run; `note` is the Do-nothing node's note, when one was
   * reached: derived from its IF's condition, or, `written`, the visitor's own words.
   */
  | { kind: 'skipped'; nodeId: string | null; reason: string; note?: string; written?: true }
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
export function evaluate(strategy: Strategy, scenario: Scenario, quotes?: Quotes): Evaluation {
  return evaluateChecked(strategy, scenario, problemsOf(strategy, scenario), quotes)
}

/** What is wrong with a strategy or its scenario (`evaluate`'s first step, on its own). */
export function problemsOf(strategy: Strategy, scenario: Scenario): Problem[] {
  return [...validateStrategy(strategy), ...validateScenario(scenario)]
}

/**
 * `evaluate`'s second step: the dry run of a strategy and scenario whose problems (`problemsOf`)
 * are known. The two steps apart let a caller that works ahead in idle time take them in two tasks.
 */
export function evaluateChecked(
  strategy: Strategy,
  scenario: Scenario,
  problems: Problem[],
  quotes?: Quotes,
): Evaluation {
  if (problems.length > 0) return { steps: [], path: [], outcome: { kind: 'invalid', problems } }
  return run(strategy, scenario, quotes)
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
  if (minutes < hours.open) return `${clockOf(minutes)} ET is before the ${clockOf(hours.open)} ET open`
  if (minutes >= hours.close) {
    const early = earlyClose(date)
    return early
      ? `${clockOf(minutes)} ET is after the ${clockOf(hours.close)} ET early close (${early})`
      : `${clockOf(minutes)} ET is after the ${clockOf(hours.close)} ET close`
  }
  return null
}

function run(strategy: Strategy, scenario: Scenario, quotes: Quotes | undefined): Evaluation {
  const { trigger } = strategy
  const steps: Step[] = []
  const path: string[] = []
  const skipped = (reason: string): Evaluation => ({ steps, path, outcome: { kind: 'skipped', nodeId: null, reason } })

  const { alert } = scenario
  const intent = trigger.kind === 'alert' ? alertIntent(alert) : null
  if (trigger.kind === 'alert') {
    if (alert.ticker.toUpperCase() !== trigger.ticker) {
      return skipped(`The alert is for ${alert.ticker}; this strategy trades ${trigger.ticker}.`)
    }
    if (intent?.kind === 'none') return skipped(intent.words)
    if (intent?.kind === 'enter' && trigger.action !== 'any' && intent.side !== trigger.action) {
      return skipped(`The alert says ${alert.action}; this strategy starts on ${trigger.action} alerts only.`)
    }
  }
  const { date } = scenario.market
  const minutes = trigger.kind === 'schedule' ? minutesOf(trigger.at) : minutesOf(scenario.market.time)
  const closed = marketClosed(date, minutes)
  if (closed) return skipped(`The market is closed: ${closed}. No order is sent.`)

  // An exit (action exit, or buy or sell with sentiment flat) closes the strategy's open position in
  // its ticker, whatever the tree says, and never opens one.
  if (intent?.kind === 'exit') {
    const positions = scenario.account.positionsInTicker
    if (positions === 0) return skipped(`${intent.words}, and there is no open position in ${trigger.ticker}.`)
    return {
      steps,
      path,
      outcome: {
        kind: 'close',
        nodeId: 'trigger',
        positions,
        notify: { discord: false, telegram: false },
        reason: `${intent.words}.`,
      },
    }
  }

  // An alert may carry only a ticker and an action: the price is then the market's, and the ticket says so.
  const alertPrice = trigger.kind === 'alert' ? priceOf(alert) : undefined
  const alertNotes = [
    ...(trigger.kind === 'alert' && alertPrice === undefined
      ? [`The alert carries no price: priced at the scenario’s underlying price, $${scenario.market.price.toFixed(2)}.`]
      : []),
    ...(intent?.kind === 'enter' && intent.note ? [intent.note] : []),
  ]
  const exits = trigger.kind === 'alert' ? alertExitsOf(alert) : undefined
  const context: RunContext = {
    scenario,
    ticker: trigger.ticker,
    date,
    price: alertPrice ?? scenario.market.price,
    alertNotes,
    ...(exits ? { alertExits: exits } : {}),
    minutes,
    close: session(date)?.close ?? 0,
    ...(quotes ? { quotes } : {}),
  }

  let node: TreeNode | null = strategy.root
  // The last IF's deciding checks, as a sentence: what a skip reached through it reports.
  let decided: string | null = null
  while (node) {
    path.push(node.id)
    if (node.kind === 'if') {
      const result = testCondition(node.condition, { ...context, expiry: expiryUnder(node, context) }, steps, path)
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
      const written = note && !node.auto ? { written: true as const } : {}
      const outcome = decided
        ? { kind: 'skipped' as const, nodeId: node.id, reason: `${decided}.`, ...(note ? { note, ...written } : {}) }
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
    const ticket = orderTicket(node, strategy, context, trigger.kind === 'alert' ? alert.quantity : undefined)
    if ('problem' in ticket)
      return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason: ticket.problem } }
    const unquotable = quotes ? quoteSkip(ticket.legs, quotes.maxSpreadPercent) : null
    if (unquotable) return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason: unquotable } }
    // An entry the alert's sentiment contradicts is named on the ticket, or skipped where the trigger says so.
    const against =
      intent?.kind === 'enter'
        ? sentimentAgainst(alert, {
            structure: ticket.structure,
            right: ticket.legs[0]?.right,
            unit: structureInfo[node.structure].unit(node.right),
          })
        : null
    if (against && trigger.kind === 'alert' && trigger.sentiment === 'block') {
      const reason = `${against} Not sent: this strategy skips an entry its alert’s sentiment contradicts.`
      return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason } }
    }
    if (against) ticket.notes.push(against)
    const offGrid = node.offGrid === 'skip' ? offGridSkip(ticket) : null
    if (offGrid) return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason: offGrid } }
    const floor = belowFloor(node, ticket) ?? feesOverProfit(strategy.risk, ticket)
    if (floor) return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason: floor } }
    const block = firstBlock(strategy.risk, ticket, context)
    if (block) return { steps, path, outcome: { kind: 'blocked', nodeId: node.id, ticket, ...block } }
    return { steps, path, outcome: { kind: 'order', nodeId: node.id, ticket, notify: node.notify } }
  }
  return skipped('The tree is empty.')
}

/** The alert's TradersPost exits, when it sends any. */
function alertExitsOf(alert: Scenario['alert']): RunContext['alertExits'] {
  const { takeProfit, stopLoss } = alert
  if (!takeProfit && !stopLoss) return undefined
  return { ...(takeProfit ? { takeProfit } : {}), ...(stopLoss ? { stopLoss } : {}) }
}

/**
 * Why an Open node that asks to skip rather than adjust sends nothing: each width or delta the grid
 * could not give, with what it asked and what the grid had; null when the grid gave what it asked.
 */
function offGridSkip(ticket: Ticket): string | null {
  const misses = ticket.offGrid ?? []
  if (misses.length === 0) return null
  // What the ticket would have used instead; the risk figures are moot once nothing is sent.
  const said = misses.map((note) => note.replace(/; the max loss and buying power use the \S+ width\.$/, '.'))
  return `Not sent: the Open node skips rather than trade strikes other than those it asks for. ${said.join(' ')}`
}

/**
 * The expiry the "event before expiry" fact reads at an IF: the latest expiry among the Open nodes
 * under it (the option it would open), or, with none, the open position's (its days left from the
 * scenario); null when there is neither.
 */
function expiryUnder(node: Extract<TreeNode, { kind: 'if' }>, context: RunContext): RunContext['expiry'] {
  const opens = [node.onTrue, node.onFalse].flatMap((branch) =>
    branch ? [...walk(branch)].filter((item): item is OpenAction => item.kind === 'open') : [],
  )
  const latest = opens
    .map((open) => ({ open, date: expiryFor(context.ticker, context.date, open.dte) }))
    .reduce<{ open: OpenAction; date: string } | null>(
      (best, item) => (!best || item.date > best.date ? item : best),
      null,
    )
  if (latest) {
    const { structure, right } = latest.open
    return { date: latest.date, of: `the ${structureInfo[structure].unit(right)} this IF opens` }
  }
  const { positionsInTicker, positionDte } = context.scenario.account
  return positionsInTicker > 0 ? { date: addDays(context.date, positionDte), of: 'the open position' } : null
}

/**
 * The Open node's ticket, or, when the alert carries a quantity, the ticket for that quantity
 * capped by the risk rules that bound an order's size, with the quantity's source and any cap
 * named on the ticket.
 */
function orderTicket(
  node: OpenAction,
  strategy: Strategy,
  context: RunContext,
  requested: number | undefined,
): Ticket | { problem: string } {
  if (requested === undefined) return buildTicket(node, strategy, context)
  const unit = buildTicket({ ...node, quantity: 1 }, strategy, context)
  if ('problem' in unit) return unit
  const cap = quantityCap(strategy.risk, unit, requested)
  const ticket = buildTicket({ ...node, quantity: cap.quantity }, strategy, context)
  if ('problem' in ticket) return ticket
  ticket.notes.push(cap.words(node.quantity))
  return ticket
}
