import { floors } from './kinds.ts'
import { earlyCloseTime, regularOpen, sessionMinutes } from './market.ts'
import { clockOf, minutesOf, modelVersion } from './model.ts'
import { baseRisk, count, duration, scenario, written } from './template-base.ts'
import { percent } from './template-words.ts'
import { all, numbered, open, skipSaying, test, when } from './tree-builders.ts'

/** The 0-DTE template's smallest credit, percent of the width, and its last entry, minutes before the day's real close. */
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

export const zeroDte = written(
  {
    id: 'zero-dte-vwap',
    name: '0-DTE credit spread on a VWAP alert',
    blurb: 'A same-day credit spread on the side away from a VWAP cross, inside a window counted to the close.',
    // A VWAP cross is a chart condition, an indicator alert: its message carries the action as a word.
    alertKind: 'indicator',
    tags: ['zero-dte', 'income'],
    strategy: {
      version: modelVersion,
      name: '0-DTE SPY VWAP credit spread',
      trigger: { kind: 'alert', ticker: 'SPY', action: 'any' },
      root: numbered(
        when(
          // Counted from the day's real close: 10:00–14:30 ET on a regular day; on an early close, six hours
          // before 13:00 is before the open, so the risk window's start holds, to 11:30 ET.
          test('minutesToClose', 'between', zeroDteLastEntry, { upper: sessionMinutes - 30 }),
          when(
            all(test('entriesToday', 'lt', 2), test('minutesSinceLastEntry', 'gte', 60)),
            when(test('priceVsAverage', 'gt', 0, { average: 'VWAP' }), zeroDteSpread('put'), zeroDteSpread('call')),
            skipSaying('Entries today ≥ 2 or Minutes since the last entry < 60'),
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
    const { minCreditPercent = 0, width } = w.open()
    const [entries, gap] = [w.value('entriesToday'), w.value('minutesSinceLastEntry')]
    return {
      summary: `When a TradingView alert says ${w.ticker} crossed VWAP from ${duration(first)} to ${duration(last)} before the day’s real close (${w.window}), sell a same-day ${w.strike()} credit spread on the side away from the move: puts above VWAP, calls below, for a credit of at least ${percent(minCreditPercent)} of the width. At most ${count(entries)} entries a day, ${duration(gap)} apart. The alert’s action is not read: a buy or a sell alert alike, price against VWAP picks the side.`,
      notes: {
        entry: `From ${duration(first)} to ${duration(last)} before the day’s real close: on a regular day ${w.regularWindow}, not in the first ${duration(sessionMinutes - first)}, when the open’s range is still forming, nor in the last ${duration(last)}, when gamma is highest and little premium is left. On an early-close day, ${duration(first)} before the ${clockOf(earlyCloseTime)} ET close falls before the open, so the risk rules’ ${w.risk.window.start} ET start is where it begins: ${w.earlyWindow}. The short strike is the ${w.strike()} one, priced in trading time with put skew; a spread offering less than ${percent(minCreditPercent)} of its width ($${((minCreditPercent / 100) * width).toFixed(2)} on ${w.width()}) is not sold.`,
        management: `${count(entries).replace(/^./, (first) => first.toUpperCase())} entries a day at most and ${duration(gap)} between them, so one trend day cannot stack spreads on the same side. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received.`,
        exit: `Held to expiry at the close unless the stop or the ${w.target} target fills first; ${
          w.risk.stopGapMultiple > 0
            ? `the daily loss cap counts each spread at its loss at the stop × ${w.risk.stopGapMultiple}, for a fill past it, not at its full width.`
            : 'the daily loss cap counts each new spread’s full max loss.'
        }`,
      },
      explanation: {
        trades: `Same-day premium on the side the market is moving away from: above VWAP the buyers are in control and the put side is sold, below it the call side. The spread expires at today’s close, so the whole trade, good or bad, lives inside one session. It is the Lab’s default template because it exercises almost everything at once: an alert, a time window counted to the close, entry limits and a side chosen by price.`,
        numbers: `The ${w.strike()} short strike lies outside most of an ordinary day’s range; ${w.width()} between the strikes is the most it can lose before the credit. The floor of ${percent(w.open().minCreditPercent ?? 0)} of the width refuses spreads that would risk the width for pennies, and the buy-back at ${w.creditStop} is where a move has clearly gone the wrong way.`,
        standsAside: `Outside its window (${w.regularWindow} on a regular day), after ${count(w.value('entriesToday'))} entries in a day, or within ${duration(w.value('minutesSinceLastEntry'))} of the last one, the alert is recorded and skipped. The alert’s own word, buy or sell, is never what picks the side: a sell alert above VWAP still sells puts.`,
      },
    }
  },
)

/**
 * The same-day iron condor: sold once the open's range has formed, on a day that has moved little,
 * and never on a scheduled event's day, when a 14:00 decision can run through both wings.
 */
export const zeroDteCondor = written(
  {
    id: 'zero-dte-iron-condor',
    name: '0-DTE iron condor off event days',
    blurb: 'A same-day SPY condor sold on quiet mornings, never on an FOMC, CPI or your own event day.',
    tags: ['zero-dte', 'neutral', 'event-aware'],
    strategy: {
      version: modelVersion,
      name: '0-DTE SPY iron condor',
      trigger: { kind: 'schedule', ticker: 'SPY', at: '10:30' },
      root: numbered(
        when(
          test('eventDay', 'eq', 1),
          skipSaying('Scheduled event day (FOMC, CPI or yours): yes'),
          when(
            all(
              test('dayMovePercent', 'between', -0.5, { upper: 0.5 }),
              test('vix', 'between', 13, { upper: 25 }),
              test('positionsInTicker', 'lt', 1),
            ),
            open({
              structure: 'iron-condor',
              right: 'put',
              dte: 0,
              strike: { by: 'delta', delta: 0.1 },
              width: 5,
              quantity: 1,
              limitTicks: 1,
              minCreditPercent: 5,
              notify: { discord: true, telegram: false },
            }),
            skipSaying('Day’s move (%) outside -0.5–0.5, VIX outside 13–25 or Open positions in this ticker ≥ 1'),
          ),
        ),
      ),
      risk: {
        ...baseRisk,
        maxContractsPerOrder: 2,
        stopLossPercent: 100,
        takeProfitPercent: 50,
        dailyLossCap: 1000,
        window: { start: '10:00', end: '14:00' },
        maxBuyingPowerPerTrade: 1000,
      },
    },
    scenario: scenario({ market: { time: '10:30', dayMovePercent: 0.2 } }),
    blockedBy: {
      rule: 'dailyLossCap',
      scenario: scenario({ market: { time: '10:30', dayMovePercent: 0.2 }, account: { realizedPnlToday: -700 } }),
    },
  },
  (w) => {
    const [low, high] = [w.value('dayMovePercent'), w.upper('dayMovePercent')]
    const { minCreditPercent = 0, width } = w.open()
    return {
      summary: `Every trading day at ${w.window}, unless an FOMC decision, a CPI release or your own date falls today: with ${w.ticker} between ${percent(low)} and +${percent(high)} on the day, the VIX from ${w.value('vix')} to ${w.upper('vix')} and no condor open, sell a same-day ${w.strike()} iron condor with ${w.width()} wings for at least ${percent(minCreditPercent)} of the width.`,
      notes: {
        entry: `At ${w.at} ET, an hour after the open, when the first range is set: a quiet day (between ${percent(low)} and +${percent(high)}) and a VIX from ${w.value('vix')} to ${w.upper('vix')}, high enough to pay for the wings and low enough that a ${w.width()} condor is not a coin toss. Both short strikes at ${w.delta()}; a condor offering under ${percent(minCreditPercent)} of its width ($${((minCreditPercent / 100) * width).toFixed(2)}) is not sold.`,
        management: `One condor a day, never on an event day: a 14:00 ET decision can move ${w.ticker} through either wing in minutes. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received, long before the wings’ full loss.`,
        exit: `Bought back at ${w.target} of its max profit, at the stop, or left to expire at the close; the daily loss cap counts the condor’s full max loss before it is sold.`,
      },
      explanation: {
        trades: `A market-neutral bet on a single session: that ${w.ticker} closes today between two short strikes. It is sold ${duration(minutesOf(w.at) - regularOpen)} after the open, once the opening range has formed, and it is gone by the close, taken off earlier only by its stop or its target.`,
        numbers: `Shorts at ${w.delta()} on a same-day option sit outside most of a quiet day’s range, and ${w.width()} wings cap what a trend day can take. The stop at ${w.stop} buys back at ${w.creditStop}, so a day that runs away costs about the credit once more rather than the whole wing. A VIX from ${w.value('vix')} to ${w.upper('vix')} is where the wings are paid for without pricing in a storm.`,
        standsAside: `On an FOMC decision day, a CPI release day the Lab has, or a date of your own; when ${w.ticker} is already outside ${w.value('dayMovePercent')}% to +${percent(w.upper('dayMovePercent'))} by ${w.at} ET; with the VIX outside ${w.value('vix')}–${w.upper('vix')}; or with a condor already open.`,
      },
    }
  },
)
