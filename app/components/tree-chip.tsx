import type { ReactNode } from 'react'

/**
 * The one look of a logic tree's node, wherever a tree is drawn: a chip, its tag colored for its
 * kind, and its words (the value in the chip); THEN and ELSE are labeled branches (app.css:
 * tree-chip, tree-tag, tree-words, tree-branch, tree-branches). The Lab's prerendered example and
 * the strategy pages draw their nodes with this; the Lab's tree draws the same tag and words in its
 * rows, beside each node's buttons; the home hero draws its four with the same classes, since
 * importing a module that the Lab's pages share would put one more chunk in the home page's first
 * load. Plain markup, no hooks: this is first-load code on the pages that draw a static tree.
 */
export function NodeChip({
  tag,
  kind,
  note,
  children,
}: {
  tag: string
  kind: string
  /** A note the visitor wrote on a Do nothing: a line of its own under the words. */
  note?: string
  children: ReactNode
}) {
  return (
    <div className="tree-chip flex items-center gap-3">
      <span className="tree-tag" data-kind={kind}>
        {tag}
      </span>
      <span className="tree-words">
        {children}
        {note !== undefined && <NoteLine note={note} />}
      </span>
    </div>
  )
}

/**
 * A note the visitor wrote, as every tree draws it inside its node's words: on a line of its own,
 * in italics with a note's mark, so its words (which may hold a colon or end a sentence of their
 * own) never run on from the Lab's "Do nothing". Heard as "Note:" and the words.
 */
export function NoteLine({ note }: { note: string }) {
  return (
    <span className="tree-note">
      {/* A space for whatever reads the words as one line (an accessible name, copied text); a flex line draws none. */}{' '}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-3.5 shrink-0 fill-none stroke-current">
        <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3 M5.5 8h5 M5.5 11h5" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
      <span>
        <span className="sr-only">Note: </span>
        {note}
      </span>
    </span>
  )
}
