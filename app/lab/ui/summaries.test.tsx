import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AtLab, setUpLabTests } from './at-lab.test-support'
import { Workbench } from './workbench'

setUpLabTests()

/**
 * Below lg (jsdom's default here) the parts a trader sets once are closed, and say what they hold:
 * fields and their values as a list of names and values (a <dl>), read as the form would show them.
 */
const summaryOf = (title: string) => {
  const summary = screen.getByText(title, { selector: 'summary span' }).closest('summary') as HTMLElement
  const details = summary.closest('details') as HTMLElement
  return { summary, details, list: () => details.parentElement?.querySelector(':scope > dl') ?? null }
}
const pairsOf = (list: Element) =>
  within(list as HTMLElement)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('a closed part’s summary', () => {
  it('lists the scenario’s market figures as names and values, not one run-on line', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const { summary, list } = summaryOf('More market figures')
    const dl = list()
    expect(dl?.tagName).toBe('DL')
    const pairs = pairsOf(dl as Element)
    expect(pairs).toContainEqual(['IV rank', expect.stringMatching(/^\d+(\.\d+)?$/)])
    expect(pairs).toContainEqual(['VIX', expect.stringMatching(/^\d+(\.\d+)?$/)])
    expect(within(dl as HTMLElement).getAllByRole('definition')).toHaveLength(pairs.length)
    // No "name: value; name: value" text is left in the summary.
    expect(summary.textContent).not.toMatch(/;|IV rank/)
    // Opened, the fields themselves say it: the list goes.
    await user.click(summary)
    expect(list()).toBeNull()
  })

  it('lists the account’s figures and the last entry’s time', () => {
    render(<Workbench />, { wrapper: AtLab })
    const pairs = pairsOf(summaryOf('Account (made-up)').list() as Element)
    expect(pairs).toContainEqual(['Entries today', expect.stringMatching(/^\d+$/)])
    expect(pairs.at(-1)).toEqual(['Last entry today (ET)', expect.any(String)])
  })
})
