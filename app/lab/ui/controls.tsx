import type { ComponentProps } from 'react'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'

/** The Lab's form controls share the site's field style. */
export const fieldClass =
  'border-line bg-bg text-ink focus-visible:border-cyan aria-invalid:border-danger min-h-11 w-full rounded-lg border px-3 text-base'

/** A button in the Lab: the site's button, compact. */
export function LabButton({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: 'primary' | 'secondary' | 'ghost' }) {
  return <button type={type} className={buttonClass(variant, cn('px-3.5', className))} {...props} />
}

/** A small text button for the tree's node actions; its name says which node it acts on. */
export function NodeButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'border-line text-muted hover:text-ink hover:border-muted inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border px-2 text-xs font-semibold disabled:opacity-40',
        className,
      )}
      {...props}
    />
  )
}
