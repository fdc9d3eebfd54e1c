import type { Comparison, Fact } from './facts.ts'
import { earlyCloseTime, regularClose, regularOpen } from './market.ts'
import { type Condition, clockOf, minutesOf, type Strategy, type TreeNode } from './model.ts'
import { windowEndBefore } from './risk.ts'

/**
 * When a strategy can send an order in a session, read from the strategy itself: the session's
 * hours, the risk rules' window (its end kept as far before an early close as before the regular
 * one, risk.ts), a scheduled trigger's time, and every time condition (time of day, minutes since
 * the open, minutes to the close) on the way to each Open node. The templates' words state it
 * (templates-*.ts), and a test replays every template on an early close against what they state.
 *
 * A condition it cannot bound with one span (a time outside a range, one minute not matched) counts
 * as no bound, so the window is never narrower than what the engine does.
 */

/** The first and last minute (after midnight ET, both included) at which an order can go out; start > end: never. */
export type EntryWindow = { start: number; end: number }

type Hours = { open: number; close: number }

const unbounded: EntryWindow = { start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY }

const meet = (a: EntryWindow, b: EntryWindow): EntryWindow => ({
  start: Math.max(a.start, b.start),
  end: Math.min(a.end, b.end),
})
const empty = (window: EntryWindow) => window.start > window.end
/** The smallest span holding both (an empty one holds nothing). */
const hull = (a: EntryWindow, b: EntryWindow): EntryWindow =>
  empty(a) ? b : empty(b) ? a : { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) }

const timeFacts = new Set<Fact>(['timeOfDay', 'minutesSinceOpen', 'minutesToClose'])

/** The values of the fact a comparison holds for, on whole minutes; null when they are not one span. */
function valuesFor(op: Comparison, value: number, upper: number | undefined, negate: boolean): EntryWindow | null {
  const flipped = negate ? ({ lt: 'gte', lte: 'gt', gt: 'lte', gte: 'lt', eq: null, between: null } as const)[op] : op
  switch (flipped) {
    case 'lt':
      return { start: Number.NEGATIVE_INFINITY, end: Math.ceil(value) - 1 }
    case 'lte':
      return { start: Number.NEGATIVE_INFINITY, end: Math.floor(value) }
    case 'gt':
      return { start: Math.floor(value) + 1, end: Number.POSITIVE_INFINITY }
    case 'gte':
      return { start: Math.ceil(value), end: Number.POSITIVE_INFINITY }
    case 'eq':
      return { start: value, end: value }
    case 'between':
      return { start: Math.ceil(value), end: Math.floor(upper ?? value) }
    default:
      return null
  }
}

/** The minutes of the day a condition (or, negated, its ELSE) allows; unbounded where it reads no clock. */
function allowed(condition: Condition, negate: boolean, hours: Hours): EntryWindow {
  if (condition.kind === 'test') {
    if (!timeFacts.has(condition.fact)) return unbounded
    const values = valuesFor(condition.op, condition.value, condition.upper, negate)
    if (!values) return unbounded
    if (condition.fact === 'timeOfDay') return values
    if (condition.fact === 'minutesSinceOpen') return { start: hours.open + values.start, end: hours.open + values.end }
    return { start: hours.close - values.end, end: hours.close - values.start }
  }
  const parts = condition.conditions.map((child) => allowed(child, negate, hours))
  if (parts.length === 0) return unbounded
  // All true, or any false read as "each of them false": every part must hold. Otherwise any one may.
  const every = (condition.kind === 'all') !== negate
  return every ? parts.reduce(meet, unbounded) : parts.reduce(hull)
}

/** The span of minutes in which some Open node of the tree can be reached; null when the tree opens nothing. */
function treeWindow(node: TreeNode | null, hours: Hours, within: EntryWindow): EntryWindow | null {
  if (!node) return null
  if (node.kind === 'open') return within
  if (node.kind !== 'if') return null
  const branches = [
    treeWindow(node.onTrue, hours, meet(within, allowed(node.condition, false, hours))),
    treeWindow(node.onFalse, hours, meet(within, allowed(node.condition, true, hours))),
  ].filter((window): window is EntryWindow => window !== null)
  return branches.length === 0 ? null : branches.reduce(hull)
}

/** When the strategy can send an order in a session with these hours (its last minute is the one before the close). */
export function entryWindow(strategy: Strategy, hours: Hours): EntryWindow {
  const { risk, trigger } = strategy
  const session = { start: hours.open, end: hours.close - 1 }
  const rules = {
    start: minutesOf(risk.window.start),
    end: windowEndBefore(minutesOf(risk.window.end), hours.close),
  }
  const at = trigger.kind === 'schedule' ? minutesOf(trigger.at) : null
  const runs = at === null ? unbounded : { start: at, end: at }
  const tree = treeWindow(strategy.root, hours, unbounded) ?? { start: 1, end: 0 }
  return [session, rules, runs, tree].reduce(meet)
}

/** The hours of a regular session and of an early-close day's. */
export const regularSession: Hours = { open: regularOpen, close: regularClose }
export const earlyCloseSession: Hours = { open: regularOpen, close: earlyCloseTime }

/** "10:00–14:30 ET", "10:00 ET" for a single minute, "no time" when empty. */
export function windowWords(window: EntryWindow): string {
  if (empty(window)) return 'no time'
  return window.start === window.end
    ? `${clockOf(window.start)} ET`
    : `${clockOf(window.start)}–${clockOf(window.end)} ET`
}

/**
 * The strategy's entry window on a regular day and on an early-close day, as its summary states
 * it: "10:00–14:30 ET; 10:00–11:30 ET on an early-close day", or "(on an early-close day too)"
 * when the early close leaves it as it is.
 */
export function entryWindowWords(strategy: Strategy): string {
  const [regular, early] = [entryWindow(strategy, regularSession), entryWindow(strategy, earlyCloseSession)]
  const same = regular.start === early.start && regular.end === early.end
  return same
    ? `${windowWords(regular)}, on an early-close day too`
    : `${windowWords(regular)}; ${windowWords(early)} on an early-close day`
}
