import { describe, expect, it } from 'vitest'
import { modelVersion, type Strategy, walk } from './model'
import { templates } from './templates'
import { all, numbered, open, skip, test, when } from './tree-builders'
import {
  addCondition,
  addToBranch,
  deleteNode,
  duplicateCondition,
  duplicateToOtherBranch,
  findNode,
  freshId,
  groupCondition,
  keepThen,
  moveCondition,
  newNode,
  parentGroup,
  parentOf,
  presetTest,
  replaceNode,
  swapBranches,
} from './tree-ops'
import { validateStrategy } from './validate'

// Each edit on its own, on one small tree: n1 IF (n2 AND of n3 VIX < 20, n4 IV rank > 30) THEN n5 open ELSE n6 skip.
const strategy: Strategy = {
  ...(templates[0].strategy as Strategy),
  version: modelVersion,
  root: numbered(
    when(
      all(test('vix', 'lt', 20), test('ivRank', 'gt', 30)),
      open({
        structure: 'long',
        right: 'call',
        dte: 7,
        strike: { by: 'delta', delta: 0.4 },
        width: 5,
        quantity: 1,
        limitTicks: 0,
        notify: { discord: false, telegram: false },
      }),
      skip('No.'),
    ),
  ),
}
// The same tree with a single test as its condition: n1 IF n2 VIX < 20 THEN n3 skip ELSE empty.
const single: Strategy = { ...strategy, root: numbered(when(test('vix', 'lt', 20), skip('Quiet.'), null)) }

const ids = (s: Strategy) => [...walk(s.root)].map((node) => node.id)
const groupIds = (s: Strategy, id: string) => parentGroup(s, id)?.conditions.map((c) => c.id)
const unchanged = structuredClone(strategy)

describe('tree edits, one at a time, leaving the strategy they were given as it was', () => {
  it('freshId: an id no node has, and none taken in the same edit', () => {
    const taken = new Set<string>()
    expect(freshId(strategy, taken)).toBe('n7')
    expect(freshId(strategy, taken)).toBe('n8')
  })

  it('findNode, parentOf and parentGroup find a node, what holds it and its group', () => {
    expect(findNode(strategy, 'n4')).toMatchObject({ fact: 'ivRank' })
    expect(parentOf(strategy, 'n5')?.id).toBe('n1')
    expect(parentGroup(strategy, 'n4')?.id).toBe('n2')
    expect(parentGroup(strategy, 'n5')).toBeUndefined()
  })

  it('replaceNode puts the edited node in its place', () => {
    const edited = replaceNode(strategy, { kind: 'skip', id: 'n6', reason: 'Later.' })
    expect(findNode(edited, 'n6')).toEqual({ kind: 'skip', id: 'n6', reason: 'Later.' })
    expect(strategy).toEqual(unchanged)
  })

  it('deleteNode removes a condition from its group or empties a branch, never the root', () => {
    expect(groupIds(deleteNode(strategy, 'n3'), 'n4')).toEqual(['n4'])
    expect(findNode(deleteNode(strategy, 'n6'), 'n1')).toMatchObject({ onFalse: null })
    expect(deleteNode(strategy, 'n1')).toBe(strategy)
    expect(strategy).toEqual(unchanged)
  })

  it('duplicateCondition puts a copy with a fresh id right after the original', () => {
    const { strategy: copied, newId } = duplicateCondition(strategy, 'n3')
    expect(groupIds(copied, 'n3')).toEqual(['n3', newId, 'n4'])
    expect(findNode(copied, newId ?? '')).toMatchObject({ fact: 'vix', op: 'lt', value: 20 })
    expect(new Set(ids(copied)).size).toBe(ids(copied).length)
    expect(strategy).toEqual(unchanged)
  })

  it('moveCondition moves within its group, and not past either end', () => {
    expect(groupIds(moveCondition(strategy, 'n4', -1), 'n4')).toEqual(['n4', 'n3'])
    expect(moveCondition(strategy, 'n3', -1)).toBe(strategy)
    expect(moveCondition(strategy, 'n4', 1)).toBe(strategy)
  })

  it('swapBranches exchanges THEN and ELSE', () => {
    expect(findNode(swapBranches(strategy, 'n1'), 'n1')).toMatchObject({ onTrue: { id: 'n6' }, onFalse: { id: 'n5' } })
  })

  it('presetTest is the preset’s condition with a fresh id', () => {
    expect(presetTest(strategy, { label: 'VIX below 18', fact: 'vix', op: 'lt', value: 18 })).toEqual({
      kind: 'test',
      id: 'n7',
      fact: 'vix',
      op: 'lt',
      value: 18,
    })
  })

  it('addCondition adds to the end of a group, or turns a single test into an AND of both', () => {
    const inGroup = addCondition(strategy, 'n2')
    expect(groupIds(inGroup.strategy, inGroup.newId)).toEqual(['n3', 'n4', inGroup.newId])
    const beside = addCondition(single, 'n1')
    const group = parentGroup(beside.strategy, beside.newId)
    expect(group?.kind).toBe('all')
    expect(group?.conditions.map((c) => c.id)).toEqual(['n2', beside.newId])
    expect(validateStrategy(beside.strategy)).toEqual([])
  })

  it('groupCondition wraps an IF’s single test in an AND group', () => {
    const grouped = groupCondition(single, 'n1')
    expect(findNode(grouped, 'n1')).toMatchObject({ condition: { kind: 'all', conditions: [{ id: 'n2' }] } })
    expect(groupCondition(strategy, 'n1')).toEqual(strategy)
  })

  it('keepThen puts the THEN branch in the IF’s place, and leaves an IF with an empty THEN alone', () => {
    const kept = keepThen(strategy, 'n1')
    expect(kept.strategy.root).toMatchObject({ kind: 'open', id: 'n5' })
    expect(kept.newId).toBe('n5')
    const noThen = swapBranches(single, 'n1')
    expect(keepThen(noThen, 'n1')).toEqual({ strategy: noThen, newId: null })
  })

  it('newNode makes each kind an empty branch can take, with fresh ids', () => {
    expect(newNode('if', strategy)).toMatchObject({ kind: 'if', id: 'n7', condition: { id: 'n8' } })
    expect(newNode('close', strategy)).toMatchObject({ kind: 'close', id: 'n7' })
    expect(newNode('skip', strategy)).toMatchObject({ kind: 'skip', id: 'n7' })
    expect(newNode('open', strategy)).toMatchObject({ kind: 'open', id: 'n7' })
  })

  it('addToBranch fills an empty branch only', () => {
    const added = addToBranch(single, 'n1', 'onFalse', 'close')
    expect(findNode(added.strategy, 'n1')).toMatchObject({ onFalse: { kind: 'close', id: added.newId } })
    expect(addToBranch(strategy, 'n1', 'onFalse', 'close')).toEqual({ strategy, newId: null })
  })

  it('duplicateToOtherBranch copies a branch, with fresh ids, into the empty other one only', () => {
    const copied = duplicateToOtherBranch(single, 'n1', 'onTrue')
    expect(findNode(copied.strategy, 'n1')).toMatchObject({ onFalse: { kind: 'skip', reason: 'Quiet.' } })
    expect(copied.newId).not.toBe('n3')
    expect(duplicateToOtherBranch(strategy, 'n1', 'onTrue')).toEqual({ strategy, newId: null })
  })
})
