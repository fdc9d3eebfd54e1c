import { Link } from 'react-router'
import type { Crumb } from '~/content/breadcrumbs'

const textLink = 'rounded-sm text-accent underline-offset-4 hover:text-accent-strong hover:underline'

/**
 * The visible trail from home to this page (the structured data carries the same trail). The page's
 * loader works it out at build time from its route's `handle` (pageTrail, app/content/breadcrumbs.ts),
 * so the browser gets the crumbs and none of the code that finds them.
 */
export function BreadcrumbNav({ trail }: { trail: readonly Crumb[] }) {
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
