import { alertIntent } from './alert-intent.ts'
import { nextTradingDay, session } from './calendar.ts'
import { type Evaluation, evaluate } from './evaluate.ts'
import { type Close, type Moment, unfilledWords } from './follow.ts'
import { dollars } from './format.ts'
import { fnv1a } from './hash.ts'
import { Ledger } from './ledger.ts'
import { regularClose, regularOpen, round2 } from './market.ts'
import {
  type Account,
  type Alert,
  type Condition,
  clockOf,
  minutesOf,
  type Scenario,
  type Strategy,
  type TreeNode,
  walk,
} from './model.ts'
import { bridge, dayPrices, mulberry32, type PathChoice, replayPath } from './paths.ts'
import { generateSession, type SessionEvent } from './session.ts'

export type { Close, ExitRule } from './follow.ts'
export { fillRules } from './follow.ts'

/** How the replay manages what it opens, in a sentence for the timeline. */
export const followNote =
  'Each open position is priced with the Lab’s model at every later alert and, between alerts and on each day after the session, on the simulated price path every 5 minutes (every minute in the last hour of the day it expires), and closed at the first rule that fires: its stop-loss or take-profit, the strategy’s own close or an exit alert, or its expiry (settled at intrinsic value: in cash for a cash-settled index option, by assignment where shares are delivered). A scheduled strategy runs only at its time, on the session’s day and every trading day after it.'

/**
 * How often the replay prices what it holds on the simulated path between its alerts and checks:
 * every `every` minutes on the clock, and every `lastHour` minutes in the last hour of a session in
 * which a held position expires (a 0-DTE position's gamma is highest there).
 */
export const pathChecks = { every: 5, lastHour: 1 } as const

/**
 * One row of the replay. `alert`: one of the session's alerts, run through the strategy. `exit`: a
 * moment of the simulated path between alerts and checks at which an exit rule fired (the checks at
 * which none fires are not shown). `check`: a
 * day after the session, at the strategy's scheduled time (the strategy runs then) or, for an
 * alert trigger, at 15 minutes before the close (only the exit rules run); a scheduled strategy's
 * run at its time on the session's day too. `close`: a session's close, where the positions
 * expiring that day settle. `end`: where the replay stops, and why.
 */
export type TimelineEntry = {
  kind: 'alert' | 'exit' | 'check' | 'close' | 'end'
  date: string
  time: string
  /** The underlying's synthetic price at that moment. */
  price: number
  /** The alert, for an `alert` row. */
  event: SessionEvent | null
  /** The strategy's run, when it ran. */
  evaluation: Evaluation | null
  /** Positions closed at that moment, in order: by an exit rule first, then by the strategy's decision. */
  closes: Close[]
  /** For an `end` row: the positions still open, named. */
  open?: string[]
  /** For an `end` row: why the replay stops there. */
  reason?: string
  /** The account after the row, as the next run reads it (the tests check it; the timeline shows none of its dollars). */
  account: Account
  /** For a row of the trader's own alert log (alert-log-replay.ts): the alert as the log gives it. */
  logged?: { line: number; name: string; message: string }
}

/**
 * Trading days the replay goes on after the session, about five months: a 45-day condor twice over,
 * or a wheel's put to its assignment, a covered call on the shares to their call-away and the put
 * after it. Bounded, so a replay stays one quick computation.
 */
export const followDays = 100

/**
 * Runs the session through the strategy, then goes on a trading day at a time on the real calendar
 * for `followDays`. An alert strategy runs at each of the session's alerts, and after the session
 * only its exit rules do (no more alerts come), so it stops as soon as nothing it opened is open. A
 * scheduled strategy runs only at its time: on the session's day (the alerts then only move the
 * price and fire exit rules) and every trading day after it, so a wheel goes from put to shares to
 * covered calls and back. Prices come from the market path (`market`, paths.ts; the scenario's own
 * or the date's): between the session's alerts a bridge shaped as the path's day, after the last
 * one and on every later day a walk at the scenario's IV minute by minute, each day from the last
 * close: as made up as the alerts. The last row says why the replay stops.
 *
 * The account carries forward through the `Ledger` (ledger.ts): an order opens a position, counts
 * as an entry, holds its buying power and adds its max loss to the open risk; a close gives that
 * back with what the close realized (fees included), which also counts toward today's realized
 * P&L for the daily loss cap. Entries and realized P&L start again each day. An assigned put adds
 * its shares (and their cost basis: the strike less the premium) for a covered call to use; a call
 * assigned takes them away. The facts `positionProfitPercent` and `positionDte` are the oldest
 * open position's, priced at the moment.
 *
 * At each alert and daily check, in this order: every open position is priced (`closePrice`) and
 * closed by the first risk rule that price breaks (`riskExit`: stop-loss, then take-profit); then
 * the strategy runs, where an order opens a position and a close (its close node, or an alert that
 * says exit) closes every position in the ticker at the moment's price. A position is first
 * checked at the moment after the one it opened at. At each session's close the positions
 * expiring then settle (`settle`): at intrinsic value, or by assignment. Prices and rules only:
 * nothing adds up a profit, and no row shows one.
 */
