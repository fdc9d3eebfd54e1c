import { describeRisk } from '../describe'
import { type Evaluation, orderPost, simulationNote, structureLabels } from '../engine/evaluate'
import type { Strategy } from '../engine/model'
import { sessionLabel, type TimelineEntry } from '../engine/session'
import { OrderPanel } from './order-panel'

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
            <div className="grid gap-3 sm:grid-cols-2">
              {(['discord', 'telegram'] as const)
                .filter((channel) => outcome.notify[channel])
                .map((channel) => (
                  <figure key={channel} className="border-line bg-bg rounded-xl border p-3">
                    <figcaption className="text-muted text-xs font-semibold">
                      {channel === 'discord' ? 'Discord' : 'Telegram'} post
                    </figcaption>
                    <pre className="text-ink mt-2 text-xs leading-5 break-words whitespace-pre-wrap">
                      {orderPost(outcome.ticket, channel)}
                    </pre>
                  </figure>
                ))}
            </div>
          )}
        </>
      )}
      {outcome.kind === 'close' && (
        <h3 className="text-accent text-lg font-semibold">
          Close {outcome.positions} open position{outcome.positions === 1 ? '' : 's'}
        </h3>
      )}
      {outcome.kind === 'skipped' && (
        <>
          <h3 className="text-ink text-lg font-semibold">Skipped</h3>
          <p className="text-muted">Skipped because: {outcome.reason}</p>
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

/** The replay: one row per synthetic alert, with the decision it led to. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <div className="grid gap-3">
      <p className="text-pending text-sm font-medium">{sessionLabel}</p>
      <ol className="border-line divide-line grid divide-y rounded-xl border">
        {entries.map(({ event, evaluation }) => {
          const { outcome } = evaluation
          const detail =
            outcome.kind === 'order'
              ? `${structureLabels[outcome.ticket.structure]} ${outcome.ticket.legs.map((leg) => `${leg.side} ${leg.strike}${leg.right[0]?.toUpperCase()}`).join(' / ')}, limit ${outcome.ticket.limit.toFixed(2)}`
              : outcome.kind === 'skipped' || outcome.kind === 'blocked'
                ? outcome.reason
                : outcome.kind === 'close'
                  ? `${outcome.positions} position(s)`
                  : outcome.problems[0]?.message
          return (
            <li
              key={`${event.time}${event.alert.message}`}
              className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[5rem_9rem_1fr] sm:gap-3"
            >
              <span className="text-muted tabular-nums">{event.time} ET</span>
              <span className="text-ink">
                {event.alert.action} {event.alert.ticker} @ {event.alert.price.toFixed(2)}
              </span>
              <span>
                <span className="font-semibold">{outcomeWords[outcome.kind]}</span>
                <span className="text-muted">: {detail}</span>
              </span>
            </li>
          )
        })}
      </ol>
      <p className="text-muted text-xs">{simulationNote}</p>
    </div>
  )
}
