import { dollars } from '../engine/format'
import { round2, tolerance } from '../engine/market'
import { analyzePosition, chartRange, expiryPnl, type PositionInput, payoffCurve, todayPnl } from '../engine/position'
import { payoffSize } from './payoff-size'

/**
 * The payoff chart as plain data: every path, mark and label in the chart's own coordinates, and
 * the rows of its table, worked out by the engine. The Lab draws it at once (payoff-chart.tsx); a
 * strategy page gets it from its loader at build time, so PayoffFigure draws it there with none of
 * the engine in the page's code.
 */
export type PayoffDrawing = {
  priceTicks: { x: number; label: string; anchor: 'start' | 'middle' | 'end' }[]
  pnlLabels: { y: number; label: string }[]
  /** The $0 line's height. */
  zero: number
  expiryPath: string
  todayPath: string
  strikes: { strike: number; x: number }[]
  breakevens: number[]
  spot: { x: number; label: string }
  /** "Strikes 590 and 595". */
  strikeWords: string
  /** The text alternative: the range's ends, each strike, each breakeven and the price now. */
  rows: { price: string; note: string; expiry: string; today: string }[]
}

/** The least distance between two value labels' baselines: a 13 px label's height and a little air. */
const labelGap = 18
const { width, height, pad } = payoffSize

/**
 * Where each value label's baseline goes: beside its value, moved apart just enough that no two
 * overlap (a $44 maximum sits a few pixels above $0 on a credit spread's chart), kept inside the plot.
 */
function labelBaselines(ys: number[]): number[] {
  const order = ys.map((value, index) => ({ value: value + 4, index })).sort((a, b) => a.value - b.value)
  for (let i = 1; i < order.length; i++) {
    const item = order[i]
    const before = order[i - 1]
    if (item && before) item.value = Math.max(item.value, before.value + labelGap)
  }
  // Pushed past the plot's bottom (below it are the price labels): move the stack back up, keeping the gaps.
  for (let i = order.length - 1; i >= 0; i--) {
    const item = order[i]
    const after = order[i + 1]
    if (item) item.value = Math.min(item.value, after ? after.value - labelGap : height - pad.bottom)
  }
  const placed = new Array<number>(ys.length)
  for (const item of order) placed[item.index] = item.value
  return placed
}

/**
 * The position's payoff at expiration and today, whole order, before fees, over a range that shows
 * every strike and breakeven.
 */
export function payoffDrawing(position: PositionInput): PayoffDrawing {
  const { low, high, step } = chartRange(position)
  const points = payoffCurve(position, low, high, 120)
  const values = points.flatMap((point) => [point.expiry, point.today])
  const top = Math.max(...values, 0)
  const bottom = Math.min(...values, 0)
  const span = top - bottom || 1
  const x = (price: number) => pad.left + ((price - low) / (high - low)) * (width - pad.left - pad.right)
  const y = (pnl: number) => pad.top + ((top - pnl) / span) * (height - pad.top - pad.bottom)
  const path = (key: 'expiry' | 'today') =>
    points
      .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.price).toFixed(1)},${y(point[key]).toFixed(1)}`)
      .join('')
  const { breakevens } = analyzePosition(position)

  const priceTicks: PayoffDrawing['priceTicks'] = []
  for (let price = low; price <= high + tolerance; price += step)
    priceTicks.push({
      x: x(price),
      label: Number.isInteger(price) ? String(price) : price.toFixed(1),
      // The first label starts at the plot's edge, clear of the value labels left of it; the last
      // ends at the chart's edge instead of running past it.
      anchor: price === low ? 'start' : price + step > high + tolerance ? 'end' : 'middle',
    })
  const pnlTicks = [top, 0, bottom].filter((value, index, all) => all.indexOf(value) === index)
  const pnlBaselines = labelBaselines(pnlTicks.map(y))
  const strikes = [...new Set(position.legs.map((leg) => leg.strike))].sort((a, b) => a - b)
  const strikeWords = `Strike${strikes.length === 1 ? '' : 's'} ${strikes.length > 1 ? `${strikes.slice(0, -1).join(', ')} and ${strikes.at(-1)}` : strikes.join('')}`

  const rows = [
    ...new Set([low, ...position.legs.map((leg) => leg.strike), ...breakevens, position.spot, high].map(round2)),
  ].sort((a, b) => a - b)

  return {
    priceTicks,
    pnlLabels: pnlTicks.map((value, index) => ({ y: pnlBaselines[index] ?? 0, label: dollars(value) })),
    zero: y(0),
    expiryPath: path('expiry'),
    todayPath: path('today'),
    strikes: strikes.map((strike) => ({ strike, x: x(strike) })),
    breakevens: breakevens.map(x),
    spot: { x: x(position.spot), label: position.spot.toFixed(2) },
    strikeWords,
    rows: rows.map((price) => ({
      price: price.toFixed(2),
      note: breakevens.includes(price)
        ? ' (breakeven)'
        : price === position.spot
          ? ' (now)'
          : strikes.includes(price)
            ? ' (strike)'
            : '',
      expiry: dollars(expiryPnl(position, price)),
      today: dollars(todayPnl(position, price)),
    })),
  }
}
