import { useId } from 'react'
import { describeRisk } from '../describe'
import { dteUnbroken } from '../dte-unbroken'
import { alertLogFillRules, alertLogNote } from '../engine/alert-log-replay'
import { type Evaluation, orderPost, simulationNote, structureLabels } from '../engine/evaluate'
import { shortDate } from '../engine/format'
import type { Strategy } from '../engine/model'
import { type PathChoice, pathShapes, pathWords } from '../engine/paths'
import { type ExitRule, fillRules, followNote, type TimelineEntry } from '../engine/replay'
import { sessionLabel } from '../engine/session'
import { RoomyDisclosure } from './controls'
import { OrderPanel } from './order-panel'
import { PostPreview } from './post-preview'

/** Where the order is posted, for the posts' summary: "The post to Discord and to Telegram, as each app shows it." */
const postsWords = (notify: { discord: boolean; telegram: boolean }) =>
  `The post to ${[notify.discord && 'Discord', notify.telegram && 'Telegram'].filter(Boolean).join(' and to ')}, as ${notify.discord && notify.telegram ? 'each app shows it' : 'the app shows it'}.`

/**
 * The outcome of one dry run: an order ticket, a skip or a block, and always the simulation note.
 * An order, sent or blocked, lists the risk rules of the strategy it was checked against.
 */
