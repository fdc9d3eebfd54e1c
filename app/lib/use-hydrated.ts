import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true from then on: the one way the site
 * asks whether React runs, so a control that needs JavaScript stays out of the page (or inert)
 * until it can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
