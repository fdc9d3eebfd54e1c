import type { ReactNode } from 'react'
import { NavLink as RouterNavLink, useLocation } from 'react-router'
import { type NavTarget, sectionIds } from '~/content/site/navigation'
import { pagePath } from '~/lib/page-path'
import { useSectionLink } from '~/lib/section-scroll'

type NavLinkProps = {
  target: NavTarget
  children: ReactNode
  className?: string
  /** Runs when the link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void
  'aria-label'?: string
  /** Whether the link may say it stands for the page shown (`aria-current`); the logo does not. */
  markCurrent?: boolean
}

/**
 * A link to a home-page section (/#id, scrolled to smoothly) or to a route (landing at its top).
 * Both are real hrefs, so they work without JavaScript and open in a new tab on middle-click.
 *
 * `aria-current` says which link stands for the page shown: a route's link is "page" on its page and
 * "true" on the pages below it (Guides on a guide); the link to the top of home is "page" on /. The
 * links to the other sections of home never claim it: the page does not follow which is on screen.
 */
export function NavLink({
  target,
  children,
  className,
  onNavigate,
  'aria-label': label,
  markCurrent = true,
}: NavLinkProps) {
  const sectionLink = useSectionLink()
  const { pathname } = useLocation()
  if ('section' in target) {
    return (
      <a
        href={`${pagePath('/')}#${target.section}`}
        className={className}
        aria-label={label}
        aria-current={markCurrent && target.section === sectionIds.home && pathname === '/' ? 'page' : undefined}
        onClick={sectionLink(target.section, onNavigate)}
      >
        {children}
      </a>
    )
  }
  return (
    <RouterNavLink
      to={target.to}
      className={className}
      aria-label={label}
      aria-current={pathname.replace(/\/$/, '') === target.to ? 'page' : 'true'}
      onClick={onNavigate}
    >
      {children}
    </RouterNavLink>
  )
}
