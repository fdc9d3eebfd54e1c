import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AtLab, setUpLabTests } from './at-lab.test-support'
import { Workbench } from './workbench'

setUpLabTests()

/** Every text a live region was filled with, in order: each is one announcement a screen reader hears. */
function heard(region: Element) {
  const texts: string[] = []
  const observer = new MutationObserver(() => {
    const text = region.textContent ?? ''
    if (text !== '' && text !== texts.at(-1)) texts.push(text)
    else if (text === '') texts.push('')
  })
  observer.observe(region, { childList: true, characterData: true, subtree: true })
  return { said: () => texts.filter((text) => text !== ''), stop: () => observer.disconnect() }
}

describe('a notice', () => {
  it('is announced once: the changes after a failed import do not repeat its error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    // Copying answers either way; here the browser refuses, as some do.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    })
    render(<Workbench />, { wrapper: AtLab })
    const alert = document.querySelector('[data-live="alert"]') as Element
    const status = document.querySelector('[data-live="status"]') as Element
    const assertive = heard(alert)
    const polite = heard(status)
    const settle = () => act(() => vi.advanceTimersByTime(200))

    await user.upload(
      screen.getByLabelText('Import JSON'),
      new File(['{"version": 2, "name": '], 'broken.json', { type: 'application/json' }),
    )
    await screen.findByText(/^broken\.json was not imported: /, { selector: 'p' })
    await settle()
    expect(assertive.said()).toHaveLength(1)
    expect(assertive.said()[0]).toMatch(/^broken\.json was not imported: /)

    for (const name of ['Undo', 'Redo', 'Copy link', 'Copy alert message']) {
      await user.click(screen.getByRole('button', { name }))
      await settle()
    }
    // Each change was heard in the polite region, and the error no more.
    expect(polite.said()).toContain('Nothing to undo.')
    expect(polite.said()).toContain('Nothing to redo.')
    expect(assertive.said()).toHaveLength(1)
    expect(alert).toHaveTextContent(/^broken\.json was not imported: /)
    // The notice stays on screen until the next change to the work.
    expect(screen.getByText(/^broken\.json was not imported: /, { selector: 'p' })).toBeVisible()
    assertive.stop()
    polite.stop()
  })

  it('that warns is said after the words of the change that brought it, and not with the next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Workbench />, { wrapper: AtLab })
    const status = document.querySelector('[data-live="status"]') as Element
    // A strategy file with a field the Lab does not read: imported, with a warning naming it.
    const { defaultTemplate } = await import('../engine/templates')
    const file = JSON.stringify({ ...defaultTemplate.strategy, flavor: 'blue' })
    await user.upload(screen.getByLabelText('Import JSON'), new File([file], 'mine.json', { type: 'application/json' }))
    await waitFor(() => expect(status).toHaveTextContent(/^Imported .*\. The strategy had “flavor”, which/))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(status).toHaveTextContent(/^Undone\.$/))
  })
})

describe('the node editor', () => {
  it('keeps Apply in reach with a field in error: Enter in the field refuses as Apply does, focus stays on it, the error is said once', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(screen.getByRole('button', { name: 'Edit Entries today < 2' }))
    const editor = screen.getByRole('form', { name: 'Edit condition' })
    const value = await within(editor).findByRole('spinbutton', { name: 'Value' })
    await user.clear(value)
    await user.type(value, '-5')
    expect(value).toHaveAttribute('aria-invalid', 'true')
    // Tab reaches Apply, a field in error or not.
    await user.tab()
    expect(within(editor).getByRole('button', { name: 'Apply' })).toHaveFocus()
    await user.click(value)
    await user.keyboard('{Enter}')
    expect(value).toHaveFocus()
    const alert = document.querySelector('[data-live="alert"]')
    await waitFor(() => expect(alert).toHaveTextContent(/^Not applied: one problem\. Entries today must be from 0 to /))
    expect(screen.getByRole('form', { name: 'Edit condition' })).toBeVisible()
    // A valid value is applied by Enter too.
    await user.clear(value)
    await user.type(value, '3{Enter}')
    expect(screen.queryByRole('form', { name: 'Edit condition' })).toBeNull()
    expect(await screen.findAllByRole('button', { name: 'Edit Entries today < 3' })).not.toHaveLength(0)
  })
})
