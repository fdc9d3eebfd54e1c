import { scenarioDefaults } from '../../content/lab-tickers.ts'
import { bundledEvents, cpiReleases } from './calendar.ts'
import { earlyCloseTime, regularClose, sessionMinutes } from './market.ts'
import { clockOf, modelVersion, type Notify, type RiskRules, type Scenario, type Strategy } from './model.ts'
import { percent, type TemplateWords, templateWords } from './template-words.ts'
import { all, any, close, numbered, open, skip, skipSaying, test, when } from './tree-builders.ts'

/**
 * The Strategy Library: strategies a U.S. options trader recognizes, each with a scenario that
 * makes it send an order. Numbers are illustrative; nothing here is a recommendation.
 */
/**
 * What a trader looks for, by which the strategy hubs group the templates. A template may carry
 * several; each hub's name and description live with the hub pages.
 */
export const strategyTags = ['zero-dte', 'income', 'directional', 'event-aware'] as const
export type StrategyTag = (typeof strategyTags)[number]

export type Template = {
  id: string
  name: string
  /** The hubs this template is listed in, most specific first. */
  tags: readonly StrategyTag[]
  /** A short plain-English explanation, shown in the gallery. */
  summary: string
  /** How a trader runs it: entry, management and exit, and why. */
  notes: { entry: string; management: string; exit: string }
  strategy: Strategy
  scenario: Scenario
  /** The kind of TradingView alert an alert-triggered template is sent by (alert.ts), when it is not the trigger's default. */
  alertKind?: 'indicator' | 'strategy'
  /** A change to the scenario after which a risk rule blocks the order (the tests use it). */
  blockedBy: { rule: string; scenario: Scenario }
}

/**
 * A template whose summary and notes are written from its own tree and risk rules: every stop,
 * target, width, delta and window they state is read from the strategy (template-words.ts).
 */
function written(
  template: Omit<Template, 'summary' | 'notes'>,
  words: (from: TemplateWords) => Pick<Template, 'summary' | 'notes'>,
): Template {
  const { summary, notes } = words(templateWords(template.strategy))
  return { ...template, summary, notes }
}

