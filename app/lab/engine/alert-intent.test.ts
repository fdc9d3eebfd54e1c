import { describe, expect, it } from 'vitest'
import { parseAlert, placeholderValues } from './alert'
import { evaluate, type Outcome } from './evaluate'
import { decodeWork, encodeWork } from './link-codec'
import type { Scenario } from './model'
import { replay } from './replay'
import type { SessionEvent } from './session'
import { defaultTemplate, templates } from './templates'

// docs/decisions/012-strategy-lab.md names TradersPost's page for each field read here.

const zeroDte = () => structuredClone(defaultTemplate)

/** The 0-DTE template run on an alert message as typed, with `positions` open in SPY. */
function runOn(text: string, positions = 0, change: (scenario: Scenario) => void = () => {}): Outcome {
  const { strategy, scenario } = zeroDte()
  const parsed = parseAlert(text, scenario, 'SPY')
  if (!parsed.ok) throw new Error(parsed.message)
  scenario.alert = parsed.value
  scenario.alertText = text
  scenario.account = { ...scenario.account, positionsInTicker: positions, openPositions: positions }
  change(scenario)
  return evaluate(strategy, scenario).outcome
}

const ticketOf = (outcome: Outcome) => {
  if (outcome.kind !== 'order' && outcome.kind !== 'blocked') throw new Error(`no ticket: ${outcome.kind}`)
  return outcome.ticket
}

describe('sentiment, as TradersPost reads it', () => {
  it('sell with sentiment flat on the 0-DTE template closes SPY’s position and never opens one', () => {
    const text = '{"ticker":"SPY","action":"sell","sentiment":"flat"}'
    expect(runOn(text, 0)).toEqual({
      kind: 'skipped',
      nodeId: null,
      reason:
        'The alert says sell with sentiment flat, which TradersPost reads as an exit only (close, never open), and there is no open position in SPY.',
    })
    expect(runOn(text, 1)).toEqual({
      kind: 'close',
      nodeId: 'trigger',
      positions: 1,
      notify: { discord: false, telegram: false },
      reason: 'The alert says sell with sentiment flat, which TradersPost reads as an exit only (close, never open).',
    })
  })

  it('buy with sentiment flat is an exit too, whatever side the trigger starts on', () => {
    const outcome = runOn('{"ticker":"SPY","action":"buy","sentiment":"flat","price":601.2}', 2)
    expect(outcome).toMatchObject({ kind: 'close', positions: 2 })
  })

  it('buy with long and sell with short enter, and the ticket says how TradersPost reads them', () => {
    const long = ticketOf(runOn('{"ticker":"SPY","action":"buy","sentiment":"long","price":601.2}'))
    expect(long.notes).toContain(
      'The alert says buy with sentiment long: TradersPost reads it as “exit a bearish position, then enter bullish”; the tree chooses the entry.',
    )
    const short = ticketOf(runOn('{"ticker":"SPY","action":"sell","sentiment":"short","price":601.2}'))
    expect(short.notes).toContain(
      'The alert says sell with sentiment short: TradersPost reads it as “exit a bullish position, then enter bearish”; the tree chooses the entry.',
    )
  })

  it('a sell that leaves the position long places nothing', () => {
    expect(runOn('{"ticker":"SPY","action":"sell","sentiment":"long"}', 1)).toEqual({
      kind: 'skipped',
      nodeId: null,
      reason:
        'The alert says sell with sentiment long: the position is still long after it, a partial exit in TradingView’s terms, not an entry; nothing new is placed.',
    })
  })

  it('fills {{strategy.market_position}} with the side the order leaves, so a Pine strategy’s entry is not read as flat', () => {
    const { scenario } = zeroDte()
    expect(placeholderValues(scenario, 'SPY')['strategy.market_position']).toBe('long')
    scenario.alert = { ...scenario.alert, action: 'sell', quantity: 3 }
    expect(placeholderValues(scenario, 'SPY')).toMatchObject({
      'strategy.market_position': 'short',
      'strategy.position_size': -3,
    })
    const text =
      '{"ticker":"{{ticker}}","action":"{{strategy.order.action}}","sentiment":"{{strategy.market_position}}"}'
    expect(runOn(text).kind).toBe('order')
  })

  it('closes in the replay with the alert’s words', () => {
    const { strategy, scenario } = zeroDte()
    const at = (time: string, alert: SessionEvent['alert']): SessionEvent => ({
      time,
      alert,
      price: 601.2,
      dayMovePercent: 0,
      vwap: 599,
    })
    const timeline = replay(
      strategy,
      [
        at('10:30', { ticker: 'SPY', action: 'buy', price: 601.2 }),
        at('11:45', { ticker: 'SPY', action: 'sell', sentiment: 'flat' }),
      ],
      scenario,
      // A calm path between the alerts, on which no stop or target fires first.
      { name: 'calm', seed: 1 },
    )
    expect(timeline[0]?.evaluation?.outcome.kind).toBe('order')
    const close = timeline[1]?.closes[0]
    expect(close?.rule).toBe('exitAlert')
    expect(close?.text).toMatch(
      /, the alert says sell with sentiment flat, an exit only: bought back at \$\d+\.\d\d \(simulated\)\.$/,
    )
    expect(timeline[1]?.account.positionsInTicker).toBe(0)
  })
})

