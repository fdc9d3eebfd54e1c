import { Activity, memo, type RefObject, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { startTrialLabel } from '~/content/terms'
import { cn } from '~/lib/cn'
import { ExternalButtonLink } from '~/ui/button'
import type { BlockingRule, Evaluation } from '../engine/evaluate'
import type { Scenario, Strategy } from '../engine/model'
import { pathShapes } from '../engine/paths'
import { trialUrl } from './address'
import { afterPaint } from './after-paint'
import { ResultPanel, replayHeadline, Timeline } from './result-panel'
import { revealBelowHeader } from './reveal'
import type { Result } from './use-dry-run'

/** Id of the result's heading, which a new result focuses; the workbench looks for it (use-dry-run.ts). */
export const resultHeadingId = 'lab-result'

const ruleNames: Record<BlockingRule, string> = {
  window: 'the trading window',
  minPremium: 'the minimum premium',
  maxLossPerOrder: 'the max loss per order',
  dailyLossCap: 'the daily loss cap',
  realizedLossLimit: 'the realized loss limit',
  maxOpenPositions: 'the limit on open positions',
  maxContractsPerOrder: 'the limit on contracts per order',
  maxBuyingPowerPerTrade: 'the limit on buying power per trade',
  accountBuyingPower: 'the account’s buying power',
  coveredByShares: 'the shares a covered call needs',
}

/** The outcome in a few words, for the result's heading: what a screen reader hears first. */
export function outcomeHeadline({ outcome }: Evaluation): string {
  switch (outcome.kind) {
    case 'order':
      return `order, ${outcome.ticket.ticker} ${outcome.ticket.quantityWords.replace(/ \(.*\)$/, '')}`
    case 'close':
      return `close ${outcome.positions} open position${outcome.positions === 1 ? '' : 's'}`
    case 'skipped':
      return `skipped: ${outcome.reason.replace(/\.$/, '')}`
    case 'blocked':
      return `blocked by ${ruleNames[outcome.rule]}`
    case 'invalid':
      return 'this strategy cannot run yet'
  }
}

/** What the run or replay found: drawn again only for a new result, not for each edit after it. */
const ResultBody = memo(function ResultBody({ result }: { result: Result }) {
  if (result.kind === 'run') return <ResultPanel run={result.run} strategy={result.strategy} />
  return (
    <Timeline
      entries={result.timeline}
      ticker={result.strategy.trigger.ticker}
      source={
        result.kind === 'replay'
          ? { kind: 'path', path: result.path, iv: result.scenario.market.iv }
          : { kind: 'log', fileName: result.log.fileName }
      }
    />
  )
})

/**
 * The last dry run or replay. Its heading says the outcome, and takes focus with each new result,
 * so pressing Run by keyboard or screen reader lands on what happened: ringed after a keyboard's
 * press, the result briefly highlighted after a pointer's.
 */
export const ResultSection = memo(function ResultSection({
  result,
  current,
  strategy,
  scenario,
  heading,
}: {
  result: Result
  current: boolean
  strategy: Strategy
  scenario: Scenario
  heading: RefObject<HTMLHeadingElement | null>
}) {
  // The heading (and the outcome it states) paints in the frame a result arrives in; its body (the
  // ticket, the chart, the timeline) in the next. The press's frame then lays out the heading, not
  // the whole ticket: a first Run shows a result drawn ahead, hidden (use-dry-run.ts); a later one
  // replaces the body a frame after its heading.
  const [bodyFor, setBodyFor] = useState<Result | null>(null)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setBodyFor(result))
    return () => cancelAnimationFrame(frame)
  }, [result])
  const drawn = bodyFor === result

  // Once the frame that shows the new result's body has painted: scrolling and focusing lay the page
  // out, which the press's frame then need not wait for. Not before the body: it makes the column
  // taller, and a sticky column at the end of the grid is then pushed up, the heading with it.
  //
  // Focus goes to the heading however Run was pressed: a screen reader reads the result from there.
  // The browser rings it only when the press was the keyboard's (:focus-visible, which a script's
  // focus inherits from the control that had it); after a pointer's press, which draws no ring, the
  // new result is marked instead with a short highlight (app.css, result-arrived).
  const [marked, setMarked] = useState<Result | null>(null)
  useEffect(() => {
    if (!drawn) return
    return afterPaint(() => {
      if (!heading.current) return
      revealBelowHeader(heading.current)
      heading.current.focus({ preventScroll: true })
      if (!heading.current.matches(':focus-visible')) setMarked(result)
    })
  }, [drawn, result, heading])

  // The trial link encodes the work: worked out after a keystroke has painted, not in it.
  const linkStrategy = useDeferredValue(strategy)
  const linkScenario = useDeferredValue(scenario)
  const trialLink = useMemo(() => trialUrl(linkStrategy, linkScenario), [linkStrategy, linkScenario])

  return (
    <section aria-labelledby={resultHeadingId} className={cn('lab-panel', marked === result && 'result-arrived')}>
      {/* Ringed as every control is, by the site's :focus-visible (app.css): for the keyboard, not for the pointer. */}
      <h2
        id={resultHeadingId}
        ref={heading}
        tabIndex={-1}
        className="mb-4 scroll-mt-24 rounded-md text-xl font-semibold outline-offset-4"
      >
        {result.kind === 'run'
          ? `Dry-run result: ${outcomeHeadline(result.run)}`
          : result.kind === 'replay'
            ? `Replay: “${pathShapes[result.path.name].label}” path, seed ${result.path.seed}: ${replayHeadline(result.timeline)}`
            : `Replay of your alert log, ${result.log.fileName}: ${replayHeadline(result.timeline)}`}
      </h2>
      {!current && (
        <p className="border-pending/50 text-pending mb-4 rounded-xl border px-4 py-3 text-sm">
          Out of date: the strategy or the scenario changed after this {result.kind === 'run' ? 'run' : 'replay'}. Run
          it again to see what it does now.
        </p>
      )}
      <Activity mode={drawn ? 'visible' : 'hidden'}>
        <ResultBody result={result} />
      </Activity>
      <div className="border-line mt-6 flex flex-wrap items-center gap-4 border-t pt-5">
        <p className="text-muted text-sm">Build it for real, on paper first, with this strategy.</p>
        <ExternalButtonLink href={trialLink}>
          {startTrialLabel}
          <span className="sr-only"> with this strategy</span>
        </ExternalButtonLink>
      </div>
    </section>
  )
})
