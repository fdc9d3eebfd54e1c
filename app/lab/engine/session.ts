import { session } from './calendar.ts'
import { regularClose, regularOpen, round2 } from './market.ts'
import { type Alert, clockOf, minutesOf } from './model.ts'
import { dayPrices, mulberry32, openingPrice, type PathName } from './paths.ts'

/**
 * A synthetic trading day for the replay: alerts at made-up times and prices from a seeded random
 * walk, the same every time for the same seed. Clearly not market data, and labeled so wherever
 * it is shown.
 */
export type SessionEvent = { time: string; alert: Alert; price: number; dayMovePercent: number; vwap: number }

export const sessionLabel =
  'Synthetic session: made-up alerts and prices on a made-up market path, not market data. What it opens is then followed on the path’s later days to each exit.'

export { mulberry32 } from './paths.ts'

/** Alert times are drawn apart from prices, so the same seed gives the same times whatever the path. */
const timeSalt = 0x51a7_e0d5

/**
 * One session of `count` alerts for `ticker`, from 09:35 to 15:55 ET, on a market path (paths.ts):
 * the day's prices minute by minute from `open` (the previous close; a gap-down path opens below
 * it), at the scenario's `iv` (so the steps between alerts scale with IV and time), each alert at
 * the path's price at its minute, VWAP the session's average price so far, and each alert's
 * action following the move since the last. Given its `date`, the session stops at that day's
 * close: an early-close day (13:00 ET) has only the alerts before it, the same ones as a full
 * day's morning.
 */
export function generateSession({
  seed,
  ticker,
  open,
  count = 16,
  date,
  iv = 18,
  path = 'calm',
}: {
  seed: number
  ticker: string
  open: number
  count?: number
  date?: string
  iv?: number
  path?: PathName
}): SessionEvent[] {
  const hours = (date ? session(date) : null) ?? { open: regularOpen, close: regularClose }
  const prices = dayPrices(mulberry32(seed), {
    name: path,
    iv,
    start: openingPrice(path, iv, open),
    length: hours.close - hours.open,
    first: true,
  })
  const times = mulberry32(seed ^ timeSalt)
  const start = minutesOf('09:35')
  const span = minutesOf('15:55') - start
  let last = prices[0] ?? open
  let weighted = 0
  let summed = 0
  const events: SessionEvent[] = []
  for (let index = 0; index < count; index++) {
    const minutes = start + Math.round(((index + times() * 0.8) / count) * span)
    if (minutes >= hours.close) break
    const at = minutes - hours.open
    for (; summed <= at; summed++) weighted += prices[summed] ?? last
    const price = prices[at] ?? last
    events.push({
      time: clockOf(minutes),
      alert: { ticker, action: price >= last ? 'buy' : 'sell', price, message: `${ticker} alert ${index + 1}` },
      price,
      dayMovePercent: round2((price / open - 1) * 100),
      vwap: round2(weighted / summed),
    })
    last = price
  }
  return events
}
