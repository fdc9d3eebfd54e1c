import { describe, expect, it } from 'vitest'
import { type Strategy, walk } from './model'
import { templates } from './templates'
import {
  addCondition,
  addToBranch,
  deleteNode,
  duplicateCondition,
  duplicateToOtherBranch,
  findNode,
  groupCondition,
  moveCondition,
  parentGroup,
  swapBranches,
} from './tree-ops'
import { validateStrategy } from './validate'

// A template of the usual shape: IF an AND group of two tests, THEN open (n5), ELSE skip (n6).
const trend = templates.find((t) => t.id === 'trend-debit-spread')?.strategy as Strategy
const ids = (s: Strategy) => [...walk(s.root)].map((node) => node.id)

describe('tree operations', () => {
  it('duplicate a condition beside itself with fresh ids, and leave the original strategy untouched', () => {
    const before = structuredClone(trend)
    const { strategy, newId } = duplicateCondition(trend, 'n3')
    expect(trend).toEqual(before)
    expect(newId).not.toBeNull()
    expect(parentGroup(strategy, 'n3')?.conditions.map((c) => c.id)).toEqual(['n3', newId, 'n4'])
    expect(new Set(ids(strategy)).size).toBe(ids(strategy).length)
    expect(validateStrategy(strategy)).toEqual([])
  })

  it('move a condition within its group, and not past either end', () => {
    const moved = moveCondition(trend, 'n4', -1)
    expect(parentGroup(moved, 'n4')?.conditions.map((c) => c.id)).toEqual(['n4', 'n3'])
    expect(moveCondition(trend, 'n3', -1)).toBe(trend)
  })

  it('delete a condition from its group, or empty a branch, but never the root', () => {
    expect(parentGroup(deleteNode(trend, 'n3'), 'n4')?.conditions.map((c) => c.id)).toEqual(['n4'])
    const emptied = deleteNode(trend, 'n6')
    expect(findNode(emptied, 'n1')).toMatchObject({ onFalse: null })
    expect(deleteNode(trend, 'n1')).toBe(trend)
  })

  it('add to an empty branch, copy a branch to the other, and swap them', () => {
    const emptied = deleteNode(trend, 'n6')
    const added = addToBranch(emptied, 'n1', 'onFalse', 'close')
    expect(findNode(added.strategy, added.newId ?? '')).toMatchObject({ kind: 'close' })
    const copied = duplicateToOtherBranch(emptied, 'n1', 'onTrue')
    expect(findNode(copied.strategy, copied.newId ?? '')).toMatchObject({ kind: 'open', structure: 'debit-spread' })
    const swapped = swapBranches(trend, 'n1')
    expect(findNode(swapped, 'n1')).toMatchObject({ onTrue: { id: 'n6' }, onFalse: { id: 'n5' } })
  })

  it('group a single test into an AND so another condition can join it', () => {
    const spy = templates.find((t) => t.id === 'zero-dte-vwap')?.strategy as Strategy
    const grouped = groupCondition(spy, 'n1')
    const group = (findNode(grouped, 'n1') as { condition: { kind: string; id: string } }).condition
    expect(group.kind).toBe('all')
    const { strategy, newId } = addCondition(grouped, group.id)
    expect(parentGroup(strategy, newId)?.id).toBe(group.id)
    expect(validateStrategy(strategy)).toEqual([])
  })
})
