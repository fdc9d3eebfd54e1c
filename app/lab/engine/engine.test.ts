import { describe, expect, it } from 'vitest'
import { evaluate, expirationDate, orderPost, simulationNote } from './evaluate'
import { locateJsonError } from './json-position'
import { decodeStrategy, encodeStrategy } from './link-codec'
import type { Strategy } from './model'
import { lineAndColumn, parseAlertJson, parseJson, parseStrategyFile } from './parse'
import { normalCdf, optionDelta, optionPrice, riskFreeRate, strikeForDelta } from './pricing'
import { strategySchema } from './schema'
import { checkSchema } from './schema-check'
import { generateSession, replay, sessionLabel } from './session'
import { defaultTemplate, templates } from './templates'
import { validateStrategy } from './validate'

const clone = <T>(value: T): T => structuredClone(value)

describe('pricing', () => {
  it('matches known values of the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4)
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5)
  })

  it('prices satisfy put–call parity, and deltas have their signs', () => {
    const base = { spot: 600, strike: 590, years: 30 / 365, vol: 0.2 }
    const call = optionPrice({ ...base, right: 'call' })
    const put = optionPrice({ ...base, right: 'put' })
    expect(call - put).toBeCloseTo(600 - 590 * Math.exp(-riskFreeRate * base.years), 6)
    expect(optionDelta({ ...base, right: 'call' })).toBeGreaterThan(0.5)
    expect(optionDelta({ ...base, right: 'put' })).toBeLessThan(0)
  })

  it('finds the grid strike nearest a delta', () => {
    const base = { spot: 600, years: 45 / 365, vol: 0.18 }
    const strike = strikeForDelta('put', 0.16, base)
    expect(Number.isInteger(strike)).toBe(true)
    expect(Math.abs(optionDelta({ ...base, right: 'put', strike }))).toBeCloseTo(0.16, 1)
    expect(strikeForDelta('call', 0.5, base)).toBeGreaterThanOrEqual(600)
  })

  it('dates expirations on the Friday of the target week, 0 DTE on the day', () => {
    expect(expirationDate('2026-11-23', 0)).toBe('2026-11-23')
    expect(expirationDate('2026-11-23', 7)).toBe('2026-12-04')
    expect(expirationDate('2026-11-23', 4)).toBe('2026-11-27')
  })
})

