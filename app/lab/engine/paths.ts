import { fnv1a } from './hash.ts'
import { round2, sessionMinutes, tradingDaysPerYear, tradingMinutesPerYear } from './market.ts'

/**
 * The market paths a replay runs on: named kinds of day a trader recognizes, each drawn from a
 * seed. Every path moves at the scenario's IV, the volatility the options are priced with: each
 * minute's step is normal with σ·√(1 minute of trading time), so a day of 390 minutes moves σ/√252
 * and an early close's shorter session less (√t). The path shapes only the session's own day (a
 * trend, a gap at the open, a spike, a chop); the days after it walk on at the IV. Made up, like the
 * alerts: never market data.
 */
export const pathNames = ['calm', 'trendingUp', 'trendingDown', 'gapDown', 'volatilitySpike', 'choppy'] as const
export type PathName = (typeof pathNames)[number]

/** The largest seed a scenario carries: 32 bits, as the generator reads it. */
export const maxSeed = 0xffff_ffff

type Shape = {
  /** "Trending up": the path's name on the chooser, the heading and each row. */
  label: string
  /** The session day's volatility as a multiple of the scenario's IV (1: the same). */
  vol: number
  /** The session day's drift, in daily standard deviations over the whole session (+ up, − down). */
  trend: number
  /** A gap at the session's open, in daily standard deviations below the scenario's price. */
  gap: number
  /** Swings through the session that come back by the close, their height in daily standard deviations. */
  chop: number
}

export const pathShapes: Record<PathName, Shape> = {
  calm: { label: 'Calm', vol: 1, trend: 0, gap: 0, chop: 0 },
  trendingUp: { label: 'Trending up', vol: 1, trend: 1, gap: 0, chop: 0 },
  trendingDown: { label: 'Trending down', vol: 1, trend: -1, gap: 0, chop: 0 },
  gapDown: { label: 'Gap down at the open', vol: 1, trend: 0, gap: 1.5, chop: 0 },
  volatilitySpike: { label: 'Volatility spike', vol: 2, trend: 0, gap: 0, chop: 0 },
  choppy: { label: 'Choppy', vol: 1, trend: 0, gap: 0, chop: 0.5 },
}

/** Swings of a choppy session: whole cycles, so the chop is back to nothing at a full session's open and close. */
const chopCycles = 3

/** A percent to one decimal: 1.1%. */
const percent = (value: number) => `${(Math.round(value * 1000) / 10).toFixed(1)}%`

/**
 * What the path does, in a sentence, with its figures worked out from the scenario's IV: the
 * spike says by how much it departs from the IV the options are priced at.
 */
export function pathWords(name: PathName, iv: number): string {
  const shape = pathShapes[name]
  const daily = iv / 100 / Math.sqrt(tradingDaysPerYear)
  const after = 'the days after walk on at the IV.'
  switch (name) {
    case 'calm':
      return `Moves at the scenario’s ${iv}% IV (about ${percent(daily)} a day) with no trend; ${after}`
    case 'trendingUp':
    case 'trendingDown':
      return `Drifts ${shape.trend > 0 ? 'up' : 'down'} about ${percent(Math.abs(shape.trend) * daily)} over the session, moving at the ${iv}% IV around the trend; ${after}`
    case 'gapDown':
      return `Opens ${percent(shape.gap * daily)} below the scenario’s price (${shape.gap} days’ moves at the ${iv}% IV), then moves at the IV; ${after}`
    case 'volatilitySpike':
      return `Moves at ${shape.vol}× the IV for the session: ${round2(iv * shape.vol)}% where the options are priced at ${iv}%, so the model underprices the day’s moves; ${after}`
    case 'choppy':
      return `Swings up and down about ${percent(shape.chop * daily)} ${chopCycles} times and comes back by the close, moving at the ${iv}% IV; ${after}`
  }
}

/** A path as a scenario carries it: its name and seed. */
export type PathChoice = { name: PathName; seed: number }

/** A seed from text (FNV-1a over its characters). */
const seedOf = (text: string) => fnv1a([...text].map((char) => char.charCodeAt(0)))

