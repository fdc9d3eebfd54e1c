import { describe, expect, it } from 'vitest'
import { evaluate, orderPost, simulationNote } from './evaluate'
import { locateJsonError } from './json-position'
import { strategyJsonSchema } from './json-schema'
import { codeFor, decodeWork, encodeWork } from './link-codec'
import { modelVersion, type OpenAction, type Strategy, walk } from './model'
import { parseStrategyFile } from './parse'
import { lineAndColumn, parseJson } from './parse-json'
import { replay } from './replay'
import { generateSession, sessionLabel } from './session'
import { defaultTemplate, templates } from './templates'
import { validateStrategy } from './validate'

const clone = <T>(value: T): T => structuredClone(value)

/** The open action with this id, to change a field of it in a test. */
function findOpen(strategy: Strategy, id: string): OpenAction {
  const node = [...walk(strategy.root)].find((item) => item.id === id)
  if (node?.kind !== 'open') throw new Error(`no open action ${id}`)
  return node
}

describe('the templates', () => {
  it('are at least five, each with a name, a plain-English summary and a valid strategy', () => {
    expect(templates.length).toBeGreaterThanOrEqual(5)
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length)
    for (const template of templates) {
      expect(template.summary.length).toBeGreaterThan(60)
      expect(validateStrategy(template.strategy)).toEqual([])
      // Without a scenario, a file opens on its ticker's own defaults and says so (ticker-defaults.test.ts).
      const opened = parseStrategyFile(JSON.stringify(template.strategy))
      expect(opened).toMatchObject({ ok: true, value: { strategy: template.strategy } })
      expect(opened.warnings).toEqual([expect.stringMatching(/^It came without a scenario, /)])
      for (const part of Object.values(template.notes)) expect(part.length).toBeGreaterThan(40)
    }
  })

  it.each(templates.map((t) => [t.id, t] as const))(
    '%s sends an order for its scenario, and its risk rule blocks the tweak',
    (_, template) => {
      const run = evaluate(template.strategy, template.scenario)
      expect(run.outcome.kind).toBe('order')
      if (run.outcome.kind !== 'order') return
      const { ticket } = run.outcome
      expect(ticket.legs.length).toBeGreaterThan(0)
      expect(ticket.limit).toBeGreaterThan(0)
      expect(ticket.expiration >= template.scenario.market.date).toBe(true)
      expect(ticket.warnings).toEqual([])
      expect(run.path[0]).toBe(template.strategy.root.id)
      expect(run.path.at(-1)).toBe(run.outcome.nodeId)

      const blocked = evaluate(template.strategy, template.blockedBy.scenario)
      expect(blocked.outcome.kind).toBe('blocked')
      if (blocked.outcome.kind === 'blocked') expect(blocked.outcome.rule).toBe(template.blockedBy.rule)
    },
  )
})

describe('evaluate', () => {
  const { strategy, scenario } = defaultTemplate

  it('records each condition with its actual value and result', () => {
    const run = evaluate(strategy, scenario)
    const time = run.steps.find((step) => step.nodeId === 'n2')
    expect(time).toMatchObject({ kind: 'test', result: true })
    expect(time?.detail).toBe('Minutes to the close 285 min · needs between 90 min and 360 min · met')
    const vwap = run.steps.find((step) => step.nodeId === 'n8')
    expect(vwap?.detail).toMatch(/^Price vs VWAP 0\.\d+% · needs > 0% · met$/)
    const spacing = run.steps.find((step) => step.nodeId === 'n6')
    expect(spacing?.detail).toBe('Minutes since the last entry no entry yet today · needs ≥ 60 min · met')
    expect(run.path).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'])
  })

  it('takes the ELSE branch, and skips outside the time window with the reason', () => {
    const below = clone(scenario)
    below.alert.price = 595
    const run = evaluate(strategy, below)
    expect(run.outcome).toMatchObject({ kind: 'order', nodeId: 'n10' })
    const late = clone(scenario)
    late.market.time = '15:10'
    expect(evaluate(strategy, late).outcome).toMatchObject({ kind: 'skipped', nodeId: 'n12' })
  })

  it('skips an alert for another ticker or action', () => {
    const other = clone(scenario)
    other.alert.ticker = 'QQQ'
    expect(evaluate(strategy, other).outcome).toMatchObject({ kind: 'skipped', reason: expect.stringContaining('QQQ') })
  })

  it('reports a strategy that cannot run, next to its node', () => {
    const broken = clone(strategy) as Strategy
    const open = findOpen(broken, 'n9')
    open.quantity = 0
    const run = evaluate(broken, scenario)
    expect(run.outcome).toMatchObject({
      kind: 'invalid',
      problems: [{ nodeId: 'n9', field: 'quantity', message: 'Quantity must be a whole number from 1 to 100.' }],
    })
    expect(evaluate({} as Strategy, scenario).outcome.kind).toBe('invalid')
  })

  it('writes the Discord and Telegram posts of an order, marked as simulated, with no result in them', () => {
    const run = evaluate(strategy, scenario)
    if (run.outcome.kind !== 'order') throw new Error('expected an order')
    const discord = orderPost(run.outcome.ticket, 'discord')
    expect(discord).toMatch(/^\*\*SPY · 1 × put credit spread \(2 legs, 2 contracts\) · exp 2026-11-23 \(0 DTE\)\*\*/)
    expect(orderPost(run.outcome.ticket, 'telegram')).not.toContain('**')
    for (const text of [discord, simulationNote]) expect(text).not.toMatch(/return|win rate|P&L/i)
    expect(discord).toContain('Simulated')
  })
})

