import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { createRoutesStub, Link, Outlet, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteFocus } from './route-focus'

const titles: Record<string, string> = { '/brokers': 'Broker compatibility', '/security': 'Security' }

/** A page that sets the document's title as it shows, as React Router's Meta does. */
function Page() {
  const title = titles[useLocation().pathname] ?? ''
  useEffect(() => {
    document.title = title
  }, [title])
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/security">Security</Link>
      <Link to="/brokers">Brokers</Link>
    </main>
  )
}

function Site() {
  return (
    <>
      <Outlet />
      <RouteFocus />
    </>
  )
}

function renderSite() {
  const Stub = createRoutesStub([
    {
      Component: Site,
      children: [
        { path: '/brokers', Component: Page },
        { path: '/security', Component: Page },
      ],
    },
  ])
  render(<Stub initialEntries={['/brokers']} />)
  return document.querySelector('p[aria-live="polite"]') as HTMLElement
}

afterEach(() => {
  vi.useRealTimers()
  document.title = ''
})

describe('after a move to another page', () => {
  it("focuses its h1 and reads the new page's title 80 ms later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const region = renderSite()
    // The first page is a page load: nothing is read out.
    expect(region).toHaveTextContent(/^$/)
    fireEvent.click(screen.getByRole('link', { name: 'Security' }))
    await act(() => vi.advanceTimersByTimeAsync(79))
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toHaveFocus()
    expect(region).toHaveTextContent(/^$/)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(region).toHaveTextContent(/^Security$/)
  })

  it('reads the same title again for a link to the page one is on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const region = renderSite()
    fireEvent.click(screen.getByRole('link', { name: 'Brokers' }))
    await act(() => vi.advanceTimersByTimeAsync(80))
    expect(region).toHaveTextContent(/^Broker compatibility$/)
  })
})
