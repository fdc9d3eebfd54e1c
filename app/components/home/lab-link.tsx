import { Link } from 'react-router'
import { tryInLab } from '~/content/site/lab-links'
import { pagePath } from '~/lib/page-path'

/** The way into the Strategy Lab from the features pillar and the build step (docs/requirements.md#strategy-lab). */
export function LabLink({ className = 'mt-3' }: { className?: string }) {
  return (
    <Link
      to={pagePath('/lab')}
      className={`text-accent hover:text-accent-strong self-start rounded-sm text-sm font-semibold underline underline-offset-4 ${className}`}
    >
      {tryInLab}
    </Link>
  )
}