/** "two", "an hour": counts and durations as the notes say them. */
const count = (value: number) => ['no', 'one', 'two', 'three', 'four', 'five'][value] ?? String(value)
const duration = (minutes: number) =>
  minutes === 60 ? 'an hour' : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`

const quiet: Notify = { discord: false, telegram: false }

/**
 * The floors a new strategy starts with: a credit's minimum, percent of the spread's width (the
 * 0-DTE template's, and a new Open node's in tree-ops.ts), and the most of an order's max profit
 * its round-trip fees may take (the risk rule's value for a file saved before it existed, schema.ts).
 */
export const floors = { minCreditPercent: 3, maxFeePercent: 25 } as const

const baseRisk: RiskRules = {
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
function tickerMarket(ticker: 'SPY' | 'QQQ' | 'AAPL') {
  const { price, iv, ivRank, dayMovePercent, averages } = scenarioDefaults.tickers[ticker]
  return { price, iv, ivRank, dayMovePercent, averages: { ...averages } }
}

const spy = tickerMarket('SPY')
const baseScenario: Scenario = {
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

const ironCondor = written(
  {
    id: 'iron-condor-45',
    name: '45-day iron condor when IV rank is high',
    tags: ['income'],
    strategy: {
      version: modelVersion,
      name: '45-day SPY iron condor',
      trigger: { kind: 'schedule', ticker: 'SPY', at: '10:00' },
      root: numbered(
        when(
          test('positionsInTicker', 'gte', 1),
          when(
            any(test('positionProfitPercent', 'gte', 50), test('positionDte', 'lte', 21)),
            close({ discord: true, telegram: false }),
            skip('Hold the open condor: under 50% of max profit with more than 21 days left.'),
          ),
          when(
            all(test('ivRank', 'gte', 50), test('vix', 'between', 14, { upper: 30 })),
            open({
              structure: 'iron-condor',
              right: 'put',
              dte: 45,
              strike: { by: 'delta', delta: 0.16 },
              width: 5,
              quantity: 2,
              limitTicks: 0,
              notify: { discord: true, telegram: false },
            }),
            skip('IV rank or VIX outside the range for selling premium.'),
          ),
        ),
      ),
      risk: { ...baseRisk, stopLossPercent: 200, takeProfitPercent: 50 },
    },
    scenario: scenario({ market: { time: '10:00' } }),
    blockedBy: {
      rule: 'maxOpenPositions',
      scenario: scenario({ market: { time: '10:00' }, account: { openPositions: 5 } }),
    },
  },
  (w) => ({
    summary: `Every trading day at ${w.at}: with no ${w.ticker} condor open, and IV rank ${w.value('ivRank')} or more with the VIX between ${w.value('vix')} and ${w.upper('vix')}, sell a ${w.strike()} iron condor about ${w.open().dte} days out with ${w.width()} wings. With one open, close it at ${percent(w.value('positionProfitPercent'))} of its max profit or at ${w.value('positionDte')} days left, whichever comes first.`,
    notes: {
      entry: `One condor per underlying at a time, sold when implied volatility is rich: ${w.strike()} shorts, ${w.width()} wings, the first expiry at or after ${w.open().dte} days.`,
      management: `Checked every morning: nothing is added while one is open. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received.`,
      exit: `Closed at ${percent(w.value('positionProfitPercent'))} of max profit or at ${w.value('positionDte')} days to expiration, whichever comes first: the last ${w.value('positionDte')} days carry most of the gamma risk for little extra premium.`,
    },
  }),
)

/** The 0-DTE template's smallest credit, percent of the width, and its last entry, minutes before the close. */
const zeroDteMinCredit = floors.minCreditPercent
const zeroDteLastEntry = 90

/** The 0-DTE template's spread, sold on the put or the call side. */
const zeroDteSpread = (right: 'put' | 'call') =>
  open({
    structure: 'credit-spread',
    right,
    dte: 0,
    strike: { by: 'delta', delta: 0.1 },
    width: 5,
    quantity: 1,
    limitTicks: 1,
    minCreditPercent: zeroDteMinCredit,
    notify: { discord: true, telegram: true },
  })

const zeroDte = written(
  {
    id: 'zero-dte-vwap',
    name: '0-DTE credit spread on a VWAP alert',
    // A VWAP cross is a chart condition, an indicator alert: its message carries the action as a word.
    alertKind: 'indicator',
    tags: ['zero-dte', 'income'],
    strategy: {
      version: modelVersion,
      name: '0-DTE SPY VWAP credit spread',
      trigger: { kind: 'alert', ticker: 'SPY', action: 'any' },
      root: numbered(
        when(
          // Counted from the day's real close: 10:00–14:30 ET on a regular day, to 11:30 ET on an early-close day.
          test('minutesToClose', 'between', zeroDteLastEntry, { upper: sessionMinutes - 30 }),
          when(
            all(test('entriesToday', 'lt', 2), test('minutesSinceLastEntry', 'gte', 60)),
            when(test('priceVsAverage', 'gt', 0, { average: 'VWAP' }), zeroDteSpread('put'), zeroDteSpread('call')),
            skip('Two entries already today, or the last one less than an hour ago.'),
          ),
          // Derived from its condition, so it follows every edit of it (notes.ts); the entry note says why.
          skipSaying('Minutes to the close outside 90–360'),
        ),
      ),
      risk: {
        ...baseRisk,
        maxContractsPerOrder: 2,
        stopLossPercent: 200,
        dailyLossCap: 1000,
        window: { start: '09:45', end: '15:00' },
        maxBuyingPowerPerTrade: 1000,
      },
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
  },
  (w) => {
    const [last, first] = [w.value('minutesToClose'), w.upper('minutesToClose')]
    const window = `${clockOf(regularClose - first)}–${clockOf(regularClose - last)} ET`
    const early = `until ${clockOf(earlyCloseTime - last)} ET`
    const { minCreditPercent = 0, width } = w.open()
    const [entries, gap] = [w.value('entriesToday'), w.value('minutesSinceLastEntry')]
    return {
      summary: `When a TradingView alert says ${w.ticker} crossed VWAP from ${duration(first)} to ${duration(last)} before the close (${window}; ${early} on an early-close day), sell a same-day ${w.strike()} credit spread on the side away from the move: puts above VWAP, calls below, for a credit of at least ${percent(minCreditPercent)} of the width. At most ${count(entries)} entries a day, ${duration(gap)} apart. The alert’s action is not read: a buy or a sell alert alike, price against VWAP picks the side.`,
      notes: {
        entry: `From ${duration(first)} to ${duration(last)} before the day’s real close: on a regular day ${window}, not in the first ${duration(sessionMinutes - first)}, when the open’s range is still forming, nor in the last ${duration(last)}, when gamma is highest and little premium is left; on an early-close day (${clockOf(earlyCloseTime)} ET) ${early}. The short strike is the ${w.strike()} one, priced in trading time with put skew; a spread offering less than ${percent(minCreditPercent)} of its width ($${((minCreditPercent / 100) * width).toFixed(2)} on ${w.width()}) is not sold.`,
        management: `${count(entries).replace(/^./, (first) => first.toUpperCase())} entries a day at most and ${duration(gap)} between them, so one trend day cannot stack spreads on the same side. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received.`,
        exit: `Held to expiry at the close unless the stop or the ${w.target} target fills first; ${
          w.risk.stopGapMultiple > 0
            ? `the daily loss cap counts each spread at its loss at the stop × ${w.risk.stopGapMultiple}, for a fill past it, not at its full width.`
            : 'the daily loss cap counts each new spread’s full max loss.'
        }`,
      },
    }
  },
)

/** Either side of the wheel: one 30-delta option at a time, no alerts posted. */
const wheelOption = (structure: 'covered-call' | 'cash-secured-put', right: 'call' | 'put', dte: number) =>
  open({
    structure,
    right,
    dte,
    strike: { by: 'delta', delta: 0.3 },
    width: 5,
    quantity: 1,
    limitTicks: 0,
    notify: quiet,
  })

const wheel = written(
  {
    id: 'wheel',
    name: 'The wheel',
    tags: ['income'],
    strategy: {
      version: modelVersion,
      name: 'AAPL wheel',
      trigger: { kind: 'schedule', ticker: 'AAPL', at: '10:15' },
      root: numbered(
        when(
          test('positionsInTicker', 'gte', 1),
          skip('A put or a call is already working: let it expire, be closed or be assigned.'),
          when(
            test('sharesHeld', 'gte', 100),
            wheelOption('covered-call', 'call', 30),
            wheelOption('cash-secured-put', 'put', 35),
          ),
        ),
      ),
      risk: {
        ...baseRisk,
        maxOpenPositions: 2,
        dailyLossCap: 0,
        stopLossPercent: 0,
        takeProfitPercent: 50,
        maxBuyingPowerPerTrade: 25_000,
        // Under $0.50 a share, a call is not worth capping the shares for another month.
        minPremium: 0.5,
      },
    },
    scenario: scenario({
      alert: { ticker: 'AAPL', price: tickerMarket('AAPL').price },
      market: { time: '10:15', ...tickerMarket('AAPL') },
      account: { openPositions: 0, buyingPower: 40_000 },
    }),
    blockedBy: {
      rule: 'accountBuyingPower',
      scenario: scenario({
        alert: { ticker: 'AAPL', price: tickerMarket('AAPL').price },
        market: { time: '10:15', ...tickerMarket('AAPL') },
        account: { openPositions: 0, buyingPower: 10_000 },
      }),
    },
  },
  (w) => {
    const [call, put] = [w.open(0), w.open(1)]
    const premium = `$${w.risk.minPremium.toFixed(2)} a share`
    return {
      summary: `Each morning on ${w.ticker}: with no shares, sell a ${w.strike(1)} cash-secured put about ${put.dte} days out; once assigned, sell a ${w.strike(0)} covered call about ${call.dte} days out, at or above the shares’ cost basis, for ${premium} or more; once called away, back to puts. Never a call without ${w.value('sharesHeld')} shares per contract.`,
      notes: {
        entry: `No shares: a ${w.strike(1)} cash-secured put, the first expiry at or after ${put.dte} days, with the cash for 100 shares per contract set aside.`,
        management:
          'One option at a time: nothing new while a put or call is open. No stop on the put and no daily loss cap: the plan is to own the shares if assigned, and the cash set aside bounds the risk.',
        exit: `Each option is closed at ${w.target} of its max profit or left to expire. Assigned shares get ${w.strike(0)} covered calls, the first expiry at or after ${call.dte} days, never below their cost basis and never for under ${premium}; called away, the wheel starts over with puts.`,
      },
    }
  },
)

const trendDebit = written(
  {
    id: 'trend-debit-spread',
    name: 'Trend-following debit spread',
    tags: ['directional'],
    strategy: {
      version: modelVersion,
      name: 'QQQ trend call spread',
      trigger: { kind: 'alert', ticker: 'QQQ', action: 'buy' },
      root: numbered(
        when(
          // With a spread open, no new one: a signal is never stacked on itself.
          all(
            test('priceVsAverage', 'gt', 0, { average: 'SMA 50' }),
            test('dayMovePercent', 'gt', 0.3),
            test('positionsInTicker', 'lt', 1),
          ),
          open({
            structure: 'debit-spread',
            right: 'call',
            dte: 21,
            strike: { by: 'delta', delta: 0.5 },
            width: 5,
            quantity: 2,
            limitTicks: 1,
            notify: { discord: false, telegram: true },
          }),
          skip('No uptrend (price below its 50-day average or flat on the day), or a QQQ spread already open.'),
        ),
      ),
      risk: { ...baseRisk, maxBuyingPowerPerTrade: 1500 },
    },
    scenario: scenario({
      alert: { ticker: 'QQQ', price: tickerMarket('QQQ').price },
      market: { time: '11:05', ...tickerMarket('QQQ') },
    }),
    blockedBy: {
      rule: 'window',
      scenario: scenario({
        alert: { ticker: 'QQQ', price: tickerMarket('QQQ').price },
        market: { time: '15:50', ...tickerMarket('QQQ') },
      }),
    },
  },
  (w) => ({
    summary: `On a ${w.ticker} buy alert, if price is above its 50-day average and up more than ${percent(w.value('dayMovePercent'))} on the day, with no ${w.ticker} spread open, buy a ${w.width()}-wide call debit spread about ${w.open().dte} days out with the long leg at ${w.delta()}. No trend, no trade.`,
    notes: {
      entry: `Only with the trend: price above its 50-day average and up more than ${percent(w.value('dayMovePercent'))} on the day. A ${w.strike()} long call, ${w.width()} wide, the first expiry at or after ${w.open().dte} days.`,
      management: `A debit spread’s risk is what it costs; the stop sells when the spread is worth ${percent(100 - w.risk.stopLossPercent)} of that, before time decay takes the rest.`,
      exit: `Take profit at +${w.target} of the debit, stop at −${w.stop}. The tree closes nothing itself: a spread that reaches neither is held to expiration, through its last week, when a debit spread decays fastest.`,
    },
  }),
)

const eventWindow = written(
  {
    id: 'event-window',
    name: 'Stand aside on FOMC and CPI days',
    tags: ['event-aware', 'directional'],
    strategy: {
      version: modelVersion,
      name: 'SPY calls, not through an event',
      trigger: { kind: 'alert', ticker: 'SPY', action: 'buy' },
      root: numbered(
        when(
          // The call's life, not just today: a one-week call bought the day before a decision holds through it.
          any(test('eventBeforeExpiry', 'eq', 1), test('vix', 'gt', 25)),
          skip('A scheduled event before the call expires, or high VIX: no new entries.'),
          when(
            // One call at a time: a second buy alert does not stack another on it.
            test('positionsInTicker', 'lt', 1),
            open({
              structure: 'long',
              right: 'call',
              dte: 7,
              strike: { by: 'delta', delta: 0.4 },
              width: 5,
              quantity: 2,
              limitTicks: 0,
              notify: { discord: true, telegram: false },
            }),
            skip('A call is already open in this ticker: one position at a time.'),
          ),
        ),
      ),
      risk: { ...baseRisk, maxContractsPerOrder: 4, dailyLossCap: 2500, maxBuyingPowerPerTrade: 2000 },
    },
    scenario: scenario({ market: { time: '10:40' } }),
    blockedBy: {
      rule: 'maxOpenPositions',
      scenario: scenario({ market: { time: '10:40' }, account: { openPositions: 6 } }),
    },
  },
  (w) => ({
    summary: `Buy a ${w.strike()} ${w.ticker} call about ${w.open().dte} days out on a buy alert, one at a time, unless a scheduled event falls before it expires (an FOMC rate decision, a CPI release you add, or any date of your own) or the VIX is above ${w.value('vix')}.`,
    notes: {
      entry: `A ${w.strike()} call, the first expiry at or after ${w.open().dte} days, on a buy alert when no scheduled event falls from today to that expiry, and no ${w.ticker} call is open: a second buy alert adds nothing.`,
      management: `Implied volatility is bid up before a scheduled number and drops after it: a call held through one pays for that. ${bundledEvents()}: ${cpiReleases.length === 0 ? 'add the CPI days you trade around as your own dates' : 'add any other date as your own'}.`,
      exit: `Stop at −${w.stop}, target at +${w.target} of the premium paid; otherwise held to expiration.`,
    },
  }),
)

/** The strategy the home page's mock-up pictures, from this template's own dry run; its link opens it here. */
const spyMomentum = written(
  {
    id: 'spy-momentum',
    name: 'SPY momentum call spread',
    tags: ['directional'],
    strategy: {
      version: modelVersion,
      name: 'SPY momentum',
      trigger: { kind: 'alert', ticker: 'SPY', action: 'buy' },
      root: numbered(
        when(
          // With a spread open, no new one: a signal is never stacked on itself.
          all(test('ivRank', 'lt', 40), test('timeOfDay', 'lt', 930), test('positionsInTicker', 'lt', 1)),
          open({
            structure: 'debit-spread',
            right: 'call',
            dte: 14,
            strike: { by: 'delta', delta: 0.5 },
            width: 5,
            quantity: 2,
            limitTicks: 0,
            notify: { discord: true, telegram: false },
          }),
          skip('IV rank 40 or more, past 3:30 pm ET, or a SPY spread already open.'),
        ),
      ),
      risk: {
        ...baseRisk,
        stopLossPercent: 30,
        takeProfitPercent: 50,
        dailyLossCap: 1000,
        maxBuyingPowerPerTrade: 1500,
      },
    },
    scenario: scenario({ market: { time: '10:42', ivRank: 32 } }),
    blockedBy: {
      rule: 'dailyLossCap',
      scenario: scenario({ market: { time: '10:42', ivRank: 32 }, account: { realizedPnlToday: -600 } }),
    },
  },
  (w) => ({
    summary: `When a TradingView alert says ${w.ticker} crossed above VWAP, with no ${w.ticker} spread open, and IV rank is under ${w.value('ivRank')} before ${clockOf(w.value('timeOfDay'))} ET, buy ${count(w.open().quantity)} at-the-money call debit spreads with ${w.width()} between the strikes, about ${w.open().dte} days out. Otherwise, skip.`,
    notes: {
      entry: `Momentum with cheap premium: IV rank under ${w.value('ivRank')}, before ${clockOf(w.value('timeOfDay'))} ET. The long call at ${w.delta()}, ${w.width()} wide, the first expiry at or after ${w.open().dte} days.`,
      management: `${count(w.open().quantity).replace(/^./, (first) => first.toUpperCase())} spreads per signal, and no new signal taken while they are open. The daily loss cap counts today’s realized loss, the open spreads’ full cost and the new order’s.`,
      exit: `Stop at −${w.stop} of the debit, target at +${w.target}; otherwise held to expiration.`,
    },
  }),
)

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
