import { modelVersion } from './model.ts'
import { baseRisk, quiet, scenario, tickerMarket, written } from './template-base.ts'
import { percent } from './template-words.ts'
import { all, any, close, numbered, open, skipSaying, test, when } from './tree-builders.ts'

export const ironCondor = written(
  {
    id: 'iron-condor-45',
    name: '45-day iron condor when IV rank is high',
    blurb: 'A SPY condor sold when implied volatility is rich and managed for weeks, never held into expiry week.',
    tags: ['income', 'neutral'],
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
            skipSaying('Open position’s profit (% of max) < 50 and Open position’s days to expiration > 21'),
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
            skipSaying('IV rank < 50 or VIX outside 14–30'),
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
    summary: `Every trading day at ${w.window}: with no ${w.ticker} condor open, and IV rank ${w.value('ivRank')} or more with the VIX between ${w.value('vix')} and ${w.upper('vix')}, sell a ${w.strike()} iron condor about ${w.open().dte} days out with ${w.width()} wings. With one open, close it at ${percent(w.value('positionProfitPercent'))} of its max profit or at ${w.value('positionDte')} days left, whichever comes first.`,
    notes: {
      entry: `One condor per underlying at a time, sold when implied volatility is rich: ${w.strike()} shorts, ${w.width()} wings, the first expiry at or after ${w.open().dte} days.`,
      management: `Checked every morning: nothing is added while one is open. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received.`,
      exit: `Closed at ${percent(w.value('positionProfitPercent'))} of max profit or at ${w.value('positionDte')} days to expiration, whichever comes first: the last ${w.value('positionDte')} days carry most of the gamma risk for little extra premium.`,
    },
    explanation: {
      trades: `Premium from a market that stays in a range: a short put below ${w.ticker} and a short call above it, each with a wing, sold about ${w.open().dte} days out. It earns from time passing and from implied volatility settling after a high reading, not from a direction, and the wings turn an open-ended risk into one known before the order is sent. It suits an account that wants steady, small credits and accepts that one bad month can take several good ones back. Because both sides are sold at once, a drift in either direction is paid for by the side moving away, and only a move that keeps going for weeks tests a wing.`,
      numbers: `Shorts at ${w.delta()} sit roughly one standard deviation from the price, the usual compromise between premium and room. Wings ${w.width()} wide cap the loss at the width less the credit. An IV rank of ${w.value('ivRank')} or more means premium is rich against its own past year, which is when selling it is paid best. The stop at ${w.stop} (a buy-back at ${w.creditStop}) is wide on purpose: a condor this far out is often tested and recovers, so the stop is for the move that keeps going.`,
      standsAside: `No new condor while one is open, with IV rank under ${w.value('ivRank')}, or with the VIX under ${w.value('vix')} (too little premium for the risk) or over ${w.upper('vix')} (moves large enough to run through a wing). With IV rank low it can wait for weeks: the point is to sell premium when it is rich, not to always have a condor on.`,
    },
  }),
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

