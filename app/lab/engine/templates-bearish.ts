import { modelVersion } from './model.ts'
import { baseRisk, scenario, tickerMarket, written } from './template-base.ts'
import { percent } from './template-words.ts'
import { all, numbered, open, skipSaying, test, when } from './tree-builders.ts'

/** QQQ on a down day below its 50-day average: the scenario both bearish templates are tried on. */
const qqqBelowTrend = { ...tickerMarket('QQQ'), price: 498.6, dayMovePercent: -0.9 }

/**
 * The bear call spread: a call credit spread above a market in a downtrend, sold on a sell alert.
 * It is paid for the market not rising through the short strike, so it needs no fall to profit.
 */
export const bearCallSpread = written(
  {
    id: 'bear-call-spread',
    name: 'Bear call spread on a sell alert',
    blurb: 'A call credit spread above a falling QQQ, sold on a sell alert and paid if the rally never comes.',
    tags: ['bearish', 'income'],
    strategy: {
      version: modelVersion,
      name: 'QQQ bear call spread',
      trigger: { kind: 'alert', ticker: 'QQQ', action: 'sell' },
      root: numbered(
        when(
          all(
            test('priceVsAverage', 'lt', 0, { average: 'SMA 50' }),
            test('dayMovePercent', 'lt', -0.3),
            test('positionsInTicker', 'lt', 1),
          ),
          open({
            structure: 'credit-spread',
            right: 'call',
            dte: 30,
            strike: { by: 'delta', delta: 0.3 },
            width: 5,
            quantity: 1,
            limitTicks: 1,
            minCreditPercent: 20,
            notify: { discord: false, telegram: true },
          }),
          skipSaying('Price vs SMA 50 (%) ≥ 0, Day’s move (%) ≥ -0.3 or Open positions in this ticker ≥ 1'),
        ),
      ),
      risk: { ...baseRisk, stopLossPercent: 100, takeProfitPercent: 50, maxBuyingPowerPerTrade: 1000 },
    },
    scenario: scenario({
      alert: { ticker: 'QQQ', action: 'sell', price: qqqBelowTrend.price, message: 'QQQ closed below its 20-day low' },
      market: { time: '11:20', ...qqqBelowTrend },
    }),
    blockedBy: {
      rule: 'window',
      scenario: scenario({
        alert: { ticker: 'QQQ', action: 'sell', price: qqqBelowTrend.price },
        market: { time: '15:45', ...qqqBelowTrend },
      }),
    },
  },
  (w) => {
    const { minCreditPercent = 0, width, dte } = w.open()
    return {
      summary: `On a ${w.ticker} sell alert (${w.window}), with price below its 50-day average, down more than ${percent(-w.value('dayMovePercent'))} on the day and no ${w.ticker} spread open, sell a ${w.strike()} call credit spread about ${dte} days out, ${w.width()} wide, for at least ${percent(minCreditPercent)} of the width.`,
      notes: {
        entry: `Bearish, with the trend: price below the 50-day average and down more than ${percent(-w.value('dayMovePercent'))} on the day when the sell alert arrives. The short call at ${w.delta()}, the long call ${w.width()} above it, the first expiry at or after ${dte} days; under ${percent(minCreditPercent)} of the width ($${((minCreditPercent / 100) * width).toFixed(2)}) it is not sold.`,
        management: `It profits if ${w.ticker} falls, stays flat or rises less than the distance to the short strike: the market has to rally through the strike to hurt it. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received.`,
        exit: `Take profit at ${w.target} of the credit; otherwise held to expiration. One spread at a time: a second sell alert adds nothing while one is open.`,
      },
      explanation: {
        trades: `The mirror of a bull put spread for a market that has turned down: sold on a sell alert with ${w.ticker} under its trend, it profits if ${w.ticker} does not rally through the short call before expiry. It needs no further fall, only the absence of a strong bounce. Markets tend to fall faster than they rise, and in a decline call premium is cheaper than put premium, so a call spread collects less than its mirror would: the credit floor keeps it worth selling.`,
        numbers: `A short call at ${w.delta()} sits above the price with room for an ordinary bounce; about ${w.open().dte} days balances the premium collected against the time a downtrend needs. A credit under ${percent(w.open().minCreditPercent ?? 0)} of the ${w.width()} width is not worth its risk, and taking ${w.target} of the credit ends the trade before a late reversal can. The last part of a credit comes slowly and a rally can take it back, which is why the target does not wait for all of it. A single spread per alert keeps the loss at the stop small next to the buying power it ties up.`,
        standsAside: `Above the 50-day average, on a day down ${percent(-w.value('dayMovePercent'))} or less, or with a ${w.ticker} spread already open, the sell alert is skipped. It never sells calls into strength: a sell alert on a green day is a signal the chart and the tree disagree about.`,
      },
    }
  },
)

