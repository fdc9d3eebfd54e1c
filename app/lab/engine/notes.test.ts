import { describe, expect, it } from 'vitest'
import { describeNode, nodeWords } from '../describe'
import { decodeWork, encodeWork } from './link-codec'
import type { IfNode, Strategy, TreeNode } from './model'
import { derivedNotes } from './notes'
import { parseStrategyFile } from './parse'
import { defaultTemplate, templates } from './templates'
import { all, any, numbered, skip, skipSaying, test, when } from './tree-builders'

/**
 * A Do-nothing note derived from its IF's condition is worked out again on every read of a
 * strategy, so a link or a file opens with the note its condition says, whatever words it carried;
 * a note in the author's words is kept as written and shown as theirs.
 */

const elseOf = (strategy: Strategy) => (strategy.root as IfNode).onFalse as TreeNode

/** The default template with its first condition widened to 60–300 minutes, the note as it was saved. */
function editedElsewhere(): Strategy {
  const strategy = structuredClone(defaultTemplate.strategy)
  const root = strategy.root as IfNode
  if (root.condition.kind === 'test') Object.assign(root.condition, { value: 60, upper: 300 })
  return strategy
}

describe('a derived Do-nothing note', () => {
  it('is what every template writes for it, so the prerendered pages show the words the Lab derives', () => {
    for (const template of templates) expect(derivedNotes(template.strategy)).toBe(template.strategy)
  })

  it('follows its condition through a link', async () => {
    const opened = await decodeWork(
      await encodeWork({ strategy: editedElsewhere(), scenario: defaultTemplate.scenario }),
    )
    if (!opened.ok) throw new Error(opened.message)
    expect(elseOf(opened.value.strategy)).toMatchObject({ reason: 'Minutes to the close outside 60–300', auto: true })
  })

  it('follows its condition through a file, and a written note stays as written', () => {
    const file = editedElsewhere()
    const parsed = parseStrategyFile(JSON.stringify(file))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(elseOf(parsed.value.strategy)).toMatchObject({ reason: 'Minutes to the close outside 60–300' })
    const written = {
      ...file,
      root: { ...(file.root as IfNode), onFalse: { kind: 'skip', id: 'n20', reason: 'Later.' } },
    }
    const kept = parseStrategyFile(JSON.stringify(written))
    if (!kept.ok) throw new Error(kept.message)
    expect(elseOf(kept.value.strategy)).toEqual({ kind: 'skip', id: 'n20', reason: 'Later.' })
  })

  it('says a group as a trader does: what fails of an AND, each of an OR, a nested group in parentheses', () => {
    const strategy = (root: TreeNode): Strategy => ({ ...defaultTemplate.strategy, root })
    const tree = numbered(
      when(
        all(test('vix', 'lt', 20), any(test('ivRank', 'gt', 30), test('timeOfDay', 'between', 600, { upper: 870 }))),
        skipSaying(''),
        skipSaying(''),
      ),
    )
    const derived = derivedNotes(strategy(tree)).root as IfNode
    expect(derived.onTrue).toMatchObject({
      reason: 'VIX < 20 and (IV rank > 30 or Time of day (ET) between 10:00 and 14:30)',
    })
    expect(derived.onFalse).toMatchObject({ reason: 'VIX ≥ 20 or (IV rank ≤ 30 and outside 10:00–14:30 ET)' })
  })

  it('is shown as the condition, and one the visitor wrote is set apart as their note', () => {
    expect(describeNode(elseOf(defaultTemplate.strategy))).toBe('Do nothing: Minutes to the close outside 90–360')
    expect(nodeWords(elseOf(defaultTemplate.strategy))).toEqual({
      text: 'Do nothing: Minutes to the close outside 90–360',
    })
    const written = numbered(when(test('vix', 'lt', 20), skip('Hold: under 50%.'), null)) as IfNode
    // In a sentence, the visitor's words are quoted, so their colon is not read as the Lab's.
    expect(describeNode(written.onTrue as TreeNode)).toBe('Do nothing, with the note “Hold: under 50%.”')
    // On a chip, the note is apart from the words, for a line of its own (tree-chip.tsx).
    expect(nodeWords(written.onTrue as TreeNode)).toEqual({ text: 'Do nothing', note: 'Hold: under 50%.' })
  })
})
