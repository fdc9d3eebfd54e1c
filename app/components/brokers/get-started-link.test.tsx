import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { GetStartedLink } from './get-started-link'

function renderOnBrokers() {
  const router = createMemoryRouter(
    [
      { path: '/brokers', element: <GetStartedLink>Get Started Today</GetStartedLink> },
      { path: '/', element: <p id={sectionIds.getStarted}>Home</p> },
    ],
    { initialEntries: ['/brokers'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => {
  // Only the element a test appended itself; the router's own elements go with cleanup().
  document.querySelector(`body > #${sectionIds.getStarted}`)?.remove()
  vi.useRealTimers()
})

describe('GetStartedLink', () => {
  it('is a real link to /#get-started, so it works without JavaScript', () => {
    renderOnBrokers()
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/#get-started')
  })

  it('scrolls smoothly to #get-started when the page has it, and stays on the page', async () => {
    const target = document.createElement('div')
    target.id = sectionIds.getStarted
    document.body.append(target)
    const scrollIntoView = vi.spyOn(target, 'scrollIntoView')
    const router = renderOnBrokers()

    await userEvent.click(screen.getByRole('link', { name: 'Get Started Today' }))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(target).toHaveFocus()
    expect(router.state.location.pathname).toBe('/brokers')
  })

  it('goes to /#get-started when the page has no such element, then scrolls there after the delay', async () => {
    // The scroll is timed: a fake clock sees it happen, and no timer outlives the test. React's
    // scheduler keeps its real setImmediate.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    })
    const router = renderOnBrokers()
    fireEvent.click(screen.getByRole('link', { name: 'Get Started Today' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.hash).toBe('#get-started')
    const home = screen.getByText('Home')
    const scrollIntoView = vi.spyOn(home, 'scrollIntoView')

    await vi.advanceTimersByTimeAsync(timings.anchorScrollDelayMs - 1)
    expect(scrollIntoView).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(50)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(home).toHaveFocus()
    expect(vi.getTimerCount()).toBe(0)
  })
})
