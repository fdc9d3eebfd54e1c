import { scenarioDefaults } from '../../content/lab-tickers.ts'
import { floors } from './kinds.ts'
import type { Notify, RiskRules, Scenario, Strategy } from './model.ts'
import { type TemplateWords, templateWords } from './template-words.ts'

/**
 * What every template of the Strategy Library (templates.ts) shares: its shape, the risk rules and
 * scenario it starts from, and the words' helpers. Numbers are illustrative; nothing here is a
 * recommendation.
 */

/**
 * What a trader looks for, by which the strategy hubs group the templates. A template may carry
 * several; each hub's name and description live with the hub pages.
 */
export const strategyTags = ['zero-dte', 'income', 'bullish', 'bearish', 'neutral', 'hedging', 'event-aware'] as const
export type StrategyTag = (typeof strategyTags)[number]

export type Template = {
  id: string
  name: string
  /** The hubs this template is listed in, most specific first. */
  tags: readonly StrategyTag[]
  /** One line for the listings (the Lab's library, /strategies, the hubs): no number, so no tree can contradict it. */
  blurb: string
  /** A plain-English explanation written from the tree, shown on the template's own page. */
  summary: string
  /** How a trader runs it: entry, management and exit, and why. */
  notes: { entry: string; management: string; exit: string }
  /**
   * Its own page's explanation, written for that page alone: what it trades and the idea behind
   * it, why its numbers are what they are, and when it stands aside. Numbers come from the tree.
   */
  explanation: { trades: string; numbers: string; standsAside: string }
  strategy: Strategy
  scenario: Scenario
  /** The kind of TradingView alert an alert-triggered template is sent by (alert.ts), when it is not the trigger's default. */
  alertKind?: 'indicator' | 'strategy'
  /** A change to the scenario after which a risk rule blocks the order (the tests use it). */
  blockedBy: { rule: string; scenario: Scenario }
}

type Words = Pick<Template, 'summary' | 'notes' | 'explanation'>

/**
 * A template whose summary and notes are written from its own tree and risk rules: every stop,
 * target, width, delta and window they state is read from the strategy (template-words.ts).
 * They are written when first read, not when the module loads: the pages read them at build time,
 * the Lab's workbench never, and writing all twelve took 30 ms of its chunk's evaluation, a single
 * task that a phone's slower processor stretched past 100 ms (blocking time).
 */
export function written(template: Omit<Template, keyof Words>, words: (from: TemplateWords) => Words): Template {
  let worded: Words | undefined
  const read = () => {
    worded ??= words(templateWords(template.strategy))
    return worded
  }
  return {
    ...template,
    get summary() {
      return read().summary
    },
    get notes() {
      return read().notes
    },
    get explanation() {
      return read().explanation
    },
  }
}

/** "two", "an hour": counts and durations as the notes say them. */
export const count = (value: number) => ['no', 'one', 'two', 'three', 'four', 'five'][value] ?? String(value)
export const duration = (minutes: number) =>
  minutes === 60 ? 'an hour' : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`

export const quiet: Notify = { discord: false, telegram: false }

export const baseRisk: RiskRules = {
  maxContractsPerOrder: 20,
  maxOpenPositions: 5,
  dailyLossCap: 1500,
  maxLossPerOrder: 0,
  minPremium: 0,
  window: { start: '09:45', end: '15:30' },
  stopLossPercent: 50,
  takeProfitPercent: 50,
  maxBuyingPowerPerTrade: 5000,
  maxFeePercent: floors.maxFeePercent,
  stopGapMultiple: 0,
  realizedLossLimit: 0,
}

/** A ticker's illustrative scenario values (app/content/lab-tickers.ts), as a scenario's market part. */
export function tickerMarket(ticker: 'SPY' | 'QQQ' | 'AAPL') {
  const { price, iv, ivRank, dayMovePercent, averages } = scenarioDefaults.tickers[ticker]
  return { price, iv, ivRank, dayMovePercent, averages: { ...averages } }
}

const spy = tickerMarket('SPY')
export const baseScenario: Scenario = {
  alert: { ticker: 'SPY', action: 'buy', price: spy.price, message: 'SPY crossed above VWAP' },
  // In the order scenarios have always had their keys, so links written from a template do not change.
  market: {
    date: scenarioDefaults.asOf,
    time: '10:30',
    price: spy.price,
    averages: spy.averages,
    iv: spy.iv,
    ivRank: spy.ivRank,
    vix: 19.5,
    dayMovePercent: spy.dayMovePercent,
  },
  account: {
    openPositions: 1,
    positionsInTicker: 0,
    positionProfitPercent: 0,
    positionDte: 0,
    sharesHeld: 0,
    costBasis: 0,
    openRisk: 0,
    entriesToday: 0,
    lastEntryTime: '',
    realizedPnlToday: 0,
    buyingPower: 25_000,
    // A common retail commission per contract; the scenario can change it.
    feePerContract: 0.65,
  },
}

export function scenario(changes: {
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
