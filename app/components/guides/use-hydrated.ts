import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true from then on: lets a control that needs
 * JavaScript stay out of the page until it can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