describe('parsing what a visitor types, pastes or opens', () => {
  it('gives line and column of invalid JSON', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
    const result = parseJson('{\n  "ticker": "SPY",\n  "price": 60x\n}')
    expect(result).toMatchObject({ ok: false })
    if (!result.ok) expect(result.message).toMatch(/^This is not valid JSON\. Line 3, column \d+\.$/)
  })

  it('finds the position itself where the engine does not give one (as Safari does not)', () => {
    expect(locateJsonError('{\n  "ticker": "SPY",\n  "price": 60x\n}')).toEqual({
      offset: 34,
      problem: 'expected "," or "}", found "x"',
    })
    expect(locateJsonError('{"a": 1,}')?.offset).toBe(8)
    expect(locateJsonError('["open"')).toMatchObject({ offset: 7 })
    expect(locateJsonError('{"a": [1, 2]}')).toBeNull()
    // Nesting deeper than the stack: no position rather than a wrong one (only that error is caught).
    expect(locateJsonError('['.repeat(200_000))).toBeNull()
  })

  it('opens an exported file with its scenario, warning about unknown fields and dropping them', () => {
    const scenario = clone(defaultTemplate.scenario)
    scenario.market.vix = 31.5
    const file = { $schema: '/lab/strategy.schema.json', ...clone(defaultTemplate.strategy), color: 'blue', scenario }
    const result = parseStrategyFile(JSON.stringify(file))
    expect(result.ok).toBe(true)
    expect(result.warnings).toEqual(['The strategy had “color”, which the Lab does not read; it was ignored.'])
    if (result.ok) expect(result.value).toEqual({ strategy: defaultTemplate.strategy, scenario })
  })

  it('lists every problem of a file, each naming its node by the label the editor shows', () => {
    const broken = clone(defaultTemplate.strategy) as unknown as Record<string, unknown>
    const text = JSON.stringify(broken)
      .replace(
        '"fact":"minutesToClose","op":"between","value":90',
        '"fact":"minutesToClose","op":"between","value":"ninety"',
      )
      .replace('"quantity":1', '"quantity":0')
    const result = parseStrategyFile(text)
    expect(result).toMatchObject({ ok: false, message: 'This is not a strategy the Lab can open: 2 problems.' })
    if (result.ok) return
    expect(result.problems).toEqual([
      expect.stringMatching(/^the condition “Minutes to the close between \? and 360”: Value must be a number/),
      // An order by its structure and where it sits in the tree, never by an id.
      'the order “Vertical credit spread” in the THEN of the IF on “Price vs VWAP (%) > 0”: Quantity must be a whole number from 1 to 100.',
    ])
    // Shaped right, but a fact out of its range: the editor's own rule, still named by label.
    const vix = JSON.stringify({
      ...defaultTemplate.strategy,
      root: {
        kind: 'if',
        id: 'r1',
        condition: { kind: 'test', id: 'c1', fact: 'vix', op: 'lt', value: 200 },
        onTrue: { kind: 'skip', id: 's1', reason: 'Calm.' },
        onFalse: null,
      },
    })
    expect(parseStrategyFile(vix)).toMatchObject({
      ok: false,
      problems: ['the condition “VIX < 200”: VIX must be from 0 to 150.'],
    })
  })

  it('refuses a file that is too large, of another version, or not a strategy, with a clear message', () => {
    expect(parseStrategyFile(`{"name":"${'x'.repeat(140_000)}"}`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('128 KB'),
    })
    expect(parseStrategyFile(JSON.stringify({ ...defaultTemplate.strategy, version: 0 }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Not a Strategy Lab file: its format version is 0.'),
    })
    const wrong = clone(defaultTemplate.strategy) as unknown as { root: { kind: string } }
    wrong.root.kind = 'maybe'
    expect(parseStrategyFile(JSON.stringify(wrong))).toMatchObject({
      ok: false,
      problems: [
        'the step at the top of the tree: Unknown kind of step “maybe”; the Lab knows: IF, Open position, Close positions and Do nothing.',
      ],
    })
  })
})

