import { daysBetween, nextTradingDay, session } from './calendar.ts'
import { type Evaluation, evaluate } from './evaluate.ts'
import {
  type Close,
  closePrice,
  closeWords,
  daysLeft,
  type ExitRule,
  expired,
  type Held,
  hold,
  type Moment,
  profitPercent,
  realized,
  riskExit,
  settle,
} from './follow.ts'
import { dollars } from './format.ts'
import { fnv1a } from './hash.ts'
import { regularClose, regularOpen, round2, tradingDaysPerYear } from './market.ts'
import {
  type Account,
  type Alert,
  type Condition,
  clockOf,
  minutesOf,
  type RiskRules,
  type Scenario,
  type Strategy,
  type TreeNode,
  walk,
} from './model.ts'
import { mulberry32, type SessionEvent } from './session.ts'
import type { Ticket } from './ticket.ts'

export type { Close, ExitRule } from './follow.ts'

/** How the replay manages what it opens, in a sentence for the timeline. */
export const followNote =
  'Each open position is priced with the Lab’s model at every later alert, then once a day after the session, and closed at the first rule that fires: its stop-loss or take-profit, the strategy’s own close or an exit alert, or its expiry (settled at intrinsic value, or assigned).'

/**
 * One row of the replay. `alert`: one of the session's alerts, run through the strategy. `check`: a
 * day after the session, at the strategy's scheduled time (the strategy runs then) or, for an
 * alert trigger, at 15 minutes before the close (only the exit rules run). `close`: a session's
 * close, where the positions expiring that day settle. `end`: the replay stops following with
 * positions still open.
 */
export type TimelineEntry = {
  kind: 'alert' | 'check' | 'close' | 'end'
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
  /** The account after the row, as the next run reads it (the tests check it; the timeline shows none of its dollars). */
  account: Account
}

/** Trading days the replay follows its positions after the session: enough for the Library's 45-day condor. */
export const followDays = 50

/**
 * The account as the replay carries it forward, with the positions it opened: an order opens a
 * position, counts as an entry and holds its buying power; a close gives that back with what it
 * realized (fees included), which also counts toward today's realized P&L; a settlement moves
 * shares in or out. Every change to the account goes through one of its methods.
 */
class Ledger {
  account: Account
  /** Open positions the replay opened, oldest first. */
  readonly positions: Held[] = []
  /** Positions in the ticker from before the session: the scenario gives their count and facts, not their legs. */
  private earlier: number

  constructor(
    private readonly start: Scenario,
    private readonly risk: RiskRules,
    private readonly ticker: string,
  ) {
    this.account = { ...start.account }
    this.earlier = start.account.positionsInTicker
  }

  open(ticket: Ticket, moment: Moment): void {
    this.positions.push(hold(ticket))
    const { account } = this
    this.account = {
      ...account,
      openPositions: account.openPositions + 1,
      positionsInTicker: account.positionsInTicker + 1,
      entriesToday: account.entriesToday + 1,
      lastEntryTime: clockOf(moment.minutes),
      // The run's buying-power rule let the order through only if the account has it.
      buyingPower: account.buyingPower - ticket.buyingPower,
    }
  }

  /** A new trading day: entries and realized P&L start again. */
  newDay(): void {
    this.account = { ...this.account, entriesToday: 0, lastEntryTime: '', realizedPnlToday: 0 }
  }

  /** Closes one position: what it gives back to buying power and what it realized. */
  private remove(held: Held, close: Close, buyingPower: number, gain: number): Close {
    this.positions.splice(this.positions.indexOf(held), 1)
    const { account } = this
    this.account = {
      ...account,
      openPositions: Math.max(0, account.openPositions - 1),
      positionsInTicker: Math.max(0, account.positionsInTicker - 1),
      buyingPower: Math.max(0, account.buyingPower + buyingPower),
      realizedPnlToday: account.realizedPnlToday + gain,
    }
    return close
  }