describe('quantity, capped by the risk rules', () => {
  it('opens the alert’s quantity in place of the Open node’s, and says so', () => {
    const ticket = ticketOf(runOn('{"ticker":"SPY","action":"buy","price":601.2,"quantity":2}'))
    expect(ticket.quantity).toBe(2)
    expect(ticket.notes).toContain('Quantity 2: the alert asks for 2 (the Open node’s own quantity is 1).')
  })

  it('caps it at Max contracts per order, naming the rule', () => {
    const ticket = ticketOf(runOn('{"ticker":"SPY","action":"buy","price":601.2,"quantity":5}'))
    expect(ticket.quantity).toBe(2)
    expect(ticket.quantityWords).toBe('2 × put credit spread (2 legs, 4 contracts)')
    expect(ticket.notes).toContain('Quantity capped at 2: the alert asks for 5, and Max contracts per order allows 2.')
  })

  it('caps it at Max loss per order with the figures, and blocks when not even one unit fits', () => {
    const { strategy, scenario } = zeroDte()
    scenario.alert = { ticker: 'SPY', action: 'buy', price: 601.2, quantity: 5 }
    strategy.risk = {
      ...strategy.risk,
      maxContractsPerOrder: 10,
      maxLossPerOrder: 1500,
      maxBuyingPowerPerTrade: 10_000,
    }
    const ticket = ticketOf(evaluate(strategy, scenario).outcome)
    const unitLoss = ticket.maxLossTowardCap / ticket.quantity
    expect(ticket.quantity).toBe(Math.floor(1500 / unitLoss))
    expect(ticket.quantity).toBeLessThan(5)
    expect(ticket.notes).toContain(
      `Quantity capped at ${ticket.quantity}: the alert asks for 5, and Max loss per order allows ${ticket.quantity} ($1,500, at $${unitLoss} of max loss a put credit spread).`,
    )
    strategy.risk = { ...strategy.risk, maxLossPerOrder: 100 }
    const blocked = evaluate(strategy, scenario).outcome
    expect(blocked).toMatchObject({ kind: 'blocked', rule: 'maxLossPerOrder' })
    expect(ticketOf(blocked).notes).toContain(
      `Quantity 1: the alert asks for 5, and Max loss per order allows none ($100, at $${unitLoss} of max loss a put credit spread).`,
    )
  })

  it('caps a wheel’s puts at Max buying power per trade', () => {
    const wheel = structuredClone(templates.find((item) => item.id === 'wheel'))
    if (!wheel) throw new Error('no wheel')
    wheel.strategy.trigger = { kind: 'alert', ticker: 'AAPL', action: 'any' }
    wheel.scenario.alert = { ticker: 'AAPL', action: 'sell', price: 230, quantity: 3 }
    wheel.scenario.account = { ...wheel.scenario.account, buyingPower: 100_000 }
    const ticket = ticketOf(evaluate(wheel.strategy, wheel.scenario).outcome)
    expect(ticket.quantity).toBe(1)
    expect(ticket.notes.at(-1)).toMatch(
      /^Quantity capped at 1: the alert asks for 3, and Max buying power per trade allows 1 \(\$25,000, at \$2\d,\d{3} of buying power a cash-secured put\)\.$/,
    )
  })

  it('leaves a run without a quantity at the Open node’s', () => {
    const ticket = ticketOf(runOn('{"ticker":"SPY","action":"buy","price":601.2}'))
    expect(ticket.quantity).toBe(1)
    expect(ticket.notes.some((note) => note.startsWith('Quantity'))).toBe(false)
  })
})

