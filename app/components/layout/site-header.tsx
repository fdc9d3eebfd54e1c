import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { site } from '~/config/site'
import { headerNav, sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { cn } from '~/lib/cn'
import { pagePath } from '~/lib/page-path'
import { useHydrated } from '~/lib/use-hydrated'
import { useScrolledPast } from '~/lib/use-scrolled-past'
import { ButtonLink, ExternalButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { ExternalLink } from '~/ui/external-link'
import { Logo } from '~/ui/logo'
import { NavLink } from './nav-link'

// The item of the page shown (or of the page it belongs to) is marked by the nav-marks utility
// (app/styles/app.css), which keeps the mark out of the JavaScript.
const desktopLink =
  'rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink xl:px-1 2xl:px-1.5'
const menuLink = 'block rounded-lg px-3 py-3 text-base font-medium text-ink transition-colors hover:bg-surface-2'

/**
 * The fixed navigation bar: transparent at the top, opaque once the page is scrolled past the
 * threshold of docs/requirements.md#timings (`data-scrolled` says which). On a short viewport (a
 * phone on its side, a page zoomed to 400%) it scrolls away with the page instead (the `short`
 * variant of app/styles/app.css). Below the lg breakpoint the items move into a menu that is modal,
 * as its dimmed page says (docs/requirements.md#navigation-bar): while it is open the page behind
 * is inert, Tab and Shift+Tab go round the header, and Escape, the button or a tap on the page
 * close it, focus back on the button.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(timings.navOpaqueAfterPx)
  const [menuOpen, setMenuOpen] = useState(false)
  // The menu button only works once React runs: until then (and with JavaScript off) it stays
  // invisible, keeping its place so nothing shifts, and the <noscript> row offers the links.
  const interactive = useHydrated()
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const header = useRef<HTMLElement>(null)
  // Puts the page back within reach; set while the menu is open.
  const releasePage = useRef<() => void>(() => {})
  const { pathname } = useLocation()

  // Whatever navigates (an item, the back button), the menu closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const bar = header.current as HTMLElement
    // The page goes inert: every child of the body (app/root.tsx) but the header and the backdrop
    // just before it, leaving alone any already inert.
    const page = [...document.body.children].filter(
      (element) => element !== bar && element !== bar.previousElementSibling && !(element as HTMLElement).inert,
    ) as HTMLElement[]
    const setInert = (inert: boolean) => {
      for (const element of page) element.inert = inert
    }
    setInert(true)
    releasePage.current = () => setInert(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        menuButton.current?.focus()
      } else if (event.key === 'Tab') {
        // Round the header: from its last stop back to its first, and the other way. Its stops are
        // its links and buttons that show and are not inert (it has no other controls).
        const stops = [...bar.querySelectorAll<HTMLElement>('a[href],button')].filter(
          (element) => !element.closest('[inert]') && element.getClientRects().length,
        )
        if (document.activeElement !== stops.at(event.shiftKey ? 0 : -1)) return
        event.preventDefault()
        stops.at(event.shiftKey ? -1 : 0)?.focus()
      }
    }
    // The menu lives below lg only: widening the window past it closes the menu.
    const wide = window.matchMedia('(min-width: 64rem)')
    const onWide = () => wide.matches && setMenuOpen(false)
    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      setInert(false)
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
    }
  }, [menuOpen])

  // At once, not after the next render: an item moves focus into the page as it closes the menu.
  const closeMenu = () => {
    releasePage.current()
    setMenuOpen(false)
  }
  // A tap on the dimmed page closes the menu; focus returns to the button, not to the page's start.
  const dismissMenu = () => {
    closeMenu()
    menuButton.current?.focus()
  }
  const opaque = scrolled || menuOpen

  return (
    <>
      {/* A dimmed page behind the open menu; clicking it closes the menu (Escape does too). It sits
          outside the header, whose backdrop filter would otherwise confine a fixed element. */}
      {menuOpen && (
        <div
          aria-hidden="true"
          className="bg-bg/70 fixed inset-0 z-40 backdrop-blur-sm lg:hidden"
          onClick={dismissMenu}
        />
      )}
      <header
        ref={header}
        data-scrolled={scrolled}
        className={cn(
          // Without JavaScript the header (taller, with its row of links) takes its place in the flow
          // instead of covering the top of the page.
          // On a short viewport it scrolls away with the page, so that zoomed text has the screen.
          'site-bar',
          opaque ? 'border-line bg-bg/95 backdrop-blur-md' : 'border-transparent bg-transparent',
        )}
      >
        <a
          href="#main"
          // The main content is inert while the menu is open: nothing to skip to.
          inert={menuOpen}
          className="skip-link"
        >
          Skip to main content
        </a>
        {/* Where a reader's text spacing (WCAG 1.4.12) makes the bar's words wider than the bar, the
            items wrap and the bar grows, rather than the brand shrinking to nothing beside them. */}
        <Container className="flex min-h-16 items-center gap-3 xl:gap-2 2xl:gap-3">
          <NavLink
            target={{ section: sectionIds.home }}
            className="inline-flex min-w-0 items-center rounded-md lg:shrink-0"
            onNavigate={closeMenu}
            aria-label={`${site.name}, home`}
            markCurrent={false}
          >
            <Logo />
          </NavLink>

          <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center lg:flex">
            <ul className="nav-marks flex flex-wrap items-center justify-center gap-0.5">
              {headerNav.map((item) => (
                <li key={item.label}>
                  <NavLink target={item} className={desktopLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-0">
            {/* From xl to 2xl the bar holds eight items and three buttons: links and buttons draw a
                little tighter there, so the brand keeps its full name even where an engine sets text
                wider (WebKitGTK, about 6%). As a button it fits the bar from xl on and sits in the menu below lg; in between, the
                band under the hero offers it (components/home/integrations.tsx), never both at once. */}
            <ButtonLink to={pagePath('/brokers')} variant="secondary" className="max-xl:hidden xl:px-4 2xl:px-5">
              Check Compatibility
            </ButtonLink>
            <ExternalButtonLink href={site.appUrl} variant="ghost" className="max-lg:hidden xl:px-3">
              Sign In
            </ExternalButtonLink>
            <ExternalButtonLink href={site.appUrl} className="max-sm:hidden xl:px-4 2xl:px-5">
              Get Started
            </ExternalButtonLink>
            <button
              ref={menuButton}
              type="button"
              className={cn(
                'border-line text-ink hover:bg-surface-2 inline-flex size-11 items-center justify-center rounded-lg border transition-colors lg:hidden',
                !interactive && 'invisible',
              )}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="sr-only">Menu</span>
              <MenuIcon open={menuOpen} />
            </button>
          </div>
        </Container>

        <div id={menuId} hidden={!menuOpen} className="border-line bg-bg border-t shadow-2xl shadow-black/60 lg:hidden">
          <Container className="max-h-[calc(100dvh-4rem)] overflow-y-auto py-4">
            <nav aria-label="Main (menu)">
              <ul className="nav-marks nav-marks-menu -mx-3 grid gap-1">
                {headerNav.map((item) => (
                  <li key={item.label}>
                    <NavLink target={item} onNavigate={closeMenu} className={menuLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-line mt-4 grid gap-2 border-t pt-4 sm:grid-cols-2">
              <ButtonLink to={pagePath('/brokers')} variant="secondary" onClick={closeMenu}>
                Check Compatibility
              </ButtonLink>
              <ExternalButtonLink href={site.appUrl} variant="secondary" onClick={closeMenu}>
                Sign In
              </ExternalButtonLink>
              {/* From sm on the bar itself shows Get Started. */}
              <ExternalButtonLink href={site.appUrl} onClick={closeMenu} className="sm:hidden">
                Get Started
              </ExternalButtonLink>
            </div>
          </Container>
        </div>
        {/* Without JavaScript the menu button cannot open the menu: show its links as a row instead. */}
        <noscript>
          <nav aria-label="Main (no script)" className="border-line bg-bg border-t lg:hidden">
            <ul className="nav-marks nav-marks-row flex flex-wrap justify-center gap-x-1 px-2 py-1 text-sm">
              {headerNav.map((item) => (
                <li key={item.label}>
                  <NavLink target={item} className="text-muted hover:text-ink inline-block px-2 py-2">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <ExternalLink href={site.appUrl} className="text-ink inline-block px-2 py-2 font-semibold">
                  Sign In
                </ExternalLink>
              </li>
              <li className="sm:hidden">
                <ExternalLink href={site.appUrl} className="text-accent inline-block px-2 py-2 font-semibold">
                  Get Started
                </ExternalLink>
              </li>
            </ul>
          </nav>
        </noscript>
      </header>
    </>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}
