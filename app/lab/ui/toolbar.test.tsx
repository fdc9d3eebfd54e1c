import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AtLab, setUpLabTests } from './at-lab.test-support'
import { Workbench } from './workbench'

setUpLabTests()

/**
 * The toolbar's file actions on a phone: one File menu, so that the toolbar is one row. jsdom draws
 * no media queries, so the menu's button and the wide screen's buttons are both here; the browser
 * shows one or the other (tests/e2e/lab-room.spec.ts).
 */
const fileItems = ['Copy link', 'Export JSON', 'Import JSON', 'Reset to template']

async function openLab() {
  const user = userEvent.setup()
  render(<Workbench />, { wrapper: AtLab })
  const toolbar = screen.getByRole('toolbar', { name: 'Strategy' })
  const file = within(toolbar).getByRole('button', { name: 'File' })
  return { user, toolbar, file }
}

describe('the toolbar’s File menu', () => {
  it('opens on its first item by Enter, goes round by the arrows, and Escape gives focus back to its button', async () => {
    const { user, file } = await openLab()
    expect(file).toHaveAttribute('aria-haspopup', 'menu')
    expect(file).toHaveAttribute('aria-expanded', 'false')
    file.focus()
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('menu', { name: 'File' })
    expect(file).toHaveAttribute('aria-expanded', 'true')
    expect(file).toHaveAttribute('aria-controls', menu.id)
    // The items keep the names the buttons have from 40rem.
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(fileItems)
    for (const name of fileItems) expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument()
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(file).toHaveFocus()
    expect(file).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on its last item by Up; Tab closes it and goes on from its button', async () => {
    const { user, file } = await openLab()
    file.focus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Reset to template' })).toHaveFocus()
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(file).not.toHaveFocus()
    expect(document.activeElement).not.toBe(document.body)
  })

  it('acts on a choice after giving focus back to its button: Reset asks first, Import opens the file chooser', async () => {
    const { user, file } = await openLab()
    await user.click(file)
    await user.click(screen.getByRole('menuitem', { name: 'Reset to template' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(file).toHaveFocus()
    expect(screen.getByText(/^Discard your changes and reopen/)).toBeVisible()

    const picker = vi.spyOn(HTMLInputElement.prototype, 'click')
    await user.click(file)
    await user.click(screen.getByRole('menuitem', { name: 'Import JSON' }))
    await waitFor(() => expect(picker).toHaveBeenCalled())
    expect(picker.mock.contexts.at(-1)).toBe(screen.getByLabelText('Import JSON'))
    expect(file).toHaveFocus()
    picker.mockRestore()
  })
})
