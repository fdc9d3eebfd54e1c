import { describe, expect, it } from 'vitest'
import type { IfNode, Strategy, Test } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { numbered, skip, test, when } from '../engine/tree-builders'
import { findNode, replaceNode } from '../engine/tree-ops'
import { followNotes } from './skip-notes'

/** A strategy whose root asks a condition, with a Do-nothing note on its ELSE. */
function withNote(condition: ReturnType<typeof test>, note: string): Strategy {
  return { ...defaultTemplate.strategy, root: numbered(when(condition, skip('Inside.'), skip(note))) }
}

function edited(strategy: Strategy, change: Partial<Test>): Strategy {
  const root = strategy.root as IfNode
  return followNotes(strategy, replaceNode(strategy, { ...(root.condition as Test), ...change }))
}

const elseNote = (strategy: Strategy) => {
  const root = strategy.root as IfNode
  const node = findNode(strategy, root.onFalse?.id ?? '')
  return node?.kind === 'skip' ? node.reason : null
}

describe('a Do-nothing note that starts with its condition in words', () => {
  it('follows a time window edited into a bound, keeping the author’s reason', () => {
    const strategy = withNote(
      test('timeOfDay', 'between', 600, { upper: 870 }),
      'Outside 10:00–14:30 ET: the open is noisy.',
    )
    expect(elseNote(edited(strategy, { op: 'gte', upper: undefined }))).toBe('Before 10:00 ET: the open is noisy.')
    expect(elseNote(edited(strategy, { value: 630 }))).toBe('Outside 10:30–14:30 ET: the open is noisy.')
  })

  it('follows a number, with its comparison turned in words', () => {
    const strategy = withNote(test('vix', 'eq', 20), 'VIX is not 20: only at exactly 20.')
    expect(elseNote(strategy)).toBe('VIX is not 20: only at exactly 20.')
    expect(elseNote(edited(strategy, { value: 25 }))).toBe('VIX is not 25: only at exactly 20.')
  })
})
