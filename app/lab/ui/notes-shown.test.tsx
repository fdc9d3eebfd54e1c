import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { evaluate } from '../engine/evaluate'
import type { IfNode, Strategy } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { ResultPanel } from './result-panel'
import { TreeView } from './tree-view'

/**
 * A Do nothing's note as the visitor sees and hears it: one derived from its condition is the
 * strategy's; one the visitor wrote is marked as their own, on the tree's row (its accessible
 * name) and on the skipped run's result.
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
  it('written by the visitor is marked as theirs on the tree row and on the result', () => {
    const mine = withNote('Not this late.', false)
    render(<TreeView root={mine.root} focus={null} run={null} problems={[]} command={() => {}} />)
    const tree = screen.getByRole('group', { name: 'Strategy tree' })
    expect(within(tree).getByRole('group', { name: 'SKIP Do nothing: Not this late. (your own note)' })).toBeVisible()
    render(<ResultPanel run={evaluate(mine, late)} strategy={mine} />)
    expect(screen.getByText('Your own note: Not this late.')).toBeVisible()
  })

  it('derived from its condition is the strategy’s, with no mark', () => {
    const derived = withNote('Minutes to the close outside 90–360', true)
    render(<ResultPanel run={evaluate(derived, late)} strategy={derived} />)
    expect(screen.getByText('The strategy’s note: Minutes to the close outside 90–360')).toBeVisible()
    expect(screen.queryByText(/your own note/i)).toBeNull()
  })
})
