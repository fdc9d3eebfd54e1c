import * as v from 'valibot'
import { easternOffsetHours } from './calendar.ts'
import type { Alert, Scenario } from './model.ts'
import { type Parsed, parseJson } from './parse-json.ts'
import { alertFieldNames, alertMessageSchema } from './schema.ts'

/**
 * A TradingView alert as it really arrives: the message a trader writes in TradingView, with its
 * {{placeholders}} quoted or not, and the fields most webhook integrations read. The Lab fills the
 * placeholders from the scenario, shows the message as the webhook would receive it, and reads it.
 */

/** What each field of the alert means, as the editor lists them; the compiler holds it to the schema's fields. */
const meanings: Record<keyof Alert, string> = {
  ticker: 'The symbol, plain or exchange-prefixed: SPY or AMEX:SPY.',
  action: 'buy, sell, exit (close the open position), cancel or add, in any case.',
  price:
    'Optional: the price the alert fired at (a number, or a number in quotes). Without it the run uses the scenario’s underlying price, and the ticket says so.',
  signalPrice:
    'Optional: TradersPost’s name for the price the alert fired at, read as "price" is; with both, they must agree.',
  sentiment:
    'Optional: long, short or flat, as TradersPost reads them: buy or sell with flat closes the open position and never opens one; buy with long or sell with short enters.',
  quantity:
    'Optional: contracts or spreads the alert asks for, in place of the Open node’s quantity, capped by the risk rules (the ticket names the cap).',
  takeProfit:
    'Optional: TradersPost’s take-profit for the order, one of {"percent": 50} (of the entry price), {"amount": 0.5} (dollars a share from it), {"limitPrice": 0.7} (the exit’s own price a share) or {"pnlAmount": 100} (dollars of profit on the order). It replaces the risk rules’ take-profit; the ticket names the unit.',
  stopLoss:
    'Optional: TradersPost’s stop-loss for the order, a stop order: {"type": "stop"} with one of "percent", "amount" or "stopPrice", in the same units. stop_limit and trailing_stop are refused: the Lab does not follow them.',
  time: 'Optional: when the alert fired, as TradingView writes it.',
  message: 'Optional: any text, kept with the alert.',
}

/** The fields the Lab reads, in the schema's order, with what each means. */
export const alertFields = alertFieldNames.map((name) => ({ name, meaning: meanings[name] }))

const exchanges: Record<string, string> = {
  SPY: 'AMEX',
  IWM: 'AMEX',
  QQQ: 'NASDAQ',
  AAPL: 'NASDAQ',
  MSFT: 'NASDAQ',
  NVDA: 'NASDAQ',
  TSLA: 'NASDAQ',
  SPX: 'CBOE',
  SPXW: 'CBOE',
  XSP: 'CBOE',
}

/** What TradingView would put in each placeholder at the scenario's moment, for the strategy's ticker. */
export function placeholderValues(scenario: Scenario, ticker: string): Record<string, string | number> {
  const { market, alert } = scenario
  const position =
    alert.action === 'buy' || alert.action === 'add' ? 'long' : alert.action === 'sell' ? 'short' : 'flat'
  const size = alert.quantity ?? 1
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
    // The position after the alert's order, as TradingView reports it: long after a buy, short after
    // a sell, flat after an exit. A literal "flat" in the message is what asks for an exit only.
    'strategy.market_position': position,
    'strategy.position_size': position === 'long' ? size : position === 'short' ? -size : 0,
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
 * The alert editor's text: a TradingView message, placeholders and all, read by the schema's
 * `alertMessageSchema` (trimmed, any case, numbers quoted or not, then held to the scenario's own
 * rules). Unknown fields are named and ignored; the first wrong field is explained with what was
 * found there; the visitor's text is never changed.
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
  const known: readonly string[] = alertFieldNames
  const warnings = Object.keys(record)
    .filter((key) => !known.includes(key))
    .map((key) => `Unknown field "${key}" is ignored; the Lab reads ${known.join(', ')}.`)
  const result = v.safeParse(alertMessageSchema, record)
  if (result.success) {
    const { price, signalPrice } = result.output
    if (price !== undefined && signalPrice !== undefined && price !== signalPrice) {
      return failed(
        `"price" ${price} and "signalPrice" ${signalPrice} disagree; both are the price the alert fired at, so send one, or the same in both.`,
        warnings,
      )
    }
    // Fields left out stay out, rather than present and undefined.
    const alert = Object.fromEntries(Object.entries(result.output).filter(([, item]) => item !== undefined)) as Alert
    return { ok: true, warnings, received, value: alert }
  }
  const [issue] = result.issues
  const key = issue.path?.[0]?.key
  const found = typeof key === 'string' ? `; found ${readable(record[key])}.` : '.'
  return failed(`${issue.message.replace(/\.$/, '')}${found}`, warnings)
}