export function replay(
  strategy: Strategy,
  events: readonly SessionEvent[],
  start: Scenario,
  market: PathChoice = replayPath(start.market),
): TimelineEntry[] {
  const { trigger, risk } = strategy
  const { iv } = start.market
  const nodes = new Map([...walk(strategy.root)].map((node) => [node.id, node]))
  const ledger = new Ledger(start, risk, trigger.ticker)
  const timeline: TimelineEntry[] = []
  const row = (entry: Omit<TimelineEntry, 'account'>) => timeline.push({ ...entry, account: ledger.account })
  const scheduled = trigger.kind === 'schedule' ? minutesOf(trigger.at) : null

  /** Runs the strategy at a moment and applies what it decides; returns the run and the closes it made. */
  const decide = (moment: Moment, alert: Alert, dayMovePercent: number, vwap: number) => {
    const evaluation = evaluate(strategy, {
      alert,
      market: {
        ...start.market,
        date: moment.date,
        time: clockOf(moment.minutes),
        price: moment.price,
        dayMovePercent,
        averages: { ...start.market.averages, VWAP: vwap },
      },
      account: ledger.accountAt(moment),
    })
    const { outcome } = evaluation
    if (outcome.kind === 'order') ledger.open(outcome.ticket, moment)
    if (outcome.kind !== 'close') return { evaluation: plainReasons(evaluation, risk.dailyLossCap), closes: [] }
    const intent = alertIntent(alert)
    const [rule, why] =
      outcome.nodeId === 'trigger'
        ? (['exitAlert', intent.kind === 'exit' ? intent.why : ''] as const)
        : closeReason(evaluation, nodes)
    return { evaluation, closes: ledger.closeAll(moment, rule, why) }
  }

  let lastBlock = ''
  /** A scheduled strategy's run at its time: the exit rules, then the strategy, in a `check` row. */
  const scheduledRun = (moment: Moment, dayMovePercent: number, vwap: number, always: boolean) => {
    const closes = ledger.exits(moment)
    const decided = decide(moment, { ...start.alert, price: moment.price }, dayMovePercent, vwap)
    closes.push(...decided.closes)
    // A later day on which nothing changes is left out: the strategy holds, or a rule blocks it as it
    // did the day before (the first day of a block shows it). The session's day shows its run.
    const { outcome } = decided.evaluation
    const block = outcome.kind === 'blocked' ? outcome.rule : ''
    const repeated = block !== '' && block === lastBlock
    lastBlock = outcome.kind === 'skipped' ? lastBlock : block
    if (always || closes.length > 0 || (outcome.kind !== 'skipped' && !repeated)) {
      const { date, minutes, price } = moment
      row({ kind: 'check', date, time: clockOf(minutes), price, event: null, evaluation: decided.evaluation, closes })
    }
  }

  /** The positions expiring at that day's close settle there. */
  const closeOfDay = (date: string, price: number) => {
    const hours = session(date)
    if (!hours) return
    const closes = ledger.settleExpiring({ date, minutes: hours.close, price, iv })
    if (closes.length > 0) {
      row({ kind: 'close', date, time: clockOf(hours.close), price, event: null, evaluation: null, closes })
    }
  }

  /**
   * The simulated path from one known moment to the next (an alert's price, a day's check), minute
   * by minute: the exit rules are checked on it every `pathChecks.every` minutes on the clock, and
   * every minute in the last hour of a session in which a held position expires; a row is written
   * only where a rule fires. A scheduled strategy's run falls on the path at its time. Returns the
   * path's price at `to` (the next known price, or, with none, where the walk ends).
   */
  const path = (date: string, from: { minutes: number; price: number }, to: number, prices: readonly number[]) => {
    const close = session(date)?.close ?? regularClose
    for (let minutes = from.minutes + 1; minutes < to; minutes++) {
      const at = prices[minutes - from.minutes] ?? from.price
      if (scheduledDue(minutes)) {
        ranToday = true
        scheduledRun({ date, minutes, price: at, iv }, dayMove, vwap, date === day)
        continue
      }
      const lastHour = minutes >= close - 60 && ledger.positions.some((held) => held.ticket.expiration === date)
      if (minutes % (lastHour ? pathChecks.lastHour : pathChecks.every) !== 0 || ledger.positions.length === 0) continue
      const closes = ledger.exits({ date, minutes, price: at, iv })
      if (closes.length > 0) {
        row({ kind: 'exit', date, time: clockOf(minutes), price: at, event: null, evaluation: null, closes })
      }
    }
    return prices[to - from.minutes] ?? from.price
  }
  const pathRandom = mulberry32(seedOf(events) ^ market.seed ^ pathSalt)
  /** The session's day between two known moments: the path's bridge, shaped as the path's day is. */
  const sessionPath = (from: { minutes: number; price: number }, to: number, toPrice: number | null) =>
    path(
      day,
      from,
      to,
      bridge(pathRandom, { name: market.name, iv, opened: hours?.open ?? regularOpen }, from, to, toPrice),
    )
  const scheduledDue = (minutes: number) => !ranToday && scheduled !== null && minutes === scheduled

  // The session's day: every alert in order (a scheduled strategy's run at its time among them), then its close.
  // The session ends at the day's close: an early close's afternoon has no alerts.
  const day = start.market.date
  const hours = session(day)
  let price = start.market.price
  let dayMove = start.market.dayMovePercent
  let vwap = start.market.averages.VWAP ?? price
  let ranToday = scheduled === null || !hours || scheduled < hours.open || scheduled >= hours.close
  let last = { minutes: hours?.open ?? regularOpen, price }
  if (scheduledDue(last.minutes)) {
    ranToday = true
    scheduledRun({ date: day, minutes: last.minutes, price, iv }, dayMove, vwap, true)
  }
  for (const event of events) {
    const minutes = minutesOf(event.time)
    if (hours && minutes >= hours.close) break
    const open = hours !== null && minutes >= hours.open
    if (open && minutes > last.minutes) sessionPath(last, minutes, event.price)
    if (scheduledDue(minutes)) {
      ranToday = true
      scheduledRun({ date: day, minutes, price, iv }, dayMove, vwap, true)
    }
    price = event.price
    dayMove = event.dayMovePercent
    vwap = event.vwap
    if (open) last = { minutes, price }
    const moment = { date: day, minutes, price, iv }
    const closes = open ? ledger.exits(moment) : []
    if (scheduled !== null) {
      // A scheduled strategy does not run on alerts: they move the price and fire its exit rules only.
      if (closes.length > 0) row({ kind: 'alert', date: day, time: event.time, price, event, evaluation: null, closes })
      continue
    }
    const decided = decide(moment, event.alert, event.dayMovePercent, event.vwap)
    closes.push(...decided.closes)
    row({ kind: 'alert', date: day, time: event.time, price, event, evaluation: decided.evaluation, closes })
  }
  if (hours) {
    price = sessionPath(last, hours.close, null)
    closeOfDay(day, price)
  }

  // The days after: a scheduled strategy runs at its time each day; an alert strategy's positions are checked.
  // Each day walks on from the last close at the IV, minute by minute (paths.ts), one walk from open to close.
  const random = mulberry32(seedOf(events) ^ market.seed)
  let date = day
  let count = 0
  for (; count < followDays && (ledger.positions.length > 0 || scheduled !== null) && hours; count++) {
    date = nextTradingDay(date)
    const previous = price
    const today = session(date) ?? { open: regularOpen, close: regularClose }
    const prices = dayPrices(random, {
      name: market.name,
      iv,
      start: previous,
      length: today.close - today.open,
      first: false,
    })
    const at = Math.min(Math.max(scheduled ?? today.close - 15, today.open), today.close - 1)
    price = prices[at - today.open] ?? previous
    const moment = { date, minutes: at, price, iv }
    ledger.newDay()
    dayMove = round2((price / previous - 1) * 100)
    vwap = price
    ranToday = true
    path(date, { minutes: today.open, price: previous }, at, prices)
    if (scheduled !== null) scheduledRun(moment, dayMove, vwap, false)
    else {
      const closes = ledger.exits(moment)
      if (closes.length > 0) {
        row({ kind: 'check', date, time: clockOf(moment.minutes), price, event: null, evaluation: null, closes })
      }
    }
    price = path(date, { minutes: at, price }, today.close, prices.slice(at - today.open))
    closeOfDay(date, price)
  }
  const open = ledger.positions.map((held) =>
    [`${held.name} expiring ${held.ticket.expiration}`, unfilledWords(held).replace(/\.$/, '')]
      .filter(Boolean)
      .join(': '),
  )
  row({
    kind: 'end',
    date,
    time: clockOf(session(date)?.close ?? regularClose),
    price,
    event: null,
    evaluation: null,
    closes: [],
    ...(open.length > 0 ? { open } : {}),
    reason: endReason(scheduled !== null, hours !== null, count),
  })
  return timeline
}

