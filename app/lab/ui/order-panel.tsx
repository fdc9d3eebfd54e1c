import { cn } from '~/lib/cn'
import { stopFillWords, takeProfitFillWords } from '../engine/follow'
import { grouped, longDate, midDigits, dollars as money, signed, signedDollars } from '../engine/format'
import { tradingMinutesPerYear } from '../engine/market'
import type { Ticket } from '../engine/ticket'
import { PayoffChart } from './payoff-chart'

/** The legs' columns, in order: the model's estimate, or the chain's quote with its bid and ask. */
const modelColumns = ['Side', 'Option', 'Strike', 'IV', 'Delta', 'Mid (est.)'] as const
const quotedColumns = ['Side', 'Option', 'Strike', 'IV', 'Delta', 'Mid (bid × ask)'] as const

/** A figure with a true minus sign when it is negative, and no sign when it is not ("0.30", "−0.10"). */
const plain = (value: number, digits: number) => signed(value, digits).replace('+', '')

/**
 * An order ticket as a trader checks it: what, when it expires and why that date, the legs, the
 * limit in words, and the math of the position (max profit and loss, breakevens, reward to risk,
 * probability of profit, Greeks, fees, buying power), with its payoff chart. A model, not a quote.
 */
export function OrderPanel({ ticket }: { ticket: Ticket }) {
  const { math, position } = ticket
  const size = ticket.quantity * 100
  const breakevenTerm = math.breakevens.length > 1 ? 'Breakevens' : 'Breakeven'
  const { source } = ticket
  const legColumns = source ? quotedColumns : modelColumns
  const figures: [string, string, string?][] = [
    [
      ticket.type === 'credit' ? 'Net credit' : 'Net debit',
      `${money(ticket.limit, 2)} · ${money(ticket.limit * size)} total`,
      'at the limit',
    ],
    ...(source
      ? [
          [
            'Natural price',
            `${money(source.natural, 2)} ${ticket.type}`,
            ticket.type === 'credit'
              ? 'every leg sold at its bid, bought at its ask'
              : 'every leg bought at its ask, sold at its bid',
          ] as [string, string, string],
        ]
      : []),
    ['Max profit', math.maxProfit === null ? 'Unlimited' : money(math.maxProfit)],
    ['Max loss', math.maxLoss === null ? 'Unlimited' : money(math.maxLoss)],
    [
      breakevenTerm,
      math.breakevens.length === 0 ? 'None' : math.breakevens.map((price) => price.toFixed(2)).join(' and '),
      'at expiration',
    ],
    [
      'Reward / risk',
      math.rewardToRisk !== null
        ? `${math.rewardToRisk.toFixed(2)} : 1`
        : math.maxProfit === null
          ? 'Unlimited reward'
          : 'Not defined',
    ],
    [
      'Probability of profit',
      `${Math.round(math.probabilityOfProfit * 100)}%`,
      source
        ? `model estimate at expiration, from your chain’s IV at each strike (${(position.vol * 100).toFixed(1)}% at the money)`
        : `model estimate at expiration, from the skewed IV the legs are priced with (${(position.vol * 100).toFixed(1)}% at the money)`,
    ],
    ['Delta', signed(math.greeks.delta, 1), 'shares'],
    ['Gamma', signed(math.greeks.gamma, 2), 'delta per $1'],
    // Expiring today, a day's theta is more than is left to earn: the decay until the close instead.
    ticket.dte === 0
      ? [
          'Theta to the close',
          signedDollars(math.decayToExpiry, 2),
          `what the order as filled earns in the ${Math.round(position.years * tradingMinutesPerYear)} session minutes to the close, price unchanged`,
        ]
      : ['Theta / day', signedDollars(math.greeks.theta, 2), 'per trading day'],
    ['Vega', signedDollars(math.greeks.vega, 2), 'per IV point'],
    ['Est. fees', `${money(math.fees, 2)} to open`, `${money(position.feePerContract, 2)} a contract`],
    ['Buying power', money(ticket.buyingPower), 'held by this order'],
    [
      'Stop-loss at',
      ticket.stopLoss === null ? 'None' : money(ticket.stopLoss, 2),
      ticket.stopLoss === null ? undefined : stopFillWords,
    ],
    [
      'Take-profit at',
      ticket.takeProfit === null ? 'None' : money(ticket.takeProfit, 2),
      ticket.takeProfit === null ? undefined : takeProfitFillWords,
    ],
  ]
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-ink text-base font-semibold">
          {ticket.ticker} · {ticket.quantityWords}
        </p>
        <p className="text-ink text-sm">
          Expires <time dateTime={ticket.expiration}>{longDate(ticket.expiration)}</time> (
          <span className="whitespace-nowrap">{ticket.dte} DTE</span>)
          {ticket.requestedDte !== ticket.dte && (
            <span className="text-muted">
              {' '}
              · asked for <span className="whitespace-nowrap">{ticket.requestedDte} DTE</span>
            </span>
          )}
        </p>
        {source && <p className="text-ink text-sm font-semibold">{source.words}.</p>}
        <p className="text-muted text-xs">{ticket.expirationWords}</p>
        <p className="text-muted text-xs">{ticket.rules}</p>
      </div>

      {/*
       * The legs (all at the expiry above): a table that reflows where its box is narrow (a phone),
       * each leg in two lines, the side, option and strike, then its IV, delta and prices, each named,
       * so it never scrolls sideways. It is drawn in elements with ARIA's table roles rather than
       * <table>: an engine drops a <table>'s semantics once its rows are laid out as a grid, and
       * HTML does not allow the roles written out on a <table>'s rows and cells.
       */}
      <div className="border-line @container rounded-xl border">
        {/* biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above) */}
        <div role="table" aria-label="Order legs" className="w-full text-left text-sm @sm:table @sm:border-collapse">
          {/* biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above) */}
          <div role="rowgroup" className="text-muted sr-only text-xs uppercase @sm:not-sr-only @sm:table-header-group">
            {/* biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above) */}
            <div role="row" className="@sm:table-row">
              {legColumns.map((heading) => (
                // biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above)
                <div
                  key={heading}
                  role="columnheader"
                  className="px-3 py-2 font-semibold whitespace-nowrap @sm:table-cell"
                >
                  {heading}
                </div>
              ))}
            </div>
          </div>
          {/* biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above) */}
          <div role="rowgroup" className="divide-line grid divide-y @sm:table-row-group">
            {ticket.legs.map((leg) => (
              // biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above)
              <div
                key={`${leg.side}${leg.right}${leg.strike}`}
                role="row"
                className="border-line grid grid-cols-3 gap-x-3 gap-y-1 px-3 py-2 @sm:table-row @sm:border-t"
              >
                {[
                  leg.side.toUpperCase(),
                  leg.right === 'call' ? 'Call' : 'Put',
                  String(leg.strike),
                  `${leg.iv.toFixed(2)}%`,
                  plain(leg.delta, 2),
                  leg.quote
                    ? `${leg.mid.toFixed(midDigits(leg.mid))} (${leg.quote.bid.toFixed(2)} × ${leg.quote.ask.toFixed(2)})`
                    : leg.mid.toFixed(2),
                ].map((value, index) => (
                  // biome-ignore lint/a11y: ARIA table roles, where a <table> would lose its semantics to the reflow (see above)
                  <div
                    key={legColumns[index]}
                    role="cell"
                    className={cn('tabular-nums @sm:table-cell @sm:px-3 @sm:py-2', index === 0 && 'font-semibold')}
                  >
                    {/* The column's name beside a figure where the header row is not shown; the header names it to a screen reader. */}
                    {index >= 2 && (
                      <span aria-hidden="true" className="text-muted block text-xs @sm:hidden">
                        {legColumns[index]}
                      </span>
                    )}
                    {value}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      {ticket.position.shares && (
        <p className="text-muted text-xs">
          With {grouped(ticket.position.shares.perUnit * ticket.quantity)} shares held at{' '}
          {money(ticket.position.shares.basis, 2)}: the figures below are for the shares and the call together.
        </p>
      )}

      <p className="text-ink text-sm">{ticket.limitWords}</p>

      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        {figures.map(([term, value, note]) => (
          <div key={term}>
            <dt className="text-muted text-xs">{term}</dt>
            <dd className="text-ink font-semibold tabular-nums">{value}</dd>
            {note && <dd className="text-muted text-xs">{note}</dd>}
          </div>
        ))}
      </dl>

      {ticket.warnings.length > 0 && (
        <ul className="border-pending/40 text-pending grid gap-1 rounded-xl border px-4 py-3 text-sm">
          {ticket.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      {ticket.notes.map((note) => (
        <p key={note} className="text-muted text-xs">
          {note}
        </p>
      ))}

      <PayoffChart position={position} />
      <p className="text-muted text-xs">
        {source
          ? 'Legs at your chain’s quotes; today’s curve and the Greeks are Black–Scholes at each strike’s IV from your chain, in trading time'
          : 'Prices are Black–Scholes estimates from the scenario’s IV with a put skew, in trading time'}
        ; the max loss at expiration is {math.maxLoss === null ? 'unlimited' : money(-math.maxLoss)} before fees.
      </p>
    </div>
  )
}
