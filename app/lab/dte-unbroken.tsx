import type { ReactNode } from 'react'

/** A days-to-expiry figure: "0-DTE" in a name, "45 DTE" in a ticket or a node. */
const daysToExpiry = /(\d+[- ]DTE)/

/**
 * `text` with each days-to-expiry figure kept on one line, in a nowrap span: the hyphen and the
 * space stay the plain characters that screen readers, find-in-page and copying expect.
 */
export function dteUnbroken(text: string): ReactNode {
  const parts = text.split(daysToExpiry)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in their fixed order
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
