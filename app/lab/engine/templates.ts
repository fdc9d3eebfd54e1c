import { labLinks } from '../../content/site/lab-links'
import { modelVersion, type Notify, type RiskRules, type Scenario, type Strategy } from './model'

/**
 * The Strategy Library: strategies a U.S. options trader recognises, each with a scenario that
 * makes it send an order. Numbers are illustrative; nothing here is a recommendation.
 */
export type Template = {
  id: string
  name: string
  /** A short plain-English explanation, shown in the gallery. */
  summary: string
  strategy: Strategy
  scenario: Scenario
  /** A change to the scenario after which a risk rule blocks the order (the tests use it). */
  blockedBy: { rule: string; scenario: Scenario }
}

const quiet: Notify = { discord: false, telegram: false }

const baseRisk: RiskRules = {
  maxContractsPerOrder: 20,
  maxOpenPositions: 5,
  dailyLossCap: 1000,
  window: { start: '09:45', end: '15:30' },
  stopLossPercent: 50,
  takeProfitPercent: 50,
  maxBuyingPowerPerTrade: 5000,
}

const baseScenario: Scenario = {
  alert: { ticker: 'SPY', action: 'buy', price: 600, message: 'SPY crossed above VWAP' },
  market: {
    date: '2026-11-23',
    time: '10:30',
    price: 600,
    averages: { VWAP: 598.4, 'SMA 20': 592.1, 'SMA 50': 585.7 },
    iv: 18,
    ivRank: 62,
    vix: 19.5,
    dayMovePercent: 0.6,
  },
  account: { openPositions: 1, realizedPnlToday: 0, buyingPower: 25_000 },
}

function scenario(changes: {
  alert?: Partial<Scenario['alert']>
  market?: Partial<Scenario['market']>
  account?: Partial<Scenario['account']>
}): Scenario {
  return {
    alert: { ...baseScenario.alert, ...changes.alert },
    market: { ...baseScenario.market, ...changes.market },
    account: { ...baseScenario.account, ...changes.account },
  }
}

const ironCondor: Template = {
  id: 'iron-condor-45',
  name: '45-day iron condor when IV rank is high',
  summary:
    'Every trading day at 10:00, if SPY’s IV rank is 50 or more and the VIX is calm, sell a 16-delta iron condor about 45 days out with $5 wings. Otherwise, stand aside.',
  strategy: {
    version: modelVersion,
    name: '45-day SPY iron condor',
    trigger: { kind: 'schedule', ticker: 'SPY', at: '10:00' },
    root: {
      kind: 'if',
      id: 'n1',
      condition: {
        kind: 'all',
        id: 'n2',
        conditions: [
          { kind: 'test', id: 'n3', fact: 'ivRank', op: 'gte', value: 50 },
          { kind: 'test', id: 'n4', fact: 'vix', op: 'between', value: 14, upper: 30 },
        ],
      },
      onTrue: {
        kind: 'open',
        id: 'n5',
        structure: 'iron-condor',
        right: 'put',
        dte: 45,
        strike: { by: 'delta', delta: 0.16 },
        width: 5,
        quantity: 2,
        limitTicks: 0,
        notify: { discord: true, telegram: false },
      },
      onFalse: { kind: 'skip', id: 'n6', reason: 'IV rank or VIX outside the range for selling premium.' },
    },
    risk: { ...baseRisk, stopLossPercent: 200, takeProfitPercent: 50 },
  },
  scenario: scenario({ market: { time: '10:00' } }),
  blockedBy: {
    rule: 'maxOpenPositions',
    scenario: scenario({ market: { time: '10:00' }, account: { openPositions: 5 } }),
  },
}

