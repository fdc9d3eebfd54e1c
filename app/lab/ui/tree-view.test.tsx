import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as describeModule from '../describe'
import { defaultTemplate } from '../engine/templates'
import { TreeView } from './tree-view'

const root = defaultTemplate.strategy.root
const none: never[] = []
const tree = (command: () => void) => <TreeView root={root} focus={null} run={null} problems={none} command={command} />
/** The tree with a focus request for node `id`, drawn (showing the change) or not yet. */
const requesting = (focus: { id: string } | null, drawn: boolean) => (
  <TreeView root={root} focus={focus} drawn={drawn} run={null} problems={none} command={() => {}} />
)
const firstButtonOf = (id: string) => document.querySelector(`[data-node="${id}"] button`)

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

  it('focuses the node a change concerns once the tree shows the change, and only once', () => {
    const request = { id: 'n3' }
    const { rerender } = render(requesting(null, true))
    rerender(requesting(request, false))
    expect(document.body).toHaveFocus()
    rerender(requesting(request, true))
    const target = firstButtonOf('n3')
    expect(target).toHaveFocus()
    ;(target as HTMLElement).blur()
    rerender(requesting(request, true))
    expect(document.body).toHaveFocus()
  })

  /** A change requests focus on n3; before the tree shows it, the visitor presses Right in the tree. */
  async function pressWhileTheTreeCatchesUp() {
    const user = userEvent.setup()
    const request = { id: 'n3' }
    const { rerender } = render(requesting(null, true))
    await user.tab()
    rerender(requesting(request, false))
    await user.keyboard('{ArrowRight}')
    return { drawn: () => rerender(requesting(request, true)) }
  }

  it('leaves focus where a key pressed before the tree showed the change took it', async () => {
    const { drawn } = await pressWhileTheTreeCatchesUp()
    const movedTo = screen.getByRole('button', { name: /^Keep THEN only, removing IF Minutes to the close/ })
    expect(movedTo).toHaveFocus()
    drawn()
    expect(movedTo).toHaveFocus()
  })

  it('still focuses the node when the control focus was on has gone away', async () => {
    const { drawn } = await pressWhileTheTreeCatchesUp()
    ;(document.activeElement as HTMLElement).blur()
    drawn()
    expect(firstButtonOf('n3')).toHaveFocus()
  })
})
