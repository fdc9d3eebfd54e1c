import { session } from './calendar.ts'
import { round2 } from './market.ts'
import { type Alert, clockOf, minutesOf } from './model.ts'

/**
 * A synthetic trading day for the replay: alerts at made-up times and prices from a seeded random
 * walk, the same every time for the same seed. Clearly not market data, and labeled so wherever
 * it is shown.
 */
export type SessionEvent = { time: string; alert: Alert; price: number; dayMovePercent: number; vwap: number }

export const sessionLabel =
  'Synthetic session: made-up alerts and prices, not market data. What it opens is then followed on made-up daily prices to each exit.'

/** mulberry32: a small, well-known seeded PRNG (uniform floats in [0, 1)). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The largest step of the session's walk, as a fraction of the price. */
const maxStep = 0.006

/**
 * One session of `count` alerts for `ticker`, from 09:35 to 15:55 ET: the price walks from `open`
 * in steps drawn evenly from −0.6% to +0.6% of the price, VWAP trails it, and each alert's
 * action follows the last step. Given its `date`, the session stops at that day's close: an
 * early-close day (13:00 ET) has only the alerts before it, the same ones as a full day's morning.
 */
export function generateSession({
  seed,
  ticker,
  open,
  count = 16,
  date,
}: {
  seed: number
  ticker: string
  open: number
  count?: number
  date?: string
}): SessionEvent[] {
  const close = date ? (session(date)?.close ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY
  const random = mulberry32(seed)
  const start = minutesOf('09:35')
  const span = minutesOf('15:55') - start
  let price = open
  let weighted = 0
  let weights = 0
  const events: SessionEvent[] = []
  for (let index = 0; index < count; index++) {
    const step = (random() - 0.5) * 2 * maxStep * price
    price = Math.max(1, price + step)
    weighted += price
    weights += 1
    const minutes = start + Math.round(((index + random() * 0.8) / count) * span)
    if (minutes >= close) break
    events.push({
      time: clockOf(minutes),
      alert: {
        ticker,
        action: step >= 0 ? 'buy' : 'sell',
        price: round2(price),
        message: `${ticker} alert ${index + 1}`,
      },
      price: round2(price),
      dayMovePercent: round2((price / open - 1) * 100),
      vwap: round2(weighted / weights),
    })
  }
  return events
}