const zeroDte: Template = {
  id: 'zero-dte-vwap',
  name: '0-DTE credit spread on a VWAP alert',
  summary:
    'When a TradingView alert says SPY crossed VWAP between 10:00 and 14:30, sell a same-day 10-delta credit spread on the side away from the move: puts above VWAP, calls below.',
  strategy: {
    version: modelVersion,
    name: '0-DTE SPY VWAP credit spread',
    trigger: { kind: 'alert', ticker: 'SPY', action: 'any' },
    root: {
      kind: 'if',
      id: 'n1',
      condition: { kind: 'test', id: 'n2', fact: 'timeOfDay', op: 'between', value: 600, upper: 870 },
      onTrue: {
        kind: 'if',
        id: 'n3',
        condition: { kind: 'test', id: 'n4', fact: 'priceVsAverage', op: 'gt', value: 0, average: 'VWAP' },
        onTrue: {
          kind: 'open',
          id: 'n5',
          structure: 'credit-spread',
          right: 'put',
          dte: 0,
          strike: { by: 'delta', delta: 0.1 },
          width: 2,
          quantity: 3,
          limitTicks: -1,
          notify: { discord: true, telegram: true },
        },
        onFalse: {
          kind: 'open',
          id: 'n6',
          structure: 'credit-spread',
          right: 'call',
          dte: 0,
          strike: { by: 'delta', delta: 0.1 },
          width: 2,
          quantity: 3,
          limitTicks: -1,
          notify: { discord: true, telegram: true },
        },
      },
      onFalse: {
        kind: 'skip',
        id: 'n7',
        reason: 'Outside 10:00–14:30 ET: too close to the open or the close for 0 DTE.',
      },
    },
    risk: { ...baseRisk, dailyLossCap: 500, window: { start: '09:45', end: '15:00' }, maxBuyingPowerPerTrade: 1000 },
  },
  scenario: scenario({ alert: { price: 601.2 }, market: { time: '11:15', price: 601.2 } }),
  blockedBy: {
    rule: 'dailyLossCap',
    scenario: scenario({
      alert: { price: 601.2 },
      market: { time: '11:15', price: 601.2 },
      account: { realizedPnlToday: -650 },
    }),
  },
}

const wheel: Template = {
  id: 'wheel',
  name: 'The wheel',
  summary:
    'Each morning on AAPL: with no position open, sell a 30-delta cash-secured put about 30 days out; once you hold the shares, sell a 30-delta covered call against them instead.',
  strategy: {
    version: modelVersion,
    name: 'AAPL wheel',
    trigger: { kind: 'schedule', ticker: 'AAPL', at: '10:15' },
    root: {
      kind: 'if',
      id: 'n1',
      condition: { kind: 'test', id: 'n2', fact: 'openPositions', op: 'eq', value: 0 },
      onTrue: {
        kind: 'open',
        id: 'n3',
        structure: 'cash-secured-put',
        right: 'put',
        dte: 30,
        strike: { by: 'delta', delta: 0.3 },
        width: 5,
        quantity: 1,
        limitTicks: 0,
        notify: quiet,
      },
      onFalse: {
        kind: 'open',
        id: 'n4',
        structure: 'covered-call',
        right: 'call',
        dte: 30,
        strike: { by: 'delta', delta: 0.3 },
        width: 5,
        quantity: 1,
        limitTicks: 0,
        notify: quiet,
      },
    },
    risk: { ...baseRisk, maxOpenPositions: 2, maxBuyingPowerPerTrade: 25_000 },
  },
  scenario: scenario({
    alert: { ticker: 'AAPL', price: 230 },
    market: { time: '10:15', price: 230, iv: 26, ivRank: 35, averages: { 'SMA 50': 224.5 } },
    account: { openPositions: 0, buyingPower: 40_000 },
  }),
  blockedBy: {
    rule: 'accountBuyingPower',
    scenario: scenario({
      alert: { ticker: 'AAPL', price: 230 },
      market: { time: '10:15', price: 230, iv: 26, ivRank: 35, averages: { 'SMA 50': 224.5 } },
      account: { openPositions: 0, buyingPower: 10_000 },
    }),
  },
}

const trendDebit: Template = {
  id: 'trend-debit-spread',
  name: 'Trend-following debit spread',
  summary:
    'On a QQQ buy alert, if price is above its 50-day average and up on the day, buy a call debit spread three weeks out with the long leg at 50 delta. No trend, no trade.',
  strategy: {
    version: modelVersion,
    name: 'QQQ trend call spread',
    trigger: { kind: 'alert', ticker: 'QQQ', action: 'buy' },
    root: {
      kind: 'if',
      id: 'n1',
      condition: {
        kind: 'all',
        id: 'n2',
        conditions: [
          { kind: 'test', id: 'n3', fact: 'priceVsAverage', op: 'gt', value: 0, average: 'SMA 50' },
          { kind: 'test', id: 'n4', fact: 'dayMovePercent', op: 'gt', value: 0.3 },
        ],
      },
      onTrue: {
        kind: 'open',
        id: 'n5',
        structure: 'debit-spread',
        right: 'call',
        dte: 21,
        strike: { by: 'delta', delta: 0.5 },
        width: 5,
        quantity: 2,
        limitTicks: 1,
        notify: { discord: false, telegram: true },
      },
      onFalse: { kind: 'skip', id: 'n6', reason: 'No uptrend: price below its 50-day average or flat on the day.' },
    },
    risk: { ...baseRisk, maxBuyingPowerPerTrade: 1500 },
  },
  scenario: scenario({
    alert: { ticker: 'QQQ', price: 520 },
    market: { time: '11:05', price: 520, iv: 21, ivRank: 40, averages: { 'SMA 50': 505.3 }, dayMovePercent: 0.8 },
  }),
  blockedBy: {
    rule: 'window',
    scenario: scenario({
      alert: { ticker: 'QQQ', price: 520 },
      market: { time: '15:50', price: 520, iv: 21, ivRank: 40, averages: { 'SMA 50': 505.3 }, dayMovePercent: 0.8 },
    }),
  },
}

