import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AtLab, setUpLabTests } from './at-lab.test-support'
import { resultHeadingId } from './result-section'
import { Workbench } from './workbench'

setUpLabTests()

/**
 * Where a new result takes focus and how it shows it: its heading is focused after every Run (a
 * screen reader reads the result from there); the browser rings it only for a keyboard
 * (:focus-visible), and where it draws no ring the result's card is highlighted a moment instead.
 * jsdom has no input modality: every focused element matches :focus-visible there, so a pointer's
 * press is played by a heading that does not.
 */
const focusVisible = (visible: boolean) => {
  const matches = Element.prototype.matches
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selectors: string) {
    return selectors === ':focus-visible' ? visible && this === document.activeElement : matches.call(this, selectors)
  })
}

async function runAndFocus() {
  const user = userEvent.setup()
  render(<Workbench />, { wrapper: AtLab })
  await user.click(screen.getByRole('button', { name: 'Run dry run' }))
  const heading = await screen.findByRole('heading', { name: /^Dry-run result: / })
  await waitFor(() => expect(heading).toHaveFocus())
  expect(heading.id).toBe(resultHeadingId)
  return heading.closest('section') as HTMLElement
}

describe('a new result', () => {
  afterEach(() => vi.restoreAllMocks())

  it('after a pointer’s press, which draws no ring, takes focus and is highlighted', async () => {
    focusVisible(false)
    const section = await runAndFocus()
    await waitFor(() => expect(section).toHaveClass('result-arrived'))
  })

  it('after the same Run pressed again, takes focus again and is highlighted again', async () => {
    focusVisible(false)
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    // The run worked out ahead in idle time, drawn hidden (workbench.tsx): the first press shows it,
    // and the second works out that same result again.
    await screen.findByRole('heading', { name: /^Dry-run result: /, hidden: true })
    const run = screen.getByRole('button', { name: 'Run dry run' })
    for (const press of ['first', 'second']) {
      await user.click(run)
      expect(run, press).toHaveFocus()
      const heading = await screen.findByRole('heading', { name: /^Dry-run result: / })
      await waitFor(() => expect(heading, press).toHaveFocus())
      await waitFor(() => expect(heading.closest('section'), press).toHaveClass('result-arrived'))
    }
  })

  it('after a keyboard’s press, takes focus with its ring and no highlight', async () => {
    focusVisible(true)
    const section = await runAndFocus()
    expect(section).not.toHaveClass('result-arrived')
    // The heading's ring is the site's own :focus-visible one, not a ring for any focus.
    expect(document.getElementById(resultHeadingId)?.className).not.toMatch(/(^|\s)focus:/)
  })
})
