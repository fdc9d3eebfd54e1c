import { describe, expect, it } from 'vitest'
import { describeNode } from '../describe'
import type { Fact } from '../engine/facts'
import { type ConditionPreset, conditionPresets } from '../engine/kinds'
import { type Group, type IfNode, type OpenAction, type Strategy, type Test, walk } from '../engine/model'
import { defaultTemplate, templates } from '../engine/templates'
import { findNode } from '../engine/tree-ops'
import { validateStrategy } from '../engine/validate'
import { historyLimit, type LabState, reducer, type TreeCommand, withDraft } from './lab-state'
import { freshState } from './use-lab'

const start: LabState = freshState(defaultTemplate.strategy, defaultTemplate.scenario, defaultTemplate.id)
const named = (name: string): Strategy => ({ ...defaultTemplate.strategy, name })

describe('the Lab history', () => {
  it('undoes at least 50 edits in order, and redoes them', () => {
    let state = start
    for (let i = 1; i <= 60; i++)
      state = reducer(state, { type: 'edit', strategy: named(`edit ${i}`), announcement: '' })
    expect(historyLimit).toBeGreaterThanOrEqual(50)
    for (let i = 59; i >= 10; i--) {
      state = reducer(state, { type: 'undo' })
      expect(state.strategy.name).toBe(`edit ${i}`)
    }
    state = reducer(state, { type: 'redo' })
    expect(state.strategy.name).toBe('edit 11')
  })

  it('keeps at most its limit, dropping the oldest, and a new edit clears redo', () => {
    let state = start
    for (let i = 1; i <= historyLimit + 20; i++)
      state = reducer(state, { type: 'edit', strategy: named(`edit ${i}`), announcement: '' })
    expect(state.past).toHaveLength(historyLimit)
    state = reducer(state, { type: 'undo' })
    expect(state.future).toHaveLength(1)
    state = reducer(state, { type: 'edit', strategy: named('branch'), announcement: '' })
    expect(state.future).toEqual([])
    expect(reducer(start, { type: 'undo' }).announcement?.text).toBe('Nothing to undo.')
  })
})