const eventWindow: Template = {
  id: 'event-window',
  name: 'Stand aside around an event',
  summary:
    'Buy a one-week 40-delta SPY call on a buy alert, except from 13:45 to 14:30 ET around a scheduled announcement, or when the VIX is above 25.',
  strategy: {
    version: modelVersion,
    name: 'SPY calls outside the event window',
    trigger: { kind: 'alert', ticker: 'SPY', action: 'buy' },
    root: {
      kind: 'if',
      id: 'n1',
      condition: {
        kind: 'any',
        id: 'n2',
        conditions: [
          { kind: 'test', id: 'n3', fact: 'timeOfDay', op: 'between', value: 825, upper: 870 },
          { kind: 'test', id: 'n4', fact: 'vix', op: 'gt', value: 25 },
        ],
      },
      onTrue: { kind: 'skip', id: 'n5', reason: 'Event window or high VIX: no new entries.' },
      onFalse: {
        kind: 'open',
        id: 'n6',
        structure: 'long',
        right: 'call',
        dte: 7,
        strike: { by: 'delta', delta: 0.4 },
        width: 5,
        quantity: 2,
        limitTicks: 0,
        notify: { discord: true, telegram: false },
      },
    },
    risk: { ...baseRisk, maxContractsPerOrder: 4, maxBuyingPowerPerTrade: 2000 },
  },
  scenario: scenario({ market: { time: '10:40' } }),
  blockedBy: {
    rule: 'maxOpenPositions',
    scenario: scenario({ market: { time: '10:40' }, account: { openPositions: 6 } }),
  },
}

/** The strategy the home page's mock-up pictures; its "Open this strategy in the Lab" link opens this. */
const spyMomentum: Template = {
  id: labLinks.heroTemplate,
  name: 'SPY momentum call spread',
  summary:
    'When a TradingView alert says SPY crossed above VWAP, and IV rank is under 40 before 3:30 pm ET, buy two at-the-money call debit spreads with $5 between the strikes. Otherwise, skip.',
  strategy: {
    version: modelVersion,
    name: 'SPY momentum',
    trigger: { kind: 'alert', ticker: 'SPY', action: 'buy' },
    root: {
      kind: 'if',
      id: 'n1',
      condition: {
        kind: 'all',
        id: 'n2',
        conditions: [
          { kind: 'test', id: 'n3', fact: 'ivRank', op: 'lt', value: 40 },
          { kind: 'test', id: 'n4', fact: 'timeOfDay', op: 'lt', value: 930 },
        ],
      },
      onTrue: {
        kind: 'open',
        id: 'n5',
        structure: 'debit-spread',
        right: 'call',
        dte: 14,
        strike: { by: 'delta', delta: 0.5 },
        width: 5,
        quantity: 2,
        limitTicks: 0,
        notify: { discord: true, telegram: false },
      },
      onFalse: { kind: 'skip', id: 'n6', reason: 'IV rank 40 or more, or past 3:30 pm ET.' },
    },
    risk: { ...baseRisk, stopLossPercent: 30, takeProfitPercent: 50, dailyLossCap: 300, maxBuyingPowerPerTrade: 1500 },
  },
  scenario: scenario({ market: { time: '10:42', ivRank: 32 } }),
  blockedBy: {
    rule: 'dailyLossCap',
    scenario: scenario({ market: { time: '10:42', ivRank: 32 }, account: { realizedPnlToday: -300 } }),
  },
}

export const templates = [
  spyMomentum,
  ironCondor,
  zeroDte,
  wheel,
  trendDebit,
  eventWindow,
] as const satisfies readonly Template[]

/** The template the Lab opens with when there is no saved work or link. */
export const defaultTemplate = zeroDte