describe('the templates', () => {
  it('are at least five, each with a name, a plain-English summary and a valid strategy', () => {
    expect(templates.length).toBeGreaterThanOrEqual(5)
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length)
    for (const template of templates) {
      expect(template.summary.length).toBeGreaterThan(60)
      expect(validateStrategy(template.strategy)).toEqual([])
      expect(checkSchema(clone(template.strategy), strategySchema)).toEqual({ errors: [], warnings: [] })
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
      expect(ticket.maxLoss).toBeGreaterThan(0)
      expect(ticket.expiration >= template.scenario.market.date).toBe(true)
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
    expect(time?.detail).toContain('11:15')
    const vwap = run.steps.find((step) => step.nodeId === 'n4')
    expect(vwap?.detail).toMatch(/^Price vs VWAP 0\.\d+ > 0$/)
    expect(run.path).toEqual(['n1', 'n2', 'n3', 'n4', 'n5'])
  })

  it('takes the ELSE branch, and skips outside the time window with the reason', () => {
    const below = clone(scenario)
    below.alert.price = 595
    const run = evaluate(strategy, below)
    expect(run.outcome).toMatchObject({ kind: 'order', nodeId: 'n6' })
    const late = clone(scenario)
    late.market.time = '15:10'
    expect(evaluate(strategy, late).outcome).toMatchObject({ kind: 'skipped', nodeId: 'n7' })
  })

  it('skips an alert for another ticker or action', () => {
    const other = clone(scenario)
    other.alert.ticker = 'QQQ'
    expect(evaluate(strategy, other).outcome).toMatchObject({ kind: 'skipped', reason: expect.stringContaining('QQQ') })
  })

  it('reports a strategy that cannot run, next to its node, instead of throwing', () => {
    const broken = clone(strategy) as Strategy
    if (broken.root.kind === 'if' && broken.root.onTrue?.kind === 'if' && broken.root.onTrue.onTrue?.kind === 'open') {
      broken.root.onTrue.onTrue.quantity = 0
    }
    const run = evaluate(broken, scenario)
    expect(run.outcome).toMatchObject({
      kind: 'invalid',
      problems: [{ nodeId: 'n5', field: 'quantity', message: 'Quantity must be a whole number from 1 to 100.' }],
    })
    expect(() => evaluate({} as Strategy, scenario)).not.toThrow()
    expect(evaluate({} as Strategy, scenario).outcome.kind).toBe('invalid')
  })

  it('writes the Discord and Telegram posts of an order, marked as simulated, with no result in them', () => {
    const run = evaluate(strategy, scenario)
    if (run.outcome.kind !== 'order') throw new Error('expected an order')
    const discord = orderPost(run.outcome.ticket, 'discord')
    expect(discord).toMatch(/^\*\*SPY · Vertical credit spread · 3× · exp 2026-11-23\*\*/)
    expect(orderPost(run.outcome.ticket, 'telegram')).not.toContain('**')
    for (const text of [discord, simulationNote]) expect(text).not.toMatch(/profit|return|win rate|P&L/i)
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
  })

  it('reads an alert, naming unknown fields, and explains a bad one', () => {
    const ok = parseAlertJson('{"ticker":"spy","action":"buy","price":"601.5","interval":"5"}')
    expect(ok).toEqual({
      ok: true,
      value: { ticker: 'SPY', action: 'buy', price: 601.5 },
      warnings: ['Unknown field "interval" is ignored; the Lab reads ticker, action, price, message.'],
    })
    expect(parseAlertJson('[1]')).toMatchObject({ ok: false, message: expect.stringContaining('JSON object') })
    expect(parseAlertJson('{"ticker":"SPY","action":"hold","price":1}')).toMatchObject({
      ok: false,
      message: '"action" must be "buy" or "sell".',
    })
  })

  it('opens an exported file, warning about unknown fields and dropping them', () => {
    const file = { $schema: '/lab/strategy.schema.json', ...clone(defaultTemplate.strategy), color: 'blue' }
    const result = parseStrategyFile(JSON.stringify(file))
    expect(result.ok).toBe(true)
    expect(result.warnings).toEqual(['Unknown field "color" in strategy was ignored.'])
    if (result.ok) expect(result.value).toEqual(defaultTemplate.strategy)
  })

  it('refuses a file that is too large, of another version, or not a strategy, with a clear message', () => {
    expect(parseStrategyFile(`{"name":"${'x'.repeat(9000)}"}`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('8 KB'),
    })
    expect(parseStrategyFile(JSON.stringify({ ...defaultTemplate.strategy, version: 0 }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('version 0'),
    })
    const wrong = clone(defaultTemplate.strategy) as unknown as { root: { kind: string } }
    wrong.root.kind = 'maybe'
    expect(parseStrategyFile(JSON.stringify(wrong))).toMatchObject({
      ok: false,
      message: expect.stringContaining('strategy.root.kind: "maybe" is not one of if, open, close, skip'),
    })
  })
})

describe('links', () => {
  const code = encodeStrategy(defaultTemplate.strategy)

  it('round-trip a strategy exactly, in a compact, URL-safe, versioned code', () => {
    expect(code).toMatch(/^v1\.[0-9a-z]+\.[\w-]+$/)
    expect(code.length).toBeLessThan(4000)
    expect(decodeStrategy(code)).toEqual({ ok: true, value: defaultTemplate.strategy, warnings: [] })
  })

  it('refuse a tampered, truncated, oversized or old-version link with a message', () => {
    const payload = code.split('.')[2] ?? ''
    const tampered = code.replace(
      payload,
      payload.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A')),
    )
    expect(decodeStrategy(tampered)).toMatchObject({ ok: false, message: expect.stringContaining('changed') })
    expect(decodeStrategy(code.slice(0, -10))).toMatchObject({ ok: false })
    expect(decodeStrategy(`v1.${'a'.repeat(9000)}`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('8 KB'),
    })
    expect(decodeStrategy(code.replace(/^v1/, 'v0'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('older Lab'),
    })
    expect(decodeStrategy('')).toMatchObject({ ok: false })
  })
})

describe('the sample session', () => {
  it('is the same for the same seed, labelled synthetic, and in time order', () => {
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
    expect(timeline).toHaveLength(events.length)
    const kinds = timeline.map((entry) => entry.evaluation.outcome.kind)
    expect(kinds).toContain('order')
    expect(kinds.filter((kind) => kind === 'order').length).toBeLessThanOrEqual(
      strategy.risk.maxOpenPositions - scenario.account.openPositions,
    )
  })
})
