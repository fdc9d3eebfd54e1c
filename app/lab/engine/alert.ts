import { easternOffsetHours } from './calendar.ts'
import { type AlertAction, alertActions } from './kinds.ts'
import type { Alert, Scenario } from './model.ts'
import { type Parsed, parseJson } from './parse.ts'

/**
 * A TradingView alert as it really arrives: the message a trader writes in TradingView, with its
 * {{placeholders}} quoted or not, and the fields most webhook integrations read. The Lab fills the
 * placeholders from the scenario, shows the message as the webhook would receive it, and reads it.
 */

/** The fields the Lab reads, with what each means: the editor lists them. */
export const alertFields = [
  { name: 'ticker', meaning: 'The symbol, plain or exchange-prefixed: SPY or AMEX:SPY.' },
  { name: 'action', meaning: 'buy, sell, exit (close the open position), cancel or add, in any case.' },
  { name: 'price', meaning: 'The price the alert fired at (a number, or a number in quotes).' },
  { name: 'sentiment', meaning: 'Optional: long, short or flat.' },
  { name: 'quantity', meaning: 'Optional: contracts or spreads the alert asks for.' },
  { name: 'time', meaning: 'Optional: when the alert fired, as TradingView writes it.' },
  { name: 'message', meaning: 'Optional: any text, kept with the alert.' },
] as const

const exchanges: Record<string, string> = {
  SPY: 'AMEX',
  IWM: 'AMEX',
  QQQ: 'NASDAQ',
  AAPL: 'NASDAQ',
  MSFT: 'NASDAQ',
  NVDA: 'NASDAQ',
  TSLA: 'NASDAQ',
  SPX: 'CBOE',
  XSP: 'CBOE',
}

/** What TradingView would put in each placeholder at the scenario's moment, for the strategy's ticker. */
export function placeholderValues(scenario: Scenario, ticker: string): Record<string, string | number> {
  const { market, alert } = scenario
  const [hours = 0, minutes = 0] = market.time.split(':').map(Number)
  const utc = new Date(
    Date.UTC(
      Number(market.date.slice(0, 4)),
      Number(market.date.slice(5, 7)) - 1,
      Number(market.date.slice(8, 10)),
      hours + easternOffsetHours(market.date),
      minutes,
    ),
  )
  const time = Number.isNaN(utc.getTime()) ? '' : `${utc.toISOString().slice(0, 19)}Z`
  return {
    ticker,
    exchange: exchanges[ticker] ?? 'NASDAQ',
    close: market.price,
    open: market.price,
    high: market.price,
    low: market.price,
    volume: 0,
    time,
    timenow: time,
    interval: '5',
    'syminfo.currency': 'USD',
    'strategy.order.action': alert.action,
    'strategy.order.contracts': alert.quantity ?? 1,
    'strategy.order.price': market.price,
    'strategy.order.comment': alert.message ?? '',
    'strategy.market_position': 'flat',
    'strategy.position_size': 0,
  }
}

/** True when the character at `index` is inside a JSON string (an odd number of unescaped quotes before it). */
function insideString(text: string, index: number): boolean {
  let inside = false
  for (let i = 0; i < index; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') inside = !inside
  }
  return inside
}

/**
 * The message with every placeholder filled: inside quotes with the bare value, outside them with
 * a JSON value (a number as it is, text in quotes). Unknown placeholders are listed, not guessed.
 */
export function fillPlaceholders(
  text: string,
  values: Record<string, string | number>,
): { text: string; unknown: string[]; filled: number } {
  const unknown: string[] = []
  let filled = 0
  const result = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string, offset: number) => {
    const value = values[name]
    if (value === undefined) {
      if (!unknown.includes(name)) unknown.push(name)
      return match
    }
    filled++
    if (insideString(text, offset)) return JSON.stringify(String(value)).slice(1, -1)
    return typeof value === 'number' ? String(value) : JSON.stringify(value)
  })
  return { text: result, unknown, filled }
}

export type ParsedAlert = Parsed<Alert> & {
  /** The message as the webhook receives it, when placeholders were filled. */
  received?: string
}

