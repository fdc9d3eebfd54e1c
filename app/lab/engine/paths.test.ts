import { describe, expect, it } from 'vitest'
import { sessionMinutes } from './market'
import { parseStrategyFile } from './parse'
import { toScenario } from './parse-scenario'
import {
  dayPrices,
  mulberry32,
  type PathName,
  pathNames,
  pathShapes,
  pathWords,
  realizedVolatility,
  replayPath,
} from './paths'
import { replay } from './replay'
import { generateSession } from './session'
import { defaultTemplate, templates } from './templates'
import { numbered, open } from './tree-builders'

/** The closes of `days` simulated days on a path: the session's day shaped, the rest at the IV. */
function closes(name: PathName, iv: number, seed: number, days = 250): number[] {
  const random = mulberry32(seed)
  const out = [600]
  for (let day = 0; day < days; day++) {
    const prices = dayPrices(random, { name, iv, start: out.at(-1) ?? 600, length: sessionMinutes, first: day === 0 })
    out.push(prices.at(-1) ?? 0)
  }
  return out
}

/** The realized volatility of one day's minute prices, annualized, in percent. */
function intradayVolatility(prices: readonly number[]): number {
  // Minute returns scaled to days: a day is `sessionMinutes` minutes.
  return realizedVolatility(prices) * Math.sqrt(sessionMinutes)
}

describe('market paths move at the IV the options are priced with', () => {
  it.each([18, 60])('250 simulated days at IV %i: realized volatility within 10 % of it, on every path', (iv) => {
    for (const name of pathNames) {
      const realized = realizedVolatility(closes(name, iv, 20261123))
      expect(Math.abs(realized / iv - 1), `${name}: ${realized.toFixed(1)}%`).toBeLessThan(0.1)
    }
  })

  it('moves within the day at the IV, scaled by √t: a calm day at IV 18 and IV 60, and the spike at twice the IV', () => {
    const day = (name: PathName, iv: number) =>
      dayPrices(mulberry32(7), { name, iv, start: 6000, length: sessionMinutes, first: true })
    for (const iv of [18, 60]) {
      expect(Math.abs(intradayVolatility(day('calm', iv)) / iv - 1)).toBeLessThan(0.1)
      expect(Math.abs(intradayVolatility(day('volatilitySpike', iv)) / (2 * iv) - 1)).toBeLessThan(0.1)
    }
    expect(pathWords('volatilitySpike', 18)).toBe(
      'Moves at 2× the IV for the session: 36% where the options are priced at 18%, so the model underprices the day’s moves; the days after walk on at the IV.',
    )
  })

  it('gives each named day its shape: a gap at the open, a trend, a chop back by the close', () => {
    const day = (name: PathName) => generateSession({ seed: 11, ticker: 'SPY', open: 600, iv: 18, path: name })
    const first = day('gapDown')[0]
    // 1.5 days' moves at IV 18 (1.1 % a day) below the $600 close: about $590 at the first alert.
    expect(first?.dayMovePercent).toBeLessThan(-1)
    const up = day('trendingUp').at(-1)?.price ?? 0
    const down = day('trendingDown').at(-1)?.price ?? 0
    const calm = day('calm').at(-1)?.price ?? 0
    // Same seed, same noise: the trend alone moves the day's last alert, a day's move each way.
    expect(up - calm).toBeGreaterThan(4)
    expect(calm - down).toBeGreaterThan(4)
  })

  it('steps between alerts that scale with the IV, not a fixed ±0.6 %', () => {
    const steps = (iv: number) => {
      const events = generateSession({ seed: 3, ticker: 'SPY', open: 600, iv })
      return Math.max(...events.slice(1).map((event, index) => Math.abs(event.price - (events[index]?.price ?? 0))))
    }
    expect(steps(60) / steps(18)).toBeCloseTo(60 / 18, 0)
  })
})

