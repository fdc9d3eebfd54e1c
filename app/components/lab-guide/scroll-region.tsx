import type { ReactNode } from 'react'

/**
 * A wide table's own sideways scroll, where a phone is narrower than its columns: a named region (a
 * section with a name is one) that a keyboard can focus and scroll with the arrow keys, since the
 * table in it holds nothing focusable (WCAG 2.1.1; axe's scrollable-region-focusable). The page
 * itself never scrolls sideways.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is focused to scroll it by keyboard
    <section aria-label={label} tabIndex={0} className="border-line mt-6 overflow-x-auto rounded-xl border">
      {children}
    </section>
  )
}
