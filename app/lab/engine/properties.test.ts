import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAlert } from './alert'
import { addDays, daysBetween, isListedExpiry, isTradingDay } from './calendar'
import { evaluate } from './evaluate'
import { comparisons, facts, structures } from './kinds'
import { codeFor, decodeWork, encodeWork } from './link-codec'
import {
  type Condition,
  clockOf,
  modelVersion,
  type OpenAction,
  type Scenario,
  type Strategy,
  type TreeNode,
} from './model'
import { parseStrategyFile } from './parse'
import { replay } from './replay'
import { generateSession } from './session'
import { templates } from './templates'
import type { Ticket } from './ticket'

// Numbers as a visitor or a tampered link could give them: NaN, infinities and extremes included.
const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(0, 1, 0.5, 50, 600))
const id = fc.stringMatching(/^n\d{1,2}$/)
const clock = fc.oneof(
  fc.constantFrom('09:30', '10:00', '15:59', '16:00', '23:59', '00:00'),
  fc.string({ maxLength: 6 }),
)

const test = fc.record(
  {
    kind: fc.constant('test' as const),
    id,
    fact: fc.constantFrom(...facts),
    op: fc.constantFrom(...comparisons),
    value: anyNumber,
    upper: anyNumber,
    average: fc.constantFrom('VWAP', 'SMA 50', 'missing', ''),
  },
  { requiredKeys: ['kind', 'id', 'fact', 'op', 'value'] },
)

const open: fc.Arbitrary<OpenAction> = fc.record({
  kind: fc.constant('open' as const),
  id,
  structure: fc.constantFrom(...structures),
  right: fc.constantFrom('call', 'put' as const),
  dte: fc.oneof(fc.integer({ min: -5, max: 400 }), anyNumber),
  strike: fc.oneof(
    fc.record({ by: fc.constant('delta' as const), delta: anyNumber }),
    fc.record({ by: fc.constant('offset' as const), dollars: anyNumber }),
  ),
  width: anyNumber,
  quantity: fc.oneof(fc.integer({ min: 0, max: 120 }), anyNumber),
  limitTicks: fc.integer({ min: -5, max: 30 }),
  notify: fc.record({ discord: fc.boolean(), telegram: fc.boolean() }),
})

const { node } = fc.letrec<{ condition: Condition; node: TreeNode }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    test,
    fc.record({
      kind: fc.constantFrom('all', 'any' as const),
      id,
      conditions: fc.array(tie('condition'), { maxLength: 3 }),
    }),
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    open,
    fc.record({
      kind: fc.constant('close' as const),
      id,
      notify: fc.record({ discord: fc.boolean(), telegram: fc.boolean() }),
    }),
    fc.record({ kind: fc.constant('skip' as const), id, reason: fc.string({ maxLength: 30 }) }),
    fc.record({
      kind: fc.constant('if' as const),
      id,
      condition: tie('condition'),
      onTrue: fc.option(tie('node'), { nil: null }),
      onFalse: fc.option(tie('node'), { nil: null }),
    }),
  ),
}))

const strategy: fc.Arbitrary<Strategy> = fc.record({
  version: fc.constant(modelVersion),
  name: fc.string({ maxLength: 70 }),
  trigger: fc.oneof(
    fc.record({
      kind: fc.constant('alert' as const),
      ticker: fc.constantFrom('SPY', 'QQQ', 'spy', ''),
      action: fc.constantFrom('buy', 'sell', 'any' as const),
    }),
    fc.record({ kind: fc.constant('schedule' as const), ticker: fc.constantFrom('SPY', 'AAPL'), at: clock }),
  ),
  root: node,
  risk: fc.record({
    maxContractsPerOrder: anyNumber,
    maxOpenPositions: anyNumber,
    dailyLossCap: anyNumber,
    maxLossPerOrder: anyNumber,
    minPremium: anyNumber,
    window: fc.record({ start: clock, end: clock }),
    stopLossPercent: anyNumber,
    takeProfitPercent: anyNumber,
    maxBuyingPowerPerTrade: anyNumber,
    maxFeePercent: anyNumber,
    stopGapMultiple: anyNumber,
    realizedLossLimit: anyNumber,
  }),
})

