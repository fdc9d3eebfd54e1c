import { clockOf, modelVersion } from './model.ts'
import { baseRisk, count, scenario, tickerMarket, written } from './template-base.ts'
import { percent } from './template-words.ts'
import { all, numbered, open, skipSaying, test, when } from './tree-builders.ts'

export const trendDebit = written(
  {
    id: 'trend-debit-spread',
    name: 'Trend-following debit spread',
    blurb: 'A QQQ call debit spread bought with the trend on a buy alert, never stacked on an open one.',
    tags: ['bullish'],
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
          skipSaying('Price vs SMA 50 (%) ≤ 0, Day’s move (%) ≤ 0.3 or Open positions in this ticker ≥ 1'),
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
    summary: `On a ${w.ticker} buy alert (${w.window}), if price is above its 50-day average and up more than ${percent(w.value('dayMovePercent'))} on the day, with no ${w.ticker} spread open, buy a ${w.width()}-wide call debit spread about ${w.open().dte} days out with the long leg at ${w.delta()}. No trend, no trade.`,
    notes: {
      entry: `Only with the trend: price above its 50-day average and up more than ${percent(w.value('dayMovePercent'))} on the day. A ${w.strike()} long call, ${w.width()} wide, the first expiry at or after ${w.open().dte} days.`,
      management: `A debit spread’s risk is what it costs; the stop sells when the spread is worth ${percent(100 - w.risk.stopLossPercent)} of that, before time decay takes the rest.`,
      exit: `Take profit at +${w.target} of the debit, stop at −${w.stop}. The tree closes nothing itself: a spread that reaches neither is held to expiration, through its last week, when a debit spread decays fastest.`,
    },
    explanation: {
      trades: `Trend following on ${w.ticker}, started by an alert but decided by the tree: it pays for a call spread only when price is above its 50-day average and the day is already up, so the alert confirms a move the chart already shows. A debit spread keeps the cost, and so the worst case, known before the order is sent. On a day that opens higher and holds, the alert and the tree agree; on a gap that fades, the day’s move slips back under the bar and the next alert is ignored. Fast, liquid and with daily expiries, the ticker suits a rule that has to fill quickly at a limit near the mid.`,
      numbers: `The long call at ${w.delta()} sits at the money, where a spread gains the most per dollar the underlying moves; the short call ${w.width()} above it pays for part of the long one and caps the gain. About ${w.open().dte} days gives a trend time to carry without paying for months of time value. A day up more than ${percent(w.value('dayMovePercent'))} tells a moving market from a drifting one. ${count(w.open().quantity).replace(/^./, (first) => first.toUpperCase())} spreads per signal share one decision, and the daily loss cap counts them together before the order goes. The stop at −${w.stop} sells what is left before the last days, when a debit spread loses its value fastest.`,
      standsAside: `Below the 50-day average, on a day up ${percent(w.value('dayMovePercent'))} or less, or with a ${w.ticker} spread already open, the alert is written down and skipped: one position per trend, never a second stacked on the first. It has no view on a falling market at all; the bearish templates are the other half of that picture.`,
    },
  }),
)

/** The strategy the home page's mock-up pictures, from this template's own dry run; its link opens it here. */
export const spyMomentum = written(
  {
    id: 'spy-momentum',
    name: 'SPY momentum call spread',
    blurb: 'Call debit spreads on a VWAP alert, bought only while premium is cheap and early enough in the day.',
    tags: ['bullish'],
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
          skipSaying('IV rank ≥ 40, at or after 15:30 ET or Open positions in this ticker ≥ 1'),
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
    summary: `When a TradingView alert says ${w.ticker} crossed above VWAP (${w.window}), with no ${w.ticker} spread open and IV rank under ${w.value('ivRank')}, buy ${count(w.open().quantity)} at-the-money call debit spreads with ${w.width()} between the strikes, about ${w.open().dte} days out. Otherwise, skip.`,
    notes: {
      entry: `Momentum with cheap premium: IV rank under ${w.value('ivRank')}, before ${clockOf(w.value('timeOfDay'))} ET. The long call at ${w.delta()}, ${w.width()} wide, the first expiry at or after ${w.open().dte} days.`,
      management: `${count(w.open().quantity).replace(/^./, (first) => first.toUpperCase())} spreads per signal, and no new signal taken while they are open. The daily loss cap counts today’s realized loss, the open spreads’ full cost and the new order’s.`,
      exit: `Stop at −${w.stop} of the debit, target at +${w.target}; otherwise held to expiration.`,
    },
    explanation: {
      trades: `A short burst of momentum in ${w.ticker}: when an alert reports the VWAP cross, ${count(w.open().quantity)} at-the-money call debit spreads go on, cheaper than calls bought alone and with a loss that cannot pass what they cost. It is the strategy the home page pictures, run here exactly as the Lab runs it. Its tree is short on purpose, three checks and one order, which makes it the template to start from when learning how a condition, a branch and a risk rule fit together.`,
      numbers: `IV rank under ${w.value('ivRank')} is the heart of it: a spread bought while options are cheap loses little if volatility falls afterwards. ${w.width()} between the strikes and about ${w.open().dte} days to expiry keep the cost low and the move it needs modest. The stop at −${w.stop} gets out early, while the spread still has value to sell. The daily loss cap of $${w.risk.dailyLossCap.toLocaleString('en-US')} counts the spreads’ full cost, so a second bad alert on the same day cannot take more than the cap allows.`,
      standsAside: `At or after ${clockOf(w.value('timeOfDay'))} ET, too late in the day for a trend to show; when IV rank is ${w.value('ivRank')} or more and premium is dear; and while a ${w.ticker} spread is open, so one alert cannot pile onto another. The alert is the trigger itself: nothing in the tree reads the VWAP cross again, so an alert set on the wrong condition sends the same order. Change the alert in the Lab to a sell, or move its time past the cut-off, and the dry run says why nothing is sent.`,
    },
  }),
)
