import { describe, expect, it } from 'vitest'
import { describeTest } from '../describe'
import type { TreeNode } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { branchRow, treeNames } from './tree-names'

const root = defaultTemplate.strategy.root

describe('treeNames', () => {
  it('lists the rows as the tree draws them: each IF, its conditions, then THEN and ELSE', () => {
    expect(treeNames(root).order).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'n10', 'n11', 'n12'])
  })

  it('adds the row of an empty branch’s own controls', () => {
    const lone: TreeNode = {
      kind: 'if',
      id: 'a',
      condition: { kind: 'test', id: 'b', fact: 'vix', op: 'lt', value: 20 },
      onTrue: { kind: 'close', id: 'c', notify: { discord: false, telegram: false } },
      onFalse: null,
    }
    expect(treeNames(lone).order).toEqual(['a', 'b', 'c', branchRow('a', 'onFalse')])
    expect(treeNames(lone).place(branchRow('a', 'onFalse'))).toBe('Level 2, 3 of 3, ELSE of IF VIX < 20, empty')
  })

  it('says where each row sits: its level, its place among the rows beside it, and its branch', () => {
    const names = treeNames(root)
    expect(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n12'].map(names.place)).toEqual([
      'Level 1, the first node',
      'Level 2, 1 of 3, the test of IF Minutes to the close between 90 and 360',
      'Level 2, 2 of 3, THEN of IF Minutes to the close between 90 and 360',
      'Level 3, 1 of 3, the test of IF Entries today < 2 and Minutes since the last entry ≥ 60',
      'Level 4, 1 of 2, in the AND group',
      'Level 4, 2 of 2, in the AND group',
      'Level 2, 3 of 3, ELSE of IF Minutes to the close between 90 and 360',
    ])
  })

  it('counts how far each row is indented: an IF’s test and branches, and a group’s conditions, one level in', () => {
    const names = treeNames(root)
    expect(['n1', 'n2', 'n3', 'n4', 'n5', 'n7', 'n9', 'n11', 'n12'].map(names.depth)).toEqual([
      0, 1, 1, 2, 3, 2, 3, 2, 1,
    ])
  })

  it('names an IF by what it tests, a group by its conditions, and a Do nothing without its note', () => {
    const names = treeNames(root)
    expect([names.label('n11'), names.label('n12')]).toEqual(['Do nothing', 'Do nothing (2nd)'])
    expect(names.label('n1')).toBe('IF Minutes to the close between 90 and 360')
    expect(names.label('n4')).toBe('All of these are true: Entries today < 2, Minutes since the last entry ≥ 60')
    expect(names.label('n3')).toBe('IF Entries today < 2 and Minutes since the last entry ≥ 60')
  })

  it('tells apart nodes that read the same by their place', () => {
    const twice: TreeNode = {
      kind: 'if',
      id: 'a',
      condition: {
        kind: 'any',
        id: 'g',
        conditions: [
          { kind: 'test', id: 'b', fact: 'vix', op: 'lt', value: 20 },
          { kind: 'all', id: 'h', conditions: [{ kind: 'test', id: 'c', fact: 'vix', op: 'lt', value: 20 }] },
        ],
      },
      onTrue: null,
      onFalse: null,
    }
    const names = treeNames(twice)
    expect(describeTest(twice.kind === 'if' ? twice.condition : twice)).toBe('VIX < 20 or (VIX < 20)')
    expect([names.label('b'), names.label('c')]).toEqual(['VIX < 20', 'VIX < 20 (2nd)'])
  })
})