  /** Closes a position at a close price, by a rule. */
  private closeAt(held: Held, price: number, rule: Exclude<ExitRule, 'expiry' | 'assignment'>, why = ''): Close {
    const gain = realized(held, price, true)
    return this.remove(held, closeWords(held, rule, price, this.risk, why), held.held + gain, gain)
  }

  /** The risk rules at a moment: each open position priced, closed if a rule fires. */
  exits(moment: Moment): Close[] {
    return [...this.positions].flatMap((held) => {
      const price = closePrice(held, moment)
      const rule = riskExit(held, price)
      return rule ? [this.closeAt(held, price, rule)] : []
    })
  }

  /** Every position in the ticker closed by the strategy (its close node, or an exit alert). */
  closeAll(moment: Moment, rule: 'exitAlert' | 'timeExit' | 'strategyClose', why: string): Close[] {
    const closes = [...this.positions].map((held) => this.closeAt(held, closePrice(held, moment), rule, why))
    const { earlier, ticker } = this
    if (earlier > 0) {
      const noun = `position${earlier === 1 ? '' : 's'}`
      closes.push({
        rule,
        position: `${earlier} ${noun} held before the session`,
        expiration: '',
        price: null,
        text: `Closed ${earlier} ${ticker} ${noun} held before the session: the scenario gives no legs, so no price.`,
      })
      this.account = {
        ...this.account,
        openPositions: Math.max(0, this.account.openPositions - earlier),
        positionsInTicker: Math.max(0, this.account.positionsInTicker - earlier),
      }
      this.earlier = 0
    }
    return closes
  }

  /** At a session's close: the positions expiring then settle, with their shares in or out. */
  settleExpiring(moment: Moment): Close[] {
    const closes: Close[] = []
    for (const held of [...this.positions]) {
      if (!expired(held, moment)) continue
      const settled = settle(held, moment.price, this.ticker)
      closes.push(this.remove(held, settled.close, settled.buyingPower, settled.realized))
      if (settled.shares === 0) continue
      const { sharesHeld, costBasis } = this.account
      const shares = Math.max(0, sharesHeld + settled.shares)
      // Shares bought average into the cost basis; shares sold leave it as it was.
      const basis =
        settled.shares > 0
          ? (sharesHeld * costBasis + settled.shares * settled.basis) / shares
          : shares > 0
            ? costBasis
            : 0
      this.account = { ...this.account, sharesHeld: shares, costBasis: round2(basis) }
    }
    return closes
  }

  /** The account a run reads: the oldest open position's profit and days left, priced at the moment. */
  accountAt(moment: Moment): Account {
    if (this.earlier > 0) {
      const elapsed = daysBetween(this.start.market.date, moment.date)
      return { ...this.account, positionDte: Math.max(0, this.start.account.positionDte - elapsed) }
    }
    const oldest = this.positions[0]
    if (!oldest) return this.account
    return {
      ...this.account,
      positionProfitPercent: profitPercent(oldest, closePrice(oldest, moment)),
      positionDte: daysLeft(oldest, moment.date),
    }
  }
}

