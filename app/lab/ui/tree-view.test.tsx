import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as describeModule from '../describe'
import { defaultTemplate } from '../engine/templates'
import { TreeView } from './tree-view'

const root = defaultTemplate.strategy.root
const none: never[] = []
const tree = (command: () => void) => <TreeView root={root} focus={null} run={null} problems={none} command={command} />

describe('TreeView', () => {
  it('is one Tab stop, and the arrow keys move focus without drawing the tree again', async () => {
    const user = userEvent.setup()
    const command = vi.fn()
    const { rerender } = render(tree(command))
    const stops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0)
    expect(stops.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Swap branches of IF Minutes to the close between 90 and 360',
    ])
    const calls = vi.spyOn(describeModule, 'describeNode')
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowRight}')
    const add = screen.getByRole('button', { name: 'Add condition beside Minutes to the close between 90 and 360' })
    expect(add).toHaveFocus()
    expect(add.tabIndex).toBe(0)
    expect(calls).not.toHaveBeenCalled()
    // The same props (a scenario change in the workbench, say) draw nothing again either.
    rerender(tree(command))
    expect(calls).not.toHaveBeenCalled()
    calls.mockRestore()
  })

  it('sends the command of the button pressed, by keyboard', async () => {
    const user = userEvent.setup()
    const command = vi.fn()
    render(tree(command))
    await user.tab()
    await user.keyboard('{ArrowRight}{Enter}')
    expect(command).toHaveBeenCalledWith({ type: 'keep-then', id: 'n1' })
  })
})
