import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountFields, factInfo, facts, marketFields } from './facts'
import { decodeWork, encodeWork } from './link-codec'
import type { Scenario } from './model'
import { riskFields } from './order-fields'
import { parseStrategyFile } from './parse'
import { toScenario } from './parse-scenario'
import { defaultTemplate, templates } from './templates'

/**
 * Import errors in words (docs/requirements.md#strategy-lab): what is wrong with a file's
 * structure is named as a trader reads it, never in the schema library's words, and a scenario's
 * bad values are each named while its good ones are kept.
 */

const fallback = defaultTemplate.scenario
const file = (change: (strategy: Record<string, unknown>) => void) => {
  const strategy = structuredClone(defaultTemplate.strategy) as unknown as Record<string, unknown>
  change(strategy)
  return parseStrategyFile(JSON.stringify(strategy))
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
        'The file has no strategy tree.',
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
    expect(parseStrategyFile('{"hello": "world"}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Not a Strategy Lab file/),
    })
    expect(file((strategy) => (strategy.version = 7))).toMatchObject({
      ok: false,
      message: 'This strategy was saved by a newer Strategy Lab (format version 7); this Lab reads versions 1 to 2.',
    })
    for (const text of ['{}', '{"version": "x"}']) {
      const parsed = parseStrategyFile(text)
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
    expect(warning).toMatch(/^4 values of the scenario could not be used and take the default template’s \(/)
    // Each by the label the scenario panel shows it with, never by its key.
    for (const label of [marketFields.iv.label, marketFields.vix.label, 'Date', accountFields.feePerContract.label]) {
      expect(warning).toContain(label)
    }
    expect(warning).not.toMatch(/market\.|account\.|feePerContract/)
    expect(warning).toContain('(found 900)')
    expect(warning).toContain('the rest of the scenario is opened.')
  })
})

describe('a scenario with shares and no cost basis', () => {
  /** The wheel on TSLA with 300 shares, as a file or link made elsewhere carries it, without their basis. */
  const tesla = () => {
    const wheel = templates.find((template) => template.id === 'wheel')
    if (!wheel) throw new Error('no wheel template')
    const strategy = { ...structuredClone(wheel.strategy), trigger: { ...wheel.strategy.trigger, ticker: 'TSLA' } }
    const scenario = structuredClone(wheel.scenario) as Scenario
    scenario.alert = { ...scenario.alert, ticker: 'TSLA', price: 250 }
    scenario.market = { ...scenario.market, price: 250, iv: 55 }
    scenario.account = { ...scenario.account, sharesHeld: 300 }
    delete (scenario.account as Partial<Scenario['account']>).costBasis
    return { strategy, scenario }
  }
  const asks = `The scenario holds 300 shares and no cost basis: fill in “${accountFields.costBasis.label}”, what the shares cost you, before a dry run can use them; the rest of the scenario is opened as it came.`

  it('opens everything else from a file, leaves the basis empty and asks for it by its label', () => {
    const { strategy, scenario } = tesla()
    const parsed = parseStrategyFile(JSON.stringify({ ...strategy, scenario }))
    expect(parsed).toMatchObject({ ok: true, warnings: [asks] })
    if (!parsed.ok) return
    expect(parsed.value.scenario?.account).toMatchObject({ sharesHeld: 300, costBasis: 0 })
    expect(parsed.value.scenario?.market).toMatchObject({ price: 250, iv: 55 })
    expect(parsed.value.scenario?.alert.ticker).toBe('TSLA')
  })

  it('never takes the basis, or anything else, from the visitor’s earlier work when it comes by link', async () => {
    const { strategy, scenario } = tesla()
    // Whatever was on screen before (AAPL shares at $215) plays no part in reading the link.
    const opened = await decodeWork(await encodeWork({ strategy, scenario }))
    expect(opened).toMatchObject({ ok: true, warnings: [asks] })
    if (!opened.ok) return
    expect(opened.value.scenario?.account.costBasis).toBe(0)
    expect(opened.value.scenario?.account.sharesHeld).toBe(300)
    // A link made before a field existed fills it from the default template, not from earlier work.
    const older = structuredClone(scenario) as { account: Record<string, unknown> }
    delete older.account.openRisk
    delete older.account.feePerContract
    const filled = await decodeWork(await encodeWork({ strategy, scenario: older as unknown as Scenario }))
    if (!filled.ok) throw new Error(filled.message)
    expect(filled.value.scenario?.account.feePerContract).toBe(defaultTemplate.scenario.account.feePerContract)
  })
})