/** Why the replay stops where it does, in a sentence for its last row. */
function endReason(scheduled: boolean, tradingDay: boolean, days: number): string {
  if (!tradingDay) return 'The scenario’s date is not a trading day: no session to replay, nothing to follow.'
  if (scheduled || days >= followDays) {
    return `The end of the replay’s window: ${followDays} trading days after the session.`
  }
  return days === 0
    ? 'Nothing left open at the session’s close, and no alerts after it: an alert strategy acts only on alerts.'
    : `Nothing left open after ${days} trading day${days === 1 ? '' : 's'} of checks, and no alerts after the session: an alert strategy acts only on alerts.`
}

/**
 * Why the strategy's close node was reached: the conditions of the last IF on the way that decided
 * it (those whose result is the branch taken), in the evaluation's own words. A time exit when one
 * of them reads the clock or the days left.
 */
export function closeReason(
  evaluation: Evaluation,
  nodes: Map<string, TreeNode | Condition>,
): ['timeExit' | 'strategyClose', string] {
  const lastIf = evaluation.steps.findLast((step) => step.kind === 'if')
  const node = lastIf && nodes.get(lastIf.nodeId)
  if (!lastIf || node?.kind !== 'if') return ['strategyClose', '']
  const tests = new Map(
    [...walk(node.condition)].flatMap((item) => (item.kind === 'test' ? [[item.id, item.fact] as const] : [])),
  )
  const deciding = evaluation.steps.filter(
    (step) => step.kind === 'test' && tests.has(step.nodeId) && step.result === lastIf.result,
  )
  const timed = deciding.some((step) => timeFacts.has(tests.get(step.nodeId) ?? ''))
  return [timed ? 'timeExit' : 'strategyClose', deciding.map((step) => step.sentence ?? '').join('; ')]
}

