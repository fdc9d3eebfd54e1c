import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { replayScenario } from '../engine/replay'
import { defaultTemplate } from '../engine/templates'
import { Timeline } from './result-panel'

/**
 * A replay row says what the tree read where it decided, in words on the row (so a screen reader
 * reads them with it): the VWAP beside the price, the clock, the counts. A buy alert that sells
 * calls says why.
 */
describe('a replay row', () => {
  it('shows the values the tree read, the VWAP against the price among them', () => {
    const { strategy, scenario } = defaultTemplate
    const on = { ...scenario, market: { ...scenario.market, date: '2026-11-27' } }
    const { path, timeline } = replayScenario(strategy, on)
    render(<Timeline entries={timeline} ticker="SPY" source={{ kind: 'path', path, iv: on.market.iv }} />)
    const rows = [...screen.getByRole('list', { description: /^\d+ rows/ }).children] as HTMLElement[]
    const orders = rows.filter((row) => /Order:/.test(row.textContent ?? ''))
    expect(orders.length, rows.map((row) => row.textContent).join('\n')).toBeGreaterThan(0)
    for (const row of orders) {
      const text = row.textContent ?? ''
      const [, price, vwap] = text.match(/Price vs VWAP -?[\d.]+% \(SPY (\d+\.\d\d), VWAP (\d+\.\d\d)\)/) ?? []
      expect(price, text).toBeDefined()
      expect(text).toMatch(
        /The tree read: Minutes to the close \d+ min \(to the 13:00 ET early close, Day after Thanksgiving\); Entries today \d/,
      )
      // The side follows what it read: puts above VWAP, calls below.
      const side = Number(price) > Number(vwap) ? /sell \d+P/ : /sell \d+C/
      expect(text).toMatch(side)
    }
    // A skip says what it read too: the spacing since the last entry.
    expect(
      rows.some((row) =>
        /Skipped: .*The tree read: .*Minutes since the last entry \d+ min/.test(row.textContent ?? ''),
      ),
    ).toBe(true)
  })
})
