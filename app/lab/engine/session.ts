import { daysBetween, nextTradingDay, session } from './calendar.ts'
import { type Evaluation, evaluate } from './evaluate.ts'
import {
  type Close,
  closePrice,
  closeWords,
  daysLeft,
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
  type Scenario,
  type Strategy,
  type TreeNode,
  walk,
} from './model.ts'

export type { Close, ExitRule } from './follow.ts'

/**
 * A synthetic trading day for the replay: alerts at made-up times and prices from a seeded random
 * walk, the same every time for the same seed. Clearly not market data, and labelled so wherever
 * it is shown.
 */
export type SessionEvent = { time: string; alert: Alert; price: number; dayMovePercent: number; vwap: number }

export const sessionLabel =
  'Synthetic session: made-up alerts and prices, not market data. What it opens is then followed on made-up daily prices to each exit.'

/** How the replay manages what it opens, in a sentence for the timeline. */
export const followNote =
  'Each open position is priced with the Lab’s model at every later alert, then once a day after the session, and closed at the first rule that fires: its stop-loss or take-profit, the strategy’s own close or an exit alert, or its expiry (settled at intrinsic value, or assigned).'

/** mulberry32: a small, well-known seeded PRNG (uniform floats in [0, 1)). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * One session of `count` alerts for `ticker`, from 09:35 to 15:55 ET: the price walks from `open`
 * in steps drawn evenly from −0.6 % to +0.6 % of the price, VWAP trails it, and each alert's
 * action follows the last step.
 */
/** The largest step of the session's walk, as a fraction of the price. */
const maxStep = 0.006

