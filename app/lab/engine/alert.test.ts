import { describe, expect, it } from 'vitest'
import { describeTrigger } from '../describe'
import {
  alertJson,
  alertTemplate,
  fillPlaceholders,
  parseAlert,
  placeholderValues,
  refilled,
  setAlertField,
} from './alert'
import { evaluate } from './evaluate'
import type { Scenario } from './model'
import { defaultTemplate } from './templates'

const scenario: Scenario = structuredClone(defaultTemplate.scenario)

describe('TradingView alert messages', () => {
  it('fill their placeholders from the scenario, quoted or not, and read as the webhook receives them', () => {
    const message =
      '{"ticker": "{{exchange}}:{{ticker}}", "action": "{{strategy.order.action}}", "price": {{close}}, "time": "{{time}}"}'
    const parsed = parseAlert(message, scenario, 'SPY')
    expect(parsed).toMatchObject({
      ok: true,
      value: { ticker: 'SPY', action: 'buy', price: 601.2, time: '2026-11-23T16:15:00Z' },
      warnings: [],
    })
    // 11:15 ET on a November day after daylight saving ends is 16:15 UTC.
    expect(parsed.received).toBe(
      '{"ticker": "AMEX:SPY", "action": "buy", "price": 601.2, "time": "2026-11-23T16:15:00Z"}',
    )
    const summer = structuredClone(scenario)
    summer.market.date = '2026-07-15'
    expect(placeholderValues(summer, 'SPY').time).toBe('2026-07-15T15:15:00Z')
  })

  it('accept an exchange-prefixed ticker, any case of action, and the common optional fields', () => {
    const parsed = parseAlert(
      '{"ticker":"amex:spy","action":"BUY","price":"601.5","sentiment":"Long","quantity":"2","interval":"5"}',
      scenario,
      'SPY',
    )
    expect(parsed).toEqual({
      ok: true,
      received: undefined,
      value: { ticker: 'SPY', action: 'buy', price: 601.5, sentiment: 'long', quantity: 2 },
      warnings: [
        'Unknown field "interval" is ignored; the Lab reads ticker, action, price, signalPrice, sentiment, quantity, takeProfit, stopLoss, time, message.',
      ],
    })
  })

  it('explain what is wrong: an unknown placeholder, an action it does not know, JSON that is not an object', () => {
    expect(parseAlert('{"ticker":"{{ticker}}","action":"buy","price":{{plot_0}}}', scenario, 'SPY')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The Lab cannot fill \{\{plot_0\}\}/),
    })
    expect(parseAlert('{"ticker":"SPY","action":"hold","price":1}', scenario, 'SPY')).toMatchObject({
      ok: false,
      message: '"action" must be buy, sell, exit, cancel or add; found "hold".',
    })
    expect(parseAlert('[1]', scenario, 'SPY')).toMatchObject({
      ok: false,
      message: expect.stringContaining('JSON object'),
    })
    expect(parseAlert('{"ticker":"SPY","action":"buy","price":60x}', scenario, 'SPY')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This is not valid JSON\. Line 1, column \d+\.$/),
    })
  })

  it('hold every field to the scenario’s own rules, naming what was found', () => {
    const alert = (fields: string) =>
      parseAlert(`{"ticker":"SPY","action":"buy","price":600${fields}}`, scenario, 'SPY')
    expect(parseAlert('{"ticker":" spy ","action":" Sell ","price":" 12.5 "}', scenario, 'SPY')).toMatchObject({
      ok: true,
      value: { ticker: 'SPY', action: 'sell', price: 12.5 },
    })
    expect(parseAlert('{"ticker":"SPY","action":"buy","price":0.001}', scenario, 'SPY')).toMatchObject({
      ok: false,
      message: '"price" must be a number from 0.01 to 1,000,000; found 0.001.',
    })
    expect(parseAlert('{"ticker":"SPY","action":"buy","price":"abc"}', scenario, 'SPY')).toMatchObject({
      ok: false,
      message: '"price" must be a number from 0.01 to 1,000,000; found "abc".',
    })
    expect(alert(',"quantity":"2.5"')).toMatchObject({
      ok: false,
      message: '"quantity" must be a whole number from 1 to 10,000; found "2.5".',
    })
    expect(alert(`,"time":"${'9'.repeat(41)}"`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^"time" must be at most 40 characters; found "9{30}"\.$/),
    })
    expect(alert(`,"message":"${'m'.repeat(501)}"`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^"message" must be at most 500 characters; found/),
    })
    expect(alert(',"message":7')).toMatchObject({ ok: false, message: '"message" must be text; found 7.' })
  })

  it('put a value inside a string as text and outside one as JSON', () => {
    expect(fillPlaceholders('{"a": "{{x}}", "b": {{x}}, "c": {{y}}}', { x: 'he said "hi"', y: 3 }).text).toBe(
      '{"a": "he said \\"hi\\"", "b": "he said \\"hi\\"", "c": 3}',
    )
  })

  it('give the message a strategy expects, ready to paste, that reads back as an alert', () => {
    const message = alertTemplate({ kind: 'alert', ticker: 'SPY', action: 'any' }, 'strategy').text
    expect(message).toContain('"action": "{{strategy.order.action}}"')
    expect(parseAlert(message, scenario, 'SPY').ok).toBe(true)
    expect(parseAlert(alertJson(scenario.alert), scenario, 'SPY')).toMatchObject({ ok: true, value: scenario.alert })
  })
})