/**
 * The path a replay runs on: the scenario's own choice, or, where it names none, one chosen by the
 * date (its name and its seed from a hash of the date), so two dates never replay the same session.
 * A named path without a seed takes one from the date and the name.
 */
export function replayPath(market: {
  date: string
  path?: PathName | undefined
  seed?: number | undefined
}): PathChoice {
  const byDate = seedOf(market.date)
  const name = market.path ?? pathNames[byDate % pathNames.length] ?? 'calm'
  return { name, seed: market.seed ?? (market.path ? seedOf(`${market.date}|${name}`) : byDate) }
}

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

/** A standard normal draw from two uniform ones (Box–Muller). */
export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

/** The volatility of one trading minute, as a fraction, at an IV in percent. */
export const minuteVol = (iv: number) => iv / 100 / Math.sqrt(tradingMinutesPerYear)

/**
 * The session day's shape `minute` minutes after its open, as a log-price offset from a plain walk:
 * the trend so far and the chop's swing (the gap is the start). Timed on a full session, so an early
 * close's morning is a full day's morning.
 */
export function shapeOffset(name: PathName, iv: number, minute: number): number {
  const { trend, chop } = pathShapes[name]
  const daily = iv / 100 / Math.sqrt(tradingDaysPerYear)
  const share = minute / sessionMinutes
  return trend * daily * share + chop * daily * Math.sin(2 * Math.PI * chopCycles * share)
}

/** The session's opening price after the path's gap, from the scenario's price (the previous close). */
export function openingPrice(name: PathName, iv: number, previousClose: number): number {
  const daily = iv / 100 / Math.sqrt(tradingDaysPerYear)
  return previousClose * Math.exp(-pathShapes[name].gap * daily)
}

/**
 * One day's prices minute by minute, from its open (index 0) to its close (index `length`),
 * starting at `start`. The session's day (`first`) has the path's shape and volatility; a later day
 * walks at the IV. Prices to the cent, never below $1.
 */
export function dayPrices(
  random: () => number,
  { name, iv, start, length, first }: { name: PathName; iv: number; start: number; length: number; first: boolean },
): number[] {
  const shape = first ? name : 'calm'
  const sigma = minuteVol(iv) * pathShapes[shape].vol
  const prices = [round2(Math.max(1, start))]
  let walk = 0
  for (let minute = 1; minute <= length; minute++) {
    walk += sigma * normal(random) - (sigma * sigma) / 2
    prices.push(round2(Math.max(1, start * Math.exp(walk + shapeOffset(shape, iv, minute)))))
  }
  return prices
}

/** The annualized realized volatility of a series of daily prices, in percent: the sample deviation of log returns × √252. */
export function realizedVolatility(prices: readonly number[]): number {
  const returns = prices.slice(1).map((price, index) => Math.log(price / (prices[index] ?? price)))
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1)
  return Math.sqrt(variance * tradingDaysPerYear) * 100
}

/**
 * Prices minute by minute from `from` to `to` (index 0 is `from`) on the session's day, between two
 * known prices: the path's walk pinned to `toPrice` at the end when it is known (a Brownian bridge
 * between two alerts, with the path's shape between them), free when it is not (after the last
 * alert). `opened`: the session's open, in minutes, which the shape is timed from.
 */
export function bridge(
  random: () => number,
  { name, iv, opened }: { name: PathName; iv: number; opened: number },
  from: { minutes: number; price: number },
  to: number,
  toPrice: number | null,
): number[] {
  const steps = Math.max(0, to - from.minutes)
  const sigma = minuteVol(iv) * pathShapes[name].vol
  const shape = (minutes: number) => shapeOffset(name, iv, minutes - opened)
  const walk = [0]
  for (let step = 1; step <= steps; step++) walk.push((walk[step - 1] ?? 0) + sigma * normal(random))
  const end = (walk[steps] ?? 0) + shape(to) - shape(from.minutes)
  return walk.map((value, step) => {
    const share = steps === 0 ? 0 : step / steps
    const moved = value + shape(from.minutes + step) - shape(from.minutes)
    const log = toPrice === null ? moved : Math.log(toPrice / from.price) * share + moved - share * end
    return round2(Math.max(1, from.price * Math.exp(log)))
  })
}