describe('the tree commands', () => {
  const zeroDte = defaultTemplate.strategy
  const command = (state: LabState, command: TreeCommand) => reducer(state, { type: 'command', command })
  const vix = conditionPresets.find((preset) => preset.fact === 'vix') as ConditionPreset

  it('open the editor or the condition chooser without changing the strategy', () => {
    const editing = command(start, { type: 'edit', id: 'n9' })
    expect(editing.editor).toEqual({ kind: 'node', id: 'n9' })
    expect(editing.strategy).toBe(start.strategy)
    expect(command(start, { type: 'add-condition', id: 'n1' }).editor).toEqual({ kind: 'choose-condition', at: 'n1' })
    expect(reducer(editing, { type: 'close-editor' }).editor).toBeNull()
  })

  it('add a preset beside an IF’s single test as an AND group, focus the group’s Add condition and say what was added', () => {
    const state = reducer(command(start, { type: 'add-condition', id: 'n1' }), {
      type: 'add-preset',
      at: 'n1',
      preset: vix,
    })
    const root = state.strategy.root as IfNode
    expect(root.condition.kind).toBe('all')
    const added = (root.condition as Group).conditions[1] as Test
    expect(added).toMatchObject({ fact: 'vix', op: 'lt', value: 20 })
    expect(state.focus).toEqual({ id: root.condition.id, action: 'add-condition' })
    expect(state.announcement?.text).toBe('Added a condition: VIX below 20.')
    expect(state.editor).toBeNull()
    expect(state.past).toEqual([zeroDte])
    expect(validateStrategy(state.strategy)).toEqual([])
  })

  it('stamp the focus a change asks for with the presses when it was asked, and only a change that moves focus', () => {
    const added = reducer(command(start, { type: 'add-condition', id: 'n1' }), {
      type: 'add-preset',
      at: 'n1',
      preset: vix,
      presses: 7,
    })
    expect(added.focus).toEqual({
      id: (added.strategy.root as IfNode).condition.id,
      action: 'add-condition',
      presses: 7,
    })
    // Opening an editor asks for no focus: the last request stays as it was, unstamped again.
    const opened = reducer(added, { type: 'command', command: { type: 'edit', id: 'n9' }, presses: 9 })
    expect(opened.focus).toBe(added.focus)
  })

  it('add any other fact through the full editor only on Apply, with the draft’s id', () => {
    const open = reducer(start, { type: 'other-condition', at: 'n4' })
    expect(open.strategy).toBe(start.strategy)
    const editor = open.editor as Extract<LabState['editor'], { kind: 'new-condition' }>
    expect(findNode(open.strategy, editor.draft.id)).toBeUndefined()
    const draft: Test = { ...editor.draft, fact: 'dayMovePercent', op: 'gt', value: 1 }
    expect(findNode(withDraft(open.strategy, open.editor, draft), draft.id)).toEqual(draft)
    const applied = reducer(open, { type: 'apply', node: draft })
    expect((findNode(applied.strategy, 'n4') as Group).conditions.at(-1)).toEqual(draft)
    expect(applied.focus).toEqual({ id: draft.id })
    expect(applied.announcement?.text).toBe('Added a condition: Day’s move (%) > 1.')
    expect(applied.editor).toBeNull()
  })

  it('apply an edit to its node as one undo step, focus staying on it', () => {
    const open = command(start, { type: 'edit', id: 'n9' })
    const node = { ...(findNode(zeroDte, 'n9') as OpenAction), quantity: 2 }
    const applied = reducer(open, { type: 'apply', node })
    expect(findNode(applied.strategy, 'n9')).toEqual(node)
    expect(applied).toMatchObject({
      focus: { id: 'n9' },
      announcement: { text: 'Changed the Open position.' },
      editor: null,
    })
    expect(reducer(applied, { type: 'undo' }).strategy).toBe(zeroDte)
  })

  it('delete a node and focus what held it: its group, or the IF of its branch', () => {
    const inGroup = command(start, { type: 'delete', id: 'n5' })
    expect(findNode(inGroup.strategy, 'n5')).toBeUndefined()
    expect(inGroup).toMatchObject({
      focus: { id: 'n4' },
      announcement: { text: 'Deleted the condition Entries today < 2.' },
    })
    const branch = command(start, { type: 'delete', id: 'n11' })
    expect((findNode(branch.strategy, 'n3') as IfNode).onFalse).toBeNull()
    expect(branch.focus).toEqual({ id: 'n3' })
    expect(branch.announcement?.text).toBe(
      'Deleted “Do nothing: Entries today ≥ 2 or Minutes since the last entry < 60”.',
    )
    const ifNode = command(start, { type: 'delete', id: 'n3' })
    expect(ifNode.announcement?.text).toBe(
      'Deleted IF Entries today < 2 and Minutes since the last entry ≥ 60 and its branches.',
    )
  })

  it('duplicate, move and swap, each focusing the node it concerns', () => {
    const duplicated = command(start, { type: 'duplicate', id: 'n5' })
    const group = findNode(duplicated.strategy, 'n4') as Group
    expect(group.conditions).toHaveLength(3)
    expect(duplicated).toMatchObject({
      focus: { id: group.conditions[1]?.id },
      announcement: { text: 'Duplicated the condition Entries today < 2.' },
    })
    const moved = command(start, { type: 'move', id: 'n6', by: -1 })
    expect((findNode(moved.strategy, 'n4') as Group).conditions.map((c) => c.id)).toEqual(['n6', 'n5'])
    expect(moved).toMatchObject({
      focus: { id: 'n6', action: 'menu' },
      announcement: { text: 'Moved the condition Minutes since the last entry ≥ 60 up.' },
    })
    const swapped = command(start, { type: 'swap', id: 'n1' })
    expect((swapped.strategy.root as IfNode).onTrue?.id).toBe('n12')
    expect(swapped).toMatchObject({
      focus: { id: 'n1', action: 'menu' },
      announcement: { text: 'Swapped THEN and ELSE of IF Minutes to the close between 90 and 360.' },
    })
  })

  it('keep only an IF’s THEN: the branch takes the IF’s place and focus', () => {
    const state = command(command(start, { type: 'keep-then', id: 'n3' }), { type: 'keep-then', id: 'n7' })
    expect((state.strategy.root as IfNode).onTrue).toEqual(findNode(zeroDte, 'n9'))
    expect(state.focus).toEqual({ id: 'n9' })
    expect(state.announcement?.text).toBe('Removed IF Price vs VWAP (%) > 0 and its ELSE; its THEN took its place.')
    expect(state.past).toHaveLength(2)
    expect(validateStrategy(state.strategy)).toEqual([])
  })

  it('fill an empty branch and copy a branch to the other, focusing the new node', () => {
    const emptied = command(start, { type: 'delete', id: 'n12' })
    const added = command(emptied, { type: 'add', id: 'n1', branch: 'onFalse', kind: 'skip' })
    const skip = (added.strategy.root as IfNode).onFalse
    expect(skip?.kind).toBe('skip')
    expect(added).toMatchObject({
      focus: { id: skip?.id },
      announcement: { text: 'Added Do nothing to ELSE of IF Minutes to the close between 90 and 360.' },
    })
    const copied = command(emptied, { type: 'copy-branch', id: 'n1', branch: 'onTrue' })
    const copy = (copied.strategy.root as IfNode).onFalse
    expect(copy?.kind).toBe('if')
    expect(copied).toMatchObject({
      focus: { id: copy?.id },
      announcement: { text: 'Duplicated the THEN of IF Minutes to the close between 90 and 360 to ELSE.' },
    })
  })
})