const readable = (value: unknown) => (typeof value === 'string' ? `"${value.slice(0, 30)}"` : JSON.stringify(value))

/**
 * The alert editor's text: a TradingView message, placeholders and all. Unknown fields are named and
 * ignored; missing or malformed ones are explained; the visitor's text is never changed.
 */
export function parseAlert(text: string, scenario: Scenario, ticker: string): ParsedAlert {
  const fill = fillPlaceholders(text, placeholderValues(scenario, ticker))
  const received = fill.filled > 0 ? fill.text : undefined
  const failed = (message: string, warnings: string[] = []): ParsedAlert => ({ ok: false, message, warnings, received })
  if (fill.unknown.length > 0) {
    return failed(
      `The Lab cannot fill ${fill.unknown.map((name) => `{{${name}}}`).join(', ')}; it fills {{ticker}}, {{exchange}}, {{close}}, {{time}}, {{interval}} and the {{strategy.order.*}} placeholders.`,
    )
  }
  const json = parseJson(fill.text)
  if (!json.ok) return failed(json.message)
  const value = json.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return failed(
      'The alert must be a JSON object, such as {"ticker": "{{ticker}}", "action": "buy", "price": {{close}}}.',
    )
  }
  const record = value as Record<string, unknown>
  const known: readonly string[] = alertFields.map((field) => field.name)
  const warnings = Object.keys(record)
    .filter((key) => !known.includes(key))
    .map((key) => `Unknown field "${key}" is ignored; the Lab reads ${known.join(', ')}.`)
  const { ticker: rawTicker, action, price, sentiment, quantity, time, message } = record

  const symbol = typeof rawTicker === 'string' ? rawTicker.trim().toUpperCase().split(':').at(-1) : undefined
  if (!symbol || !/^[A-Z][A-Z.]{0,5}$/.test(symbol)) {
    return failed(`"ticker" must be a symbol such as "SPY" or "AMEX:SPY"; found ${readable(rawTicker)}.`, warnings)
  }
  const verb = typeof action === 'string' ? action.trim().toLowerCase() : undefined
  if (!verb || !(alertActions as readonly string[]).includes(verb)) {
    return failed(`"action" must be buy, sell, exit, cancel or add; found ${readable(action)}.`, warnings)
  }
  const number = typeof price === 'string' && price.trim() !== '' ? Number(price) : price
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    return failed(`"price" must be a positive number, such as 600.25; found ${readable(price)}.`, warnings)
  }
  const side = typeof sentiment === 'string' ? sentiment.trim().toLowerCase() : undefined
  if (sentiment !== undefined && side !== 'long' && side !== 'short' && side !== 'flat') {
    return failed(`"sentiment" must be long, short or flat; found ${readable(sentiment)}.`, warnings)
  }
  const size = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity
  if (quantity !== undefined && !(typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= 10_000)) {
    return failed(`"quantity" must be a whole number from 1 to 10,000; found ${readable(quantity)}.`, warnings)
  }
  if (time !== undefined && typeof time !== 'string') return failed('"time" must be text.', warnings)
  if (message !== undefined && typeof message !== 'string') return failed('"message" must be text.', warnings)
  return {
    ok: true,
    warnings,
    received,
    value: {
      ticker: symbol,
      action: verb as AlertAction,
      price: number,
      ...(side ? { sentiment: side as 'long' | 'short' | 'flat' } : {}),
      ...(typeof size === 'number' ? { quantity: size } : {}),
      ...(typeof time === 'string' ? { time } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    },
  }
}

/** The alert as the editor shows it after a template opens: the message TradingView would be given. */
export function alertJson(alert: Alert): string {
  return JSON.stringify(alert, null, 2)
}

/** The message to paste into TradingView for a strategy on this ticker: its placeholders fill in there. */
export function alertTemplate(trigger: { kind: string; ticker: string; action?: string }): string {
  const action = trigger.kind === 'alert' && trigger.action !== 'any' ? trigger.action : '{{strategy.order.action}}'
  return `{\n  "ticker": "{{ticker}}",\n  "action": "${action}",\n  "price": {{close}},\n  "time": "{{time}}"\n}`
}
