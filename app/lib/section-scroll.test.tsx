import { act, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavLink } from '~/components/layout/nav-link'
import { timings } from '~/content/site/timings'

function Page() {
  const { pathname } = useLocation()
  return (
    <>
      <NavLink target={{ section: 'pricing' }}>Pricing</NavLink>
      <p data-testid="path">{pathname}</p>
      {pathname === '/' && <section id="pricing">Plans</section>}
    </>
  )
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/brokers', Component: Page },
  ])
  render(<Stub initialEntries={[path]} />)
  return screen.getByRole('link', { name: 'Pricing' })
}

function emulateReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

describe('section links', () => {
  it('keep a real /#id href, so they work without JavaScript', () => {
    expect(renderAt('/brokers')).toHaveAttribute('href', '/#pricing')
  })

  it('on / scroll smoothly to the section at once, focus it and record the hash', () => {
    emulateReducedMotion(false)
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    fireEvent.click(renderAt('/'))
    const section = document.getElementById('pricing')
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(scrollIntoView.mock.contexts[0]).toBe(section)
    expect(section).toHaveFocus()
    expect(window.location.hash).toBe('#pricing')
  })

  it('scroll instantly when the visitor prefers reduced motion', () => {
    emulateReducedMotion(true)
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    fireEvent.click(renderAt('/'))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it(`elsewhere navigate to / first and scroll ${timings.anchorScrollDelayMs} ms after the home page shows`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    emulateReducedMotion(false)
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    fireEvent.click(renderAt('/brokers'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/)
    expect(document.getElementById('pricing')).not.toBeNull()
    // The next animation frame sees the section; the delay starts there.
    await act(() => vi.advanceTimersByTimeAsync(16))
    expect(scrollIntoView).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(timings.anchorScrollDelayMs - 1))
    expect(scrollIntoView).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'))
  })

  it('leave modified clicks (new tab, new window) to the browser', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const link = renderAt('/')
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, modifier)).toBe(true) // not prevented
    }
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})
