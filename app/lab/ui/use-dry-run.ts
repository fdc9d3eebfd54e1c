import { useLayoutEffect, useRef, useState, useTransition } from 'react'
import { type Evaluation, evaluate } from '../engine/evaluate'
import type { Scenario, Strategy } from '../engine/model'
import { replay, type TimelineEntry } from '../engine/replay'
import { generateSession } from '../engine/session'

/** A dry run or a replay, with the strategy and scenario it was computed from. */
export type Result = { strategy: Strategy; scenario: Scenario } & (
  | { kind: 'run'; run: Evaluation }
  | { kind: 'replay'; timeline: TimelineEntry[] }
)

/** The fixed seed of the sample session: every visitor replays the same made-up alerts. */
export const sessionSeed = 20261123

/**
 * The last dry run or replay. Each is worked out after the click has painted (a transition, the
 * engine's work after a frame), so pressing Run or Replay answers at once however long the engine
 * and the result's drawing take. A result describes the strategy and scenario it ran on: after any
 * change (until an undo brings them back) it is out of date, and the tree no longer marks its path.
 */
export function useDryRun(strategy: Strategy, scenario: Scenario) {
  const [result, setResult] = useState<Result | null>(null)
  const [pending, startTransition] = useTransition()
  const current = result !== null && result.strategy === strategy && result.scenario === scenario
  // The engine reads the strategy and scenario as they are when it runs, a frame after the press:
  // a field left by that press (Alt+R from a number field, a tap on Run) has committed its value by then.
  // The ref follows each commit (a layout effect, not a write during render, which React may
  // repeat or throw away).
  const latest = useRef({ strategy, scenario })
  useLayoutEffect(() => {
    latest.current = { strategy, scenario }
  }, [strategy, scenario])
  const later = (work: () => Result) => {
    startTransition(async () => {
      // Let the press paint first: the engine runs in the task after the next frame, not in the click.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      const next = work()
      startTransition(() => setResult(next))
    })
  }
  return {
    result,
    current,
    pending,
    run: () =>
      later(() => {
        const { strategy, scenario } = latest.current
        return { kind: 'run', run: evaluate(strategy, scenario), strategy, scenario }
      }),
    replay: () =>
      later(() => {
        const { strategy, scenario } = latest.current
        const events = generateSession({
          seed: sessionSeed,
          ticker: strategy.trigger.ticker,
          open: scenario.market.price,
        })
        return { kind: 'replay', timeline: replay(strategy, events, scenario), strategy, scenario }
      }),
  }
}
