import { describe, expect, it } from 'vitest'
import { type Alert, type Scenario, type Strategy, walk } from './model'
import { followDays, replay, type TimelineEntry } from './replay'
import { generateSession, type SessionEvent, sessionLabel } from './session'
import { defaultTemplate, templates } from './templates'

const clone = <T>(value: T): T => structuredClone(value)
/** A template on a calm path (the date's own path could be a spike or a gap): these tests are about the rules. */
const onCalm = <T extends { scenario: Scenario }>(item: T): T => {
  item.scenario.market = { ...item.scenario.market, path: 'calm', seed: 1 }
  return item
}
const template = (id: string) => {
  const found = templates.find((item) => item.id === id)
  if (!found) throw new Error(`no template ${id}`)
  return onCalm(clone(found))
}

/** An alert of a hand-made session. */
function alertAt(time: string, price: number, vwap: number, action: Alert['action'] = 'buy'): SessionEvent {
  return {
    time,
    alert: { ticker: 'SPY', action, price, message: `SPY ${time}` },
    price,
    dayMovePercent: 0,
    vwap,
  }
}

const texts = (timeline: TimelineEntry[]) => timeline.flatMap((entry) => entry.closes.map((close) => close.text))

describe('the replay follows what it opens', () => {
  const zeroDte = () => onCalm(clone(defaultTemplate))

  it('takes profit on the simulated path before the next alert, and carries the account forward', () => {
    const { strategy, scenario } = zeroDte()
    // Above VWAP at 10:30: a 10-delta put credit spread; SPY then rallies 1 % by 12:00.
    const timeline = replay(strategy, [alertAt('10:30', 600, 599), alertAt('12:00', 606, 603)], scenario)
    const [opened, path, later] = timeline
    expect(opened?.evaluation?.outcome.kind).toBe('order')
    expect(opened?.closes).toEqual([])
    const order = opened?.evaluation?.outcome.kind === 'order' ? opened.evaluation.outcome.ticket : null
    // The target is met on the path between the alerts, at a 5-minute check, not at the 12:00 alert.
    expect(path).toMatchObject({ kind: 'exit', evaluation: null })
    const time = path?.time ?? ''
    expect(Number(time.slice(3)) % 5).toBe(0)
    expect(time > '10:30' && time < '12:00').toBe(true)
    const close = path?.closes[0]
    expect(close?.rule).toBe('takeProfit')
    // A resting limit: filled at its own price, never at the better one the path moved on to.
    expect(close?.price).toBe(order?.takeProfit)
    expect(close?.text).toMatch(
      /^Closed 1 × put credit spread expiring 2026-11-23, at 50% of max profit, a buy-back at \$(\d\.\d\d) or less: bought back at \$\1(, its limit price \(the buy-back on the path had reached \$\d\.\d\d\))? \(simulated\)\.$/,
    )
    // The 12:00 alert is an hour and a half after the first entry: a second spread opens.
    expect(later).toMatchObject({ kind: 'alert', time: '12:00' })
    expect(later?.evaluation?.outcome.kind).toBe('order')
    expect(later?.account).toMatchObject({
      positionsInTicker: 1,
      openPositions: 2,
      entriesToday: 2,
      lastEntryTime: '12:00',
    })
  })

  it('stops out when the price breaks through the short strike, and the loss counts toward the daily cap', () => {
    const { strategy, scenario } = zeroDte()
    const first = replay(strategy, [alertAt('10:30', 600, 599)], scenario)[0]
    const maxLoss = first?.evaluation?.outcome.kind === 'order' ? first.evaluation.outcome.ticket.maxLossTowardCap : 0
    strategy.risk.dailyLossCap = maxLoss + 20
    const timeline = replay(
      strategy,
      [alertAt('10:30', 600, 599), alertAt('11:00', 592, 598, 'sell'), alertAt('11:45', 593, 596, 'sell')],
      scenario,
    )
    const stopped = timeline.find((entry) => entry.closes.length > 0)
    expect(stopped?.closes[0]?.rule).toBe('stopLoss')
    expect(stopped?.closes[0]?.text).toMatch(/at 200% of the \$0\.\d\d credit, a buy-back at \$0\.\d\d or more/)
    expect(stopped?.account.realizedPnlToday).toBeLessThan(0)
    const blocked = timeline.find((entry) => entry.time === '11:45')?.evaluation?.outcome
    expect(blocked).toMatchObject({ kind: 'blocked', rule: 'dailyLossCap' })
    // The replay's own realized loss is a sum of simulated trades: the row names the rule, not the sum.
    expect(blocked?.kind === 'blocked' && blocked.reason).toMatch(
      /^Daily loss cap: this order’s max loss of \$[\d,]+, on top of today’s realized loss and what the open positions count, would pass the \$[\d,]+ cap\.$/,
    )
  })

  it('settles a 0-DTE spread left open at the 16:00 close of the session', () => {
    const { strategy, scenario } = zeroDte()
    // Without a stop or a target, only the expiry closes it.
    strategy.risk.takeProfitPercent = 0
    strategy.risk.stopLossPercent = 0
    const timeline = replay(strategy, [alertAt('10:30', 600, 599)], scenario)
    expect(timeline.map((entry) => [entry.kind, entry.time])).toEqual([
      ['alert', '10:30'],
      ['close', '16:00'],
      ['end', '16:00'],
    ])
    expect(timeline[2]?.reason).toBe(
      'Nothing left open at the session’s close, and no alerts after it: an alert strategy acts only on alerts.',
    )
    // SPY at $597.43 at the close, where the simulated path ends, the short 10-delta put well below it.
    expect(timeline[1]?.closes).toEqual([
      expect.objectContaining({
        rule: 'expiry',
        price: 0,
        text: expect.stringMatching(
          /^Expired 1 × put credit spread at the 16:00 ET close of 2026-11-23, with SPY at \$59\d\.\d\d: worthless/,
        ),
      }),
    ])
    expect(timeline[1]?.account).toMatchObject({ positionsInTicker: 0, openPositions: 1 })
    expect(timeline[1]?.account.buyingPower).toBeGreaterThan(scenario.account.buyingPower)
  })

  it('closes on an exit alert at the moment’s price', () => {
    const { strategy, scenario } = zeroDte()
    strategy.risk.takeProfitPercent = 0
    strategy.risk.stopLossPercent = 0
    const timeline = replay(strategy, [alertAt('10:30', 600, 599), alertAt('10:50', 600.5, 599.5, 'exit')], scenario)
    expect(timeline[1]?.evaluation?.outcome.kind).toBe('close')
    expect(timeline[1]?.closes).toEqual([
      expect.objectContaining({
        rule: 'exitAlert',
        text: expect.stringMatching(/the alert says exit: bought back at \$\d\.\d\d \(simulated\)\.$/),
      }),
    ])
    expect(timeline[1]?.account.positionsInTicker).toBe(0)
  })

  it('says so when a close takes positions held before the session, which it cannot price', () => {
    const { strategy, scenario } = zeroDte()
    scenario.account.positionsInTicker = 1
    scenario.account.openPositions = 2
    const timeline = replay(strategy, [alertAt('10:30', 600, 599, 'exit')], scenario)
    expect(timeline[0]?.closes).toEqual([
      expect.objectContaining({
        rule: 'exitAlert',
        price: null,
        text: 'Closed 1 SPY position held before the session: the scenario gives no legs, so no price.',
      }),
    ])
    expect(timeline[0]?.account).toMatchObject({ positionsInTicker: 0, openPositions: 1 })
  })

  it('runs a scheduled strategy only at its time: the condor opens at 10:00, not on the 09:41 alert', () => {
    const { strategy, scenario } = template('iron-condor-45')
    const events = generateSession({ seed: 20261123, ticker: 'SPY', open: 600 })
    expect(events[0]?.time).toBe('09:41')
    const timeline = replay(strategy, events, scenario)
    // The alerts only move the price: no alert row runs the strategy.
    expect(timeline.filter((entry) => entry.kind === 'alert' && entry.evaluation !== null)).toEqual([])
    const first = timeline[0]
    expect(first).toMatchObject({ kind: 'check', date: '2026-11-23', time: '10:00' })
    // Priced on the simulated path from the 09:41 alert to the next, at 10:00.
    expect(Math.abs((first?.price ?? 0) - (events[0]?.price ?? 0))).toBeLessThan(2)
    expect(first?.evaluation?.outcome.kind).toBe('order')
    for (const entry of timeline.filter((item) => item.evaluation)) expect(entry.time).toBe('10:00')
  })

  it('runs a scheduled strategy each day after the session: the condor’s own 21-days-left exit, then the next condor', () => {
    const { strategy, scenario } = template('iron-condor-45')
    // A path on which the condor stays between its stops until 21 days are left.
    scenario.market.seed = 2
    // No take-profit: the tree's own close at 21 days left is what closes it.
    strategy.risk.takeProfitPercent = 0
    const events = generateSession({ seed: 20261123, ticker: 'SPY', open: 600 })
    const timeline = replay(strategy, events, scenario)
    // Opened on 2026-11-23 for 2027-01-07: 21 days before is 2026-12-17, checked at the 10:00 schedule.
    const exit = timeline[1]
    expect(exit).toMatchObject({ kind: 'check', date: '2026-12-17', time: '10:00' })
    expect(exit?.closes[0]?.rule).toBe('timeExit')
    expect(exit?.closes[0]?.text).toContain('the strategy’s close node (')
    expect(exit?.closes[0]?.text).toContain('Open position’s days to expiration 21 days is at most 21 days)')
    // The next morning, with no condor open, the schedule sells the next one.
    expect(timeline[2]).toMatchObject({ kind: 'check', date: '2026-12-18', time: '10:00' })
    expect(timeline[2]?.evaluation?.outcome.kind).toBe('order')
    // It goes on to the end of its window, and says so.
    const last = timeline.at(-1)
    expect(last?.kind).toBe('end')
    expect(last?.reason).toBe(`The end of the replay’s window: ${followDays} trading days after the session.`)
  })

  it('wheels: put assigned, covered calls at or above the basis, called away, then puts again', () => {
    const { strategy, scenario } = template('wheel')
    // A path on which AAPL falls through the put's strike by its expiry, then rises through a call's.
    scenario.market.seed = 63
    const events = generateSession({ seed: 20261123, ticker: 'AAPL', open: 230 })
    const timeline = replay(strategy, events, scenario)
    const orders = timeline.flatMap((entry) =>
      entry.evaluation?.outcome.kind === 'order' ? [{ entry, ticket: entry.evaluation.outcome.ticket }] : [],
    )
    const assignedAt = timeline.findIndex((entry) => entry.closes.some((close) => close.text.startsWith('Assigned')))
    const calledAt = timeline.findIndex((entry) => entry.closes.some((close) => close.text.startsWith('Called away')))
    expect(assignedAt).toBeGreaterThan(0)
    expect(calledAt).toBeGreaterThan(assignedAt)
    const assigned = timeline[assignedAt]
    const strike = assigned?.closes[0]?.price ?? 0
    // The put assigned: the last order before the assignment (earlier puts may have taken their profit).
    const put = orders.filter(({ entry }) => timeline.indexOf(entry) < assignedAt).at(-1)?.ticket
    expect(put?.structure).toBe('cash-secured-put')
    const basis = Math.round((strike - (put?.limit ?? 0)) * 100) / 100
    expect(assigned?.account).toMatchObject({ sharesHeld: 100, costBasis: basis })

    // Between assignment and call-away: covered calls only, each at or above the basis, for $0.50 or more.
    const between = orders.filter(({ entry }) => {
      const at = timeline.indexOf(entry)
      return at > assignedAt && at < calledAt
    })
    expect(between.length).toBeGreaterThan(0)
    for (const { ticket } of between) {
      expect(ticket.structure).toBe('covered-call')
      expect(ticket.legs[0]?.strike).toBeGreaterThanOrEqual(basis)
      expect(ticket.limit).toBeGreaterThanOrEqual(0.5)
    }
    // The first call's figures follow from the assigned basis, worked out here from the legs.
    const call = between[0]?.ticket
    const callStrike = call?.legs[0]?.strike ?? 0
    const premium = call?.limit ?? 0
    expect(call?.math.maxProfit).toBeCloseTo((callStrike - basis + premium) * 100, 2)
    expect(call?.math.maxLoss).toBeCloseTo((basis - premium) * 100, 2)
    expect(call?.math.breakevens).toEqual([Math.round((basis - premium) * 100) / 100])
    expect(call?.notes).toContain(
      `Covered by 100 shares per contract: 100 shares of AAPL held at a $${basis.toFixed(2)} cost basis.`,
    )
    // A call too cheap to sell is blocked by the minimum premium, with the figures.
    expect(
      timeline.some(
        (entry) =>
          entry.evaluation?.outcome.kind === 'blocked' &&
          /^Min premium: this covered call brings \$0\.\d\d a share, under the \$0\.50 minimum\.$/.test(
            entry.evaluation.outcome.reason,
          ),
      ),
    ).toBe(true)

    // Called away: no shares, and the next order is a put again.
    expect(timeline[calledAt]?.account).toMatchObject({ sharesHeld: 0, costBasis: 0 })
    const after = orders.find(({ entry }) => timeline.indexOf(entry) > calledAt)
    expect(after?.ticket.structure).toBe('cash-secured-put')
  })

  it('never wheels XSP into shares: the Lab refuses the wheel there, and the session AAPL was assigned in assigns nothing', () => {
    const { strategy, scenario } = template('wheel')
    strategy.trigger = { ...strategy.trigger, ticker: 'XSP' }
    const events = generateSession({ seed: 20261123, ticker: 'XSP', open: 230 })
    const timeline = replay(strategy, events, scenario)
    expect(timeline.some((entry) => entry.closes.length > 0 || entry.account.sharesHeld > 0)).toBe(false)
    const outcomes = new Set(timeline.flatMap((entry) => (entry.evaluation ? [entry.evaluation.outcome.kind] : [])))
    expect([...outcomes]).toEqual(['invalid'])
  })

  it('keeps the daily loss cap over realized loss and open risk: the momentum replay never holds more than it allows', () => {
    const momentum = template('spy-momentum')
    const cap = momentum.strategy.risk.dailyLossCap
    expect(cap).toBe(1000)
    for (let seed = 1; seed <= 40; seed++) {
      const events = generateSession({ seed, ticker: 'SPY', open: 600 })
      const timeline = replay(momentum.strategy, events, momentum.scenario)
      // The open positions' max loss, tracked here from the orders and closes the timeline shows.
      const open: { name: string; expiration: string; maxLoss: number }[] = []
      for (const entry of timeline) {
        for (const close of entry.closes) {
          const at = open.findIndex((item) => close.position === item.name && close.expiration === item.expiration)
          expect(at).toBeGreaterThanOrEqual(0)
          open.splice(at, 1)
        }
        const { outcome } = entry.evaluation ?? {}
        if (outcome?.kind === 'order') {
          const { ticket } = outcome
          open.push({
            name: `${ticket.quantity} × call debit spread`,
            expiration: ticket.expiration,
            maxLoss: ticket.maxLossTowardCap,
          })
        }
        const atRisk = open.reduce((sum, item) => sum + item.maxLoss, 0)
        expect(atRisk).toBeLessThanOrEqual(cap)
        // One spread at a time: never stacked on itself.
        expect(open.length).toBeLessThanOrEqual(1)
      }
    }
  })

  it('starts each later day with no entries and nothing realized', () => {
    const { strategy, scenario } = template('trend-debit-spread')
    // A session with a buy alert on a day up more than 0.3 %, which opens a spread held past the day.
    const events = generateSession({ seed: 1, ticker: 'QQQ', open: 520 })
    const timeline = replay(strategy, events, scenario)
    const later = timeline.filter((entry) => entry.date !== scenario.market.date)
    expect(later.length).toBeGreaterThan(0)
    for (const entry of later) {
      expect(entry.account.entriesToday).toBe(0)
      expect(entry.account.lastEntryTime).toBe('')
    }
  })

  it('stops following after its last day with a row naming what is still open', () => {
    const { strategy, scenario } = template('iron-condor-45')
    const root = [...walk(strategy.root)].find((node) => node.id === 'n13')
    if (root?.kind !== 'open') throw new Error('no open action')
    root.dte = 200
    strategy.risk.takeProfitPercent = 0
    strategy.risk.stopLossPercent = 0
    // Never the condor's own close: under 50 % and more than 21 days left for the whole follow-up.
    const held: Strategy = {
      ...strategy,
      root: { ...strategy.root, onTrue: { kind: 'skip', id: 'n8', reason: 'Hold.' } } as Strategy['root'],
    }
    const timeline = replay(held, generateSession({ seed: 5, ticker: 'SPY', open: 600 }), scenario)
    const last = timeline.at(-1)
    expect(last?.kind).toBe('end')
    expect(last?.open?.[0]).toMatch(/^2 × iron condor expiring 2027-06-1\d$/)
  })

  it('shows prices and rules, never a sum, a return or a win rate', () => {
    for (const item of templates) {
      const events = generateSession({
        seed: 20261123,
        ticker: item.strategy.trigger.ticker,
        open: item.scenario.market.price,
      })
      const words = texts(replay(item.strategy, events, item.scenario)).join('\n')
      expect(words).not.toMatch(/total|win rate|return|profit of|P&L|equity/i)
    }
    expect(sessionLabel).toMatch(/^Synthetic session/)
  })
})