/** The alert as the editor shows it after a template opens: the message TradingView would be given. */
export function alertJson(alert: Alert): string {
  return JSON.stringify(alert, null, 2)
}

/**
 * The two kinds of TradingView alert a strategy can be sent by. An indicator alert (a condition on
 * a chart, such as price crossing VWAP) sends its message as written, so the action is a word in it;
 * only a Pine strategy's order alerts fill {{strategy.order.action}}.
 */
export type AlertKind = 'indicator' | 'strategy'

/** The message to paste into TradingView for a strategy on this ticker, with the kind of alert it is for and why. */
export function alertTemplate(
  trigger: { kind: string; ticker: string; action?: string },
  kind: AlertKind = trigger.kind === 'alert' && trigger.action === 'any' ? 'strategy' : 'indicator',
): { kind: AlertKind; text: string; words: string } {
  const literal = trigger.kind === 'alert' && trigger.action === 'sell' ? 'sell' : 'buy'
  const action = kind === 'strategy' ? '{{strategy.order.action}}' : literal
  const words =
    kind === 'strategy'
      ? 'For a Pine strategy’s order alerts: TradingView fills {{strategy.order.action}} with buy or sell.'
      : `For an indicator alert (a condition on the chart, such as a VWAP cross): the action is written in, “${literal}”, since TradingView fills {{strategy.order.action}} only in a Pine strategy’s alerts.${trigger.kind === 'alert' && trigger.action === 'any' ? ' This strategy reads any action; its tree picks the side.' : ''}`
  return {
    kind,
    text: `{\n  "ticker": "{{ticker}}",\n  "action": "${action}",\n  "price": {{close}},\n  "time": "{{time}}"\n}`,
    words,
  }
}

/** A JSON value as the message holds it: a string, a number, or a {{placeholder}}. */
const valuePattern = String.raw`(?:"(?:[^"\\]|\\.)*"|\{\{\s*[\w.]+\s*\}\}|-?[\d.eE+-]+|true|false|null)`

/**
 * The typed message with one field set to a value (or removed, for `undefined`), everything else
 * left as typed, {{placeholders}} included: what a change in the alert's form does to the message.
 * Null when the text is not an object to edit.
 */
export function setAlertField(text: string, key: string, value: string | number | undefined): string | null {
  const field = new RegExp(String.raw`"${key}"\s*:\s*${valuePattern}`)
  const written = value === undefined ? '' : `"${key}": ${JSON.stringify(value)}`
  if (field.test(text)) {
    if (value !== undefined) return text.replace(field, written)
    // Removed with the comma that joined it to its neighbor.
    const after = new RegExp(String.raw`${field.source}\s*,\s*`)
    const before = new RegExp(String.raw`,\s*${field.source}`)
    return after.test(text) ? text.replace(after, '') : text.replace(before, '')
  }
  if (value === undefined) return text
  const end = text.lastIndexOf('}')
  if (!text.trimStart().startsWith('{') || end < 0) return null
  const head = text.slice(0, end).trimEnd()
  return `${head}${head.endsWith('{') ? '' : ','}\n  ${written}\n${text.slice(end)}`
}

/**
 * The scenario with its alert filled again from the typed message, when that message still reads
 * as an alert: a {{close}} follows the market's price, a {{ticker}} the strategy's.
 */
export function refilled(scenario: Scenario, ticker: string): Scenario {
  if (scenario.alertText === undefined || !scenario.alertText.includes('{{')) return scenario
  const parsed = parseAlert(scenario.alertText, scenario, ticker)
  if (!parsed.ok || JSON.stringify(parsed.value) === JSON.stringify(scenario.alert)) return scenario
  return { ...scenario, alert: parsed.value }
}
