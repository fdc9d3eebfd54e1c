import { startTransition, useEffect, useState } from 'react'

/** Whether a page has been hydrated in this document: a component that mounts later starts hydrated. */
let hydratedOnce = false

/**
 * False in the prerendered HTML and during hydration, true from then on: the one way the site
 * asks whether React runs, so a control that needs JavaScript stays out of the page (or inert)
 * until it can work.
 *
 * The switch after hydration is a transition, one for every component that asks: React draws it
 * in slices that leave the main thread free between them, rather than in one synchronous render of
 * the page (useSyncExternalStore's way), which a phone spends as one long task. A component that
 * mounts after the first hydration (a page reached by a link) is drawn hydrated at once.
 *
 * Once switched, the document is marked (`data-hydrated`): the stylesheet's pre-hydration rules
 * stop applying, and browser tests wait for it. Every component that asks switches in the same
 * transition (the site header asks on every page), so once the mark is set, all of them are live.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    if (hydrated) {
      document.documentElement.dataset.hydrated = 'true'
      return
    }
    hydratedOnce = true
    startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
