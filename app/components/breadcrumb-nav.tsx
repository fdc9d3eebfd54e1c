import { Link, useMatches } from 'react-router'
import { breadcrumbTrail, type Crumb } from '~/content/breadcrumbs'

const textLink = 'rounded-sm text-accent underline-offset-4 hover:text-accent-strong hover:underline'

/** This page's trail from home, as its route's `handle` names it (app/content/breadcrumbs.ts). */
export function useBreadcrumbTrail(): Crumb[] {
  return breadcrumbTrail(useMatches())
}

/** The visible trail from home to this page (the structured data carries the same trail). */
export function BreadcrumbNav() {
  const trail = useBreadcrumbTrail()
  return (
    <nav aria-label="Breadcrumb">
      <ol className="text-muted flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className={textLink}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