export const wheel = written(
  {
    id: 'wheel',
    name: 'The wheel: cash-secured puts, then covered calls',
    blurb: 'Cash-secured puts until assigned, covered calls until called away, one option at a time.',
    tags: ['income'],
    strategy: {
      version: modelVersion,
      name: 'AAPL wheel',
      trigger: { kind: 'schedule', ticker: 'AAPL', at: '10:15' },
      root: numbered(
        when(
          test('positionsInTicker', 'gte', 1),
          skipSaying('Open positions in this ticker ≥ 1'),
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
      summary: `On ${w.ticker}, each trading day at ${w.window}: with no shares, sell a ${w.strike(1)} cash-secured put about ${put.dte} days out; once assigned, sell a ${w.strike(0)} covered call about ${call.dte} days out, at or above the shares’ cost basis, for ${premium} or more; once called away, back to puts. Never a call without ${w.value('sharesHeld')} shares per contract.`,
      notes: {
        entry: `No shares: a ${w.strike(1)} cash-secured put, the first expiry at or after ${put.dte} days, with the cash for 100 shares per contract set aside.`,
        management:
          'One option at a time: nothing new while a put or call is open. No stop on the put and no daily loss cap: the plan is to own the shares if assigned, and the cash set aside bounds the risk.',
        exit: `Each option is closed at ${w.target} of its max profit or left to expire. Assigned shares get ${w.strike(0)} covered calls, the first expiry at or after ${call.dte} days, never below their cost basis and never for under ${premium}; called away, the wheel starts over with puts.`,
      },
      explanation: {
        trades: `A cycle on one stock you would be content to own, here ${w.ticker}: sell puts until shares are put to you, then sell calls against those shares until they are called away, and start again. Each step collects a premium; the shares are the risk, and the cash set aside for them is what bounds it.`,
        numbers: `Puts at ${w.delta(1)} pay a real premium while leaving a cushion below the price, so an assignment comes at a discount to where ${w.ticker} traded. Calls at ${w.delta(0)} leave the shares room to rise before they are called. The call side never sells below the cost basis, and never for less than $${w.risk.minPremium.toFixed(2)} a share.`,
        standsAside: `While any option on ${w.ticker} is open nothing new is sold; a call that would strike below the shares’ cost basis is moved up to it; and a call paying under $${w.risk.minPremium.toFixed(2)} a share is not worth capping the shares for, so it is skipped.`,
      },
    }
  },
)

/**
 * The bull put spread as the premium-selling material teaches it: about 45 days out, a 30-delta
 * short put, taken off at half its max profit or at 21 days left, whichever comes first.
 */
export const putCreditSpread = written(
  {
    id: 'put-credit-spread-45',
    name: '45-DTE put credit spread managed at 21 DTE',
    blurb: 'The bull put spread as premium sellers run it: sold above the trend, closed well before expiry.',
    tags: ['income', 'bullish'],
    strategy: {
      version: modelVersion,
      name: '45-DTE SPY put credit spread',
      trigger: { kind: 'schedule', ticker: 'SPY', at: '11:45' },
      root: numbered(
        when(
          test('positionsInTicker', 'gte', 1),
          when(
            any(test('positionProfitPercent', 'gte', 50), test('positionDte', 'lte', 21)),
            close({ discord: false, telegram: true }),
            skipSaying('Open position’s profit (% of max) < 50 and Open position’s days to expiration > 21'),
          ),
          when(
            all(test('priceVsAverage', 'gt', 0, { average: 'SMA 50' }), test('ivRank', 'gte', 30)),
            open({
              structure: 'credit-spread',
              right: 'put',
              dte: 45,
              strike: { by: 'delta', delta: 0.3 },
              width: 5,
              quantity: 1,
              limitTicks: 0,
              minCreditPercent: 20,
              notify: { discord: false, telegram: true },
            }),
            skipSaying('Price vs SMA 50 (%) ≤ 0 or IV rank < 30'),
          ),
        ),
      ),
      risk: { ...baseRisk, stopLossPercent: 100, takeProfitPercent: 50, maxBuyingPowerPerTrade: 1000 },
    },
    scenario: scenario({ market: { time: '11:45' } }),
    blockedBy: {
      rule: 'accountBuyingPower',
      scenario: scenario({ market: { time: '11:45' }, account: { buyingPower: 300 } }),
    },
  },
  (w) => {
    const { minCreditPercent = 0, width, dte } = w.open()
    const managedAt = w.value('positionDte')
    return {
      summary: `Every trading day at ${w.window}: with no ${w.ticker} spread open, ${w.ticker} above its 50-day average and IV rank ${w.value('ivRank')} or more, sell a ${w.strike()} put credit spread about ${dte} days out, ${w.width()} wide, for at least ${percent(minCreditPercent)} of the width. An open spread is bought back once it has made ${percent(w.value('positionProfitPercent'))} of its max profit, or with ${managedAt} days left if that comes sooner.`,
      notes: {
        entry: `Bullish, with the trend and with premium worth selling: price above the 50-day average, IV rank ${w.value('ivRank')} or more. The short put at ${w.delta()}, the long put ${w.width()} below it, the first expiry at or after ${dte} days; a spread offering under ${percent(minCreditPercent)} of its width ($${((minCreditPercent / 100) * width).toFixed(2)} on ${w.width()}) is not sold.`,
        management: `Checked once a day at ${w.at} ET, after the morning’s move has settled, one spread at a time. The stop is at ${w.stop} of the credit: it buys back at ${w.creditStop} received, well before the spread’s full width is lost.`,
        exit: `Bought back at ${percent(w.value('positionProfitPercent'))} of max profit or with ${managedAt} days left, the earlier of the two: from ${dte} days to ${managedAt} the spread collects most of its time decay, and after ${managedAt} its gamma grows faster than the premium left.`,
      },
      explanation: {
        trades: `A bullish trade that does not need a rally: it is paid while ${w.ticker} stays above the short put. Selling the put spread instead of a bare put turns an open-ended loss into one known at entry, at the cost of part of the premium. Run once a day on the same clock, it adds no second spread on a dip: one position, managed to its exit, then the next.`,
        numbers: `The short put at ${w.delta()} is the balance premium sellers most often use between what is collected and the room left; with a floor of ${percent(w.open().minCreditPercent ?? 0)} of the width, the reward stays worth the ${w.width()} at risk. Taking ${percent(w.value('positionProfitPercent'))} of the profit, or leaving at ${w.value('positionDte')} days, keeps most of what the trade can earn and skips the weeks in which it earns little and can lose a lot.`,
        standsAside: `With ${w.ticker} under its 50-day average or IV rank under ${w.value('ivRank')}, it waits; with a spread open it does nothing but manage that one. A spread opened before a sell-off is not abandoned: its stop at ${w.stop} and the exit at ${w.value('positionDte')} days still apply.`,
      },
    }
  },
)
