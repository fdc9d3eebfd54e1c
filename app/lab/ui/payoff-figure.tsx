import { type ReactNode, useId } from 'react'
import type { PayoffDrawing } from './payoff-drawing'
import { payoffSize } from './payoff-size'

const { width, height, pad } = payoffSize

/**
 * The payoff chart, drawn from its data (payoff-drawing.ts): the position's payoff at expiration
 * (solid: green where it makes money, red where it loses) and at the moment of the run (dashed),
 * in SVG with no library; a table of the same figures is its text alternative. No engine code: a
 * strategy page draws it from data its loader worked out at build time.
 */
export function PayoffFigure({
  drawing,
  caption = 'Payoff at expiration and today, whole order, before fees',
  now = 'Today',
}: {
  drawing: PayoffDrawing
  /** The figure's caption and the picture's accessible name. */
  caption?: string
  /** What the dashed line is called: the moment the position is priced at. */
  now?: string
}) {
  const id = useId()
  const { zero } = drawing
  return (
    <figure className="grid gap-2">
      <figcaption id={`${id}-caption`} className="text-muted text-xs">
        {caption}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-strikes`}
        className="bg-bg border-line w-full max-w-md rounded-xl border"
      >
        <title>{caption}</title>
        <defs>
          <clipPath id={`${id}-gain`}>
            <rect x={0} y={0} width={width} height={Math.max(0, zero)} />
          </clipPath>
          <clipPath id={`${id}-loss`}>
            <rect x={0} y={zero} width={width} height={Math.max(0, height - zero)} />
          </clipPath>
        </defs>
        {drawing.priceTicks.map((tick) => (
          <g key={tick.x}>
            <line
              x1={tick.x}
              x2={tick.x}
              y1={pad.top}
              y2={height - pad.bottom}
              stroke="currentColor"
              className="text-line"
              strokeWidth={1}
            />
            <text
              x={tick.x}
              y={height - 10}
              textAnchor={tick.anchor}
              fill="currentColor"
              className="text-muted text-[13px] tabular-nums"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {drawing.pnlLabels.map((label) => (
          <text
            key={label.label}
            data-pnl-label=""
            x={pad.left - 6}
            y={label.y}
            textAnchor="end"
            fill="currentColor"
            className="text-muted text-[13px] tabular-nums"
          >
            {label.label}
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
          d={drawing.expiryPath}
          fill="none"
          strokeWidth={2.5}
          stroke="currentColor"
          className="text-accent"
          clipPath={`url(#${id}-gain)`}
        />
        <path
          d={drawing.expiryPath}
          fill="none"
          strokeWidth={2.5}
          stroke="currentColor"
          className="text-danger"
          clipPath={`url(#${id}-loss)`}
        />
        <path
          d={drawing.todayPath}
          fill="none"
          strokeWidth={2}
          strokeDasharray="6 5"
          stroke="currentColor"
          className="text-cyan"
        />
        {/* Each strike marked on the price axis: a notch below the plot, named in the legend. */}
        {drawing.strikes.map(({ strike, x }) => (
          <path
            key={strike}
            data-strike={strike}
            d={`M${x.toFixed(1)},${height - pad.bottom}l-5,8h10z`}
            fill="currentColor"
            className="text-ink"
          />
        ))}
        {drawing.breakevens.map((x) => (
          <circle key={x} cx={x} cy={zero} r={4} fill="currentColor" className="text-ink" />
        ))}
        <line
          x1={drawing.spot.x}
          x2={drawing.spot.x}
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
          {now}
        </Key>
        <Key className="text-pending" line={{ width: 1.5, dash: '2 4', vertical: true }}>
          Price now ({drawing.spot.label})
        </Key>
        <Key className="text-ink">Breakeven</Key>
        <Key className="text-ink" notch>
          <span id={`${id}-strikes`}>{drawing.strikeWords}</span>
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
                  {now}
                </th>
              </tr>
            </thead>
            <tbody>
              {drawing.rows.map((row) => (
                <tr key={row.price} className="border-line border-t">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {row.price}
                    {row.note}
                  </th>
                  <td className="px-3 py-1.5">{row.expiry}</td>
                  <td className="px-3 py-1.5">{row.today}</td>
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