describe('Do-nothing notes derived from their condition', () => {
  const root = defaultTemplate.strategy.root as IfNode
  const time = root.condition as Test
  const elseId = root.onFalse?.id ?? ''
  const note = (state: LabState) => findNode(state.strategy, elseId)
  const preset = (label: string) => conditionPresets.find((item) => item.label === label) as ConditionPreset

  it('follow every edit of the condition, and an undo brings back the note of the condition undone to', () => {
    expect(note(start)).toMatchObject({ reason: 'Minutes to the close outside 90–360', auto: true })
    const editing = reducer(start, { type: 'command', command: { type: 'edit', id: time.id } })
    const edited = reducer(editing, { type: 'apply', node: { ...time, op: 'gte', upper: undefined } })
    expect(note(edited)).toMatchObject({ reason: 'Minutes to the close < 90', auto: true })
    const undone = reducer(edited, { type: 'undo' })
    expect(note(undone)).toMatchObject({ reason: 'Minutes to the close outside 90–360' })
    expect(note(reducer(undone, { type: 'redo' }))).toMatchObject({ reason: 'Minutes to the close < 90' })
  })

  it('read as a trader writes them after the pointer build: each condition of the AND group that can fail', () => {
    let state = start
    const add = (at: string, label: string) => {
      state = reducer(state, { type: 'add-preset', at, preset: preset(label) })
    }
    add(root.id, 'VIX below 20')
    const group = (state.strategy.root as IfNode).condition.id
    add(group, 'IV rank above 30')
    add(group, 'After 10:00 ET')
    state = reducer(state, { type: 'command', command: { type: 'delete', id: time.id } })
    expect(note(state)).toMatchObject({ reason: 'VIX ≥ 20, IV rank ≤ 30 or before 10:00 ET', auto: true })
    // A Do nothing added to a THEN says the conditions that lead there.
    const emptied = reducer(state, { type: 'command', command: { type: 'delete', id: root.onTrue?.id ?? '' } })
    const added = reducer(emptied, {
      type: 'command',
      command: { type: 'add', id: root.id, branch: 'onTrue', kind: 'skip' },
    })
    expect((added.strategy.root as IfNode).onTrue).toMatchObject({
      reason: 'VIX < 20, IV rank > 30 and Time of day (ET) ≥ 10:00',
      auto: true,
    })
  })

  it('leave a note in the author’s own words as written, whatever the condition becomes', () => {
    const editing = reducer(start, { type: 'command', command: { type: 'edit', id: elseId } })
    const own = reducer(editing, {
      type: 'apply',
      node: { kind: 'skip', id: elseId, reason: 'Minutes to the close outside 90–360: not now.' },
    })
    const edited = reducer(own, { type: 'apply', node: { ...time, value: 120 } })
    expect(note(edited)).toEqual({ kind: 'skip', id: elseId, reason: 'Minutes to the close outside 90–360: not now.' })
  })
})