describe('the replay watches a 0-DTE position between alerts', () => {
  const zeroDte = () => onCalm(clone(defaultTemplate))
  const onTheDay = (date: string) => {
    const { strategy, scenario } = zeroDte()
    return { strategy, scenario: { ...scenario, market: { ...scenario.market, date } } }
  }

  it('fires a stop on the simulated path between two alerts, at a 5-minute check, naming its time and price', () => {
    const { strategy, scenario } = zeroDte()
    // A calm path that dips between the alerts.
    scenario.market.seed = 16
    // 10:30 at 600 opens a put credit spread; the 15:30 alert, at 597.50, is above where the stop would fire.
    const timeline = replay(strategy, [alertAt('10:30', 600, 599), alertAt('15:30', 597.5, 599, 'sell')], scenario)
    expect(timeline.map((entry) => [entry.kind, entry.time])).toEqual([
      ['alert', '10:30'],
      ['exit', '12:20'],
      ['alert', '15:30'],
      ['end', '16:00'],
    ])
    const stop = timeline[1]
    expect(stop).toMatchObject({ kind: 'exit', date: '2026-11-23', time: '12:20', price: 594.35, evaluation: null })
    expect(stop?.closes[0]?.text).toBe(
      'Closed 1 × put credit spread expiring 2026-11-23, at 200% of the $0.22 credit, a buy-back at $0.66 or more: bought back at $0.68, the path’s $0.67 when the stop was touched plus 1 tick of slippage (simulated).',
    )
    // No row for the checks at which nothing fired.
    expect(timeline.filter((entry) => entry.kind === 'exit')).toHaveLength(1)
  })

  it('checks every minute in the last hour of the day the position expires', () => {
    const { strategy, scenario } = zeroDte()
    // A calm path that dips just after 15:00.
    scenario.market.seed = 24
    strategy.risk.takeProfitPercent = 0
    const timeline = replay(strategy, [alertAt('14:00', 600, 599), alertAt('15:59', 598.25, 599, 'sell')], scenario)
    const stop = timeline.find((entry) => entry.kind === 'exit')
    // 15:01 is no 5-minute mark: only the last hour's minute-by-minute checks see it.
    expect(stop).toMatchObject({ time: '15:01', price: 596.03 })
    expect(stop?.closes[0]).toMatchObject({ rule: 'stopLoss', price: 0.62 })
  })

  it('generates no alert after an early close, and closes the session at 13:00', () => {
    const { strategy, scenario } = onTheDay('2026-11-27')
    const events = generateSession({ seed: 20261123, ticker: 'SPY', open: 600, date: '2026-11-27' })
    expect(events.map((event) => event.time)).toEqual([
      '09:41',
      '10:02',
      '10:26',
      '10:54',
      '11:11',
      '11:42',
      '12:12',
      '12:36',
      '12:55',
    ])
    // A full day's session has the same morning, and goes on to 15:55.
    const full = generateSession({ seed: 20261123, ticker: 'SPY', open: 600, date: '2026-11-23' })
    expect(full.slice(0, 9)).toEqual(events)
    expect(full).toHaveLength(16)
    const timeline = replay(strategy, events, scenario)
    const reasons = timeline.flatMap((entry) =>
      entry.evaluation?.outcome.kind === 'skipped' ? [entry.evaluation.outcome.reason] : [],
    )
    expect(reasons.filter((reason) => reason.includes('market is closed'))).toEqual([])
    expect(timeline.every((entry) => entry.time <= '13:00')).toBe(true)
    // A hand-made session's alerts after the early close are not run either: the session ends there.
    const late = replay(strategy, [alertAt('12:30', 600, 599), alertAt('14:00', 600, 599)], scenario)
    expect(late.map((entry) => entry.time)).not.toContain('14:00')
  })

  it('rounds a $0.15 credit’s 50% target down to $0.07, the trader’s side, and names the price and the tick', () => {
    const { strategy, scenario } = onTheDay('2026-11-27')
    const events = generateSession({ seed: 29, ticker: 'SPY', open: scenario.market.price, date: '2026-11-27' })
    const timeline = replay(strategy, events, scenario)
    const tickets = timeline.flatMap((entry) =>
      entry.evaluation?.outcome.kind === 'order' ? [entry.evaluation.outcome.ticket] : [],
    )
    const fifteen = tickets.find((ticket) => ticket.limit === 0.15)
    expect(fifteen?.takeProfit).toBe(0.07)
    expect(fifteen?.stopLoss).toBe(0.45)
    expect(fifteen?.notes).toContain(
      'Exits rounded to the $0.01 tick, toward the trader’s side: take-profit at $0.07 (50% of the $0.15 credit is a $0.075 buy-back).',
    )
    expect(texts(timeline)).toContain(
      'Closed 1 × call credit spread expiring 2026-11-27, at 50% of max profit, a buy-back at $0.07 or less: bought back at $0.07, its limit price (the buy-back on the path had reached $0.06) (simulated).',
    )
  })
})
