import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react'
import { afterPaint } from './after-paint'

/**
 * The parts of the workbench drawn after its first frame, in the order a phone's screen reaches
 * them. The first frame draws the template choice, the toolbar, the strategy's heading and trigger,
 * and the result's column.
 */
export const stages = { tree: 1, risk: 2, alert: 3, market: 4, account: 5, replay: 6 } as const
const lastStage = Math.max(...Object.values(stages))

/** How many stages are drawn: all of them wherever the workbench is drawn whole (its tests). */
const Drawn = createContext<number>(lastStage)

/**
 * Draws the workbench a part per frame, each in a transition after the frame before has painted.
 * Inserted at once, its 570 elements cost one long frame of style and layout, which a phone's
 * slower processor stretches into a pause of a quarter second or more, with no input answered;
 * in parts, the work comes in frames short enough for a press to be answered between them.
 * Until the last part is drawn the workbench says it is busy and keeps the screen's height, so
 * nothing below it moves into view.
 */
export function DrawnInStages({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(0)
  useEffect(() => {
    if (drawn >= lastStage) return
    return afterPaint(() => startTransition(() => setDrawn(drawn + 1)))
  }, [drawn])
  const busy = drawn < lastStage
  return (
    <Drawn value={drawn}>
      <div aria-busy={busy || undefined} className={busy ? 'min-h-svh' : undefined}>
        {children}
      </div>
    </Drawn>
  )
}

/** Draws its children from the given stage on. */
export function Stage({ at, children }: { at: number; children: ReactNode }) {
  return useContext(Drawn) >= at ? children : null
}
