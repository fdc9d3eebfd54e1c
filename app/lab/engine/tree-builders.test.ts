import { describe, expect, it } from 'vitest'
import { walk } from './model'
import { templates } from './templates'
import { all, numbered, open, skip, test, when } from './tree-builders'

describe('trees written without ids', () => {
  it('are numbered n1, n2… in the order walk visits them, so links keep naming the same nodes', () => {
    const root = numbered(
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
    )
    expect([...walk(root)].map((node) => `${node.id} ${node.kind}`)).toEqual([
      'n1 if',
      'n2 all',
      'n3 test',
      'n4 test',
      'n5 open',
      'n6 skip',
    ])
  })

  it('number every template', () => {
    for (const template of templates) {
      const ids = [...walk(template.strategy.root)].map((node) => node.id)
      expect(ids).toEqual(ids.map((_, index) => `n${index + 1}`))
    }
  })
})