const scenario: fc.Arbitrary<Scenario> = fc.record({
  alert: fc.record({
    ticker: fc.constantFrom('SPY', 'QQQ', ''),
    action: fc.constantFrom('buy', 'sell' as const),
    price: anyNumber,
  }),
  market: fc.record({
    // A Monday, Thanksgiving, a Saturday, the day after Thanksgiving (early close), no such day, not a date.
    date: fc.constantFrom('2026-11-23', '2026-11-26', '2026-11-28', '2026-11-27', '2026-02-30', 'soon', '2027-12-31'),
    time: clock,
    price: anyNumber,
    averages: fc.dictionary(fc.constantFrom('VWAP', 'SMA 50'), anyNumber),
    iv: anyNumber,
    ivRank: anyNumber,
    vix: anyNumber,
    dayMovePercent: anyNumber,
  }),
  account: fc.record({
    openPositions: anyNumber,
    positionsInTicker: fc.oneof(fc.constantFrom(0, 1), anyNumber),
    positionProfitPercent: anyNumber,
    positionDte: anyNumber,
    sharesHeld: fc.oneof(fc.constantFrom(0, 100, 250), anyNumber),
    costBasis: anyNumber,
    openRisk: anyNumber,
    entriesToday: anyNumber,
    lastEntryTime: fc.oneof(fc.constant(''), clock),
    realizedPnlToday: anyNumber,
    buyingPower: anyNumber,
    feePerContract: fc.oneof(fc.constant(0.65), anyNumber),
  }),
})

/** What every ticket must satisfy, whatever strategy and scenario produced it. */
function expectSoundTicket(ticket: Ticket, date: string) {
  for (const value of [ticket.limit, ticket.mid, ticket.maxLossTowardCap, ticket.buyingPower, ticket.math.fees]) {
    expect(Number.isFinite(value)).toBe(true)
  }
  expect(ticket.limit).toBeGreaterThan(0)
  expect(isTradingDay(ticket.expiration)).toBe(true)
  expect(isListedExpiry(ticket.ticker, ticket.expiration)).toBe(true)
  expect(ticket.dte).toBe(daysBetween(date, ticket.expiration))
  expect(ticket.dte).toBeGreaterThanOrEqual(ticket.requestedDte)
  // The limit is on the tick grid and never more aggressive than the mid.
  expect(Math.abs(ticket.limit / ticket.tick - Math.round(ticket.limit / ticket.tick))).toBeLessThan(1e-6)
  if (ticket.limit > ticket.tick) {
    if (ticket.type === 'credit') expect(ticket.limit).toBeLessThanOrEqual(ticket.mid + 1e-9)
    else expect(ticket.limit).toBeGreaterThanOrEqual(ticket.mid - 1e-9)
  }
  expect(ticket.math.probabilityOfProfit).toBeGreaterThanOrEqual(0)
  expect(ticket.math.probabilityOfProfit).toBeLessThanOrEqual(1 + 1e-12)
}

