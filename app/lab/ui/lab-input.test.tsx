import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { defaultTemplate } from '../engine/templates'
import { AtLab, setUpLabTests } from './at-lab.test-support'
import { storageKey } from './use-lab'
import { Workbench } from './workbench'

setUpLabTests()

const saved = () => JSON.parse(window.localStorage.getItem(storageKey) ?? '{}')
const status = () => document.querySelector('[data-live="status"]')

describe('a date typed key by key', () => {
  it('passes through 0002-12-01 and 0020-12-01 without a crash: Date names its error, Run waits and sends focus there, nothing is saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Workbench />, { wrapper: AtLab })
    const date = screen.getByLabelText('Date')
    const before = defaultTemplate.scenario.market.date
    expect(date).toHaveValue(before)

    // What a date field holds after the fifth and the sixth key of 1 2 0 1 2 0 (month, day, year).
    for (const typed of ['0002-12-01', '0020-12-01']) {
      await user.clear(date)
      await user.type(date, typed)
      expect(date).toHaveValue(typed)
      expect(date).toHaveAttribute('aria-invalid', 'true')
      expect(date).toHaveAccessibleDescription('Date must be a day from 2000 to 2099.')
      expect(date).toHaveFocus()
    }
    // The run bar says what stops Run, and Run says it again and moves focus to Date.
    const run = screen.getByRole('button', { name: 'Run dry run' })
    expect(run).toHaveAccessibleDescription('Fix the scenario first: Date must be a day from 2000 to 2099.')
    await user.click(run)
    expect(date).toHaveFocus()
    await waitFor(() => expect(status()).toHaveTextContent('Run waits: Date must be a day from 2000 to 2099.'))
    expect(screen.queryByRole('region', { name: /^Dry-run result/ })).toBeNull()
    // Replay waits the same way.
    screen.getByRole('button', { name: 'Replay sample session' }).focus()
    await user.keyboard('{Enter}')
    expect(date).toHaveFocus()

    // Autosave keeps the last date the Lab can open.
    act(() => vi.advanceTimersByTime(300))
    expect(saved().scenario.market.date).toBe(before)

    // An empty field (a date cleared, or half typed) is named too.
    await user.clear(date)
    expect(date).toHaveAccessibleDescription('Date must be YYYY-MM-DD.')
    act(() => vi.advanceTimersByTime(300))
    expect(saved().scenario.market.date).toBe(before)

    await user.type(date, '2026-12-01')
    expect(date).not.toHaveAttribute('aria-invalid')
    act(() => vi.advanceTimersByTime(300))
    expect(saved().scenario.market.date).toBe('2026-12-01')
  })
})

describe('saved work with a value the Lab cannot use', () => {
  it('opens with the default template’s value in its place, and says which', () => {
    const { strategy, scenario } = defaultTemplate
    const work = { strategy, scenario: { ...scenario, market: { ...scenario.market, date: '0002-12-01' } } }
    window.localStorage.setItem(storageKey, JSON.stringify({ ...work, templateId: defaultTemplate.id }))
    render(<Workbench />, { wrapper: AtLab })
    expect(screen.getByLabelText('Date')).toHaveValue(scenario.market.date)
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('aria-invalid')
    expect(
      screen.getByText(
        /^One value of the scenario could not be used and takes the default template’s \(.*Date must be a day from 2000 to 2099/,
      ),
    ).toBeVisible()
  })
})
