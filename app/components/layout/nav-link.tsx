import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { NavTarget } from '~/content/navigation'
import { useSectionLink } from '~/lib/section-scroll'

type NavLinkProps = {
  target: NavTarget
  children: ReactNode
  className?: string
  /** Runs when the link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void
}

/**
 * A link to a home-page section (/#id, scrolled to smoothly) or to a route (landing at its top).
 * Both are real hrefs, so they work without JavaScript and open in a new tab on middle-click.
 */
export function NavLink({ target, children, className, onNavigate }: NavLinkProps) {
  const sectionLink = useSectionLink()
  if ('section' in target) {
    return (
      <a href={`/#${target.section}`} className={className} onClick={sectionLink(target.section, onNavigate)}>
        {children}
      </a>
    )
  }
  return (
    <Link to={target.to} className={className} onClick={onNavigate}>
      {children}
    </Link>
  )
}
