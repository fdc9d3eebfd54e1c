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
export function NodeChip({ tag, kind, children }: { tag: string; kind: string; children: ReactNode }) {
  return (
    <div className="tree-chip flex items-center gap-3">
      <span className="tree-tag" data-kind={kind}>
        {tag}
      </span>
      <span className="tree-words">{children}</span>
    </div>
  )
}
