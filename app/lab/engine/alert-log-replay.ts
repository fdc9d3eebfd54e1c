/**
 * The replay of a trader's own alert log (alert-log.ts): the tree run on each alert TradingView
 * sent, in order, at the alert's own time and price, on the market calendar. Where a chain is
 * loaded the tickets are priced from its quotes (quotes.ts), else from the model at the alert's
 * price. No path is made up between the alerts: a position is checked against its exit rules at
 * each later alert, closed by an exit alert or the strategy, and settled at its expiry's close at
 * the last price the log gave by then, which the row says. Each row is one decision; nothing is
 * added up.
 */

import { alertIntent, alertPrice } from './alert-intent.ts'
import type { LoggedAlert } from './alert-log.ts'
import { addDays, session } from './calendar.ts'
import { type Evaluation, evaluate } from './evaluate.ts'
import { fillRulesAt, unfilledWords } from './follow.ts'
import { dollars } from './format.ts'
import { Ledger } from './ledger.ts'
import { type Alert, clockOf, minutesOf, type Scenario, type Strategy, type TreeNode, walk } from './model.ts'
import type { Quotes } from './quotes.ts'
import { closeReason, plainReasons, type TimelineEntry } from './replay.ts'

/** What the replay of a log says of itself, above its rows. */
export const alertLogNote =
  'Your alerts, in the order they fired, each run through the strategy at its own time and price. Between alerts nothing is made up: an open position is checked against its exit rules at each later alert and settles at its expiry’s close at the last price the log gave by then. The scenario’s other figures (VIX, IV rank, the day’s move, the averages, the account) are used as they are.'

/** How the replay of a log fills its exits: at the alerts' prices, the only prices it has. */
export const alertLogFillRules = fillRulesAt('an alert’s price')

/** A skip the log itself decides: an alert the Lab could not read, or one with no price to run at. */
const skipped = (reason: string): Evaluation => ({
  steps: [],
  path: [],
  outcome: { kind: 'skipped', nodeId: null, reason },
})

export function replayAlertLog(
  strategy: Strategy,
  alerts: readonly LoggedAlert[],
  start: Scenario,
  quotes?: Quotes,
): TimelineEntry[] {
  const { trigger, risk } = strategy
  const { iv } = start.market
  const ledger = new Ledger(start, risk, trigger.ticker)
  const nodes = new Map([...walk(strategy.root)].map((node) => [node.id, node]))
  const timeline: TimelineEntry[] = []
  const row = (entry: Omit<TimelineEntry, 'account'>) => timeline.push({ ...entry, account: ledger.account })
  const first = alerts[0]
  if (trigger.kind !== 'alert' || !first) {
    row({
      kind: 'end',
      date: first?.date ?? start.market.date,
      time: first?.time ?? start.market.time,
      price: start.market.price,
      event: null,
      evaluation: null,
      closes: [],
      reason:
        trigger.kind !== 'alert'
          ? `This strategy runs on a schedule, at ${trigger.at} ET, not on alerts: an alert log has nothing to run it on.`
          : 'The log holds no alerts.',
    })
    return timeline
  }

  /** The last price the log gave, and when: what a position expiring between alerts settles at. */
  let last: { date: string; minutes: number; price: number; line: number } | null = null
  /**
   * The sessions from the last alert's day up to (not including) `until`: each one's expiring
   * positions settle at its close, at the last price the log gave; each new day starts the
   * account's day over.
   */
  const closeDaysBefore = (until: string) => {
    if (!last) return
    for (let day = last.date; day !== '' && day < until; day = addDays(day, 1)) {
      const hours = session(day)
      if (!hours) continue
      if (day !== last.date) ledger.newDay()
      const price = last.price
      const said = `the log gives no price at that close: settled at the last alert’s, ${dollars(price, 2)} (line ${last.line}, ${last.date === day ? '' : `${last.date} `}${clockOf(last.minutes)} ET)`
      const closes = ledger
        .settleExpiring({ date: day, minutes: hours.close, price, iv })
        .map((close) => ({ ...close, text: `${close.text} As ${said}.` }))
      if (closes.length > 0) {
        row({ kind: 'close', date: day, time: clockOf(hours.close), price, event: null, evaluation: null, closes })
      }
    }
    if (session(until) && until !== last.date) ledger.newDay()
  }

  for (const logged of alerts) {
    const { date, time, alert } = logged
    closeDaysBefore(date)
    const minutes = minutesOf(time)
    const shown = { line: logged.line, name: logged.name, message: logged.message }
    const price = alert ? (alertPrice(alert) ?? quotes?.chain.spot) : undefined
    if (!alert || price === undefined) {
      const reason = !alert
        ? `${logged.unread ?? 'The Lab could not read this alert.'} Nothing was run.`
        : 'The alert carries no price, and no chain with the underlying’s price is loaded: nothing was run.'
      const at = last?.price ?? start.market.price
      row({ kind: 'alert', date, time, price: at, event: null, evaluation: skipped(reason), closes: [], logged: shown })
      continue
    }
    const moment = { date, minutes, price, iv }
    const hours = session(date)
    const open = hours !== null && minutes >= hours.open && minutes < hours.close
    const closes = open ? ledger.exits(moment) : []
    const withPrice: Alert = { ...alert, price }
    const evaluation = evaluate(
      strategy,
      {
        ...start,
        alert: withPrice,
        market: { ...start.market, date, time, price },
        account: ledger.accountAt(moment),
      },
      quotes,
    )
    const { outcome } = evaluation
    if (outcome.kind === 'order') ledger.open(outcome.ticket, moment)
    if (outcome.kind === 'close') {
      const intent = alertIntent(withPrice)
      const [rule, why] =
        outcome.nodeId === 'trigger'
          ? (['exitAlert', intent.kind === 'exit' ? intent.why : ''] as const)
          : closeReason(evaluation, nodes as Map<string, TreeNode>)
      closes.push(...ledger.closeAll(moment, rule, why))
    }
    const event = { time, alert: withPrice, price, dayMovePercent: start.market.dayMovePercent, vwap: price }
    row({
      kind: 'alert',
      date,
      time,
      price,
      event,
      evaluation: plainReasons(evaluation, risk.dailyLossCap),
      closes,
      logged: shown,
    })
    if (open) last = { date, minutes, price, line: logged.line }
  }

  // The last alert's day closes too: what expires that day settles at its last price.
  const lastAlert = alerts.at(-1) ?? first
  closeDaysBefore(addDays(lastAlert.date, 1))
  const held = ledger.positions.map((position) =>
    [`${position.name} expiring ${position.ticket.expiration}`, unfilledWords(position).replace(/\.$/, '')]
      .filter(Boolean)
      .join(': '),
  )
  row({
    kind: 'end',
    date: lastAlert.date,
    time: lastAlert.time,
    price: last?.price ?? start.market.price,
    event: null,
    evaluation: null,
    closes: [],
    ...(held.length > 0 ? { open: held } : {}),
    reason: `The log ends with its alert on line ${lastAlert.line}, ${lastAlert.date} ${lastAlert.time} ET: a replay of a log stops where the log does.`,
  })
  return timeline
}