export function generateSession({
  seed,
  ticker,
  open,
  count = 16,
}: {
  seed: number
  ticker: string
  open: number
  count?: number
}): SessionEvent[] {
  const random = mulberry32(seed)
  const start = minutesOf('09:35')
  const span = minutesOf('15:55') - start
  let price = open
  let weighted = 0
  let weights = 0
  const events: SessionEvent[] = []
  for (let index = 0; index < count; index++) {
    const step = (random() - 0.5) * 2 * maxStep * price
    price = Math.max(1, price + step)
    weighted += price
    weights += 1
    const minutes = start + Math.round(((index + random() * 0.8) / count) * span)
    events.push({
      time: clockOf(minutes),
      alert: {
        ticker,
        action: step >= 0 ? 'buy' : 'sell',
        price: round2(price),
        message: `${ticker} alert ${index + 1}`,
      },
      price: round2(price),
      dayMovePercent: round2((price / open - 1) * 100),
      vwap: round2(weighted / weights),
    })
  }
  return events
}

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
  const { ticker } = trigger
  const iv = start.market.iv
  const nodes = new Map([...walk(strategy.root)].map((node) => [node.id, node]))
  let account = { ...start.account }
  const positions: Held[] = []
  // Positions in the ticker from before the session: the scenario gives their count and facts, not their legs.
  let earlier = start.account.positionsInTicker
  const timeline: TimelineEntry[] = []

  const remove = (held: Held, close: Close, buyingPower: number, realized: number) => {
    positions.splice(positions.indexOf(held), 1)
    account = {
      ...account,
      openPositions: Math.max(0, account.openPositions - 1),
      positionsInTicker: Math.max(0, account.positionsInTicker - 1),
      buyingPower: Math.max(0, account.buyingPower + buyingPower),
      realizedPnlToday: account.realizedPnlToday + realized,
    }
    return close
  }

  /** The risk rules at a moment of the session or a daily check: each open position priced, closed if a rule fires. */
  const exits = (moment: Moment): Close[] => {
    const closes: Close[] = []
    for (const held of [...positions]) {
      const price = closePrice(held, moment)
      const rule = riskExit(held, price)
      if (!rule) continue
      const gain = realized(held, price, true)
      closes.push(remove(held, closeWords(held, rule, price, risk), held.held + gain, gain))
    }
    return closes
  }

  /** At a session's close: the positions expiring then settle, with their shares in or out. */
  const expire = (moment: Moment): Close[] => {
    const closes: Close[] = []
    for (const held of [...positions]) {
      if (!expired(held, moment)) continue
      const settled = settle(held, moment.price, ticker)
      closes.push(remove(held, settled.close, settled.buyingPower, settled.realized))
      if (settled.shares === 0) continue
      const shares = Math.max(0, account.sharesHeld + settled.shares)
      // Shares bought average into the cost basis; shares sold leave it as it was.
      const basis =
        settled.shares > 0
          ? (account.sharesHeld * account.costBasis + settled.shares * settled.basis) / shares
          : shares > 0
            ? account.costBasis
            : 0
      account = { ...account, sharesHeld: shares, costBasis: round2(basis) }
    }
    return closes
  }

  /** The account a run reads: the oldest open position's profit and days left, priced at the moment. */
  const accountAt = (moment: Moment) => {
    const oldest = positions[0]
    if (earlier > 0) {
      const elapsed = daysBetween(start.market.date, moment.date)
      return { ...account, positionDte: Math.max(0, start.account.positionDte - elapsed) }
    }
    if (!oldest) return account
    return {
      ...account,
      positionProfitPercent: profitPercent(oldest, closePrice(oldest, moment)),
      positionDte: daysLeft(oldest, moment.date),
    }
  }

  /** Applies the strategy's decision to the account; returns the closes it made. */
  const decide = (evaluation: Evaluation, moment: Moment): Close[] => {
    const { outcome } = evaluation
    if (outcome.kind === 'order') {
      positions.push(hold(outcome.ticket))
      account = {
        ...account,
        openPositions: account.openPositions + 1,
        positionsInTicker: account.positionsInTicker + 1,
        entriesToday: account.entriesToday + 1,
        lastEntryTime: clockOf(moment.minutes),
        buyingPower: Math.max(0, account.buyingPower - outcome.ticket.buyingPower),
      }
      return []
    }
    if (outcome.kind !== 'close') return []
    const [rule, why] = outcome.nodeId === 'trigger' ? (['exitAlert', ''] as const) : closeReason(evaluation, nodes)
    const closes = [...positions].map((held) => {
      const price = closePrice(held, moment)
      const gain = realized(held, price, true)
      return remove(held, closeWords(held, rule, price, risk, why), held.held + gain, gain)
    })
    if (earlier > 0) {
      closes.push({
        rule,
        position: `${earlier} position${earlier === 1 ? '' : 's'} held before the session`,
        expiration: '',
        price: null,
        text: `Closed ${earlier} ${ticker} position${earlier === 1 ? '' : 's'} held before the session: the scenario gives no legs, so no price.`,
      })
      account = {
        ...account,
        openPositions: Math.max(0, account.openPositions - earlier),
        positionsInTicker: Math.max(0, account.positionsInTicker - earlier),
      }
      earlier = 0
    }
    return closes
  }

  const scenarioAt = (moment: Moment, alert: Alert, dayMovePercent: number, vwap: number): Scenario => ({
    alert,
    market: {
      ...start.market,
      date: moment.date,
      time: clockOf(moment.minutes),
      price: moment.price,
      dayMovePercent,
      averages: { ...start.market.averages, VWAP: vwap },
    },
    account: accountAt(moment),
  })

  /** The positions expiring at that day's close settle there. */
  const closeOfDay = (date: string, price: number) => {
    const hours = session(date)
    if (!hours) return
    const closes = expire({ date, minutes: hours.close, price, iv })
    if (closes.length > 0) {
      timeline.push({
        kind: 'close',
        date,
        time: clockOf(hours.close),
        price,
        event: null,
        evaluation: null,
        closes,
        account,
      })
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
    const closes = open ? exits(moment) : []
    const evaluation = evaluate(strategy, scenarioAt(moment, event.alert, event.dayMovePercent, event.vwap))
    closes.push(...decide(evaluation, moment))
    timeline.push({
      kind: 'alert',
      date: day,
      time: event.time,
      price,
      event,
      evaluation: plainReasons(evaluation, risk.dailyLossCap),
      closes,
      account,
    })
  }
  if (!dayClosed) closeOfDay(day, price)

  // The days after: one check a day while anything the replay opened is open.
  const random = mulberry32(seedOf(events))
  const dailyMove = (iv / 100 / Math.sqrt(tradingDaysPerYear)) * Math.sqrt(3)
  let date = day
  for (let count = 0; count < followDays && positions.length > 0 && hours; count++) {
    date = nextTradingDay(date)
    const previous = price
    price = round2(Math.max(1, price * (1 + (random() - 0.5) * 2 * dailyMove)))
    const today = session(date) ?? { open: regularOpen, close: regularClose }
    const at = trigger.kind === 'schedule' ? minutesOf(trigger.at) : today.close - 15
    const moment = { date, minutes: Math.min(Math.max(at, today.open), today.close - 1), price, iv }
    account = { ...account, entriesToday: 0, lastEntryTime: '', realizedPnlToday: 0 }
    const closes = exits(moment)
    let evaluation: Evaluation | null = null
    if (trigger.kind === 'schedule') {
      const alert = { ...start.alert, price }
      evaluation = evaluate(strategy, scenarioAt(moment, alert, round2((price / previous - 1) * 100), price))
      closes.push(...decide(evaluation, moment))
    }
    // A day on which nothing changes (the strategy holds) is left out.
    if (closes.length > 0 || (evaluation && evaluation.outcome.kind !== 'skipped')) {
      timeline.push({
        kind: 'check',
        date,
        time: clockOf(moment.minutes),
        price,
        event: null,
        evaluation: evaluation && plainReasons(evaluation, risk.dailyLossCap),
        closes,
        account,
      })
    }
    closeOfDay(date, price)
  }
  if (positions.length > 0) {
    timeline.push({
      kind: 'end',
      date,
      time: clockOf(session(date)?.close ?? regularClose),
      price,
      event: null,
      evaluation: null,
      closes: [],
      open: positions.map((held) => `${held.name} expiring ${held.ticket.expiration}`),
      account,
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
