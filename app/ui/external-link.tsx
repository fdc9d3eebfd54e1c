import type { ComponentProps } from 'react'

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }

/**
 * A link that opens in a new tab. It always sets rel="noopener noreferrer", so no call site can
 * forget, and tells screen-reader users that a new tab opens.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
