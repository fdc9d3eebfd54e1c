import { type ReactNode, useId } from 'react'
import { dollars } from '../engine/format'
import { round2, tolerance } from '../engine/market'
import { analyzePosition, chartRange, expiryPnl, type PositionInput, payoffCurve, todayPnl } from '../engine/position'

// Drawn for a phone's width: about 310 px wide there (text near 10 px), at most 448 px on a desktop (14 px).
const width = 400
const height = 230
const pad = { top: 12, right: 10, bottom: 28, left: 56 }
/** The least distance between two value labels' baselines: a 13 px label's height and a little air. */
const labelGap = 16

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
  // Pushed past the bottom: move the stack back up, keeping the gaps.
  for (let i = order.length - 1; i >= 0; i--) {
    const item = order[i]
    const after = order[i + 1]
    if (item) item.value = Math.min(item.value, after ? after.value - labelGap : height - pad.bottom + 4)
  }
  const placed = new Array<number>(ys.length)
  for (const item of order) placed[item.index] = item.value
  return placed
}

/**
 * The position's payoff at expiration (solid: green where it makes money, red where it loses) and
 * today (dashed), whole order, before fees, over a range that shows every strike and breakeven.
 * Drawn in SVG with no library; a table of the same figures is its text alternative.
 */
export function PayoffChart({ position }: { position: PositionInput }) {
  const id = useId()
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
  const zero = y(0)
  const { breakevens } = analyzePosition(position)

  const priceTicks: number[] = []
  for (let price = low; price <= high + tolerance; price += step) priceTicks.push(price)
  const pnlTicks = [top, 0, bottom].filter((value, index, all) => all.indexOf(value) === index)
  const pnlBaselines = labelBaselines(pnlTicks.map(y))
  const strikes = [...new Set(position.legs.map((leg) => leg.strike))].sort((a, b) => a - b)
  const strikeWords = `Strike${strikes.length === 1 ? '' : 's'} ${strikes.length > 1 ? `${strikes.slice(0, -1).join(', ')} and ${strikes.at(-1)}` : strikes.join('')}`

  // The table: the range's ends, each strike, each breakeven and the price now.
  const rows = [
    ...new Set([low, ...position.legs.map((leg) => leg.strike), ...breakevens, position.spot, high].map(round2)),
  ].sort((a, b) => a - b)

  return (
    <figure className="grid gap-2">
      <figcaption id={`${id}-caption`} className="text-muted text-xs">
        Payoff at expiration and today, whole order, before fees
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-strikes`}
        className="bg-bg border-line w-full max-w-md rounded-xl border"
      >
        <title>Payoff at expiration and today, whole order, before fees</title>
        <defs>
          <clipPath id={`${id}-gain`}>
            <rect x={0} y={0} width={width} height={Math.max(0, zero)} />
          </clipPath>
          <clipPath id={`${id}-loss`}>
            <rect x={0} y={zero} width={width} height={Math.max(0, height - zero)} />
          </clipPath>
        </defs>
        {priceTicks.map((price) => (
          <g key={price}>
            <line
              x1={x(price)}
              x2={x(price)}
              y1={pad.top}
              y2={height - pad.bottom}
              stroke="currentColor"
              className="text-line"
              strokeWidth={1}
            />
            <text
              x={x(price)}
              y={height - 10}
              // The last label ends at the edge instead of running past it.
              textAnchor={price + step > high + tolerance ? 'end' : 'middle'}
              fill="currentColor"
              className="text-muted text-[13px] tabular-nums"
            >
              {Number.isInteger(price) ? price : price.toFixed(1)}
            </text>
          </g>
        ))}
        {pnlTicks.map((value, index) => (
          <text
            key={value}
            data-pnl-label=""
            x={pad.left - 6}
            y={pnlBaselines[index]}
            textAnchor="end"
            fill="currentColor"
            className="text-muted text-[13px] tabular-nums"
          >
            {dollars(value)}
          </text>
        ))}
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={zero}
          y2={zero}
          stroke="currentColor"
          className="text-muted"
          strokeWidth={1}
        />
        <path
          d={path('expiry')}
          fill="none"
          strokeWidth={2.5}
          stroke="currentColor"
          className="text-accent"
          clipPath={`url(#${id}-gain)`}
        />
        <path
          d={path('expiry')}
          fill="none"
          strokeWidth={2.5}
          stroke="currentColor"
          className="text-danger"
          clipPath={`url(#${id}-loss)`}
        />
        <path
          d={path('today')}
          fill="none"
          strokeWidth={2}
          strokeDasharray="6 5"
          stroke="currentColor"
          className="text-cyan"
        />
        {/* Each strike marked on the price axis: a notch below the plot, named in the legend. */}
        {strikes.map((strike) => (
          <path
            key={strike}
            data-strike={strike}
            d={`M${x(strike).toFixed(1)},${height - pad.bottom}l-5,8h10z`}
            fill="currentColor"
            className="text-ink"
          />
        ))}
        {breakevens.map((price) => (
          <circle key={price} cx={x(price)} cy={zero} r={4} fill="currentColor" className="text-ink" />
        ))}
        <line
          x1={x(position.spot)}
          x2={x(position.spot)}
          y1={pad.top}
          y2={height - pad.bottom}
          strokeDasharray="2 4"
          strokeWidth={1.5}
          stroke="currentColor"
          className="text-pending"
        />
      </svg>
      <p className="text-muted flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <Key className="text-accent" line={{ width: 2.5 }}>
          At expiration
        </Key>
        <Key className="text-cyan" line={{ width: 2, dash: '6 5' }}>
          Today
        </Key>
        <Key className="text-pending" line={{ width: 1.5, dash: '2 4', vertical: true }}>
          Price now ({position.spot.toFixed(2)})
        </Key>
        <Key className="text-ink">Breakeven</Key>
        <Key className="text-ink" notch>
          <span id={`${id}-strikes`}>{strikeWords}</span>
        </Key>
      </p>
      <details className="text-sm">
        <summary className="text-accent cursor-pointer font-semibold">Payoff table</summary>
        <div className="border-line mt-2 overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Payoff of the whole order at each underlying price, before fees</caption>
            <thead className="text-muted text-xs">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Underlying
                </th>
                <th scope="col" className="px-3 py-2">
                  At expiration
                </th>
                <th scope="col" className="px-3 py-2">
                  Today
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((price) => (
                <tr key={price} className="border-line border-t">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {price.toFixed(2)}
                    {breakevens.includes(price)
                      ? ' (breakeven)'
                      : price === position.spot
                        ? ' (now)'
                        : strikes.includes(price)
                          ? ' (strike)'
                          : ''}
                  </th>
                  <td className="px-3 py-1.5">{dollars(expiryPnl(position, price))}</td>
                  <td className="px-3 py-1.5">{dollars(todayPnl(position, price))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

/** A legend entry whose swatch is drawn as the chart draws its line (or, without `line`, a breakeven dot). */
function Key({
  className,
  line,
  notch,
  children,
}: {
  className: string
  line?: { width: number; dash?: string; vertical?: boolean }
  /** A strike's notch, as the axis draws it. */
  notch?: boolean
  children: ReactNode
}) {
  return (
    <span className="flex items-center gap-1.5">
      <svg aria-hidden="true" width="16" height="12" viewBox="0 0 16 12" className={className}>
        {notch ? (
          <path d="M8,2l-5,8h10z" fill="currentColor" />
        ) : line ? (
          <line
            x1={line.vertical ? 8 : 0}
            x2={line.vertical ? 8 : 16}
            y1={line.vertical ? 0 : 6}
            y2={line.vertical ? 12 : 6}
            stroke="currentColor"
            strokeWidth={line.width}
            strokeDasharray={line.dash}
          />
        ) : (
          <circle cx={8} cy={6} r={4} fill="currentColor" />
        )}
      </svg>
      {children}
    </span>
  )
}
