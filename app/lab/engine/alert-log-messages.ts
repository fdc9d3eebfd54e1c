/**
 * The messages of an alert log (alert-log.ts), each read into the alert the Lab replays: JSON as
 * the alert editor reads it (alert.ts), TradingView's default strategy order message, or a plain
 * message naming one action. Apart because what a message says does not depend on the log it
 * came in.
 */

import { parseAlert } from './alert.ts'
import type { Alert } from './model.ts'
import { baseScenario } from './template-base.ts'

/** What a message reads as: an alert with the editor's warnings, or why it reads as none. */
type MessageRead = { alert: Alert; warnings: string[] } | { alert: null; unread: string }

/**
 * Messages read by the editor's reader never fill a placeholder here (a logged message is the one
 * that arrived, filled already; one still holding a placeholder is refused before), so the
 * scenario it fills them from is only a stand-in.
 */
const read = (text: string): ReturnType<typeof parseAlert> => parseAlert(text, baseScenario, baseScenario.alert.ticker)

/**
 * TradingView's default message for a strategy's order alerts, "{{strategy.name}}: order
 * {{strategy.order.action}} @ {{strategy.order.contracts}} filled on {{ticker}}. New strategy
 * position is {{strategy.position_size}}": the action, the contracts (a quantity, not a price) and
 * the symbol, and the position after the order.
 */
const strategyOrder =
  /\border\s+(buy|sell)\s+@\s+(\d+(?:\.\d+)?)\s+filled\s+on\s+(\S+?)\.?\s+new\s+strategy\s+position\s+is\s+(-?\d+(?:\.\d+)?)/i

/**
 * The action words of a plain message, as the Lab reads them: close is exit. A word joined to
 * another by a hyphen (sell-off, buy-side) is no action, nor is a "close" followed by a number
 * ("close 601.50", "close: 601.50"): that is the bar's closing price, as {{close}} fills it.
 */
const actionWord = /\b(buy|sell|exit|close\b(?!\s*[:=]?\s*\$?\d))\b(?!-)/gi
const actionOf: Record<string, Alert['action']> = { buy: 'buy', sell: 'sell', exit: 'exit', close: 'exit' }

/** A price in a plain message: "@ 601.50", "@601.50", "price 601.50", "price: $601.50", "price=601.50". */
const pricePhrase = /(?:@|\bprice\s*[:=]?)\s*\$?(\d+(?:\.\d+)?)/gi

/** A symbol written in capitals, plain or exchange-prefixed: SPY, AMEX:SPY. */
const symbolWord = /^(?:[A-Z][A-Z0-9_]*:)?[A-Z][A-Z.]{0,5}$/

/** An action's words: "buy, sell and exit". */
export const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** A reading of fields the reader found in words, held to the same rules as a JSON message's. */
function fromFields(fields: Record<string, string | number>, kind: string): MessageRead {
  const parsed = read(JSON.stringify(fields))
  return parsed.ok
    ? { alert: parsed.value, warnings: parsed.warnings }
    : { alert: null, unread: `Read as ${kind}, it does not make an alert: ${parsed.message}` }
}

/**
 * A plain message: exactly one action word (buy, sell, exit, or close meaning exit), at most one
 * price ("@ 601.50" or "price 601.50"), and the ticker the log's Ticker column names, or else the
 * message's first or second word when it is a symbol in capitals (SPY buy, BUY AMEX:SPY @ 601.5).
 * Anything less sure is left unread, with why: a message that names two actions, or two prices,
 * could mean either.
 */
function readPlain(text: string, logTicker: string): MessageRead {
  // Each action the message names, by the word it first names it with.
  const named = new Map<Alert['action'], string>()
  for (const match of text.matchAll(actionWord)) {
    const word = (match[1] ?? '').toLowerCase()
    const action = actionOf[word]
    if (action !== undefined && !named.has(action)) named.set(action, word)
  }
  const [action] = named.keys()
  if (action === undefined) {
    return {
      alert: null,
      unread:
        'The message is not JSON, nor TradingView’s strategy order message, nor plain words naming buy, sell, exit or close, so the Lab reads no action in it.',
    }
  }
  if (named.size > 1) {
    return {
      alert: null,
      unread: `The message names ${listed([...named.values()])}; the Lab reads a plain message only when it names one action.`,
    }
  }
  const prices = [...new Set([...text.matchAll(pricePhrase)].map((match) => Number(match[1])))]
  if (prices.length > 1) {
    return {
      alert: null,
      unread: `The message names the prices ${listed(prices.map((price) => String(price)))}; the Lab reads a plain message only when it names one.`,
    }
  }
  const words = text
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.replace(/[,;.!]+$/, ''))
  const ticker = logTicker || words.find((word) => symbolWord.test(word) && !/^(BUY|SELL|EXIT|CLOSE)$/.test(word))
  if (!ticker) {
    return {
      alert: null,
      unread: `The message names no ticker; start it with the symbol in capitals, such as SPY ${action}.`,
    }
  }
  const [price] = prices
  return fromFields({ ticker, action, ...(price === undefined ? {} : { price }) }, 'a plain message')
}

/**
 * What the Lab reads from a logged message: JSON as the alert editor reads it, TradingView's
 * default strategy order message, or a plain message (readPlain). `logTicker` is the log's own
 * Ticker column, where it has one.
 */
export function readMessage(message: string, logTicker: string): MessageRead {
  const text = message.trim()
  if (text === '') return { alert: null, unread: 'The message is empty, so it names no action.' }
  const placeholder = /\{\{\s*[\w.]+\s*\}\}/.exec(text)
  if (placeholder) {
    return {
      alert: null,
      unread: `The message still holds ${placeholder[0]}, which TradingView left unfilled; the Lab reads a message as it arrived.`,
    }
  }
  if (text.startsWith('{')) {
    const parsed = read(text)
    return parsed.ok ? { alert: parsed.value, warnings: parsed.warnings } : { alert: null, unread: parsed.message }
  }
  const order = strategyOrder.exec(text)
  if (order) {
    const [, action = '', contracts = '', ticker = '', position = ''] = order
    // After an order that leaves the strategy flat, the alert closes the position and opens none,
    // which is how the Lab (and TradersPost) read a "flat" sentiment.
    return fromFields(
      {
        ticker,
        action: action.toLowerCase(),
        quantity: Number(contracts),
        ...(Number(position) === 0 ? { sentiment: 'flat' } : {}),
      },
      'TradingView’s strategy order message',
    )
  }
  return readPlain(text, logTicker)
}

/** The symbol of a Ticker cell: "AMEX:SPY, 5" is SPY. */
export const symbolOf = (cell: string) =>
  (cell.split(',')[0] ?? '').trim().split(':').at(-1)?.trim().toUpperCase() ?? ''
