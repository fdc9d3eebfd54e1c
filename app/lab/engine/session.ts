import { type Evaluation, evaluate } from './evaluate.ts'
import { type Alert, clockOf, minutesOf, type Scenario, type Strategy } from './model.ts'

/**
 * A synthetic trading day for the replay: alerts at made-up times and prices from a seeded random
 * walk, the same every time for the same seed. Clearly not market data, and labelled so wherever
 * it is shown.
 */
export type SessionEvent = { time: string; alert: Alert; price: number; dayMovePercent: number; vwap: number }

export const sessionLabel = 'Synthetic session: made-up alerts and prices, not market data.'

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

/**
 * One session of `count` alerts for `ticker`, from 09:35 to 15:55 ET: the price walks from `open`
 * in steps of about 0.15 %, VWAP trails it, and each alert's action follows the last step.
 */
export function generateSession({
  seed,
  ticker,
  open,
  count = 16,
}: {
  seed: number
  ticker: string
  open: number
  count?: number
}): SessionEvent[] {
  const random = mulberry32(seed)
  const start = minutesOf('09:35')
  const span = minutesOf('15:55') - start
  let price = open
  let weighted = 0
  let weights = 0
  const events: SessionEvent[] = []
  for (let index = 0; index < count; index++) {
    const step = (random() - 0.5) * 2 * 0.0015 * price * 4
    price = Math.max(1, price + step)
    weighted += price
    weights += 1
    const minutes = start + Math.round(((index + random() * 0.8) / count) * span)
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

export type TimelineEntry = { event: SessionEvent; evaluation: Evaluation }

/**
 * Runs every alert of the session through the strategy in order. The account carries forward: an
 * order opens a position in the ticker, counts as today's entry and holds its buying power; a
 * close frees them. Decisions and orders only: the replay tracks no prices after entry and
 * reports no profit or loss.
 */
export function replay(strategy: Strategy, events: readonly SessionEvent[], start: Scenario): TimelineEntry[] {
  let account = { ...start.account }
  // Buying power each of today's orders holds, so a close gives back what its positions held.
  let held = 0
  const timeline: TimelineEntry[] = []
  for (const event of events) {
    const scenario: Scenario = {
      alert: event.alert,
      market: {
        ...start.market,
        time: event.time,
        price: event.price,
        dayMovePercent: event.dayMovePercent,
        averages: { ...start.market.averages, VWAP: event.vwap },
      },
      account,
    }
    const evaluation = evaluate(strategy, scenario)
    const { outcome } = evaluation
    if (outcome.kind === 'order') {
      held += outcome.ticket.buyingPower
      account = {
        ...account,
        openPositions: account.openPositions + 1,
        positionsInTicker: account.positionsInTicker + 1,
        entriesToday: account.entriesToday + 1,
        lastEntryTime: event.time,
        buyingPower: account.buyingPower - outcome.ticket.buyingPower,
      }
    } else if (outcome.kind === 'close') {
      account = {
        ...account,
        openPositions: Math.max(0, account.openPositions - outcome.positions),
        positionsInTicker: 0,
        buyingPower: account.buyingPower + held,
      }
      held = 0
    }
    timeline.push({ event, evaluation })
  }
  return timeline
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}
