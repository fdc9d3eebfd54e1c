import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type StrokeIconProps = {
  children: ReactNode
  className?: string
  /** Line weight in the 24-unit view box. */
  strokeWidth?: number
  /** Size utility; a separate prop so that it never competes with another size in className. */
  size?: string
}

/** The frame of the site's small line icons: decorative, so hidden from assistive technology. */
export function StrokeIcon({ children, className, strokeWidth = 2, size = 'size-5' }: StrokeIconProps) {
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
      className={cn(size, 'shrink-0', className)}
    >
      {children}
    </svg>
  )
}
