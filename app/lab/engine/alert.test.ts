import { describe, expect, it } from 'vitest'
import { alertJson, alertTemplate, fillPlaceholders, parseAlert, placeholderValues } from './alert'
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
        'Unknown field "interval" is ignored; the Lab reads ticker, action, price, sentiment, quantity, time, message.',
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
    const message = alertTemplate({ kind: 'alert', ticker: 'SPY', action: 'any' })
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
