import type { FeatureIcon as FeatureIconName } from '~/content/features'
import { cn } from '~/lib/cn'
import { StrokeIcon } from '~/ui/stroke-icon'

// Hand-drawn 24×24 line icons: a few bytes each, no icon library. All are decorative.
const featurePaths: Record<FeatureIconName, string> = {
  tree: 'M10 3h4v4h-4zm2 4v4m-6 0h12M6 11v3m12-3v3M4 14h4v4H4zm12 0h4v4h-4z',
  webhook: 'M13 3 5 14h6l-1 7 8-11h-6z',
  panel: 'M4 5h16v14H4zm0 4h16M9 9v10',
  shield: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6zm-3 9 2 2 4-4',
  chat: 'M4 5h16v11H9l-5 4zm4 5h8m-8 3h5',
  mirror: 'M9 9h11v11H9zM5 15H4V4h11v1',
  code: 'm8 8-4 4 4 4m8-8 4 4-4 4M14 5l-4 14',
  gift: 'M4 9h16v4H4zm1 4h14v8H5zm7-4v12m0-12C10 5 6 4 6 7c0 2 6 2 6 2zm0 0c2-4 6-5 6-2 0 2-6 2-6 2z',
  bell: 'M6 17v-6a6 6 0 0 1 12 0v6l2 2H4zm4 4h4',
}

function LineIcon({ d, className }: { d: string; className?: string }) {
  return (
    <StrokeIcon strokeWidth={1.8} className={className}>
      <path d={d} />
    </StrokeIcon>
  )
}

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return <LineIcon d={featurePaths[name]} className={className} />
}

export function ArrowIcon({ className }: { className?: string }) {
  return <LineIcon d="M5 12h14m-5-5 5 5-5 5" className={className} />
}

/** Five stars with one accessible label, e.g. "Rated 5 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={cn('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={cn('size-4', star <= rating ? 'text-pending' : 'text-line')}
          fill="currentColor"
        >
          <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
        </svg>
      ))}
    </div>
  )
}