describe('the path a replay runs on', () => {
  it('is chosen by the date when the scenario names none, so two dates never replay alike', () => {
    const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-12-01', '2026-12-02']
    const chosen = dates.map((date) => replayPath({ date }))
    expect(new Set(chosen.map((path) => path.seed)).size).toBe(dates.length)
    const sessions = dates.map((date, index) =>
      JSON.stringify(
        generateSession({
          seed: chosen[index]?.seed ?? 0,
          ticker: 'SPY',
          open: 600,
          date,
          path: chosen[index]?.name ?? 'calm',
        }),
      ),
    )
    expect(new Set(sessions).size).toBe(dates.length)
    // The same date always gives the same path and seed.
    expect(replayPath({ date: '2026-11-23' })).toEqual(chosen[0])
  })

  it('keeps the scenario’s own path and seed, and takes a seed from the date for a path named without one', () => {
    expect(replayPath({ date: '2026-11-23', path: 'choppy', seed: 42 })).toEqual({ name: 'choppy', seed: 42 })
    const named = replayPath({ date: '2026-11-23', path: 'choppy' })
    expect(named.name).toBe('choppy')
    expect(named).toEqual(replayPath({ date: '2026-11-23', path: 'choppy' }))
    expect(named.seed).not.toBe(replayPath({ date: '2026-11-24', path: 'choppy' }).seed)
  })

  it('names every path in words a trader recognizes', () => {
    expect(pathNames.map((name) => pathShapes[name].label)).toEqual([
      'Calm',
      'Trending up',
      'Trending down',
      'Gap down at the open',
      'Volatility spike',
      'Choppy',
    ])
  })
})

describe('the replay’s own prices', () => {
  it.each([18, 60])('move day to day at the IV: 101 daily 10:15 prices of a replay at IV %i', (iv) => {
    const [ticker, price] = ['SPY', 600]
    // A schedule that buys a 0-DTE call every day at 10:15, so every day has a row with its price.
    const wheel = structuredClone(templates.find((item) => item.id === 'wheel'))
    if (!wheel) throw new Error('no wheel template')
    const { strategy, scenario } = wheel
    strategy.trigger = { kind: 'schedule', ticker, at: '10:15' }
    strategy.risk = { ...strategy.risk, takeProfitPercent: 0, minPremium: 0, maxBuyingPowerPerTrade: 1_000_000 }
    strategy.root = numbered(
      open({
        structure: 'long',
        right: 'call',
        dte: 0,
        strike: { by: 'delta', delta: 0.1 },
        width: 5,
        quantity: 1,
        limitTicks: 0,
        notify: { discord: false, telegram: false },
      }),
    )
    scenario.alert = { ...scenario.alert, ticker, price }
    scenario.market = { ...scenario.market, price, iv }
    scenario.account = { ...scenario.account, buyingPower: 10_000_000 }
    const events = generateSession({ seed: 20261123, ticker, open: price, date: scenario.market.date, iv })
    // A calm session's day, so the days after are what is measured.
    const timeline = replay(strategy, events, scenario, { name: 'calm', seed: 1 })
    const daily = timeline
      .filter((entry) => entry.kind === 'check' && entry.time === '10:15')
      .map((entry) => entry.price)
    expect(daily).toHaveLength(101)
    // 100 daily returns estimate a volatility to about ±7 %: the 250-day test above holds the path to 10 %.
    expect(Math.abs(realizedVolatility(daily) / iv - 1)).toBeLessThan(0.15)
  })
})

describe('a path and seed from a link or a file', () => {
  it('travel in an exported file with the scenario, so the file replays the same path', () => {
    const { strategy, scenario } = structuredClone(defaultTemplate)
    const chosen = { ...scenario, market: { ...scenario.market, path: 'choppy' as const, seed: 42 } }
    const opened = parseStrategyFile(JSON.stringify({ ...strategy, scenario: chosen }))
    if (!opened.ok) throw new Error(opened.message)
    expect(opened.value.scenario?.market).toMatchObject({ path: 'choppy', seed: 42 })
    expect(replayPath(opened.value.scenario?.market ?? scenario.market)).toEqual({ name: 'choppy', seed: 42 })
  })

  it('keeps good ones and names bad ones, which give way to the date’s', () => {
    const { scenario } = structuredClone(templates[0] ?? { scenario: null })
    if (!scenario) throw new Error('no template')
    const good = toScenario({ ...scenario, market: { ...scenario.market, path: 'gapDown', seed: 7 } }, scenario)
    expect(good.ok && good.value.market).toMatchObject({ path: 'gapDown', seed: 7 })
    const bad = toScenario({ ...scenario, market: { ...scenario.market, path: 'sideways', seed: -1 } }, scenario)
    if (!bad.ok) throw new Error(bad.message)
    expect(bad.value.market.path).toBeUndefined()
    expect(bad.value.market.seed).toBeUndefined()
    const words = bad.warnings.join(' ')
    expect(words).toContain(
      'Market path must be calm, trendingUp, trendingDown, gapDown, volatilitySpike or choppy (found “sideways”)',
    )
    expect(words).toContain('Path seed must be a whole number from 0 to 4,294,967,295 (found -1)')
  })
})
