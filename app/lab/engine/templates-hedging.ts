import { modelVersion } from './model.ts'
import { baseRisk, scenario, tickerMarket, written } from './template-base.ts'
import { percent } from './template-words.ts'
import { all, numbered, open, skipSaying, test, when } from './tree-builders.ts'

const aapl = tickerMarket('AAPL')

/**
 * A protective put on shares already held: one put per 100 shares, bought a few months out below
 * the price, so a fall past the strike costs the put's premium and the distance to it, no more.
 */
export const protectivePut = written(
  {
    id: 'protective-put',
    name: 'Protective put on 100 shares',
    blurb: 'Insurance on AAPL shares you hold: a put below the price, bought again as each one expires.',
    tags: ['hedging'],
    strategy: {
      version: modelVersion,
      name: 'AAPL protective put',
      trigger: { kind: 'schedule', ticker: 'AAPL', at: '10:15' },
      root: numbered(
        when(
          all(test('sharesHeld', 'gte', 100), test('positionsInTicker', 'lt', 1)),
          open({
            structure: 'long',
            right: 'put',
            dte: 60,
            strike: { by: 'delta', delta: 0.25 },
            width: 5,
            quantity: 1,
            limitTicks: 1,
            notify: { discord: false, telegram: false },
          }),
          skipSaying('Shares held < 100 or Open positions in this ticker ≥ 1'),
        ),
      ),
      risk: {
        ...baseRisk,
        maxContractsPerOrder: 5,
        stopLossPercent: 0,
        takeProfitPercent: 0,
        dailyLossCap: 0,
        maxBuyingPowerPerTrade: 1000,
      },
    },
    scenario: scenario({
      alert: { ticker: 'AAPL', price: aapl.price },
      market: { time: '10:15', ...aapl },
      account: { openPositions: 0, sharesHeld: 100, costBasis: 212.4 },
    }),
    blockedBy: {
      rule: 'accountBuyingPower',
      scenario: scenario({
        alert: { ticker: 'AAPL', price: aapl.price },
        market: { time: '10:15', ...aapl },
        account: { openPositions: 0, sharesHeld: 100, costBasis: 212.4, buyingPower: 100 },
      }),
    },
  },
  (w) => {
    const { dte, quantity } = w.open()
    return {
      summary: `Every trading day at ${w.window}, while you hold ${w.value('sharesHeld')} ${w.ticker} shares and no put protects them, buy ${quantity} ${w.strike()} put about ${dte} days out: insurance below the price, one contract per ${w.value('sharesHeld')} shares. No stop and no target: it is held to expiry, then bought again.`,
      notes: {
        entry: `Only with shares to protect: ${w.value('sharesHeld')} or more held. A ${w.strike()} put sits some way below the price, so the shares carry the first part of a fall and the put the rest; the first expiry at or after ${dte} days keeps the cost a day low, where a week-out put decays fastest.`,
        management: `One put at a time, ${quantity} contract per ${w.value('sharesHeld')} shares: set the quantity to your shares. No stop-loss and no take-profit: a hedge sold at the first drop protects nothing from the second.`,
        exit: `Held to expiration. The morning after it expires, with the shares still held, the tree buys the next one, so the protection rolls on for as long as the shares are held; it costs its premium every ${dte} days or so.`,
      },
      explanation: {
        trades: `Insurance rather than a trade: for ${w.value('sharesHeld')} shares of ${w.ticker} you already hold, one put that sets a floor under them until it expires. Above the strike the shares are yours to keep rising; below it, the put gains what the shares lose. It suits a holder who means to keep the shares through earnings or a market scare and would rather pay a known premium than rest a sell order below the price, which a fast open can jump.`,
        numbers: `A ${w.strike()} put leaves the first part of a fall to the shares and costs a fraction of a put at the money. About ${w.open().dte} days out, the cost per day of protection is lower than a month-by-month put’s, and the tree buys the next one only once the last has expired.`,
        standsAside: `With fewer than ${w.value('sharesHeld')} shares there is nothing to protect, and while a put is open the shares are already covered: on those days it does nothing.`,
      },
    }
  },
)

/**
 * A tail hedge: far out-of-the-money SPY puts bought when the VIX is low and protection is cheap,
 * taken off into a spike at a multiple of their cost.
 */
export const tailHedge = written(
  {
    id: 'spy-tail-hedge',
    name: 'SPY tail hedge while the VIX is low',
    blurb: 'Far out-of-the-money SPY puts bought while the VIX is low: crash protection at its cheapest.',
    tags: ['hedging'],
    strategy: {
      version: modelVersion,
      name: 'SPY tail-hedge puts',
      trigger: { kind: 'schedule', ticker: 'SPY', at: '10:00' },
      root: numbered(
        when(
          all(test('vix', 'lt', 16), test('positionsInTicker', 'lt', 1)),
          open({
            structure: 'long',
            right: 'put',
            dte: 90,
            strike: { by: 'delta', delta: 0.1 },
            width: 5,
            quantity: 1,
            limitTicks: 1,
            notify: { discord: true, telegram: false },
          }),
          skipSaying('VIX ≥ 16 or Open positions in this ticker ≥ 1'),
        ),
      ),
      risk: {
        ...baseRisk,
        maxContractsPerOrder: 5,
        stopLossPercent: 0,
        takeProfitPercent: 300,
        dailyLossCap: 0,
        maxBuyingPowerPerTrade: 1000,
      },
    },
    scenario: scenario({ market: { time: '10:00', vix: 14.2, ivRank: 18 } }),
    blockedBy: {
      rule: 'maxOpenPositions',
      scenario: scenario({ market: { time: '10:00', vix: 14.2, ivRank: 18 }, account: { openPositions: 5 } }),
    },
  },
  (w) => {
    const { dte } = w.open()
    return {
      summary: `Every trading day at ${w.window}, while the VIX is under ${w.value('vix')} and no ${w.ticker} put is open, buy a ${w.strike()} put about ${dte} days out: crash protection bought when it is cheap. It is sold at +${w.target} of its cost or left to expire.`,
      notes: {
        entry: `Protection is cheapest when nobody wants it: with the VIX under ${w.value('vix')}, a ${w.strike()} put ${dte} days out costs a fraction of what it does after a fall. The first expiry at or after ${dte} days.`,
        management: `One put at a time, no stop: the premium is the most it can lose, and it is expected to expire worthless most of the time. A hedge for a portfolio that moves with ${w.ticker}, sized by the quantity; it does not trade the portfolio.`,
        exit: `Take profit at +${w.target} of the premium paid, which a spike in the VIX and a fast fall can reach; otherwise it expires, and the next quiet morning buys another. ${percent(w.risk.takeProfitPercent)} is a target, not a forecast.`,
      },
      explanation: {
        trades: `Protection for a portfolio that moves with the broad market: far out-of-the-money ${w.ticker} puts, a small premium that expires worthless in most quarters and pays many times over in a crash.`,
        numbers: `A ${w.strike()} put is cheap because a fall that far is rare; about ${w.open().dte} days means buying it only a few times a year. A VIX under ${w.value('vix')} is when protection costs least, and the ${w.target} target sells into a spike, when the put is worth the most and the fear is priced highest.`,
        standsAside: `When the VIX is ${w.value('vix')} or higher protection costs more than a patient buyer needs to pay, so it waits; while a put is open it holds that one.`,
      },
    }
  },
)
