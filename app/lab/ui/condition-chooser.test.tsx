import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type ConditionPreset, conditionPresets } from '../engine/kinds'
import type { Group } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { addCondition, presetTest } from '../engine/tree-ops'
import { ConditionChooser } from './condition-chooser'

const strategy = defaultTemplate.strategy
const [first, second, third] = conditionPresets as readonly [ConditionPreset, ConditionPreset, ConditionPreset]
/** The template's first IF, its test made an AND group of that test and `first` preset. */
const withFirst = addCondition(strategy, 'n1', presetTest(strategy, first)).strategy
const groupOf = (root: typeof strategy.root) => (root.kind === 'if' ? (root.condition as Group) : null)
const group = groupOf(withFirst.root) as Group
/** The same group once the second preset has been added to it. */
const withSecond = groupOf(addCondition(withFirst, group.id, presetTest(withFirst, second)).strategy.root) as Group
const choosing = (at: Group) => <ConditionChooser at={at} onPreset={() => {}} onOther={() => {}} onClose={() => {}} />
const choice = (label: string) => screen.getByRole('button', { name: label })

describe('ConditionChooser', () => {
  it('gives focus to its first choice when a change drawn after it opened takes away the one focus was on', () => {
    // Opened on the group before the second preset, added just before, was drawn: it still offers it.
    const { rerender } = render(choosing(group))
    choice(second.label).focus()
    rerender(choosing(withSecond))
    expect(screen.queryByRole('button', { name: second.label })).toBeNull()
    expect(choice(third.label)).toHaveFocus()
  })

  it('leaves focus where it is when the choice it was on is still offered', () => {
    const { rerender } = render(choosing(group))
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    cancel.focus()
    rerender(choosing(withSecond))
    expect(cancel).toHaveFocus()
  })

  it('says which choice it is adding while that is drawn, and adds no other if pressed', async () => {
    const user = userEvent.setup()
    const onPreset = vi.fn()
    const chooser = (applying: boolean) => (
      <ConditionChooser at={group} applying={applying} onPreset={onPreset} onOther={() => {}} onClose={() => {}} />
    )
    const { rerender } = render(chooser(false))
    await user.click(choice(second.label))
    expect(onPreset).toHaveBeenCalledWith(second)

    // The workbench draws the condition in a transition: until the chooser closes with it, it is pending.
    rerender(chooser(true))
    expect(screen.getByText('Adding…').closest('button')).toHaveTextContent(second.label)
    await user.click(choice(third.label))
    expect(onPreset).toHaveBeenCalledTimes(1)
  })
})
