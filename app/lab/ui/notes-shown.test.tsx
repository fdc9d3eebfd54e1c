import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { describeTree } from '../describe-tree'
import { evaluate } from '../engine/evaluate'
import type { IfNode, Strategy } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { StaticTree } from '../static-tree'
import { ResultPanel } from './result-panel'
import { TreeView } from './tree-view'

/**
 * A Do nothing's note as the visitor sees and hears it: one derived from its condition is the
 * strategy's, read as the node's words; one the visitor wrote is a note of its own under "Do
 * nothing" (a line of its own, named "Note:" for assistive technology), and marked as the visitor's
 * on the skipped run's result.
 */
const { strategy, scenario } = defaultTemplate
const root = strategy.root as IfNode
/** The template with its ELSE note written by the visitor, or as derived. */
const withNote = (reason: string, auto: boolean): Strategy => ({
  ...strategy,
  root: { ...root, onFalse: { kind: 'skip', id: root.onFalse?.id ?? 'n12', reason, ...(auto ? { auto: true } : {}) } },
})
const late = { ...scenario, market: { ...scenario.market, time: '15:20' } }

describe('a Do-nothing note', () => {
  it('written by the visitor is a note of its own in the tree row, named so, and marked as theirs on the result', () => {
    const mine = withNote('Hold the open condor: under 50%.', false)
    render(<TreeView root={mine.root} focus={null} run={null} problems={[]} command={() => {}} />)
    const tree = screen.getByRole('group', { name: 'Strategy tree' })
    // jsdom draws no layout and leaves out the spaces a browser reads between the words and the
    // note's line (lab-room.spec.ts hears the browser's name: "SKIP Do nothing Note: …").
    const row = within(tree).getByRole('group', { name: /^SKIP Do nothing ?Note: ?Hold the open condor: under 50%\.$/ })
    expect(row).toBeVisible()
    // No colon runs from "Do nothing" into the visitor's words, and no words in brackets say whose they are.
    expect(row.textContent).not.toMatch(/Do nothing:|::|\(your own note\)|\(written note\)/)
    // The note is a line of its own, marked by its style, and heard as a note.
    const note = within(row).getByText('Hold the open condor: under 50%.', { exact: false }).closest('.tree-note')
    expect(note).not.toBeNull()
    expect(within(note as HTMLElement).getByText('Note:')).toHaveClass('sr-only')
    render(<ResultPanel run={evaluate(mine, late)} strategy={mine} />)
    expect(screen.getByText('Your own note: Hold the open condor: under 50%.')).toBeVisible()
  })

  it('written by the visitor shows the same way in a tree written out (the strategy pages, /lab without JavaScript)', () => {
    const mine = withNote('Hold the open condor: under 50%.', false)
    render(<StaticTree tree={describeTree(mine)} />)
    const words = screen.getByText('Do nothing', { exact: true, selector: '.tree-words' })
    expect(words.textContent).toBe('Do nothing Note: Hold the open condor: under 50%.')
    expect(words.querySelector('.tree-note .sr-only')).toHaveTextContent('Note:')
  })

  it('derived from its condition is the strategy’s, with no mark', () => {
    const derived = withNote('Minutes to the close outside 90–360', true)
    render(<ResultPanel run={evaluate(derived, late)} strategy={derived} />)
    expect(screen.getByText('The strategy’s note: Minutes to the close outside 90–360')).toBeVisible()
    expect(screen.queryByText(/your own note/i)).toBeNull()
  })
})