describe('what an alert asks for', () => {
  const run = (changes: Partial<Scenario['alert']>, account: Partial<Scenario['account']> = {}) => {
    const next = structuredClone(scenario)
    next.alert = { ...next.alert, ...changes }
    next.account = { ...next.account, ...account }
    return evaluate(defaultTemplate.strategy, next).outcome
  }

  it('exit closes the open position in the ticker, or says there is none', () => {
    expect(run({ action: 'exit' }, { positionsInTicker: 2 })).toMatchObject({ kind: 'close', positions: 2 })
    expect(run({ action: 'exit' })).toMatchObject({
      kind: 'skipped',
      reason: 'The alert says exit, and there is no open position in SPY.',
    })
  })

  it('cancel places nothing; add opens like buy', () => {
    expect(run({ action: 'cancel' })).toMatchObject({
      kind: 'skipped',
      reason: 'The alert says cancel: nothing new is placed.',
    })
    expect(run({ action: 'add' }).kind).toBe('order')
  })
})

describe('alerts as they are really sent', () => {
  const zeroDte = defaultTemplate

  it('need only a ticker and an action: the run prices at the market and the ticket says so', () => {
    const parsed = parseAlert('{"ticker":"AMEX:SPY","action":"BUY"}', scenario, 'SPY')
    expect(parsed).toEqual({ ok: true, received: undefined, value: { ticker: 'SPY', action: 'buy' }, warnings: [] })
    if (!parsed.ok) return
    const run = evaluate(zeroDte.strategy, { ...scenario, alert: parsed.value }).outcome
    if (run.kind !== 'order') throw new Error(`expected an order, got ${run.kind}`)
    expect(run.ticket.notes).toContain(
      'The alert carries no price: priced at the scenario’s underlying price, $601.20.',
    )
    expect(run.ticket.position.spot).toBe(scenario.market.price)
  })

  it('never need a price to exit or cancel', () => {
    const exit = parseAlert('{"ticker":"SPY","action":"exit"}', scenario, 'SPY')
    expect(exit).toMatchObject({ ok: true, value: { ticker: 'SPY', action: 'exit' } })
    if (!exit.ok) return
    const withPosition = { ...scenario, alert: exit.value, account: { ...scenario.account, positionsInTicker: 1 } }
    expect(evaluate(zeroDte.strategy, withPosition).outcome).toMatchObject({ kind: 'close', positions: 1 })
    expect(parseAlert('{"ticker":"SPY","action":"cancel"}', scenario, 'SPY').ok).toBe(true)
  })

  it('copy as the message that fits the kind of alert, saying which', () => {
    const vwap = alertTemplate(zeroDte.strategy.trigger, zeroDte.alertKind)
    expect(vwap.kind).toBe('indicator')
    expect(vwap.text).toContain('"action": "buy"')
    expect(vwap.text).not.toContain('strategy.order')
    expect(vwap.words).toMatch(/^For an indicator alert \(a condition on the chart, such as a VWAP cross\)/)
    const pine = alertTemplate({ kind: 'alert', ticker: 'SPY', action: 'any' }, 'strategy')
    expect(pine.text).toContain('"action": "{{strategy.order.action}}"')
    expect(pine.words).toMatch(/^For a Pine strategy’s order alerts/)
    const sell = alertTemplate({ kind: 'alert', ticker: 'QQQ', action: 'sell' })
    expect(sell).toMatchObject({ kind: 'indicator', text: expect.stringContaining('"action": "sell"') })
  })

  it('keep the typed message’s placeholders when one field of the form changes', () => {
    const typed =
      '{\n  "ticker": "{{ticker}}",\n  "action": "{{strategy.order.action}}",\n  "price": {{close}},\n  "time": "{{time}}"\n}'
    const priced = setAlertField(typed, 'price', 605.5)
    expect(priced).toBe(
      '{\n  "ticker": "{{ticker}}",\n  "action": "{{strategy.order.action}}",\n  "price": 605.5,\n  "time": "{{time}}"\n}',
    )
    expect(setAlertField(typed, 'action', 'sell')).toContain('"action": "sell",\n  "price": {{close}}')
    expect(setAlertField(typed, 'price', undefined)).toBe(
      '{\n  "ticker": "{{ticker}}",\n  "action": "{{strategy.order.action}}",\n  "time": "{{time}}"\n}',
    )
    expect(setAlertField('{"ticker":"SPY","action":"buy"}', 'price', 600)).toBe(
      '{"ticker":"SPY","action":"buy",\n  "price": 600\n}',
    )
    expect(setAlertField('not json', 'price', 600)).toBeNull()
  })

  it('fill again from the typed message when the market moves; the typed text stays as typed', () => {
    const typed = '{"ticker": "{{ticker}}", "action": "buy", "price": {{close}}}'
    const moved = { ...scenario, alertText: typed, market: { ...scenario.market, price: 610 } }
    expect(refilled(moved, 'SPY')).toMatchObject({ alertText: typed, alert: { ticker: 'SPY', price: 610 } })
    const plain = { ...scenario, alertText: alertJson(scenario.alert) }
    expect(refilled(plain, 'SPY')).toBe(plain)
  })

  it('a sell alert on the VWAP template does what its text says: the action is not read, VWAP picks the side', () => {
    expect(zeroDte.summary).toContain(
      'The alert’s action is not read: a buy or a sell alert alike, price against VWAP picks the side.',
    )
    expect(describeTrigger(zeroDte.strategy)).toBe('When a TradingView alert for SPY arrives, buy or sell alike')
    const sell = evaluate(zeroDte.strategy, { ...scenario, alert: { ...scenario.alert, action: 'sell' } }).outcome
    const buy = evaluate(zeroDte.strategy, scenario).outcome
    expect(sell).toEqual(buy)
  })
})
