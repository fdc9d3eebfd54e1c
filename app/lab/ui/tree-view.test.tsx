import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as describeModule from '../describe'
import { evaluate } from '../engine/evaluate'
import { defaultTemplate } from '../engine/templates'
import { pressesSoFar } from './presses'
import { TreeView } from './tree-view'

const root = defaultTemplate.strategy.root
const none: never[] = []
const tree = (command: () => void) => <TreeView root={root} focus={null} run={null} problems={none} command={command} />
/** The tree with a focus request for node `id`, drawn (showing the change) or not yet. */
const requesting = (focus: { id: string; presses?: number } | null, drawn: boolean) => (
  <TreeView root={root} focus={focus} drawn={drawn} run={null} problems={none} command={() => {}} />
)
const firstButtonOf = (id: string) => document.querySelector(`[data-node="${id}"] button`)
const firstIf = 'IF Minutes to the close between 90 and 360'
const nameOf = (element: Element) => element.getAttribute('aria-label')

describe('TreeView', () => {
  it('is one Tab stop, and the arrow keys move focus without drawing the tree again', async () => {
    const user = userEvent.setup()
    const command = vi.fn()
    const { rerender } = render(tree(command))
    const stops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0)
    expect(stops.map(nameOf)).toEqual([`More actions for ${firstIf}`])
    const calls = vi.spyOn(describeModule, 'nodeWords')
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowLeft}')
    const edit = screen.getByRole('button', { name: 'Edit Minutes to the close between 90 and 360' })
    expect(edit).toHaveFocus()
    expect(edit.tabIndex).toBe(0)
    expect(calls).not.toHaveBeenCalled()
    // The same props (a scenario change in the workbench, say) draw nothing again either.
    rerender(tree(command))
    expect(calls).not.toHaveBeenCalled()
    calls.mockRestore()
  })

  it('gives each row its level, position and branch, reads a note once, and describes the keys', () => {
    render(tree(() => {}))
    const strategy = screen.getByRole('group', { name: 'Strategy tree' })
    expect(strategy).toHaveAccessibleDescription(/^The tree is one Tab stop: the Up and Down arrow keys/)
    const row = (name: string) => within(strategy).getByRole('group', { name })
    expect(row(firstIf)).toHaveAccessibleDescription('Level 1, the first node')
    expect(row('TEST Minutes to the close between 90 and 360')).toHaveAccessibleDescription(
      `Level 2, 1 of 3, the test of ${firstIf}`,
    )
    expect(row('TEST Entries today < 2')).toHaveAccessibleDescription('Level 4, 1 of 2, in the AND group')
    expect(row('OPEN Open vertical credit spread put, 0 DTE, 0.1 delta, 1×')).toHaveAccessibleDescription(
      'Level 4, 2 of 3, THEN of IF Price vs VWAP (%) > 0',
    )
    // A Do-nothing note is the row's words, read with the row's name; its buttons name the node without it.
    const note = root.kind === 'if' && root.onFalse?.kind === 'skip' ? root.onFalse.reason : ''
    expect(note.length).toBeGreaterThan(20)
    const skip = row(`SKIP Do nothing: ${note}`)
    expect(skip).toHaveAccessibleDescription(`Level 2, 3 of 3, ELSE of ${firstIf}`)
    const heard = within(skip)
      .getAllByRole('button')
      .map((button) => `${nameOf(button)} ${button.textContent}`)
    // Compact, icon-sized buttons: no visible words, so their names are all there is to hear.
    expect(heard).toEqual(['Edit Do nothing (2nd) ', 'More actions for Do nothing (2nd) '])
  })

  it('keeps a node’s other actions in a menu button: arrows go round it, Escape and Tab close it', async () => {
    const user = userEvent.setup()
    const command = vi.fn()
    render(tree(command))
    const more = screen.getByRole('button', { name: `More actions for ${firstIf}` })
    expect(more).toHaveAttribute('aria-haspopup', 'menu')
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(more).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: `Actions for ${firstIf}` })
    expect(more).toHaveAttribute('aria-controls', menu.id)
    const items = within(menu).getAllByRole('menuitem')
    // Each item is named with its node; what does not apply here stays listed, unavailable.
    expect(items.map((item) => [nameOf(item), item.getAttribute('aria-disabled')])).toEqual([
      [`Keep THEN only, removing ${firstIf} and its ELSE`, null],
      [`Swap branches of ${firstIf}`, null],
      [`Duplicate THEN to ELSE of ${firstIf}`, 'true'],
      [`Delete ${firstIf} and its branches`, 'true'],
    ])
    expect(items[0]).toHaveFocus()
    // Up from the first goes round to the last; End and Home; Down from the last to the first.
    await user.keyboard('{ArrowUp}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{End}{ArrowDown}')
    expect(items[0]).toHaveFocus()
    // The keys stayed in the menu: the tree's focus did not move to another node.
    expect(more).toHaveAttribute('aria-expanded', 'true')
    // An unavailable item does nothing and leaves the menu open.
    await user.keyboard('{End}{Enter}')
    expect(command).not.toHaveBeenCalled()
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(more).toHaveFocus()
    expect(more).toHaveAttribute('aria-expanded', 'false')
    // Tab closes it and goes on from its button, out of the tree: the tree has no other stop.
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.body).toHaveFocus()
  })

  it('sends the command of the item chosen, by keyboard, and gives focus back to the button', async () => {
    const user = userEvent.setup()
    const command = vi.fn()
    render(tree(command))
    await user.tab()
    await user.keyboard('{Enter}{ArrowDown}{Enter}')
    expect(command).toHaveBeenCalledWith({ type: 'swap', id: 'n1' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: `More actions for ${firstIf}` })).toHaveFocus()
    await user.keyboard('{Enter}{Enter}')
    expect(command).toHaveBeenLastCalledWith({ type: 'keep-then', id: 'n1' })
  })

  it('moves, duplicates and deletes a group’s conditions from their menus', async () => {
    const user = userEvent.setup()
    const command = vi.fn()
    render(tree(command))
    await user.click(screen.getByRole('button', { name: 'More actions for Entries today < 2' }))
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
    expect(items.map((item) => [nameOf(item), item.getAttribute('aria-disabled')])).toEqual([
      ['Add condition beside Entries today < 2', null],
      ['Move up Entries today < 2', 'true'],
      ['Move down Entries today < 2', null],
      ['Duplicate Entries today < 2', null],
      ['Delete Entries today < 2', null],
    ])
    await user.click(screen.getByRole('menuitem', { name: 'Move down Entries today < 2' }))
    expect(command).toHaveBeenLastCalledWith({ type: 'move', id: 'n5', by: 1 })
    await user.click(screen.getByRole('button', { name: 'More actions for Entries today < 2' }))
    await user.click(screen.getByRole('menuitem', { name: 'Add condition beside Entries today < 2' }))
    expect(command).toHaveBeenLastCalledWith({ type: 'add-condition', id: 'n4' })
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

  /** A change requests focus on n3; before the tree shows it, the visitor presses Down in the tree. */
  async function pressWhileTheTreeCatchesUp() {
    const user = userEvent.setup()
    const request = { id: 'n3' }
    const { rerender } = render(requesting(null, true))
    await user.tab()
    rerender(requesting(request, false))
    await user.keyboard('{ArrowDown}')
    return { drawn: () => rerender(requesting(request, true)) }
  }

  it('leaves focus where a key pressed before the tree showed the change took it', async () => {
    const { drawn } = await pressWhileTheTreeCatchesUp()
    const movedTo = screen.getByRole('button', { name: 'More actions for Minutes to the close between 90 and 360' })
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

  it('counts from the press that asked for the change, which reaches the tree later, in a transition', async () => {
    const user = userEvent.setup()
    const { rerender } = render(requesting(null, true))
    await user.tab()
    // An editor's Apply asks for focus on n3; before React draws the change, the visitor presses Down.
    const asked = { id: 'n3', presses: pressesSoFar() }
    await user.keyboard('{ArrowDown}')
    const movedTo = screen.getByRole('button', { name: 'More actions for Minutes to the close between 90 and 360' })
    expect(movedTo).toHaveFocus()
    // The request and the tree showing it arrive in one render: the press in between still counts.
    rerender(requesting(asked, true))
    expect(movedTo).toHaveFocus()
    // A request with no press since it was asked for takes focus to its node.
    rerender(requesting({ id: 'n3', presses: pressesSoFar() }, true))
    expect(firstButtonOf('n3')).toHaveFocus()
  })

  it('keeps the lines about its keys out of sight but always in its description, drawn only while a keyboard is in it', () => {
    render(tree(() => {}))
    const strategy = screen.getByRole('group', { name: 'Strategy tree' })
    const keys = document.getElementById(strategy.getAttribute('aria-describedby') ?? '')
    // Visually hidden (tree-keys starts as sr-only), never display:none or hidden: read with the tree on every screen.
    expect(keys).toHaveClass('tree-keys')
    expect(keys).not.toHaveAttribute('hidden')
    expect(keys?.parentElement).toBe(strategy)
    expect(strategy).toHaveAttribute('data-tree-keys-host')
    expect(strategy).toHaveAccessibleDescription(
      'The tree is one Tab stop: the Up and Down arrow keys move between nodes, Left and Right between a node’s buttons; a node’s More actions opens its menu.',
    )
  })

  it('after a run, says each row’s state in words for assistive technology, drawn as its border and a dot', () => {
    const run = evaluate(defaultTemplate.strategy, defaultTemplate.scenario)
    expect(run.outcome.kind).toBe('order')
    render(<TreeView root={root} focus={null} run={run} problems={none} command={() => {}} />)
    const strategy = screen.getByRole('group', { name: 'Strategy tree' })
    const row = (name: string) => within(strategy).getByRole('group', { name })
    expect(row(`${firstIf} true`)).toHaveAttribute('data-run-state', 'true')
    expect(row('OPEN Open vertical credit spread put, 0 DTE, 0.1 delta, 1× reached')).toHaveAttribute(
      'data-run-state',
      'reached',
    )
    const notTaken = row('OPEN Open vertical credit spread call, 0 DTE, 0.1 delta, 1× not taken')
    expect(notTaken).toHaveAttribute('data-run-state', 'not-taken')
    // The words are for assistive technology only; the eye has the dot, whose shape the legend names.
    const legend = strategy.querySelector('[data-run-legend]')
    for (const words of within(strategy).getAllByText(/^(true|false|reached|not taken)(, .*)?$/))
      if (!legend?.contains(words)) expect(words).toHaveClass('sr-only')
    expect(legend).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws Edit, Add condition and More actions as icon-sized buttons, each named for what it does to which node', () => {
    render(tree(() => {}))
    const group = screen.getByRole('group', { name: 'AND All of these are true' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map(nameOf)).toEqual([
      'Edit All of these are true: Entries today < 2, Minutes since the last entry ≥ 60',
      'Add condition to All of these are true: Entries today < 2, Minutes since the last entry ≥ 60',
      'More actions for All of these are true: Entries today < 2, Minutes since the last entry ≥ 60',
    ])
    // Icons, no words beside them: nothing visible that the names would have to start with.
    for (const button of buttons) {
      expect(button.textContent).toBe('')
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    }
  })
})