export function ResultPanel({ run, strategy }: { run: Evaluation; strategy: Strategy }) {
  const { outcome } = run
  return (
    <div className="grid gap-4">
      {outcome.kind === 'order' && (
        <>
          <h3 className="text-accent text-lg font-semibold">Order ticket</h3>
          <OrderPanel ticket={outcome.ticket} />
          {(outcome.notify.discord || outcome.notify.telegram) && (
            <RoomyDisclosure title="Posts" values={postsWords(outcome.notify)}>
              <div className="grid gap-3 in-[details]:mt-3 sm:grid-cols-2 lg:grid-cols-1">
                {(['discord', 'telegram'] as const)
                  .filter((channel) => outcome.notify[channel])
                  .map((channel) => (
                    <PostPreview key={channel} channel={channel} text={orderPost(outcome.ticket, channel)} />
                  ))}
              </div>
            </RoomyDisclosure>
          )}
        </>
      )}
      {outcome.kind === 'close' && (
        <>
          <h3 className="text-accent text-lg font-semibold">
            Close {outcome.positions} open position{outcome.positions === 1 ? '' : 's'}
          </h3>
          {outcome.reason && <p className="text-ink">{outcome.reason}</p>}
        </>
      )}
      {outcome.kind === 'skipped' && (
        <>
          <h3 className="text-ink text-lg font-semibold">Skipped</h3>
          <p className="text-ink">Skipped: {dteUnbroken(outcome.reason)}</p>
          {outcome.note && (
            <p className="text-muted text-sm">
              {outcome.written ? 'Your own note' : 'The strategy’s note'}: {outcome.note}
            </p>
          )}
        </>
      )}
      {outcome.kind === 'blocked' && (
        <>
          <h3 className="text-pending text-lg font-semibold">Blocked by a risk rule</h3>
          <p className="text-ink">{outcome.reason}</p>
          <p className="text-muted text-sm">The order it stopped:</p>
          <OrderPanel ticket={outcome.ticket} />
        </>
      )}
      {outcome.kind === 'invalid' && (
        <>
          <h3 className="text-danger text-lg font-semibold">This strategy cannot run yet</h3>
          <ul className="text-danger list-disc pl-5 text-sm">
            {outcome.problems.map((problem) => (
              <li key={`${problem.nodeId}${problem.field}${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </>
      )}
      {(outcome.kind === 'order' || outcome.kind === 'blocked') && (
        <div className="grid gap-2">
          <h3 className="text-ink text-base font-semibold">Risk rules checked</h3>
          <ul className="text-muted list-disc pl-5 text-sm">
            {describeRisk(strategy).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-muted border-line border-t pt-3 text-xs">{simulationNote}</p>
    </div>
  )
}

const outcomeWords = {
  order: 'Order',
  close: 'Close',
  skipped: 'Skipped',
  blocked: 'Blocked',
  invalid: 'Cannot run',
} as const

const ruleWords: Record<ExitRule, string> = {
  takeProfit: 'Take-profit',
  stopLoss: 'Stop-loss',
  timeExit: 'Time exit',
  strategyClose: 'Strategy’s close',
  exitAlert: 'Exit alert',
  expiry: 'Expiry',
  assignment: 'Assignment',
}

/** What the row's moment was: the alert, or the replay's own check of its positions. */
function momentWords(entry: TimelineEntry, ticker: string, path: string): string {
  const price = entry.price.toFixed(2)
  const { logged } = entry
  if (logged) {
    const name = `${logged.name || 'Alert'} (line ${logged.line})`
    return entry.event ? `${name}: ${entry.event.alert.action} ${entry.event.alert.ticker} @ ${price}` : name
  }
  switch (entry.kind) {
    case 'alert':
      return `${entry.event?.alert.action} ${entry.event?.alert.ticker} @ ${price}, ${path} path`
    case 'exit':
      // A check of the exit rules on the simulated path between alerts, shown only where one fired.
      return `${path} path, ${ticker} ${price}`
    case 'check':
      // A scheduled strategy's run at its time, or an alert strategy's daily look at its positions.
      return `${entry.evaluation ? 'Scheduled run' : 'Daily check'}, ${ticker} ${price}, ${path} path`
    case 'close':
      return path ? `Session close, ${ticker} ${price}, ${path} path` : `Session close, ${ticker} ${price}`
    case 'end':
      return 'Replay stops'
  }
}

function decisionWords(evaluation: Evaluation): string | undefined {
  const { outcome } = evaluation
  switch (outcome.kind) {
    case 'order':
      return `${structureLabels[outcome.ticket.structure]} ${outcome.ticket.legs.map((leg) => `${leg.side} ${leg.strike}${leg.right[0]?.toUpperCase()}`).join(' / ')}, limit ${outcome.ticket.limit.toFixed(2)}, expiring ${outcome.ticket.expiration}`
    case 'skipped':
    case 'blocked':
      return outcome.reason
    case 'close':
      return `${outcome.positions} position${outcome.positions === 1 ? '' : 's'} in the ticker`
    case 'invalid':
      return outcome.problems[0]?.message
  }
}

/**
 * What the tree read where it decided, in its order: "The tree read: Minutes since the open 21 min;
 * Price vs VWAP 0.30% (SPY 604.09, VWAP 602.30)." So a row says why a buy alert sold calls.
 */
export function readWords(evaluation: Evaluation): string | null {
  const reads = evaluation.steps.flatMap((step) => (step.read ? [step.read] : []))
  return reads.length > 0 ? `The tree read: ${reads.join('; ')}.` : null
}

/** The close rules in the order a replay's outcome names them, each as the outcome says it ("closed by take-profit"). */
const closedBy: [ExitRule, string][] = [
  ['takeProfit', 'take-profit'],
  ['stopLoss', 'stop'],
  ['timeExit', 'time exit'],
  ['strategyClose', 'the strategy’s close'],
  ['exitAlert', 'exit alert'],
  ['expiry', 'expiry'],
  ['assignment', 'assignment'],
]

const count = (number: number, noun: string) => `${number} ${noun}${number === 1 ? '' : 's'}`

/** What a replay's rows add up to: its orders, its closes by rule, what stayed open, what was stopped. */
export function replayCounts(entries: readonly TimelineEntry[]) {
  const outcomes = entries.flatMap((entry) => (entry.evaluation ? [entry.evaluation.outcome.kind] : []))
  const closes = entries.flatMap((entry) => entry.closes.map((close) => close.rule))
  return {
    alerts: entries.filter((entry) => entry.kind === 'alert').length,
    orders: outcomes.filter((kind) => kind === 'order').length,
    skipped: outcomes.filter((kind) => kind === 'skipped').length,
    blocked: outcomes.filter((kind) => kind === 'blocked').length,
    closed: closedBy
      .map(([rule, words]) => ({ rule, words, count: closes.filter((closed) => closed === rule).length }))
      .filter((item) => item.count > 0),
    open: entries.at(-1)?.open?.length ?? 0,
  }
}

/**
 * A replay's outcome in a few words, for its heading: "5 orders, 3 closed by take-profit, 1 by
 * stop, 1 open at the end".
 */
export function replayHeadline(entries: readonly TimelineEntry[]): string {
  const { orders, blocked, closed, open } = replayCounts(entries)
  return [
    orders === 0 ? 'no orders' : count(orders, 'order'),
    ...closed.map((item, index) => `${item.count} ${index === 0 ? 'closed ' : ''}by ${item.words}`),
    ...(open > 0 ? [`${open} open at the end`] : []),
    ...(blocked > 0 ? [`${blocked} blocked by a risk rule`] : []),
  ].join(', ')
}

/** A logged alert's message in one line, whitespace as written collapsed, at most 200 characters. */
function messageShown(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim()
  return line.length > 200 ? `${line.slice(0, 199)}…` : line
}

/** The timeline in a sentence: how many rows, from when to when, and what they add up to. */
function timelineSummary(entries: readonly TimelineEntry[]): string {
  const { alerts, orders, skipped, blocked, closed, open } = replayCounts(entries)
  const first = entries[0]?.date
  const last = entries.at(-1)?.date
  const span = first && last && first !== last ? ` from ${shortDate(first)} to ${shortDate(last)}` : ''
  const decided = [count(orders, 'order'), `${skipped} skipped`, `${blocked} blocked`].join(', ')
  const closes = closed.reduce((sum, item) => sum + item.count, 0)
  return `${count(entries.length, 'row')}${span}: ${count(alerts, 'alert')}, ${decided}; ${count(closes, 'position')} closed${closes > 0 ? ` (${closed.map((item) => `${item.count} by ${item.words}`).join(', ')})` : ''}; ${open} still open at the end.`
}

/**
 * The replay: one row per synthetic alert with the decision it led to, then the days after the
 * session on which something happened to what it opened. Each close names its rule in words and
 * its simulated price; no row adds anything up.
 */
export function Timeline({
  entries,
  ticker,
  source,
}: {
  entries: readonly TimelineEntry[]
  ticker: string
  /** What the rows come from: a synthetic session on a market path, or the trader's own alert log. */
  source: { kind: 'path'; path: PathChoice; iv: number } | { kind: 'log'; fileName: string }
}) {
  const first = entries[0]?.date
  const summaryId = useId()
  const label = source.kind === 'path' ? pathShapes[source.path.name].label : ''
  return (
    <div className="grid gap-3">
      {source.kind === 'path' ? (
        <>
          <p className="text-pending text-sm font-medium">{sessionLabel}</p>
          <p className="text-ink text-sm">
            Market path “{label}”, seed {source.path.seed}: {pathWords(source.path.name, source.iv)}
          </p>
        </>
      ) : (
        <p className="text-ink text-sm">
          Your alert log, {source.fileName}: the alerts as TradingView sent them, read in this browser and kept nowhere.
        </p>
      )}
      <p id={summaryId} className="text-ink text-sm">
        {timelineSummary(entries)}
      </p>
      <details className="text-sm">
        <summary className="text-accent cursor-pointer font-semibold">How the replay manages positions</summary>
        <p className="text-muted mt-2">{source.kind === 'path' ? followNote : alertLogNote}</p>
      </details>
      <p className="text-muted text-sm">{source.kind === 'path' ? fillRules : alertLogFillRules}</p>
      {/* Three columns only where the panel is wide; in a narrower one the decision takes the row's whole width. */}
      <ol aria-describedby={summaryId} className="border-line divide-line @container grid divide-y rounded-xl border">
        {entries.map((entry) => {
          const { evaluation, closes } = entry
          // Closes by a rule come before the strategy's decision; closes the decision made, after it.
          const before = closes.filter(
            (close) => close.rule !== 'exitAlert' && close.rule !== 'strategyClose' && close.rule !== 'timeExit',
          )
          const after = closes.filter((close) => !before.includes(close))
          const closeList = (items: typeof closes) =>
            items.length > 0 && (
              <ul className="grid gap-1">
                {items.map((close) => (
                  <li key={close.text} className="border-accent border-l pl-3">
                    <span className="text-ink font-semibold">{ruleWords[close.rule]}:</span>{' '}
                    <span className="text-ink">{close.text}</span>
                  </li>
                ))}
              </ul>
            )
          return (
            <li
              key={`${entry.date}${entry.time}${entry.kind}${entry.event?.alert.message ?? ''}`}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 px-3 py-2.5 text-sm break-words @2xl:grid-cols-[6.5rem_9rem_minmax(0,1fr)]"
            >
              <span className="text-muted tabular-nums">
                {entry.date !== first && `${shortDate(entry.date)}, `}
                {entry.time} ET
              </span>
              <span className="text-ink">{momentWords(entry, ticker, label)}</span>
              <div className="col-span-2 grid min-w-0 gap-1.5 @2xl:col-span-1">
                {entry.logged && <p className="text-muted">“{messageShown(entry.logged.message)}”</p>}
                {closeList(before)}
                {evaluation && (
                  <p>
                    <span className="font-semibold">{outcomeWords[evaluation.outcome.kind]}</span>
                    <span className="text-muted">: {dteUnbroken(decisionWords(evaluation) ?? '')}</span>
                  </p>
                )}
                {evaluation && readWords(evaluation) && <p className="text-muted">{readWords(evaluation)}</p>}
                {closeList(after)}
                {entry.reason && <p className="text-muted">{entry.reason}</p>}
                {entry.open && <p className="text-muted">Still open: {entry.open.join('; ')}.</p>}
              </div>
            </li>
          )
        })}
      </ol>
      <p className="text-muted text-xs">{simulationNote}</p>
    </div>
  )
}
