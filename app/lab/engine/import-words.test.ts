import { describe, expect, it } from 'vitest'
import { factInfo, facts } from './facts'
import { parseStrategyFile, toScenario } from './parse'
import { defaultTemplate } from './templates'

/**
 * Import errors in words (docs/requirements.md#strategy-lab): what is wrong with a file's
 * structure is named as a trader reads it, never in the schema library's words, and a scenario's
 * bad values are each named while its good ones are kept.
 */

const fallback = defaultTemplate.scenario
const file = (change: (strategy: Record<string, unknown>) => void) => {
  const strategy = structuredClone(defaultTemplate.strategy) as unknown as Record<string, unknown>
  change(strategy)
  return parseStrategyFile(JSON.stringify(strategy), fallback)
}
const problemsOf = (parsed: ReturnType<typeof file>) => (parsed.ok ? [] : [parsed.message, ...(parsed.problems ?? [])])
const libraryWords = /Invalid (key|type)|Expected|received|undefined/

describe('a strategy file with a structural problem', () => {
  it('says the file has no strategy tree, no trigger or no risk rules', () => {
    const parsed = file((strategy) => {
      delete strategy.root
      delete strategy.trigger
      delete strategy.risk
    })
    expect(parsed).toMatchObject({
      ok: false,
      problems: [
        'The file has no trigger: nothing says when the strategy runs.',
        'The file has no strategy tree (its "root" is missing).',
        'The file has no risk rules.',
      ],
    })
    for (const problem of problemsOf(parsed)) expect(problem).not.toMatch(libraryWords)
  })

  it('names an unknown condition and lists the ones the Lab knows, by their labels', () => {
    const parsed = file((strategy) => {
      ;(strategy.root as { condition: { fact: string } }).condition.fact = 'rsi'
    })
    const [problem = ''] = parsed.ok ? [] : (parsed.problems ?? [])
    expect(problem).toContain('Unknown condition “rsi”; the Lab knows: Time of day (ET), Minutes since the open, ')
    for (const fact of facts) expect(problem).toContain(factInfo[fact].label)
    expect(problem).not.toMatch(libraryWords)
  })

  it('names an unknown kind of step and an unknown comparison in words', () => {
    const parsed = file((strategy) => {
      const root = strategy.root as { onFalse: { kind: string }; condition: { op: string } }
      root.onFalse.kind = 'loop'
      root.condition.op = 'near'
    })
    const problems = problemsOf(parsed).join('\n')
    expect(problems).toContain(
      'Unknown comparison “near”; the Lab knows: below, at most, above, at least, equal to and between.',
    )
    expect(problems).toContain(
      'Unknown kind of step “loop”; the Lab knows: IF, Open position, Close positions and Do nothing.',
    )
    expect(problems).not.toMatch(libraryWords)
  })

  it('calls a file without a format version not a Strategy Lab file, and names a newer one', () => {
    expect(file((strategy) => delete strategy.version)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Not a Strategy Lab file: it has no format version\./),
    })
    expect(parseStrategyFile('{"hello": "world"}', fallback)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Not a Strategy Lab file/),
    })
    expect(file((strategy) => (strategy.version = 7))).toMatchObject({
      ok: false,
      message: 'This strategy was saved by a newer Strategy Lab (format version 7); this Lab reads versions 1 to 2.',
    })
    for (const text of ['{}', '{"version": "x"}']) {
      const parsed = parseStrategyFile(text, fallback)
      expect(parsed.ok).toBe(false)
      for (const problem of problemsOf(parsed)) expect(problem).not.toMatch(/undefined|Invalid/)
    }
  })
})

describe('a scenario with bad values', () => {
  it('lists every bad value, keeps the good ones and leaves the bad ones as they were', () => {
    const scenario = {
      alert: { ticker: 'QQQ', action: 'sell' },
      market: { ...fallback.market, iv: 900, vix: -3, price: 512.5, date: '2026-13-01' },
      account: { ...fallback.account, buyingPower: 12_000, feePerContract: 'cheap' },
    }
    const read = toScenario(scenario, fallback)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.value.alert).toEqual({ ticker: 'QQQ', action: 'sell' })
    expect(read.value.market).toMatchObject({ price: 512.5, iv: fallback.market.iv, vix: fallback.market.vix })
    expect(read.value.market.date).toBe(fallback.market.date)
    expect(read.value.account).toMatchObject({ buyingPower: 12_000, feePerContract: fallback.account.feePerContract })
    const [warning = ''] = read.warnings
    expect(warning).toMatch(/^4 values of the scenario could not be used and were left as before \(/)
    for (const where of ['market.iv:', 'market.vix:', 'market.date:', 'account.feePerContract:']) {
      expect(warning).toContain(where)
    }
    expect(warning).toContain('(found 900)')
    expect(warning).toContain('the rest of the scenario is opened.')
  })
})
