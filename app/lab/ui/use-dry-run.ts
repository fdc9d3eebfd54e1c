import {
  startTransition as startIdleTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react'
import { flushSync } from 'react-dom'
import type { LoggedAlert } from '../engine/alert-log'
import { replayAlertLog } from '../engine/alert-log-replay'
import { type Evaluation, evaluate, evaluateChecked, problemsOf } from '../engine/evaluate'
import type { Scenario, Strategy } from '../engine/model'
import type { PathChoice } from '../engine/paths'
import type { Quotes } from '../engine/quotes'
import { replayScenario, type TimelineEntry } from '../engine/replay'
import { afterPaint } from './after-paint'

/** A dry run or a replay, with the strategy, scenario and chain (null: the model's prices) it was computed from. */
export type Result = { strategy: Strategy; scenario: Scenario; quotes: Quotes | null } & (
  | { kind: 'run'; run: Evaluation }
  | { kind: 'replay'; timeline: TimelineEntry[]; path: PathChoice }
  /** The trader's own alert log, replayed: the file it came from. */
  | { kind: 'log'; timeline: TimelineEntry[]; log: { fileName: string } }
)

/** Runs `work` when the browser is idle (after a frame where it has no idle callbacks: Safari). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 250)
  return () => clearTimeout(id)
}

const matches = (
  result: Result | null,
  strategy: Strategy,
  scenario: Scenario,
  quotes: Quotes | null,
): result is Result =>
  result !== null && result.strategy === strategy && result.scenario === scenario && result.quotes === quotes

/**
 * The last dry run or replay, and the dry run worked out ahead of the press (`ahead`).
 *
 * Every result is shown after the press has painted (a transition, after a frame): the press
 * answers with "Running…" at once, however long the engine and the result's drawing take.
 *
 * Ahead of the press: once the strategy and scenario have been still for an idle moment, the
 * engine runs them, and until a first result is on the page, the workbench draws that run hidden
 * (workbench.tsx, React's Activity), at the lowest priority. The first Run of a visit whose
 * strategy and scenario are still those (after any value the press committed) shows it in the task
 * after the "Running…" frame, at once rather than in a transition: no engine run and no first
 * drawing, so on a slow phone its result is up in the frame after that one. Shown in the press's
 * own frame instead, as until 2026-11-30, it took that press to 72–120 ms at 4x CPU; now the press
 * takes 32–40 and the result follows 15–35 ms later than it did (`npm run bench:lab-ui`).
 *
 * A result describes the strategy and scenario it ran on: after any change (until an undo brings
 * them back) it is out of date, and the tree no longer marks its path.
 */
export function useDryRun(
  strategy: Strategy,
  scenario: Scenario,
  {
    aheadDrawn,
    quotes = null,
  }: {
    /** Whether the run ahead is drawn (hidden) on the page, ready to show. */
    aheadDrawn: () => boolean
    /** The trader's own chain, when loaded: a run prices its tickets from it (quotes.ts). */
    quotes?: Quotes | null
  },
) {
  const [result, setResult] = useState<Result | null>(null)
  const [ahead, setAhead] = useState<Result | null>(null)
  const [pending, startTransition] = useTransition()
  const current = matches(result, strategy, scenario, quotes)
  // The engine reads the strategy and scenario as they are when it runs, a frame after the press:
  // a field left by that press (Alt+R from a number field, a tap on Run) has committed its value by then.
  // The ref follows each commit (a layout effect, not a write during render, which React may
  // repeat or throw away).
  const latest = useRef({ strategy, scenario, quotes })
  useLayoutEffect(() => {
    latest.current = { strategy, scenario, quotes }
  }, [strategy, scenario, quotes])
  // In two idle tasks (the checks, then the run), each short enough that a phone's main thread is
  // never held long: the engine's first run of a visit is its slowest, its code not yet compiled.
  useEffect(() => {
    let cancel = whenIdle(() => {
      const problems = problemsOf(strategy, scenario)
      cancel = whenIdle(() => {
        const run = evaluateChecked(strategy, scenario, problems, quotes ?? undefined)
        const next: Result = { kind: 'run', run, strategy, scenario, quotes }
        startIdleTransition(() => setAhead(next))
      })
    })
    return () => cancel()
  }, [strategy, scenario, quotes])
  const later = (work: () => Result) => {
    startTransition(async () => {
      // Let the press paint first: the engine runs in the task after the next frame, not in the click.
      await new Promise<void>((resolve) => afterPaint(resolve))
      const next = work()
      // The run ahead, drawn hidden already, is shown in this task: its frame draws it, the next.
      if (result === null && next === ahead && aheadDrawn()) return flushSync(() => setResult(next))
      // A Run pressed again while its result is up to date works out the same result: shown anew,
      // as a copy, so that it takes focus and is marked as any result is (result-section.tsx).
      startTransition(() => setResult((shown) => (next === shown ? { ...next } : next)))
    })
  }
  const runLatest = (): Result => {
    const { strategy, scenario, quotes } = latest.current
    return matches(ahead, strategy, scenario, quotes)
      ? ahead
      : { kind: 'run', run: evaluate(strategy, scenario, quotes ?? undefined), strategy, scenario, quotes }
  }
  return {
    result,
    current,
    pending,
    /** The dry run of the strategy and scenario as they are, worked out ahead of a press; or null. */
    ahead: matches(ahead, strategy, scenario, quotes) ? ahead : null,
    run: () => later(runLatest),
    replay: () =>
      later(() => {
        // A replay follows the session on the model's prices: a chain is one moment's quotes.
        const { strategy, scenario, quotes } = latest.current
        return { kind: 'replay', ...replayScenario(strategy, scenario), strategy, scenario, quotes }
      }),
    /** The trader's alert log through the strategy as it is, priced from the chain when one is loaded. */
    replayLog: (log: { fileName: string; alerts: readonly LoggedAlert[] }) =>
      later(() => {
        const { strategy, scenario, quotes } = latest.current
        const timeline = replayAlertLog(strategy, log.alerts, scenario, quotes ?? undefined)
        return { kind: 'log', timeline, log: { fileName: log.fileName }, strategy, scenario, quotes }
      }),
  }
}
