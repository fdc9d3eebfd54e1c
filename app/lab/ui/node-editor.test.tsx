import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { walk } from '../engine/model'
import { defaultTemplate } from '../engine/templates'
import { NodeEditor } from './node-editor'
import type { Editable } from './use-lab'

const strategy = defaultTemplate.strategy
const open = [...walk(strategy.root)].find((node) => node.kind === 'open') as Editable

/** The template's Open node in its editor, its fields drawn; returns how to redraw it `applying` or not. */
async function editing(onApply: (node: Editable) => void) {
  const editor = (applying: boolean) => (
    <NodeEditor
      node={open}
      applying={applying}
      placed={() => strategy}
      onApply={onApply}
      onRefused={() => {}}
      onClose={() => {}}
    />
  )
  const view = render(editor(false))
  await screen.findByRole('button', { name: 'Apply' })
  return (applying: boolean) => view.rerender(editor(applying))
}

describe('NodeEditor', () => {
  it('says it is applying while its Apply is drawn, and applies nothing more if pressed again', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const drawing = await editing(onApply)
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledTimes(1)

    // The workbench draws the change in a transition: until the editor closes with it, it is pending.
    drawing(true)
    const applying = screen.getByRole('button', { name: 'Applying…' })
    await user.click(applying)
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '{Enter}')
    expect(onApply).toHaveBeenCalledTimes(1)
  })
})