describe('the engine', () => {
  // No catch-all: a bug in the evaluator throws here instead of passing as an "invalid" outcome.
  it('evaluates any generated tree against any generated scenario to an outcome with a sound ticket', () => {
    fc.assert(
      fc.property(strategy, scenario, (s, sc) => {
        const { outcome } = evaluate(s, sc)
        if (outcome.kind === 'order' || outcome.kind === 'blocked') expectSoundTicket(outcome.ticket, sc.market.date)
        if (outcome.kind === 'order' && outcome.ticket.structure === 'covered-call') {
          expect(sc.account.sharesHeld).toBeGreaterThanOrEqual(outcome.ticket.quantity * 100)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('runs every template against any valid scenario: an order only on an open market, within the risk rules', () => {
    fc.assert(
      fc.property(fc.constantFrom(...templates), validScenario, (template, sc) => {
        const { outcome } = evaluate(template.strategy, sc)
        expect(outcome.kind).not.toBe('invalid')
        if (outcome.kind !== 'order') return
        expectSoundTicket(outcome.ticket, sc.market.date)
        expect(isTradingDay(sc.market.date)).toBe(true)
        const { risk } = template.strategy
        expect(outcome.ticket.quantity).toBeLessThanOrEqual(risk.maxContractsPerOrder)
        if (risk.dailyLossCap > 0) {
          const { realizedPnlToday, openRisk } = sc.account
          expect(Math.max(0, -realizedPnlToday) + openRisk + outcome.ticket.capCount.dollars).toBeLessThanOrEqual(
            risk.dailyLossCap,
          )
        }
      }),
      { numRuns: 200 },
    )
  })

  it('replays any template over any seeded session', () => {
    fc.assert(
      fc.property(fc.constantFrom(...templates), fc.integer(), (template, seed) => {
        const events = generateSession({
          seed,
          ticker: template.strategy.trigger.ticker,
          open: template.scenario.market.price,
        })
        const timeline = replay(template.strategy, events, template.scenario)
        // An alert strategy: every alert, once and in order. A scheduled one runs at its time only,
        // so an alert shows only where an exit rule closed something. Every row in time order.
        const alerts = timeline.flatMap((entry) => (entry.event ? [entry] : []))
        if (template.strategy.trigger.kind === 'alert') expect(alerts.map((entry) => entry.event)).toEqual(events)
        else for (const entry of alerts) expect(entry.closes.length > 0 && entry.evaluation === null).toBe(true)
        const moments = timeline.map((entry) => `${entry.date} ${entry.time}`)
        expect(moments).toEqual([...moments].sort())
        // Every position it opens is closed once, by a named rule at a price, unless the last row says it is still open.
        const orders = timeline.filter((entry) => entry.evaluation?.outcome.kind === 'order').length
        const closes = timeline.flatMap((entry) => entry.closes)
        const still = timeline.at(-1)?.open?.length ?? 0
        expect(closes.length + still).toBe(orders)
        for (const close of closes) {
          expect(close.price).toBeGreaterThanOrEqual(0)
          expect(close.text).toMatch(/\$\d+\.\d\d/)
        }
        for (const { account } of timeline) {
          expect(account.positionsInTicker).toBeGreaterThanOrEqual(0)
          expect(account.buyingPower).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 50 },
    )
  })
})

/** Valid scenarios: a template's, moved through dates and times of the calendar and an account's states. */
const validScenario: fc.Arbitrary<Scenario> = fc
  .record({
    template: fc.constantFrom(...templates),
    day: fc.integer({ min: 0, max: 3 * 365 }),
    minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    positionsInTicker: fc.integer({ min: 0, max: 2 }),
    sharesHeld: fc.constantFrom(0, 50, 100, 300),
    realizedPnlToday: fc.integer({ min: -2000, max: 500 }),
    entriesToday: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ template, day, minutes, ...account }) => {
    const copy = structuredClone(template.scenario)
    copy.market.date = addDays('2025-01-01', day)
    copy.market.time = clockOf(minutes)
    copy.account = { ...copy.account, ...account, costBasis: account.sharesHeld > 0 ? copy.market.price : 0 }
    return copy
  })

/** Valid strategies: a template with its name, sizes and strikes varied inside their ranges (any Unicode name). */
const validStrategy: fc.Arbitrary<Strategy> = fc
  .record({
    template: fc.constantFrom(...templates),
    name: fc
      .string({ minLength: 1, maxLength: 60, unit: 'grapheme' })
      .filter((name) => name.trim() !== '' && name.length <= 60),
    quantity: fc.integer({ min: 1, max: 100 }),
    dte: fc.integer({ min: 0, max: 365 }),
    delta: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  })
  .map(({ template, name, quantity, dte, delta }) => {
    const copy = structuredClone(template.strategy) as Strategy
    copy.name = name
    for (const item of walkNodes(copy.root)) {
      if (item.kind === 'open') Object.assign(item, { quantity, dte, strike: { by: 'delta', delta } })
    }
    return copy
  })

function* walkNodes(item: TreeNode | null): Generator<TreeNode> {
  if (!item) return
  yield item
  if (item.kind === 'if') {
    yield* walkNodes(item.onTrue)
    yield* walkNodes(item.onFalse)
  }
}

describe('links and files', () => {
  it('round-trip every valid strategy exactly', async () => {
    await fc.assert(
      fc.asyncProperty(validStrategy, async (s) => {
        const scenario = templates[0].scenario
        expect(await decodeWork(await encodeWork({ strategy: s, scenario }))).toEqual({
          ok: true,
          value: { strategy: s, scenario },
          warnings: [],
        })
      }),
      { numRuns: 300 },
    )
  })

  it('refuse or round-trip exactly any generated strategy, never alter one', async () => {
    await fc.assert(
      fc.asyncProperty(strategy, async (s) => {
        const json = JSON.parse(JSON.stringify(s)) as Strategy
        const decoded = await decodeWork(codeFor(json))
        // Generated values may break the schema (NaN, out of range); those must be refused, not altered.
        if (decoded.ok) expect(decoded.value.strategy).toEqual(json)
        else expect(decoded.message).toBeTruthy()
      }),
      { numRuns: 300 },
    )
    for (const template of templates)
      expect(await decodeWork(codeFor(template.strategy))).toMatchObject({
        ok: true,
        value: { strategy: template.strategy },
      })
  })

  it('decoding random text or any cut of a real link never throws and never succeeds by accident', async () => {
    const code = await encodeWork(templates[0])
    const decode = (text: string) => decodeWork(text)
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), async (text) => {
        expect((await decode(text)).ok).toBe(false)
      }),
      { numRuns: 500 },
    )
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: code.length - 1 }), async (cut) => {
        expect((await decode(code.slice(0, cut))).ok).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('parsing any text as a strategy file or an alert never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(() => parseStrategyFile(text)).not.toThrow()
        expect(() => parseAlert(text, templates[0].scenario, 'SPY')).not.toThrow()
      }),
      { numRuns: 500 },
    )
  })
})
