import type { Alert, Right, Structure } from './model.ts'

/**
 * What an alert asks for, read as TradersPost reads its action and sentiment (sources in
 * docs/decisions/012-strategy-lab.md): `exit`, or buy or sell with sentiment flat, closes and never
 * opens; buy with sentiment long and sell with sentiment short close the other side and enter; a
 * plain buy or sell enters; cancel places nothing.
 */
export type AlertIntent =
  /** Close the ticker's open positions; `words` says why, without a full stop. */
  | { kind: 'exit'; words: string; why: string }
  /** The tree decides; `side` is what the trigger's action is held to, `note` what the ticket says. */
  | { kind: 'enter'; side: 'buy' | 'sell'; note?: string }
  /** Nothing is placed; `words` is the whole reason. */
  | { kind: 'none'; words: string }

/** The side a sentiment leaves the position on after the alert's order, as TradingView's strategies report it. */
const sentimentSide = { long: 'buy', short: 'sell' } as const

export function alertIntent(alert: Alert): AlertIntent {
  const { action, sentiment } = alert
  if (action === 'exit') return { kind: 'exit', words: 'The alert says exit', why: 'the alert says exit' }
  if (action === 'cancel') return { kind: 'none', words: 'The alert says cancel: nothing new is placed.' }
  // "add" adds to the long side, as TradingView's strategies send it.
  const side = action === 'add' ? 'buy' : action
  const says = `The alert says ${action} with sentiment ${sentiment}`
  if (sentiment === 'flat') {
    return {
      kind: 'exit',
      words: `${says}, which TradersPost reads as an exit only (close, never open)`,
      why: `the alert says ${action} with sentiment flat, an exit only`,
    }
  }
  if (sentiment === undefined) return { kind: 'enter', side }
  if (sentimentSide[sentiment] !== side) {
    return {
      kind: 'none',
      words: `${says}: the position is still ${sentiment} after it, a partial exit in TradingView’s terms, not an entry; nothing new is placed.`,
    }
  }
  const [from, to] = sentiment === 'long' ? ['bearish', 'bullish'] : ['bullish', 'bearish']
  return {
    kind: 'enter',
    side,
    note: `${says}: TradersPost reads it as “exit a ${from} position, then enter ${to}”; the tree chooses the entry.`,
  }
}

/** The price the alert fired at: `price`, or TradersPost's `signalPrice` (the alert's estimated entry). */
export function alertPrice(alert: Alert): number | undefined {
  return alert.price ?? alert.signalPrice
}

/**
 * Which way an entry leans, as traders name it: a put credit spread, a call bought or a call debit
 * spread, and a cash-secured put are bullish; their mirrors bearish. An iron condor (neutral) and a
 * covered call (on shares already held) lean neither way and contradict no sentiment.
 */
export function entryBias(structure: Structure, right: Right | undefined): 'bullish' | 'bearish' | null {
  switch (structure) {
    case 'long':
    case 'debit-spread':
      return right === 'call' ? 'bullish' : 'bearish'
    case 'credit-spread':
      return right === 'put' ? 'bullish' : 'bearish'
    case 'cash-secured-put':
      return 'bullish'
    default:
      return null
  }
}

/**
 * The sentence a result carries when the alert's sentiment contradicts the entry the tree chose
 * (sentiment short, which TradersPost reads as "enter bearish", and a bullish entry, or long and a
 * bearish one); null when they agree, when the entry leans neither way, or without a sentiment.
 */
export function sentimentAgainst(
  alert: Alert,
  entry: { structure: Structure; right: Right | undefined; unit: string },
): string | null {
  const { sentiment, action } = alert
  if (sentiment !== 'long' && sentiment !== 'short') return null
  const wants = sentiment === 'long' ? 'bullish' : 'bearish'
  const bias = entryBias(entry.structure, entry.right)
  if (bias === null || bias === wants) return null
  return `Against the alert’s sentiment: it says ${action} with sentiment ${sentiment}, which TradersPost reads as “enter ${wants}”, but the tree opens a ${entry.unit}, a ${bias} position.`
}