/**
 * Runs every alert of the session through the strategy in order, then follows what it opened, a
 * trading day at a time on the real calendar, until the last of it is closed (or for
 * `followDays`). Prices after the session continue the session's random walk, seeded by the
 * session itself, with daily steps of the scenario's IV over √252: as made up as the alerts.
 *
 * The account carries forward: an order opens a position, counts as an entry and holds its buying
 * power; a close gives that back with what the close realized (fees included), which also counts
 * toward today's realized P&L for the daily loss cap. Entries and realized P&L start again each
 * day. An assigned put adds its shares (and their cost basis) for a covered call to use; a call
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
export function replay(strategy: Strategy, events: readonly SessionEvent[], start: Scenario): TimelineEntry[] {
  const { trigger, risk } = strategy
  const { iv } = start.market
  const nodes = new Map([...walk(strategy.root)].map((node) => [node.id, node]))
  const ledger = new Ledger(start, risk, trigger.ticker)
  const timeline: TimelineEntry[] = []
  const row = (entry: Omit<TimelineEntry, 'account'>) => timeline.push({ ...entry, account: ledger.account })

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
    if (outcome.kind !== 'close') return { evaluation, closes: [] }
    const [rule, why] = outcome.nodeId === 'trigger' ? (['exitAlert', ''] as const) : closeReason(evaluation, nodes)
    return { evaluation, closes: ledger.closeAll(moment, rule, why) }
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

  // The session's day: every alert in order, then its close.
  const day = start.market.date
  const hours = session(day)
  let price = start.market.price
  let dayClosed = !hours
  for (const event of events) {
    const minutes = minutesOf(event.time)
    if (hours && !dayClosed && minutes >= hours.close) {
      closeOfDay(day, price)
      dayClosed = true
    }
    price = event.price
    const moment = { date: day, minutes, price, iv }
    const open = hours !== null && minutes >= hours.open && minutes < hours.close
    const closes = open ? ledger.exits(moment) : []
    const decided = decide(moment, event.alert, event.dayMovePercent, event.vwap)
    closes.push(...decided.closes)
    row({
      kind: 'alert',
      date: day,
      time: event.time,
      price,
      event,
      evaluation: plainReasons(decided.evaluation, risk.dailyLossCap),
      closes,
    })
  }
  if (!dayClosed) closeOfDay(day, price)

  // The days after: one check a day while anything the replay opened is open.
  const random = mulberry32(seedOf(events))
  const dailyMove = (iv / 100 / Math.sqrt(tradingDaysPerYear)) * Math.sqrt(3)
  let date = day
  for (let count = 0; count < followDays && ledger.positions.length > 0 && hours; count++) {
    date = nextTradingDay(date)
    const previous = price
    price = round2(Math.max(1, price * (1 + (random() - 0.5) * 2 * dailyMove)))
    const today = session(date) ?? { open: regularOpen, close: regularClose }
    const at = trigger.kind === 'schedule' ? minutesOf(trigger.at) : today.close - 15
    const moment = { date, minutes: Math.min(Math.max(at, today.open), today.close - 1), price, iv }
    ledger.newDay()
    const closes = ledger.exits(moment)
    let evaluation: Evaluation | null = null
    if (trigger.kind === 'schedule') {
      const decided = decide(moment, { ...start.alert, price }, round2((price / previous - 1) * 100), price)
      evaluation = decided.evaluation
      closes.push(...decided.closes)
    }
    // A day on which nothing changes (the strategy holds) is left out.
    if (closes.length > 0 || (evaluation && evaluation.outcome.kind !== 'skipped')) {
      row({
        kind: 'check',
        date,
        time: clockOf(moment.minutes),
        price,
        event: null,
        evaluation: evaluation && plainReasons(evaluation, risk.dailyLossCap),
        closes,
      })
    }
    closeOfDay(date, price)
  }
  if (ledger.positions.length > 0) {
    row({
      kind: 'end',
      date,
      time: clockOf(session(date)?.close ?? regularClose),
      price,
      event: null,
      evaluation: null,
      closes: [],
      open: ledger.positions.map((held) => `${held.name} expiring ${held.ticket.expiration}`),
    })
  }
  return timeline
}

/**
 * Why the strategy's close node was reached: the conditions of the last IF on the way that decided
 * it (those whose result is the branch taken), in the evaluation's own words. A time exit when one
 * of them reads the clock or the days left.
 */
function closeReason(
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
 * of its own simulated closes, so the row names the rule and the order's max loss only.
 */
function plainReasons(evaluation: Evaluation, cap: number): Evaluation {
  const { outcome } = evaluation
  if (outcome.kind !== 'blocked' || outcome.rule !== 'dailyLossCap') return evaluation
  const reason = `Daily loss cap: this order’s max loss of ${dollars(outcome.ticket.maxLossTowardCap)}, on top of today’s realized loss, would pass the ${dollars(cap)} cap.`
  return { ...evaluation, outcome: { ...outcome, reason } }
}

/** A seed from the session itself (FNV-1a over its prices), so the same session is always followed the same way. */
function seedOf(events: readonly SessionEvent[]): number {
  return fnv1a(events.map((event) => Math.round(event.price * 100)))
}
