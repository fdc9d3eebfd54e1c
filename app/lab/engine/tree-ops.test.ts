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

const condor = templates.find((t) => t.id === 'iron-condor-45')?.strategy as Strategy
const ids = (s: Strategy) => [...walk(s.root)].map((node) => node.id)

describe('tree operations', () => {
  it('duplicate a condition beside itself with fresh ids, and leave the original strategy untouched', () => {
    const before = structuredClone(condor)
    const { strategy, newId } = duplicateCondition(condor, 'n3')
    expect(condor).toEqual(before)
    expect(newId).not.toBeNull()
    expect(parentGroup(strategy, 'n3')?.conditions.map((c) => c.id)).toEqual(['n3', newId, 'n4'])
    expect(new Set(ids(strategy)).size).toBe(ids(strategy).length)
    expect(validateStrategy(strategy)).toEqual([])
  })

  it('move a condition within its group, and not past either end', () => {
    const moved = moveCondition(condor, 'n4', -1)
    expect(parentGroup(moved, 'n4')?.conditions.map((c) => c.id)).toEqual(['n4', 'n3'])
    expect(moveCondition(condor, 'n3', -1)).toBe(condor)
  })

  it('delete a condition from its group, or empty a branch, but never the root', () => {
    expect(parentGroup(deleteNode(condor, 'n3'), 'n4')?.conditions.map((c) => c.id)).toEqual(['n4'])
    const emptied = deleteNode(condor, 'n6')
    expect(findNode(emptied, 'n1')).toMatchObject({ onFalse: null })
    expect(deleteNode(condor, 'n1')).toBe(condor)
  })

  it('add to an empty branch, copy a branch to the other, and swap them', () => {
    const emptied = deleteNode(condor, 'n6')
    const added = addToBranch(emptied, 'n1', 'onFalse', 'close')
    expect(findNode(added.strategy, added.newId ?? '')).toMatchObject({ kind: 'close' })
    const copied = duplicateToOtherBranch(emptied, 'n1', 'onTrue')
    expect(findNode(copied.strategy, copied.newId ?? '')).toMatchObject({ kind: 'open', structure: 'iron-condor' })
    const swapped = swapBranches(condor, 'n1')
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