const timeFacts = new Set<string>(['positionDte', 'minutesToClose', 'timeOfDay', 'minutesSinceOpen'])

/**
 * The daily-loss-cap block says how much was lost today; in the replay that figure would be a sum
 * of its own simulated closes, so the row names the rule and the order's max loss only (the
 * account on the row carries the figures the tests check).
 */
export function plainReasons(evaluation: Evaluation, cap: number): Evaluation {
  const { outcome } = evaluation
  if (outcome.kind !== 'blocked' || outcome.rule !== 'dailyLossCap') return evaluation
  const reason = `Daily loss cap: ${outcome.ticket.capCount.phrase}, on top of today’s realized loss and what the open positions count, would pass the ${dollars(cap)} cap.`
  return { ...evaluation, outcome: { ...outcome, reason } }
}

/** Mixed into the session's seed for the path between alerts, so the days' own prices stay as they were. */
const pathSalt = 0x2f6b_7a1d

/** A seed from the session itself (FNV-1a over its prices), so the same session is always followed the same way. */
function seedOf(events: readonly SessionEvent[]): number {
  return fnv1a(events.map((event) => Math.round(event.price * 100)))
}

/**
 * The replay a visitor asks for: the scenario's market path (its own, or the date's), a session of
 * alerts on it from the scenario's price and IV, and that session run through the strategy.
 */
export function replayScenario(
  strategy: Strategy,
  scenario: Scenario,
): { path: PathChoice; timeline: TimelineEntry[] } {
  const path = replayPath(scenario.market)
  const events = generateSession({
    seed: path.seed,
    ticker: strategy.trigger.ticker,
    open: scenario.market.price,
    date: scenario.market.date,
    iv: scenario.market.iv,
    path: path.name,
  })
  return { path, timeline: replay(strategy, events, scenario, path) }
}
