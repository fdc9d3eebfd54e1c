import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass, ExternalButtonLink } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { Logo } from '~/components/ui/logo'
import { site } from '~/config/site'
import { mainNav, sectionIds } from '~/content/navigation'
import { timings } from '~/content/timings'
import { cn } from '~/lib/cn'
import { useScrolledPast } from '~/lib/use-scrolled-past'
import { NavLink } from './nav-link'

const desktopLink =
  'rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-ink'

/** The fixed navigation bar: transparent at the top, opaque once the page is scrolled. */
export function SiteHeader() {
  const scrolled = useScrolledPast(timings.navOpaqueAfterPx)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)
  const opaque = scrolled || menuOpen

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,backdrop-filter] duration-300',
        opaque ? 'border-line bg-bg/95 backdrop-blur-md' : 'border-transparent bg-transparent',
      )}
    >
      <a
        href="#main"
        className="bg-accent text-accent-ink sr-only rounded-md px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <Container className="flex h-16 items-center justify-between gap-4">
        <NavLink target={{ section: sectionIds.home }} className="rounded-md" onNavigate={closeMenu}>
          <Logo />
          <span className="sr-only">, home</span>
        </NavLink>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavLink target={item} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link to="/brokers" className={buttonClass('ghost', 'max-lg:hidden')}>
            Check Compatibility
          </Link>
          <ExternalButtonLink href={site.appUrl} variant="ghost" className="max-lg:hidden">
            Sign In
          </ExternalButtonLink>
          <ExternalButtonLink href={site.appUrl} className="max-sm:hidden">
            Get Started
          </ExternalButtonLink>
          <button
            ref={menuButton}
            type="button"
            className="border-line text-ink inline-flex size-11 items-center justify-center rounded-lg border lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">Menu</span>
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </Container>

      <div id={menuId} hidden={!menuOpen} className="border-line bg-bg border-t lg:hidden">
        <Container className="max-h-[calc(100dvh-4rem)] overflow-y-auto py-4">
          <nav aria-label="Main (menu)">
            <ul className="grid gap-1">
              {mainNav.map((item) => (
                <li key={item.label}>
                  <NavLink
                    target={item}
                    onNavigate={closeMenu}
                    className="text-ink hover:bg-surface-2 block rounded-lg px-3 py-3 text-base font-medium"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-line mt-4 grid gap-2 border-t pt-4">
            <Link to="/brokers" onClick={closeMenu} className={buttonClass('secondary')}>
              Check Compatibility
            </Link>
            <ExternalButtonLink href={site.appUrl} variant="secondary" onClick={closeMenu}>
              Sign In
            </ExternalButtonLink>
            <ExternalButtonLink href={site.appUrl} onClick={closeMenu}>
              Get Started
            </ExternalButtonLink>
          </div>
        </Container>
      </div>

      {/* Without JavaScript the menu button cannot open the menu: show the links as a row instead. */}
      <noscript>
        <nav aria-label="Main (no script)" className="border-line bg-bg border-t lg:hidden">
          <ul className="flex flex-wrap justify-center gap-x-1 px-2 py-1 text-sm">
            {mainNav.map((item) => (
              <li key={item.label}>
                <a
                  className="text-muted inline-block px-2 py-2"
                  href={'section' in item ? `/#${item.section}` : item.to}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </header>
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