describe('the published schema', () => {
  it('is generated from the model: every template validates against its shape, and it names its version', () => {
    const schema = strategyJsonSchema() as { properties: Record<string, { const?: number }>; $defs: object }
    expect(schema.properties.version?.const).toBe(modelVersion)
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(['node', 'condition']))
    expect(JSON.stringify(schema)).toContain('"minutesSinceLastEntry"')
  })

  it('explains a version-1 file whose tree is malformed, rather than failing on it', () => {
    const old = {
      ...clone(defaultTemplate.strategy),
      version: 1,
      root: { kind: 'if', id: 'n1', condition: { kind: 'all', id: 'n2', conditions: 5 }, onTrue: 'x', onFalse: null },
    }
    expect(parseStrategyFile(JSON.stringify(old))).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        'the AND group in the condition of the IF at the top of the tree: The group’s conditions must be a list; found 5.',
      ]),
    })
  })

  it('opens a version-1 file, moving an away-from-the-fill limit to the mid, with a warning', () => {
    const old = clone(defaultTemplate.strategy) as unknown as { version: number }
    old.version = 1
    findOpen(old as unknown as Strategy, 'n9').limitTicks = -1
    const result = parseStrategyFile(JSON.stringify(old))
    expect(result).toMatchObject({
      ok: true,
      warnings: [
        'The order “Vertical credit spread” asked for a limit away from a fill; it now goes from the mid toward a fill.',
        expect.stringMatching(/^It came without a scenario, so SPY’s own defaults fill one/),
      ],
    })
    if (result.ok) expect(findOpen(result.value.strategy, 'n9').limitTicks).toBe(0)
  })
})

describe('links', () => {
  const scenario = clone(defaultTemplate.scenario)
  scenario.market.vix = 27.5
  scenario.account.realizedPnlToday = -120
  const coded = encodeWork({ strategy: defaultTemplate.strategy, scenario })
  const decode = (text: string) => decodeWork(text)

  it('round-trip the strategy and its scenario exactly, in a compact, URL-safe, versioned, compressed code', async () => {
    const code = await coded
    expect(code).toMatch(new RegExp(`^v${modelVersion}z\\.[0-9a-z]+\\.[\\w-]+$`))
    expect(code.length).toBeLessThan(2000)
    expect(await decode(code)).toEqual({
      ok: true,
      value: { strategy: defaultTemplate.strategy, scenario },
      warnings: [],
    })
  })

  it('still open a link made before links carried the scenario, on its ticker’s own defaults', async () => {
    const opened = await decode(codeFor(defaultTemplate.strategy))
    expect(opened).toMatchObject({
      ok: true,
      value: { strategy: defaultTemplate.strategy, scenario: { alert: { ticker: 'SPY' } }, filled: true },
    })
    expect(opened.warnings).toEqual([
      expect.stringMatching(/^It came without a scenario, so SPY’s own defaults fill one/),
    ])
  })

  it('open the strategy of a link with a bad scenario value, keeping the good ones and naming the bad', async () => {
    const scenario = { ...defaultTemplate.scenario, market: { ...defaultTemplate.scenario.market, vix: -3, iv: 25 } }
    const bad = codeFor({ strategy: defaultTemplate.strategy, scenario })
    const decoded = await decode(bad)
    expect(decoded).toMatchObject({
      ok: true,
      value: {
        strategy: defaultTemplate.strategy,
        scenario: { market: { iv: 25, vix: defaultTemplate.scenario.market.vix } },
      },
      warnings: [
        'One value of the scenario could not be used and takes the default template’s (VIX must be a number from 0 to 150 (found -3)); the rest of the scenario is opened.',
      ],
    })
  })

  it('refuse a tampered, truncated, oversized or old-version link with a message', async () => {
    const code = await coded
    const payload = code.split('.')[2] ?? ''
    const tampered = code.replace(
      payload,
      payload.replace(/.$/, (char: string) => (char === 'A' ? 'B' : 'A')),
    )
    expect(await decode(tampered)).toMatchObject({ ok: false, message: expect.stringContaining('changed') })
    expect(await decode(code.slice(0, -10))).toMatchObject({ ok: false })
    expect(await decode(`v2z.${'a'.repeat(50_000)}`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('longer than 43 KB'),
    })
    expect(await decode(code.replace(/^v2/, 'v0'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('older Lab'),
    })
    expect(await decode('')).toMatchObject({ ok: false })
  })
})

describe('the sample session', () => {
  it('is the same for the same seed, labeled synthetic, and in time order', () => {
    const one = generateSession({ seed: 7, ticker: 'SPY', open: 600 })
    expect(generateSession({ seed: 7, ticker: 'SPY', open: 600 })).toEqual(one)
    expect(generateSession({ seed: 8, ticker: 'SPY', open: 600 })).not.toEqual(one)
    expect(one.map((event) => event.time)).toEqual([...one.map((event) => event.time)].sort())
    expect(sessionLabel).toMatch(/not market data/)
  })

  it('replays every alert through the strategy, carrying positions forward until a risk rule blocks', () => {
    const { strategy, scenario } = defaultTemplate
    const events = generateSession({ seed: 3, ticker: 'SPY', open: 600, count: 16 })
    const timeline = replay(strategy, events, scenario)
    expect(timeline.filter((entry) => entry.kind === 'alert')).toHaveLength(events.length)
    const kinds = timeline.map((entry) => entry.evaluation?.outcome.kind)
    expect(kinds).toContain('order')
    expect(kinds.filter((kind) => kind === 'order').length).toBeLessThanOrEqual(
      strategy.risk.maxOpenPositions - scenario.account.openPositions,
    )
  })
})
