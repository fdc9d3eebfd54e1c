import { describe, expect, it } from 'vitest'
import { blackScholes, cdf, type Right } from './black-scholes.test-support'
import { evaluate, type Ticket } from './evaluate'
import { templates } from './templates'

/**
 * An independent recomputation of every template's ticket matches it to the cent. Each template's
 * own scenario is run as the Lab runs it (evaluate → the order outcome's ticket, the object the
 * order panel prints), and every figure is then worked out again from the
 * figures the ticket shows, at the precision it shows them (app/lab/ui/order-panel.tsx): the
 * underlying, the session minutes, the trading year and the rate from its pricing sentence; each
 * leg's side, right, strike and IV (to 0.01 point); the quantity and contracts from its quantity
 * words; the limit and its ticks from its limit words; the shares and their cost basis for a
 * covered call; the fee a contract. The Black–Scholes and the normal distribution are the tests'
 * own (black-scholes.test-support.ts: nothing from pricing.ts or position.ts), and the max loss,
 * max profit, breakevens and buying power are each structure's closed form, not the engine's walk
 * of the payoff's kinks.
 *
 * A figure that does not match is left failing with the reason in its message: the test is not
 * bent to the engine.
 */

type ShownLeg = { side: 'buy' | 'sell'; right: Right; strike: number; iv: number; delta: string; mid: string }

/** A figure at the precision the ticket prints it, without a sign on a zero ("-0.00" reads "0.00"). */
const at = (value: number, digits: number) => {
  const text = value.toFixed(digits)
  return Number(text) === 0 ? (0).toFixed(digits) : text
}
const cents = (value: number) => at(value, 2)
const whole = (value: number) => at(value, 0)

const groupedNumber = (text: string) => Number(text.replace(/,/g, ''))

/** What the ticket prints, read back from its words and its legs' table, at the precision it prints them. */
function shownOf(ticket: Ticket) {
  const pricing = ticket.expirationWords.match(
    /Priced at the underlying’s \$([\d,.]+) with ([\d,]+) session minutes? left to its close, of ([\d,]+) in a trading year \((\d+) × (\d+)\), a ([\d.]+)% rate and no dividend\./,
  )
  if (!pricing) throw new Error(`The ticket does not say what it is priced at: ${ticket.expirationWords}`)
  const [, spot, minutes, yearMinutes, days, perDay, rate] = pricing
  const limit = ticket.limitWords.match(
    /^Limit \$([\d.]+) (credit|debit): the \$([\d.]+) mid(?:, \$[\d.]+ unrounded, (?:up|down) to \$([\d.]+) on the \$([\d.]+) tick)?(?:, (?:then )?(\d+) ticks? \(\$([\d.]+) each\))?/,
  )
  if (!limit) throw new Error(`The ticket's limit words do not read as a limit: ${ticket.limitWords}`)
  const quantity = ticket.quantityWords.match(/^(\d+) × .* \((?:(\d+) legs, )?(\d+) contracts?\)$/)
  if (!quantity) throw new Error(`The quantity words do not read: ${ticket.quantityWords}`)
  return {
    spot: groupedNumber(spot ?? ''),
    minutes: groupedNumber(minutes ?? ''),
    yearMinutes: groupedNumber(yearMinutes ?? ''),
    days: Number(days),
    perDay: Number(perDay),
    rate: Number(rate) / 100,
    limit: Number(limit[1]),
    type: limit[2] as 'credit' | 'debit',
    mid: Number(limit[3]),
    onGrid: limit[4] === undefined ? null : Number(limit[4]),
    tick: Number(limit[5] ?? limit[7] ?? 0.01),
    ticks: limit[6] === undefined ? 0 : Number(limit[6]),
    quantity: Number(quantity[1]),
    contracts: Number(quantity[3]),
    // The legs' table: side, option, strike, IV to 0.01 point, delta and mid to 0.01.
    legs: ticket.legs.map(
      (leg): ShownLeg => ({
        side: leg.side,
        right: leg.right,
        strike: Number(String(leg.strike)),
        iv: Number(leg.iv.toFixed(2)),
        delta: at(leg.delta, 2),
        mid: leg.mid.toFixed(2),
      }),
    ),
    // "With 100 shares held at $226.40": the covered call's shares and their cost basis.
    shares: ticket.position.shares
      ? {
          count: ticket.position.shares.perUnit * ticket.quantity,
          basis: Number(ticket.position.shares.basis.toFixed(2)),
        }
      : null,
    feePerContract: Number(ticket.position.feePerContract.toFixed(2)),
  }
}