describe('a template’s notes follow their conditions, as the Lab’s own do', () => {
  const opened = (id: string): LabState => {
    const template = templates.find((item) => item.id === id)
    if (!template) throw new Error(`no template ${id}`)
    return { ...start, strategy: template.strategy, scenario: template.scenario, templateId: id }
  }
  /** The visitor changes the value of the tree's test on a fact, through the node editor. */
  const changed = (state: LabState, fact: Fact, value: number) => {
    const found = [...walk(state.strategy.root)].find(
      (node): node is Test => node.kind === 'test' && node.fact === fact,
    )
    if (!found) throw new Error(`no test on ${fact}`)
    const editing = reducer(state, { type: 'command', command: { type: 'edit', id: found.id } })
    return reducer(editing, { type: 'apply', node: { ...found, value } })
  }
  /** Every Do nothing of the tree as the tree shows and names it. */
  const skips = (state: LabState) =>
    [...walk(state.strategy.root)].flatMap((node) => (node.kind === 'skip' ? [describeNode(node)] : []))

  it('the 0-DTE template’s note on its entries follows a limit changed to < 3', () => {
    const before = opened('zero-dte-vwap')
    expect(skips(before)).toContain('Do nothing: Entries today ≥ 2 or Minutes since the last entry < 60')
    const after = changed(before, 'entriesToday', 3)
    expect(skips(after)).toContain('Do nothing: Entries today ≥ 3 or Minutes since the last entry < 60')
    expect(skips(after).join(' ')).not.toMatch(/Entries today ≥ 2|Two entries/)
  })

  it('the condor’s note on its profit target follows 50% changed to 40%', () => {
    const after = changed(opened('iron-condor-45'), 'positionProfitPercent', 40)
    expect(skips(after)).toContain(
      'Do nothing: Open position’s profit (% of max) < 40 and Open position’s days to expiration > 21',
    )
    expect(skips(after).join(' ')).not.toMatch(/profit \(% of max\) < 50|50% of max profit/)
  })

  it('a note the visitor writes stays as written through a change of its condition, and is marked as theirs', () => {
    const state = opened('zero-dte-vwap')
    const skip = [...walk(state.strategy.root)].find(
      (node) => node.kind === 'skip' && /Entries today/.test(node.reason),
    )
    if (skip?.kind !== 'skip') throw new Error('no entries note')
    const editing = reducer(state, { type: 'command', command: { type: 'edit', id: skip.id } })
    const written = reducer(editing, {
      type: 'apply',
      node: { kind: 'skip', id: skip.id, reason: 'Enough for today.' },
    })
    const after = changed(written, 'entriesToday', 3)
    expect(findNode(after.strategy, skip.id)).toEqual({ kind: 'skip', id: skip.id, reason: 'Enough for today.' })
    expect(skips(after)).toContain('Do nothing, with the note “Enough for today.”')
  })
})
