import { bundledEvents, cpiReleases } from './calendar.ts'
import { modelVersion } from './model.ts'
import { baseRisk, count, scenario, written } from './template-base.ts'
import { any, numbered, open, skipSaying, test, when } from './tree-builders.ts'

export const eventWindow = written(
  {
    id: 'event-window',
    name: 'Calls that sit out scheduled events',
    blurb: 'Short-dated SPY calls that sit out when a scheduled event falls inside the option’s life.',
    tags: ['event-aware', 'bullish'],
    strategy: {
      version: modelVersion,
      name: 'SPY calls, not through an event',
      trigger: { kind: 'alert', ticker: 'SPY', action: 'buy' },
      root: numbered(
        when(
          // The call's life, not just today: a one-week call bought the day before a decision holds through it.
          any(test('eventBeforeExpiry', 'eq', 1), test('vix', 'gt', 25)),
          skipSaying('Scheduled event before expiry (FOMC, CPI or yours): yes or VIX > 25'),
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
            skipSaying('Open positions in this ticker ≥ 1'),
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
    summary: `Buy a ${w.strike()} ${w.ticker} call about ${w.open().dte} days out on a buy alert (${w.window}), one at a time. It sits out when an FOMC decision, a CPI release or your own date falls before the option expires, or when the VIX is above ${w.value('vix')}.`,
    notes: {
      entry: `A ${w.strike()} call, the first expiry at or after ${w.open().dte} days, on a buy alert when no scheduled event falls from today to that expiry, and no ${w.ticker} call is open: a second buy alert adds nothing.`,
      management: `Implied volatility is bid up before a scheduled number and drops after it: a call held through one pays for that. ${bundledEvents()}: ${cpiReleases.length === 0 ? 'add the CPI days you trade around as your own dates' : 'add any other date as your own'}.`,
      exit: `Stop at −${w.stop}, target at +${w.target} of the premium paid; otherwise held to expiration.`,
    },
    explanation: {
      trades: `Short-dated ${w.ticker} calls for a trader who wants the upside of a buy alert without carrying it through a scheduled number. Before it buys, the tree reads the calendar from today to the option’s expiry: the question is not whether today is an event day but whether the option would live through one. A long call is the simplest way to be long with a known worst case, and also the one most exposed to the fall in implied volatility after an announcement, which is exactly what the calendar check keeps it out of.`,
      numbers: `About ${w.open().dte} days to expiry is long enough to hold a move for several sessions and short enough that many weeks have no decision in them; a ${w.strike()} call costs less than one at the money and still moves with ${w.ticker}. A VIX above ${w.value('vix')} means calls are priced for a storm, and a buyer needs an outsized move to come out ahead. ${count(w.open().quantity).replace(/^./, (first) => first.toUpperCase())} calls per alert, each a small premium, keep a wrong call’s loss to what was paid for them.`,
      standsAside: `Whenever an FOMC decision, a CPI release the Lab has, or a date of your own falls between today and the expiry; whenever the VIX is over ${w.value('vix')}; and while a call is already open. On a quiet week with nothing on the calendar it behaves like any call buyer on an alert; the week before a decision it simply goes quiet, and the first alert after the decision day can buy again.`,
    },
  }),
)