type Shown = ReturnType<typeof shownOf>

/**
 * Max profit and loss, breakevens and the buying power held, per structure, in the closed forms a
 * trader works them with: dollars for the whole order from the limit (the "Net credit/debit … at
 * the limit" figure), the strikes and the quantity.
 */
function closedForms(structure: Ticket['structure'], shown: Shown) {
  const size = shown.quantity * 100
  const { limit, legs } = shown
  const leg = (side: ShownLeg['side'], right: Right) => {
    const found = legs.find((item) => item.side === side && item.right === right)
    if (!found) throw new Error(`no ${side} ${right} on the ticket`)
    return found.strike
  }
  switch (structure) {
    case 'long': {
      const [only] = legs
      if (!only) throw new Error('no leg')
      return only.right === 'call'
        ? { maxProfit: null, maxLoss: limit * size, breakevens: [only.strike + limit], buyingPower: limit * size }
        : {
            maxProfit: (only.strike - limit) * size,
            maxLoss: limit * size,
            breakevens: [only.strike - limit],
            buyingPower: limit * size,
          }
    }
    case 'debit-spread': {
      const right = legs[0]?.right ?? 'call'
      const long = leg('buy', right)
      const width = Math.abs(leg('sell', right) - long)
      return {
        maxProfit: (width - limit) * size,
        maxLoss: limit * size,
        breakevens: [right === 'call' ? long + limit : long - limit],
        buyingPower: limit * size,
      }
    }
    case 'credit-spread': {
      const right = legs[0]?.right ?? 'put'
      const short = leg('sell', right)
      const width = Math.abs(leg('buy', right) - short)
      return {
        maxProfit: limit * size,
        maxLoss: (width - limit) * size,
        breakevens: [right === 'call' ? short + limit : short - limit],
        buyingPower: (width - limit) * size,
      }
    }
    case 'iron-condor': {
      // Only one side can finish in the money: the wider wing less the credit is the worst case.
      const width = Math.max(leg('sell', 'put') - leg('buy', 'put'), leg('buy', 'call') - leg('sell', 'call'))
      return {
        maxProfit: limit * size,
        maxLoss: (width - limit) * size,
        breakevens: [leg('sell', 'put') - limit, leg('sell', 'call') + limit],
        buyingPower: (width - limit) * size,
      }
    }
    case 'cash-secured-put': {
      const strike = leg('sell', 'put')
      return {
        maxProfit: limit * size,
        maxLoss: (strike - limit) * size,
        breakevens: [strike - limit],
        buyingPower: (strike - limit) * size,
      }
    }
    case 'covered-call': {
      const strike = leg('sell', 'call')
      const basis = shown.shares?.basis ?? 0
      return {
        maxProfit: (strike - basis + limit) * size,
        maxLoss: (basis - limit) * size,
        breakevens: [basis - limit],
        // The shares are held already: the call holds no buying power.
        buyingPower: 0,
      }
    }
  }
}

/** The engine's own unrounded mid of a leg: read only to explain a mismatch in its message, never asserted. */
const ticketMid = (ticket: Ticket, leg: ShownLeg) =>
  ticket.legs.find((item) => item.side === leg.side && item.right === leg.right && item.strike === leg.strike)?.mid ??
  Number.NaN

const runs = templates.map((template) => {
  const { outcome } = evaluate(template.strategy, template.scenario)
  if (outcome.kind !== 'order') throw new Error(`${template.id} no longer sends an order in its own scenario`)
  return [template.id, outcome.ticket, template] as const
})
const orders = runs.map(([id, ticket]) => [id, ticket] as const)

/**
 * The NYSE's published 2026–27 calendar over the dates the templates' tickets span, written here
 * rather than read from calendar.ts: the days it is closed, and the days it closes at 13:00 ET.
 */
const closedDays = new Set(['2026-11-26', '2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26'])
const earlyCloses = new Set(['2026-11-27', '2026-12-24'])
const calendarSpan = { first: '2026-11-01', last: '2027-03-31' }

/** Regular-session minutes from `time` on `date` to the close on `expiration`, counted day by day. */
function sessionMinutesBetween(date: string, time: string, expiration: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  const now = (hours ?? 0) * 60 + (minutes ?? 0)
  let total = 0
  for (let day = new Date(`${date}T12:00:00Z`); ; day = new Date(day.getTime() + 86_400_000)) {
    const iso = day.toISOString().slice(0, 10)
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6
    if (!weekend && !closedDays.has(iso)) {
      const open = iso === date ? Math.max(now, 9 * 60 + 30) : 9 * 60 + 30
      const close = earlyCloses.has(iso) ? 13 * 60 : 16 * 60
      total += Math.max(0, close - open)
    }
    if (iso >= expiration) return total
  }
}