describe('TradersPost’s signalPrice, takeProfit and stopLoss, as documented', () => {
  it('reads signalPrice as the price the alert fired at', () => {
    const ticket = ticketOf(runOn('{"ticker":"SPY","action":"buy","signalPrice":605.5}'))
    expect(ticket.expirationWords).toContain('Priced at the underlying’s $605.50')
    expect(ticket.notes.some((note) => note.startsWith('The alert carries no price'))).toBe(false)
    const { scenario } = zeroDte()
    const both = parseAlert('{"ticker":"SPY","action":"buy","price":601.2,"signalPrice":605.5}', scenario, 'SPY')
    expect(both).toMatchObject({
      ok: false,
      message:
        '"price" 601.2 and "signalPrice" 605.5 disagree; both are the price the alert fired at, so send one, or the same in both.',
    })
  })

  it('sets the take-profit from takeProfit in TradersPost’s units, named on the ticket, and refuses a bare number', () => {
    const text = '{"ticker":"SPY","action":"sell","sentiment":"short","price":601.2,"takeProfit":{"percent":80}}'
    const ticket = ticketOf(runOn(text))
    expect(ticket.type).toBe('credit')
    // 80% of the entry price toward a profit: a buy-back at a fifth of the credit, on the tick grid.
    expect(ticket.limit).toBe(0.22)
    expect(ticket.takeProfit).toBe(0.04)
    expect(ticket.notes).toContain(
      'The alert’s takeProfit.percent 80 is 80% of the entry price, the $0.22 limit credit a share: take-profit at $0.04, a buy-back ($0.044 rounded to the $0.01 tick, toward the trader’s side). It replaces the risk rules’ 50%, as TradersPost’s signal override does.',
    )
    const amount = ticketOf(runOn('{"ticker":"SPY","action":"buy","price":601.2,"takeProfit":{"amount":0.1}}'))
    expect(amount.takeProfit).toBe(Number((amount.limit - 0.1).toFixed(2)))
    const { scenario } = zeroDte()
    expect(parseAlert('{"ticker":"SPY","action":"buy","takeProfit":50}', scenario, 'SPY')).toMatchObject({
      ok: false,
      message:
        '"takeProfit" must be an object with one of "percent", "amount", "limitPrice" or "pnlAmount", TradersPost’s fields, such as {"percent": 50}: a bare number names no unit; found 50.',
    })
    expect(
      parseAlert('{"ticker":"SPY","action":"buy","takeProfit":{"percent":50,"amount":1}}', scenario, 'SPY'),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^"takeProfit" takes exactly one of "percent", "amount", "limitPrice" or "pnlAmount": the Lab will not guess which TradersPost would use; found/,
      ),
    })
  })

  it('sets the stop from stopLoss as a stop order, and refuses a trailing stop or a stop on the wrong side', () => {
    const base = ticketOf(runOn('{"ticker":"SPY","action":"buy","price":601.2}'))
    const stopPrice = Number((base.limit * 2).toFixed(2))
    const text = `{"ticker":"SPY","action":"buy","price":601.2,"stopLoss":{"type":"stop","stopPrice":${stopPrice}}}`
    const ticket = ticketOf(runOn(text))
    expect(ticket.stopLoss).toBe(stopPrice)
    expect(ticket.notes.find((note) => note.startsWith('The alert’s stopLoss.stopPrice'))).toMatch(
      /^The alert’s stopLoss\.stopPrice [\d.]+ is the exit’s own price a share, against the entry price, the \$[\d.]+ limit credit a share: stop-loss at \$[\d.]+, a buy-back\./,
    )
    const wrong = ticketOf(runOn('{"ticker":"SPY","action":"buy","price":601.2,"stopLoss":{"stopPrice":0.01}}'))
    // Refused: the risk rules' own stop (200% of the credit) stays.
    expect(wrong.stopLoss).toBe(base.stopLoss)
    expect(wrong.notes).toContain(
      'The alert’s stopLoss.stopPrice 0.01 is the exit’s own price a share, against the entry price, the $0.22 limit credit a share: $0.01 is not a loss on it, so no stop-loss is set from it. The risk rules’ 200% stays.',
    )
    const { scenario } = zeroDte()
    expect(
      parseAlert('{"ticker":"SPY","action":"buy","stopLoss":{"type":"trailing_stop","percent":5}}', scenario, 'SPY'),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^"stopLoss" type must be "stop": the Lab closes at a stop as a stop order does/),
    })
  })

  it('names a sentiment that contradicts the entry, and skips it where the trigger opts in', async () => {
    const text = '{"ticker":"SPY","action":"sell","sentiment":"short","price":601.2}'
    const against =
      'Against the alert’s sentiment: it says sell with sentiment short, which TradersPost reads as “enter bearish”, but the tree opens a put credit spread, a bullish position.'
    expect(ticketOf(runOn(text)).notes).toContain(against)
    expect(ticketOf(runOn('{"ticker":"SPY","action":"buy","sentiment":"long","price":601.2}')).notes).not.toContain(
      against,
    )
    const { strategy, scenario } = zeroDte()
    if (strategy.trigger.kind !== 'alert') throw new Error('the 0-DTE template starts on an alert')
    strategy.trigger = { ...strategy.trigger, sentiment: 'block' }
    scenario.alert = { ticker: 'SPY', action: 'sell', sentiment: 'short', price: 601.2 }
    expect(evaluate(strategy, scenario).outcome).toMatchObject({
      kind: 'skipped',
      reason: `${against} Not sent: this strategy skips an entry its alert’s sentiment contradicts.`,
    })
    // The choice, and an alert's TradersPost exits, travel in a link.
    scenario.alert = { ...scenario.alert, takeProfit: { percent: 80 }, stopLoss: { type: 'stop', amount: 0.3 } }
    expect(await decodeWork(await encodeWork({ strategy, scenario }))).toMatchObject({
      ok: true,
      value: { strategy: { trigger: { sentiment: 'block' } }, scenario: { alert: scenario.alert } },
    })
  })
})
