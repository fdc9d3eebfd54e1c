import { describe, expect, it } from 'vitest'
import { scenarioDefaults } from '../../content/lab-tickers'
import { evaluate } from './evaluate'
import { codeFor, decodeWork } from './link-codec'
import type { Scenario, Strategy } from './model'
import { parseStrategyFile } from './parse'
import { defaultTemplate, templates } from './templates'

const wheel = templates.find((item) => item.id === 'wheel')
if (!wheel) throw new Error('no wheel template')
const aapl = scenarioDefaults.tickers.AAPL

/** The ticket a run of the strategy on the scenario writes. */
function ticketOf(strategy: Strategy, scenario: Scenario | null) {
  if (!scenario) throw new Error('no scenario opened')
  const { outcome } = evaluate(strategy, scenario)
  if (outcome.kind !== 'order' && outcome.kind !== 'blocked') throw new Error(outcome.kind)
  return outcome.ticket
}

/** An exported file's text: the strategy with a scenario beside it. */
const fileOf = (strategy: Strategy, scenario: unknown) => JSON.stringify({ ...strategy, scenario }, null, 2)

describe('a link or file without a scenario, or with a bad value, borrows nothing from another ticker', () => {
  it('opens the AAPL wheel from a link with no scenario on AAPL’s own defaults, not SPY’s 601.20', async () => {
    const opened = await decodeWork(codeFor(wheel.strategy))
    if (!opened.ok) throw new Error(opened.message)
    expect(opened.value.scenario?.market).toMatchObject({ price: aapl.price, iv: aapl.iv, ivRank: aapl.ivRank })
    expect(opened.value.filled).toBe(true)
    expect(opened.warnings).toEqual([
      `It came without a scenario, so AAPL’s own defaults fill one: price $230.00, implied volatility 26%, IV rank 35, day’s move 0.6%, SMA 50 224.5 (the Lab’s illustrative scenario defaults for AAPL as of ${scenarioDefaults.asOf}, not market data); the date, time and account are the default template’s.`,
    ])
    const ticket = ticketOf(opened.value.strategy, opened.value.scenario)
    expect(ticket.expirationWords).toContain('Priced at the underlying’s $230.00')
    expect(ticket.expirationWords).not.toContain('601.20')
  })

  it('names a bad AAPL price and IV in a file, with the AAPL default used for each', () => {
    const scenario = structuredClone(wheel.scenario)
    const bad = { ...scenario, market: { ...scenario.market, price: -5, iv: 'high' } }
    const parsed = parseStrategyFile(fileOf(wheel.strategy, bad))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.value.scenario?.market).toMatchObject({ price: aapl.price, iv: aapl.iv })
    expect(parsed.value.scenario?.market.price).not.toBe(defaultTemplate.scenario.market.price)
    const [warning = ''] = parsed.warnings
    expect(warning).toMatch(
      /^Underlying price must be a number from 0\.01 to 1,000,000 \(found -5\): used the Lab’s AAPL default, \$230\.00; /,
    )
    expect(warning).toMatch(
      /Implied volatility \(%\) must be a number from 1 to 300 \(found “high”\): used the Lab’s AAPL default, 26%/,
    )
    expect(warning).toContain(`as of ${scenarioDefaults.asOf}`)
    expect(warning).not.toMatch(/601\.2|default template/)
  })

  it('names a missing AAPL price in a file and fills it from AAPL’s defaults', () => {
    const scenario = structuredClone(wheel.scenario) as unknown as { market: Record<string, unknown> }
    delete scenario.market.price
    const parsed = parseStrategyFile(fileOf(wheel.strategy, scenario))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.value.scenario?.market.price).toBe(aapl.price)
    expect(parsed.warnings).toEqual([
      `AAPL’s price was missing: used the Lab’s AAPL default, $230.00 (the Lab’s illustrative scenario defaults for AAPL as of ${scenarioDefaults.asOf}, not market data).`,
    ])
  })

  it('says whose figures stand in for a bad price of a ticker it has no defaults for, and asks for its own', () => {
    const strategy = { ...structuredClone(wheel.strategy), trigger: { ...wheel.strategy.trigger, ticker: 'TSLA' } }
    const scenario = structuredClone(wheel.scenario)
    const parsed = parseStrategyFile(fileOf(strategy, { ...scenario, market: { ...scenario.market, price: -5 } }))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.warnings.at(-1)).toBe(
      'The Lab has no defaults for TSLA: the price shown ($601.20) is the default template’s SPY figure, not TSLA’s; type TSLA’s in the scenario before a dry run.',
    )
  })

  it('asks for the values of a ticker it has no defaults for, lending none', async () => {
    const strategy = { ...structuredClone(wheel.strategy), trigger: { ...wheel.strategy.trigger, ticker: 'TSLA' } }
    const opened = await decodeWork(codeFor(strategy))
    if (!opened.ok) throw new Error(opened.message)
    expect(opened.value.scenario).toBeNull()
    expect(opened.warnings).toEqual([
      'It came without a scenario, and the Lab has no defaults for TSLA: type TSLA’s underlying price and implied volatility in the scenario before a dry run; the scenario on screen is kept, and its figures are not TSLA’s.',
    ])
  })
})
