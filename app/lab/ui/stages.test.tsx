import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DrawnInStages, Stage, stages } from './stages'

const order = Object.entries(stages).sort(([, a], [, b]) => a - b)

/** Every stage's part, named after it, as the workbench places them. */
const parts = (
  <>
    <p>first frame</p>
    {order.map(([name, at]) => (
      <Stage key={name} at={at}>
        <p>{name}</p>
      </Stage>
    ))}
  </>
)

/** The parts on screen, in document order. */
const shown = () => screen.getAllByText(/./).map((element) => element.textContent)

describe('the workbench drawn in stages', () => {
  it('draws one part at a time, in order, and is busy (holding the screen’s height) until the last', async () => {
    const { container } = render(<DrawnInStages>{parts}</DrawnInStages>)
    const box = container.firstElementChild as HTMLElement
    expect(shown()).toEqual(['first frame'])
    expect(box).toHaveAttribute('aria-busy', 'true')
    expect(box).toHaveClass('min-h-svh')
    // Each part comes in a change of its own (React commits one stage at a time, a frame apart).
    const added: number[] = []
    new MutationObserver((records) => added.push(records.flatMap((record) => [...record.addedNodes]).length)).observe(
      box,
      { childList: true, subtree: true },
    )
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'))
    expect(added).toEqual(order.map(() => 1))
    expect(shown()).toEqual(['first frame', ...order.map(([name]) => name)])
    expect(box).not.toHaveClass('min-h-svh')
  })

  it('draws everything at once where nothing draws it in stages (the workbench’s own tests)', () => {
    render(parts)
    expect(shown()).toEqual(['first frame', ...order.map(([name]) => name)])
  })
})
