import { grouped, longDate, dollars as money, signed, signedDollars } from '../engine/format'
import { tradingMinutesPerYear } from '../engine/market'
import type { Ticket } from '../engine/ticket'
import { PayoffChart } from './payoff-chart'

/**
 * An order ticket as a trader checks it: what, when it expires and why that date, the legs, the
 * limit in words, and the math of the position (max profit and loss, breakevens, reward to risk,
 * probability of profit, Greeks, fees, buying power), with its payoff chart. A model, not a quote.
 */
export function OrderPanel({ ticket }: { ticket: Ticket }) {
  const { math, position } = ticket
  const size = ticket.quantity * 100
  const breakevenTerm = math.breakevens.length > 1 ? 'Breakevens' : 'Breakeven'
  const figures: [string, string, string?][] = [
    [
      ticket.type === 'credit' ? 'Net credit' : 'Net debit',
      `${money(ticket.limit, 2)} · ${money(ticket.limit * size)} total`,
      'at the limit',
    ],
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
      `model estimate at expiration, from the skewed IV the legs are priced with (${(position.vol * 100).toFixed(1)}% at the money)`,
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
    ['Stop-loss at', ticket.stopLoss === null ? 'None' : money(ticket.stopLoss, 2)],
    ['Take-profit at', ticket.takeProfit === null ? 'None' : money(ticket.takeProfit, 2)],
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
        <p className="text-muted text-xs">{ticket.expirationWords}</p>
        <p className="text-muted text-xs">{ticket.rules}</p>
      </div>

      {/* The legs (all at the expiry above) may scroll sideways on a narrow phone; focusable so a keyboard can scroll them too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
      <section tabIndex={0} aria-label="Order legs" className="border-line overflow-x-auto rounded-xl border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Order legs</caption>
          <thead className="text-muted text-xs uppercase">
            <tr>
              {['Side', 'Option', 'Strike', 'IV', 'Delta', 'Mid (est.)'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ticket.legs.map((leg) => (
              <tr key={`${leg.side}${leg.right}${leg.strike}`} className="border-line border-t">
                <td className="px-3 py-2 font-semibold">{leg.side.toUpperCase()}</td>
                <td className="px-3 py-2">{leg.right === 'call' ? 'Call' : 'Put'}</td>
                <td className="px-3 py-2 tabular-nums">{leg.strike}</td>
                <td className="px-3 py-2 tabular-nums">{leg.iv.toFixed(2)}%</td>
                <td className="px-3 py-2 tabular-nums">{leg.delta.toFixed(2)}</td>
                <td className="px-3 py-2 tabular-nums">{leg.mid.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
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
        Prices are Black–Scholes estimates from the scenario’s IV with a put skew, in trading time; the max loss at
        expiration is {math.maxLoss === null ? 'unlimited' : money(-math.maxLoss)} before fees.
      </p>
    </div>
  )
}
