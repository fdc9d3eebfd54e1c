import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { scenarioDefaults } from '../../content/lab-tickers'
import { codeFor, fragmentKey } from '../engine/link-codec'
import { templates } from '../engine/templates'
import { setUpLabTests } from './at-lab.test-support'
import { RunBar } from './run-bar'
import { Workbench } from './workbench'

setUpLabTests()

const wheel = templates.find((item) => item.id === 'wheel')
if (!wheel) throw new Error('no wheel template')

/** The AAPL wheel's link as made before links carried a scenario: the strategy alone. */
const wheelLink = codeFor(wheel.strategy)

/** The Lab opened at that link's address. */
const AtWheelLink = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={[`/lab#${fragmentKey}=${wheelLink}`]}>
    {children}
    <RunBar />
  </MemoryRouter>
)

describe('a link that carries no scenario', () => {
  it('opens the AAPL wheel on AAPL’s own defaults and says which values were filled in and from where', async () => {
    // React's use() waits for the link's reading (use-lab.ts); it retries the render inside an awaited act.
    await act(async () => {
      render(<Workbench />, { wrapper: AtWheelLink })
    })
    const notice = await screen.findByText(/^Opened the strategy from the link\. /, { selector: 'p' })
    expect(notice).toHaveTextContent(
      `Opened the strategy from the link. It came without a scenario, so AAPL’s own defaults fill one: price $230.00, implied volatility 26%, IV rank 35, day’s move 0.6%, SMA 50 224.5 (the Lab’s illustrative scenario defaults for AAPL as of ${scenarioDefaults.asOf}, not market data); the date, time and account are the default template’s.`,
    )
    expect(screen.getByRole('spinbutton', { name: /^Underlying price/ })).toHaveValue(230)
    expect(screen.getByRole('spinbutton', { name: /^Implied volatility/ })).toHaveValue(26)
  })
})
