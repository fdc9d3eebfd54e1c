import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { takeFocus } from './section-scroll'

/**
 * docs/requirements.md#accessibility: after a move to another page in the app, focus goes where a
 * page load would put a reader, the page's h1 (or, for a link to a section, its target), and a
 * polite live region reads the new page's title, which screen readers do not speak by themselves.
 * Focus moves without scrolling: the router has set the scroll (top, the section, or where the
 * back button left it). The first page is left alone, as a page load is, and so is a change of the
 * address within a page (the Lab's ?template=).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation()
  const shown = useRef(pathname)
  const announcer = useRef<HTMLParagraphElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger; its hash is read with it
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const section = hash && document.getElementById(hash.slice(1))
    const target = section || document.querySelector<HTMLElement>('main h1')
    if (target) takeFocus(target, !section)
    if (announcer.current) announcer.current.textContent = document.title
  }, [pathname])
  // At the page's top corner, inside its edges: `sr-only`'s -1px margin would put it a pixel outside.
  return <p ref={announcer} aria-live="polite" className="sr-only top-0 left-1" />
}
