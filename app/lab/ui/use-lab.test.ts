import { describe, expect, it } from 'vitest'
import type { Strategy } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { historyLimit, type LabState, reducer } from './use-lab'

const start: LabState = {
  strategy: defaultTemplate.strategy,
  scenario: defaultTemplate.scenario,
  templateId: defaultTemplate.id,
  past: [],
  future: [],
  announcement: '',
  notice: null,
}
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
    expect(reducer(start, { type: 'undo' }).announcement).toBe('Nothing to undo.')
  })
})
