import { render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { type FileRequest, repliesTo } from './file-replies'
import { RunBar } from './run-bar'
import { Workbench } from './workbench'

/**
 * A Web Worker as file-worker.ts is one (jsdom has none): each request answered with the worker's
 * own replies (file-replies.ts), a message a task, as a worker's arrive.
 */
class FileWorkerInPage {
  onmessage: ((event: MessageEvent) => void) | null = null
  postMessage(request: FileRequest) {
    for (const reply of repliesTo(request))
      setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: reply })))
  }
  terminate() {}
}

/**
 * What the workbench's component tests share: jsdom has no ResizeObserver (the run bar measures
 * itself with one; here it never reports) and no Worker (the Lab reads a visitor's files in one),
 * and each test starts at /lab with nothing saved and the real clock.
 */
export function setUpLabTests() {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    globalThis.Worker ??= FileWorkerInPage as unknown as typeof Worker
  })
  beforeEach(() => {
    window.localStorage.clear()
    window.history.replaceState(null, '', '/lab')
  })
  afterEach(() => vi.useRealTimers())
}

/** The workbench reads its address through the router, as on /lab, where the page draws the Run bar. */
export const AtLab = ({ path = '/lab', children }: { path?: string; children: ReactNode }) => (
  <MemoryRouter initialEntries={[path]}>
    {children}
    <RunBar />
  </MemoryRouter>
)

/** The workbench at an address, under a Suspense as on /lab (page.tsx): it waits there for a link's reading. */
export const renderLabAt = (path: string) =>
  render(
    <AtLab path={path}>
      <Suspense fallback={<p>Loading the Lab…</p>}>
        <Workbench />
      </Suspense>
    </AtLab>,
  )
