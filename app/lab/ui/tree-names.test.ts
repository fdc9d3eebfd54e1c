import { describe, expect, it } from 'vitest'
import type { TreeNode } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { branchRow, describeTest, treeNames } from './tree-names'

const root = defaultTemplate.strategy.root

describe('treeNames', () => {
  it('lists the rows as the tree draws them: each IF, its conditions, then THEN and ELSE', () => {
    expect(treeNames(root).order).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'n10', 'n11', 'n12'])
  })

  it('adds the row of a branch’s own controls: an empty branch, or Duplicate beside a lone one', () => {
    const lone: TreeNode = {
      kind: 'if',
      id: 'a',
      condition: { kind: 'test', id: 'b', fact: 'vix', op: 'lt', value: 20 },
      onTrue: { kind: 'close', id: 'c', notify: { discord: false, telegram: false } },
      onFalse: null,
    }
    expect(treeNames(lone).order).toEqual(['a', 'b', 'c', branchRow('a', 'onTrue'), branchRow('a', 'onFalse')])
  })

  it('counts how far each row is indented: an IF’s test and branches, and a group’s conditions, one level in', () => {
    const names = treeNames(root)
    expect(['n1', 'n2', 'n3', 'n4', 'n5', 'n7', 'n9', 'n11', 'n12'].map(names.depth)).toEqual([
      0, 1, 1, 2, 3, 2, 3, 2, 1,
    ])
  })

  it('names an IF by what it tests and a group by its conditions', () => {
    const names = treeNames(root)
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
