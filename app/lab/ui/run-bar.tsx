import { useEffect, useState, useSyncExternalStore } from 'react'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { runButtonId } from '../anchors'
import { takeEarlyPress } from '../press-recorder'

/**
 * Run and the result, always one tap away: a bar fixed to the bottom of the viewport, clear of the
 * phone's home indicator (safe-area inset). The page draws it (prerendered, so it paints with the
 * page and before the workbench's code arrives); the workbench tells it what to show and what Run
 * does through `useRunBar`. Until then Run says it waits for the Lab and runs once it is there;
 * without JavaScript it says it needs it. On a short viewport (a phone on its side, a zoomed page)
 * the bar stays at the end of the workbench instead of covering the screen.
 *
 * Once the workbench is there, the page keeps room for the bar at its end and focus never hides
 * under it (run-bar-room.tsx), so it covers nothing the visitor cannot scroll to.
 */

/** What the workbench tells the Run bar. */
export type RunBarState = {
  /** A word or two on the result: none yet, up to date, or out of date. */
  status: string
  /** Why the run cannot start, if it cannot, as the bar says it ("Fix the alert first: …"). */
  blocked: string | null
  hasResult: boolean
  /** Runs, or, when the run is blocked, says why and moves focus to what to fix. */
  onRun: () => void
  onResult: () => void
}

/** The workbench's latest word to the bar: one value, outside React, since the two are far apart. */
let published: RunBarState | null = null
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
/** The Run button, for "Skip to Run" and the shortcut. */
const runButton: { current: HTMLButtonElement | null } = { current: null }
/** The bar, which the workbench keeps room for (run-bar-room.tsx): that code loads with it, not with the page. */
export const runBar: { current: HTMLElement | null } = { current: null }

/** Puts the workbench's state on the Run bar while the workbench is on the page. */
export function useRunBar(state: RunBarState) {
  useEffect(() => {
    published = state
    for (const listener of listeners) listener()
  })
  useEffect(
    () => () => {
      published = null
      for (const listener of listeners) listener()
    },
    [],
  )
}

/** Moves focus to Run; with `press`, presses it too (the shortcut). */
export function focusRun({ press = false } = {}) {
  runButton.current?.focus()
  if (press) published?.onRun()
}

const waitingWords = 'Run waits for the Lab to load, then runs.'

export function RunBar() {
  const state = useSyncExternalStore(
    subscribe,
    () => published,
    () => null,
  )
  const [waiting, setWaiting] = useState(false)
  const hydrated = useHydrated()

  // Alt+R before the workbench is there is a press of Run, queued as a click is; once it is there,
  // its own shortcut answers (use-shortcuts.ts). The page has no field to type in until then.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!published && event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyR') {
        event.preventDefault()
        focusRun()
        setWaiting(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // A press of Run or Alt+R before React ran, recorded by the page's inline script, waits as one after it.
  useEffect(() => {
    if (takeEarlyPress()) setWaiting(true)
  }, [])

  // A press before the workbench was there runs as soon as it is.
  useEffect(() => {
    if (waiting && state) {
      setWaiting(false)
      state.onRun()
    }
  }, [waiting, state])

  const blocked = state?.blocked ?? null
  // Without JavaScript (and until React runs) Run cannot work; from then on it can, the workbench
  // there or not yet: a press before it is there runs once it is. Only an alert it cannot send, or a
  // scenario field it cannot read, stops it.
  const unavailable = !hydrated || blocked !== null
  return (
    <section
      ref={runBar}
      aria-label="Run"
      className="border-line bg-bg/95 fixed inset-x-0 bottom-0 z-40 border-t pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md [@media(max-height:500px)]:relative [@media(max-height:500px)]:mt-6 [@media(max-height:500px)]:rounded-xl [@media(max-height:500px)]:border"
    >
      <Container className="flex items-center gap-3 pt-3">
        <p id="lab-run-status" className="text-muted min-w-0 flex-1 text-sm leading-snug">
          {blocked ? (
            <span className="text-danger">{blocked}</span>
          ) : state ? (
            state.status
          ) : (
            <>
              <span className="noscript:hidden">{waiting ? waitingWords : 'The Lab is loading.'}</span>
              <span className="hidden noscript:inline">
                Run needs JavaScript. The Strategy Library and the example below read without it.
              </span>
            </>
          )}
        </p>
        {state?.hasResult && (
          <button type="button" className={buttonClass('secondary', 'px-3.5')} onClick={state.onResult}>
            Result
          </button>
        )}
        <button
          ref={runButton}
          id={runButtonId}
          type="button"
          // Dimmed where it cannot run: without JavaScript, or while the alert or the scenario blocks it. It is not
          // dimmed in the page as drawn before React runs, so that it does not change when React does.
          className={buttonClass('primary', cn('px-3.5 noscript:opacity-60', blocked !== null && 'opacity-60'))}
          aria-disabled={unavailable || undefined}
          aria-describedby="lab-run-status"
          aria-keyshortcuts="Alt+R"
          onClick={() => (state ? state.onRun() : setWaiting(true))}
        >
          Run dry run
        </button>
      </Container>
    </section>
  )
}

/**
 * The page's first stop after its h1 and intro (where a move to the Lab, or "Skip to main content",
 * puts focus): Run is at the bottom of the screen, last in the workbench's order. A plain link to
 * it without JavaScript.
 */
export function SkipToRun() {
  return (
    <a
      href={`#${runButtonId}`}
      onClick={(event) => {
        event.preventDefault()
        focusRun()
      }}
      className="bg-accent text-accent-ink fixed top-3 left-3 z-50 -translate-y-24 rounded-lg border border-transparent px-4 py-2.5 text-sm font-semibold shadow-lg transition-transform focus:translate-y-0"
    >
      Skip to Run (Alt+R runs it)
    </a>
  )
}
