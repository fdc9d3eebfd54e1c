import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { RunBar } from './run-bar'

/**
 * What the workbench's component tests share: jsdom has no ResizeObserver (the run bar measures
 * itself with one; here it never reports), and each test starts at /lab with nothing saved and the
 * real clock.
 */
export function setUpLabTests() {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  })
  beforeEach(() => {
    window.localStorage.clear()
    window.history.replaceState(null, '', '/lab')
  })
  afterEach(() => vi.useRealTimers())
}

/** The workbench reads its address through the router, as on /lab, where the page draws the Run bar. */
export const AtLab = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/lab']}>
    {children}
    <RunBar />
  </MemoryRouter>
)