describe('every message about a malformed file, whatever is wrong with it', () => {
  /** Every key a strategy or scenario file uses, written as code: none may reach a message. */
  const keys = new Set<string>()
  const collect = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) collect(item)
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (/[a-z][A-Z]/.test(key)) keys.add(key)
        collect(item)
      }
    }
  }
  for (const template of templates) collect({ ...template.strategy, scenario: template.scenario })
  const codeWords = new RegExp(`\\b(${[...keys].join('|')})\\b`)
  const ids = /\bn\d+\b/

  type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
  const junk: fc.Arbitrary<Json> = fc.oneof(
    fc.constantFrom<Json>(null, true, -3, 0, 1.5, 1e9, 'abc', 'VIX', '', [], {}, [1, 2], { a: 1 }),
    fc.stringMatching(/^[a-z]{1,8}$/),
  )
  /** Somewhere in the file: a path of keys and list positions, read off a random walk. */
  const change = fc.record({
    steps: fc.array(fc.nat(20), { minLength: 0, maxLength: 6 }),
    how: fc.constantFrom('delete', 'replace', 'add'),
    value: junk,
    name: fc.constantFrom('shade', 'zz', 'note'),
  })
  const apply = (root: Record<string, Json>, edit: typeof change extends fc.Arbitrary<infer T> ? T : never) => {
    let here: Json = root
    let parent: Record<string, Json> | Json[] | null = null
    let key: string | number = ''
    for (const step of edit.steps) {
      if (here === null || typeof here !== 'object') break
      const entries: (string | number)[] = Array.isArray(here) ? here.map((_, index) => index) : Object.keys(here)
      if (entries.length === 0) break
      key = entries[step % entries.length] as string | number
      parent = here
      here = (here as Record<string | number, Json>)[key] as Json
    }
    // A copy: the constant values are shared, and one put inside itself by a later edit made a cycle.
    const value = structuredClone(edit.value)
    if (edit.how === 'add' && here !== null && typeof here === 'object' && !Array.isArray(here)) {
      here[edit.name] = value
    } else if (parent && !Array.isArray(parent) && typeof key === 'string') {
      if (edit.how === 'delete') delete parent[key]
      else parent[key] = value
    } else if (Array.isArray(parent) && typeof key === 'number') parent[key] = value
  }

  it('names steps by their words and fields by their labels: no ids, keys or JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(templates.length - 1),
        fc.array(change, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (which, edits, byLink) => {
          const template = templates[which] ?? defaultTemplate
          const file = structuredClone({ ...template.strategy, scenario: template.scenario }) as unknown as Record<
            string,
            Json
          >
          for (const edit of edits) apply(file, edit)
          // The format version is what says a file is the Lab's at all; its message shows the start of one on purpose.
          file.version = template.strategy.version
          const { scenario, ...strategy } = file
          const read = byLink
            ? await decodeWork(await encodeWork({ strategy, scenario } as never))
            : parseStrategyFile(JSON.stringify(file))
          const said = [...(read.ok ? [] : [read.message, ...(read.problems ?? [])]), ...read.warnings]
          for (const line of said) {
            const own = line.replace(/“(shade|zz|note)”/g, '')
            expect(own, line).not.toMatch(ids)
            expect(own, line).not.toMatch(codeWords)
            expect(own, line).not.toMatch(/[{}[\]"]/)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('names a field of the risk rules by its label and the IF by its condition', () => {
    const parsed = file((strategy) => {
      ;(strategy.risk as Record<string, unknown>).stopLossPercent = 'lots'
      ;(strategy.root as { onFalse: unknown }).onFalse = { kind: 'skip', reason: 5 }
    })
    const problems = problemsOf(parsed).join('\n')
    expect(problems).toContain(riskFields.stopLossPercent.name)
    expect(problems).toContain('the ELSE of the IF on “Minutes to the close between 90 and 360”')
    expect(problems).not.toMatch(/stopLossPercent|\bn\d+\b|onFalse|Invalid|Expected/)
  })
})
