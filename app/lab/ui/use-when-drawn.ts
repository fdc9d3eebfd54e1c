import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * A press that acts on the work (Run, Replay, Copy link, Export) made while a change is still
 * being drawn (`pending`: a template opened, an editor's Apply, drawn in a transition) acts once
 * that change is on the page, with the page's handler as it then stands: on the work the visitor
 * asked for, not the work it replaces. Otherwise it acts at once. The last press waiting wins.
 */
export function useWhenDrawn<T>(pending: boolean, act: (what: T) => void): (what: T) => void {
  const queued = useRef<{ what: T } | null>(null)
  const actDrawn = useEffectEvent(act)
  useEffect(() => {
    const waiting = queued.current
    if (pending || !waiting) return
    queued.current = null
    actDrawn(waiting.what)
  }, [pending])
  return (what: T) => {
    if (pending) queued.current = { what }
    else act(what)
  }
}
