import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { takeFocus } from './section-scroll'

/**
 * docs/requirements.md#accessibility: after a move to another page in the app, focus goes where a
 * page load would put a reader, the page's h1 (or, for a link to a section, its target), and a
 * polite live region reads the new page's title, which screen readers do not speak by themselves.
 * A link to the page one is on (the footer's Privacy Policy on /privacy) is such a move too: the
 * router takes the page to its top, so focus must not stay on the link, off screen.
 * Focus moves without scrolling: the router has set the scroll (top, the section, or where the
 * back button left it). The first page is left alone, as a page load is, and so is a change of the
 * address within a page (the Lab's ?template=).
 */
export function RouteFocus() {
  const location = useLocation()
  const shown = useRef(location)
  const announcer = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const last = shown.current
    shown.current = location
    const { pathname, search, hash } = location
    if (last.key === location.key || (last.pathname === pathname && last.search + last.hash !== search + hash)) return
    const section = hash && document.getElementById(hash.slice(1))
    const target = section || document.querySelector<HTMLElement>('main h1')
    if (target) takeFocus(target, !section)
    // Emptied, then filled a moment later: the same title again (the same page) is read out too.
    // Not canceled by the next address: the Lab clears its ?template= at once, and the title must still be read.
    const region = announcer.current
    if (!region) return
    region.textContent = ''
    setTimeout(() => {
      region.textContent = document.title
    }, 80)
  }, [location])
  // At the page's top corner, inside its edges: `sr-only`'s -1px margin would put it a pixel outside.
  return <p ref={announcer} aria-live="polite" className="sr-only top-0 left-1" />
}
