import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { ExternalLink } from './external-link'

// Every variant has a border, transparent where the design shows none: forced colors (Windows High
// Contrast) drop fills and shadows but draw borders, so each button keeps its edge there.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-transparent px-5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-70'

const variants = {
  primary:
    'bg-accent text-accent-ink shadow-[0_0_0_1px_rgb(53_224_161/0.4),0_8px_24px_-8px_rgb(53_224_161/0.5)] hover:bg-accent-strong',
  secondary: 'border-line bg-surface-2 text-ink hover:border-muted',
  ghost: 'text-ink hover:bg-surface-2',
  // A finished action (Subscribed!): reads as done, in full color, not as a dimmed disabled button.
  done: 'border-accent/60 bg-accent/10 text-accent disabled:cursor-default disabled:opacity-100',
} as const

export type ButtonVariant = keyof typeof variants

/**
 * Classes for a button or button-styled link. The base sets `inline-flex`, which wins over a plain
 * `hidden`: hide a button responsively with `max-sm:hidden`, not `hidden sm:inline-flex`.
 */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return cn(base, variants[variant], className)
}

type Variant = { variant?: ButtonVariant }

export function Button({ variant, className, type = 'button', ...props }: ComponentProps<'button'> & Variant) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}

/** A button-styled link to a route of this site. */
export function ButtonLink({ variant, className, ...props }: ComponentProps<typeof Link> & Variant) {
  return <Link className={buttonClass(variant, className)} {...props} />
}

/** A button-styled link that opens another site (the app, a video) in a new tab. */
export function ExternalButtonLink({ variant, className, ...props }: ComponentProps<typeof ExternalLink> & Variant) {
  return <ExternalLink className={buttonClass(variant, className)} {...props} />
}
