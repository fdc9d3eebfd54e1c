import { site } from '~/config/site'
import { cn } from '~/lib/cn'

/** The brand mark: a rising trade line inside a rounded square. Decorative; the name carries meaning. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f1b2d" />
      <rect x="0.5" y="0.5" width="31" height="31" rx="7.5" fill="none" stroke="#35e0a1" strokeOpacity="0.45" />
      <path
        d="M6 22l6-6 4 4 9-10"
        fill="none"
        stroke="#35e0a1"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10" r="2.4" fill="#5cc8ff" />
    </svg>
  )
}

/** Mark and brand name, as in the header and footer. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn('text-ink inline-flex min-w-0 items-center gap-2.5 text-lg font-bold tracking-tight', className)}
    >
      <BrandMark />
      {/* A long SITE_NAME is cut with an ellipsis rather than pushing the header's buttons off screen. */}
      <span className="truncate">{site.name}</span>
    </span>
  )
}