describe('the normal distribution this file prices with', () => {
  it('matches Φ at tabulated points to 1e-14', () => {
    // Φ(0) = 1/2, Φ(1), Φ(−2), Φ(0.5), Φ(3), to 16 significant figures (an arbitrary-precision normal distribution at 25 digits).
    expect(Math.abs(cdf(0) - 0.5)).toBeLessThan(1e-15)
    expect(Math.abs(cdf(1) - 0.8413447460685429)).toBeLessThan(1e-14)
    expect(Math.abs(cdf(-2) - 0.02275013194817921)).toBeLessThan(1e-14)
    expect(Math.abs(cdf(0.5) - 0.6914624612740131)).toBeLessThan(1e-14)
    expect(Math.abs(cdf(3) - 0.9986501019683699)).toBeLessThan(1e-14)
  })
})

describe('every template’s ticket, recomputed independently from the figures it shows', () => {
  it.each(orders)('%s', (id, ticket) => {
    const shown = shownOf(ticket)
    // "… of 98,280 in a trading year (252 × 390)": the year the minutes are counted against.
    expect.soft(shown.yearMinutes, `${id}: the trading year`).toBe(shown.days * shown.perDay)
    // "Priced at the underlying’s $S with N session minutes left to its close": T = N / year's minutes.
    const years = shown.minutes / shown.yearMinutes
    const size = shown.quantity * 100
    const sign = (leg: ShownLeg) => (leg.side === 'buy' ? 1 : -1)

    // The quantity words: "2 × put credit spread (2 legs, 4 contracts)".
    expect.soft(shown.contracts, `${id}: contracts`).toBe(shown.legs.length * shown.quantity)

    // Each leg: Black–Scholes at the IV the ticket prints (to 0.01 point), mid and delta to the cent.
    const priced = shown.legs.map((leg) => ({
      leg,
      model: blackScholes(leg.right, shown.spot, leg.strike, years, leg.iv / 100, shown.rate),
    }))
    for (const { leg, model } of priced) {
      const name = `${id}: ${leg.side} ${leg.strike} ${leg.right} at ${leg.iv.toFixed(2)}%`
      expect
        .soft(
          cents(model.price),
          `${name}, mid: Black–Scholes with a double-precision Φ gives $${model.price.toFixed(6)}, the ticket $${ticketMid(ticket, leg).toFixed(6)} unrounded (pricing.ts's normalCdf, A&S 26.2.17, errs by up to 7.5e-8, about $0.00005 on a $600 underlying: enough to cross a half cent)`,
        )
        .toBe(leg.mid)
      expect.soft(at(model.delta, 2), `${name}, delta`).toBe(leg.delta)
    }

    // The net mid: "the $X mid is the net of their unrounded mids … (each leg is rounded to the cent
    // on its own)" (ticket.ts's legMidsWords, printed when the rounded legs do not add up to it).
    const net = priced.reduce((sum, { leg, model }) => sum + sign(leg) * model.price, 0)
    expect.soft(shown.type, `${id}: credit or debit`).toBe(net > 0 ? 'debit' : 'credit')
    expect.soft(cents(Math.abs(net)), `${id}: net mid`).toBe(shown.mid.toFixed(2))
    const roundedNet = Math.abs(shown.legs.reduce((sum, leg) => sum + sign(leg) * Number(leg.mid), 0))
    const saysUnrounded = ticket.notes.some((note) => note.startsWith('The legs’ mids as shown net'))
    expect
      .soft(saysUnrounded, `${id}: the note on legs that do not add up is there exactly when they do not`)
      .toBe(cents(roundedNet) !== shown.mid.toFixed(2))

    // The limit: "Limit $L credit: the $M mid, [$x unrounded, down to $g on the $t tick, then] n ticks
    // ($t each) toward a fill (less credit)". On the tick grid toward a fill from the unrounded net,
    // then n ticks further; a debit pays more, a credit takes less.
    const exact = Math.abs(net)
    const tick = shown.tick
    const grid =
      shown.type === 'debit'
        ? Math.ceil(Number((exact / tick).toFixed(9))) * tick
        : Math.floor(Number((exact / tick).toFixed(9))) * tick
    if (shown.onGrid !== null) expect.soft(cents(grid), `${id}: the net on the tick grid`).toBe(cents(shown.onGrid))
    const limit = shown.type === 'debit' ? grid + shown.ticks * tick : grid - shown.ticks * tick
    expect.soft(cents(limit), `${id}: limit`).toBe(shown.limit.toFixed(2))
    expect
      .soft(cents(ticket.limit), `${id}: the limit the figures show is the one in the words`)
      .toBe(shown.limit.toFixed(2))

    // Max profit, max loss (whole dollars on the ticket; to the cent in its figures), breakevens (to
    // the cent) and the buying power held (whole dollars), from the limit and the strikes.
    const forms = closedForms(ticket.structure, shown)
    expect
      .soft(ticket.math.maxLoss === null ? null : cents(ticket.math.maxLoss), `${id}: max loss`)
      .toBe(cents(forms.maxLoss))
    expect
      .soft(ticket.math.maxProfit === null ? null : cents(ticket.math.maxProfit), `${id}: max profit`)
      .toBe(forms.maxProfit === null ? null : cents(forms.maxProfit))
    expect
      .soft(ticket.math.breakevens.map(cents), `${id}: breakevens`)
      .toEqual(forms.breakevens.sort((a, b) => a - b).map(cents))
    expect.soft(whole(ticket.buyingPower), `${id}: buying power`).toBe(whole(forms.buyingPower))
    // "Est. fees $F to open", "$0.65 a contract": the contracts in the quantity words × the fee.
    expect.soft(cents(ticket.math.fees), `${id}: fees`).toBe(cents(shown.contracts * shown.feePerContract))

    // The Greeks of the whole order, as printed: delta in shares to 0.1 (the shares a covered call
    // sells against count 1 each), gamma per $1 to 0.01, theta per trading day (a year's theta
    // over the 252 trading days) and vega per IV point (per 0.01 of volatility), each to the cent.
    const total = (greek: 'delta' | 'gamma' | 'theta' | 'vega') =>
      priced.reduce((sum, { leg, model }) => sum + sign(leg) * model[greek] * size, 0)
    const { greeks } = ticket.math
    expect.soft(at(greeks.delta, 1), `${id}: delta`).toBe(at(total('delta') + (shown.shares?.count ?? 0), 1))
    expect.soft(at(greeks.gamma, 2), `${id}: gamma`).toBe(at(total('gamma'), 2))
    expect.soft(at(greeks.vega, 2), `${id}: vega`).toBe(at(total('vega') / 100, 2))
    if (ticket.dte === 0) {
      // "Theta to the close: what the order as filled earns in the N session minutes to the close,
      // price unchanged": the legs' worth at the close with the price where it is, less the net paid.
      const worth = shown.legs.reduce((sum, leg) => {
        const value = leg.right === 'call' ? Math.max(0, shown.spot - leg.strike) : Math.max(0, leg.strike - shown.spot)
        return sum + sign(leg) * value
      }, 0)
      const paid = shown.type === 'debit' ? shown.limit : -shown.limit
      expect.soft(at(ticket.math.decayToExpiry, 2), `${id}: theta to the close`).toBe(at((worth - paid) * size, 2))
    } else {
      expect.soft(at(greeks.theta, 2), `${id}: theta / day`).toBe(at(total('theta') / shown.days, 2))
    }
  })
})

describe('every template’s expiry and the time it is priced with, counted independently', () => {
  it.each(runs)('%s', (id, ticket, template) => {
    const { date } = template.scenario.market
    // A scheduled strategy runs at its trigger's time; an alert's at the scenario's time (the Lab's Run).
    const { trigger } = template.strategy
    const time = trigger.kind === 'schedule' ? trigger.at : template.scenario.market.time
    expect(
      date >= calendarSpan.first && ticket.expiration <= calendarSpan.last,
      `${id}: within this file's calendar`,
    ).toBe(true)
    // "Expires Monday, December 7, 2026 (14 DTE)": calendar days from the run's date.
    const days = (Date.parse(`${ticket.expiration}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000
    expect.soft(ticket.dte, `${id}: DTE`).toBe(days)
    // "… with 3,648 session minutes left to its close": the regular session's minutes from the run to the expiry's close.
    const minutes = ticket.expirationWords.match(/with ([\d,]+) session minutes? left to its close/)?.[1]
    expect
      .soft(Number(minutes?.replace(/,/g, '')), `${id}: session minutes`)
      .toBe(sessionMinutesBetween(date, time, ticket.expiration))
  })
})
