import { useEffect, useRef } from 'react'
import { Container } from '~/ui/container'
import { runButtonId } from '../anchors'
import { LabButton } from './controls'

/**
 * Run and the result, always one tap away: a bar fixed to the bottom of the viewport, clear of the
 * phone's home indicator (safe-area inset). The page keeps room for it at its end, and focus never
 * hides under it, so it covers nothing the visitor cannot scroll to.
 */
export function RunBar({
  status,
  blocked,
  hasResult,
  onRun,
  onResult,
}: {
  /** A word or two on the result: none yet, up to date, or out of date. */
  status: string
  /** Why the run cannot start, if it cannot. */
  blocked: string | null
  hasResult: boolean
  onRun: () => void
  onResult: () => void
}) {
  const bar = useRef<HTMLElement>(null)

  // The page's end and the focus scroll clear of the bar, whatever its height.
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`
      document.body.style.paddingBottom = height
      root.style.scrollPaddingBottom = height
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
      root.style.scrollPaddingBottom = ''
    }
  }, [])

  return (
    <section
      ref={bar}
      aria-label="Run"
      className="border-line bg-bg/95 fixed inset-x-0 bottom-0 z-40 border-t pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md"
    >
      <Container className="flex items-center gap-3 pt-3">
        {blocked ? (
          <p id="lab-run-blocked" className="text-danger min-w-0 flex-1 text-sm">
            Fix the alert first: {blocked}
          </p>
        ) : (
          <p className="text-muted min-w-0 flex-1 text-sm leading-snug">{status}</p>
        )}
        {hasResult && (
          <LabButton variant="secondary" onClick={onResult}>
            Result
          </LabButton>
        )}
        <LabButton
          id={runButtonId}
          onClick={onRun}
          disabled={blocked !== null}
          aria-describedby={blocked ? 'lab-run-blocked' : undefined}
          aria-keyshortcuts="Alt+R"
        >
          Run dry run
        </LabButton>
      </Container>
    </section>
  )
}
