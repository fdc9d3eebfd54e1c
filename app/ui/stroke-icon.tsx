import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type StrokeIconProps = {
  children: ReactNode
  /** Color, spacing, and size: a `size-*` class here replaces the default size. */
  className?: string
  /** Line weight in the 24-unit view box. */
  strokeWidth?: number
  /** The size when className names none. */
  defaultSize?: string
}

/**
 * The frame of every line icon on the site: 24 × 24, drawn in the current color, decorative, so
 * hidden from assistive technology. The glyph sets live beside the pages that draw them (home,
 * brokers, guides), so no page downloads another page's glyphs; the check mark is shared.
 */
export function StrokeIcon({ children, className, strokeWidth = 2, defaultSize = 'size-5' }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(/(^|\s)size-/.test(className ?? '') ? undefined : defaultSize, 'shrink-0', className)}
    >
      {children}
    </svg>
  )
}

/** The site's one check mark: plan features, supported brokers, guide topics, steps. */
export function CheckIcon({ className, strokeWidth }: { className?: string; strokeWidth?: number }) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  )
}
