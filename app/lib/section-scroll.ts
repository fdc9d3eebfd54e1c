import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { timings } from '~/content/site/timings'
import { pagePath } from '~/lib/page-path'

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Scrolls to the element with this id (smoothly unless the visitor asked for reduced motion),
 * moves keyboard focus there without a second jump, and records the hash in the URL.
 * Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  takeFocus(target)
  window.history.replaceState(window.history.state, '', `#${id}`)
  return true
}

/**
 * Moves focus to an element that may not take it by itself (a section, a heading), where it already
 * is on screen. A section takes it only so that Tab continues from there, and a ring round it would
 * be noise; a heading (`ring`) shows it, as the place a reader has been taken to.
 */
export function takeFocus(target: HTMLElement, ring?: boolean) {
  if (!target.hasAttribute('tabindex')) {
    target.tabIndex = -1
    if (!ring) target.classList.add('outline-none')
  }
  target.focus({ preventScroll: true })
}

/**
 * True for a plain primary-button click that the page may handle itself; a click with a modifier
 * key (new tab, new window, download) or one already handled is left to the browser.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
}

/**
 * Click handler for links to a home-page section. The link's href (/#id) keeps working without
 * JavaScript; with it, on / we scroll smoothly, elsewhere we navigate to / and scroll after the
 * delay of docs/requirements.md#timings so that the home page has rendered.
 */
export function useSectionLink() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return (id: string, after?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    after?.()
    if (pathname === '/') {
      scrollToSection(id)
      return
    }
    navigate(pagePath('/'))
    scrollOnceRendered(id)
  }
}

/**
 * After a navigation to the home page: scrolls to the section once the page shows it, after the
 * anchor delay of docs/requirements.md#timings. The delay runs from when the section appears, so it holds however long
 * the home page's code takes to load.
 */
export function scrollOnceRendered(id: string) {
  whenRendered(id, () => window.setTimeout(() => scrollToSection(id), timings.anchorScrollDelayMs))
}

/**
 * Calls `then` once the home page shows the section. Gives up after a few seconds, or if the
 * visitor has gone elsewhere meanwhile.
 */
function whenRendered(id: string, then: () => void, deadline = performance.now() + 5000) {
  if (window.location.pathname === '/' && document.getElementById(id)) {
    then()
  } else if (performance.now() < deadline) {
    window.requestAnimationFrame(() => whenRendered(id, then, deadline))
  }
}
