import type { ReactNode } from 'react'
import { NavLink as RouterNavLink } from 'react-router'
import type { NavTarget } from '~/content/site/navigation'
import { pagePath } from '~/lib/page-path'
import { useSectionLink } from '~/lib/section-scroll'

type NavLinkProps = {
  target: NavTarget
  children: ReactNode
  className?: string
  /** Runs when the link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void
  'aria-label'?: string
}

/**
 * A link to a home-page section (/#id, scrolled to smoothly) or to a route (landing at its top).
 * Route links carry aria-current="page" on their own page. Both are real hrefs, so they work
 * without JavaScript and open in a new tab on middle-click.
 */
export function NavLink({ target, children, className, onNavigate, 'aria-label': label }: NavLinkProps) {
  const sectionLink = useSectionLink()
  if ('section' in target) {
    return (
      <a
        href={`${pagePath('/')}#${target.section}`}
        className={className}
        aria-label={label}
        onClick={sectionLink(target.section, onNavigate)}
      >
        {children}
      </a>
    )
  }
  return (
    <RouterNavLink
      to={target.hash ? `${target.to}#${target.hash}` : target.to}
      end
      className={className}
      aria-label={label}
      onClick={onNavigate}
    >
      {children}
    </RouterNavLink>
  )
}