/** The bear put spread: a put debit spread bought on a sell alert below the 20-day average, with cheap premium. */
export const bearPutSpread = written(
  {
    id: 'bear-put-debit-spread',
    name: 'Bear put debit spread on a breakdown',
    blurb: 'An at-the-money SPY put debit spread bought on a breakdown, while premium is cheap.',
    tags: ['bearish'],
    strategy: {
      version: modelVersion,
      name: 'SPY bear put spread',
      trigger: { kind: 'alert', ticker: 'SPY', action: 'sell' },
      root: numbered(
        when(
          all(
            test('priceVsAverage', 'lt', 0, { average: 'SMA 20' }),
            test('ivRank', 'lt', 50),
            test('positionsInTicker', 'lt', 1),
          ),
          open({
            structure: 'debit-spread',
            right: 'put',
            dte: 21,
            strike: { by: 'delta', delta: 0.5 },
            width: 5,
            quantity: 1,
            limitTicks: 1,
            notify: { discord: true, telegram: false },
          }),
          skipSaying('Price vs SMA 20 (%) ≥ 0, IV rank ≥ 50 or Open positions in this ticker ≥ 1'),
        ),
      ),
      risk: {
        ...baseRisk,
        stopLossPercent: 50,
        takeProfitPercent: 60,
        dailyLossCap: 1000,
        maxBuyingPowerPerTrade: 1000,
      },
    },
    scenario: scenario({
      alert: { action: 'sell', price: 588.4, message: 'SPY closed below its 20-day average' },
      market: { time: '14:10', price: 588.4, ivRank: 35, dayMovePercent: -1.1 },
    }),
    blockedBy: {
      rule: 'dailyLossCap',
      scenario: scenario({
        alert: { action: 'sell', price: 588.4 },
        market: { time: '14:10', price: 588.4, ivRank: 35, dayMovePercent: -1.1 },
        account: { realizedPnlToday: -800 },
      }),
    },
  },
  (w) => {
    const { dte } = w.open()
    return {
      summary: `On a ${w.ticker} sell alert (${w.window}), with price below its 20-day average, IV rank under ${w.value('ivRank')} and no ${w.ticker} spread open, buy an at-the-money put debit spread about ${dte} days out with ${w.width()} between the strikes. The most it can lose is what it costs.`,
      notes: {
        entry: `A breakdown bought while premium is cheap: price under the 20-day average and IV rank under ${w.value('ivRank')}, so the spread is not paying for fear already priced in. The long put at ${w.delta()}, the short put ${w.width()} below it, the first expiry at or after ${dte} days.`,
        management: `The short put pays for part of the long one and caps the gain at the width: a defined-risk bet on a move down, not a crash hedge. The stop sells when the spread is worth ${percent(100 - w.risk.stopLossPercent)} of its cost.`,
        exit: `Take profit at +${w.target} of the debit, stop at −${w.stop}; otherwise held to expiration. A spread bought ${dte} days out has time for the move but not for waiting: a sideways market takes it slowly.`,
      },
      explanation: {
        trades: `A defined-risk bet on a drop in ${w.ticker}: the alert says sell and price has slipped under its 20-day average. Buying the put spread rather than a lone put lowers the cost and the loss, at the price of a gain capped at the width.`,
        numbers: `The long put at ${w.delta()} gains from the first dollar of a fall; the short put ${w.width()} lower pays for part of it. IV rank under ${w.value('ivRank')} avoids buying puts when fear is already priced in. About ${w.open().dte} days gives the breakdown time to follow through, and the exits at +${w.target} and −${w.stop} of the debit decide the trade before expiry does. Because the short put pays for part of the long one, the debit sits well under the width, and the ticket shows the most it can make and lose before it is sent.`,
        standsAside: `Above the 20-day average, with IV rank at ${w.value('ivRank')} or more, or while a ${w.ticker} spread is open. A breakdown that has already run for days usually shows up as rich put premium, and the IV rank filter is what catches it.`,
      },
    }
  },
)
