import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { daysBetween, isListedExpiry, isTradingDay } from '../engine/calendar'
import { evaluate } from '../engine/evaluate'
import { templates } from '../engine/templates'
import { OrderPanel } from './order-panel'

/**
 * Every template's ticket, recomputed from what the ticket shows and nothing else: the underlying
 * price, the session minutes left and each leg's strike and IV as printed, with a Black–Scholes and
 * a normal distribution of this file's own (not the engine's), the fixed 4% rate and no dividend
 * of the Lab's decision record (docs/decisions/012-strategy-lab.md), and its trading year of
 * 252 × 390 session minutes. A trader with a calculator gets the same legs, net mid and Greeks to
 * the cent.
 */

const rate = 0.04
const minutesPerYear = 252 * 390
const sharesPerContract = 100

/** The standard normal distribution, by the error function (Abramowitz & Stegun 7.1.26, not the engine's 26.2.17). */
function cdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * z)
  const erf =
    1 -
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}
const pdf = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)

type Shown = { side: 'BUY' | 'SELL'; right: 'Call' | 'Put'; strike: number; iv: number; delta: number; mid: number }

/** One leg's price and Greeks per share: theta per year, vega per 1.00 of volatility. */
function blackScholes(leg: Shown, spot: number, years: number) {
  const vol = leg.iv / 100
  const root = Math.sqrt(years)
  const d1 = (Math.log(spot / leg.strike) + (rate + (vol * vol) / 2) * years) / (vol * root)
  const d2 = d1 - vol * root
  const discounted = leg.strike * Math.exp(-rate * years)
  const call = leg.right === 'Call'
  const price = call ? spot * cdf(d1) - discounted * cdf(d2) : discounted * cdf(-d2) - spot * cdf(-d1)
  const decay = (-spot * pdf(d1) * vol) / (2 * root)
  return {
    price,
    delta: call ? cdf(d1) : cdf(d1) - 1,
    gamma: pdf(d1) / (spot * vol * root),
    theta: call ? decay - rate * discounted * cdf(d2) : decay + rate * discounted * cdf(-d2),
    vega: spot * pdf(d1) * root,
  }
}

/** "−$1,234.56", "+7.8", "$0.22" as a number. */
const figure = (text: string) =>
  Number(
    text
      .replace(/[$,+\s]/g, '')
      .replace('−', '-')
      .match(/^-?[\d.]+/)?.[0],
  )

/** What the panel prints under a term of its figures. */
function shownFigure(term: string): string {
  const title = screen.getByText(term, { selector: 'dt' })
  return title.nextElementSibling?.textContent ?? ''
}

/** A leg's cell as printed: its figure, without the column's name a phone shows above it (hidden from screen readers). */
function cellText(cell: HTMLElement): string {
  return [...cell.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('')
}

function readTicket() {
  const rows = within(screen.getByRole('table', { name: 'Order legs' }))
    .getAllByRole('row')
    .slice(1)
  const legs: Shown[] = rows.map((row) => {
    const [side, right, strike, iv, delta, mid] = within(row).getAllByRole('cell').map(cellText)
    return {
      side: side as Shown['side'],
      right: right as Shown['right'],
      strike: figure(strike ?? ''),
      iv: figure(iv ?? ''),
      delta: figure(delta ?? ''),
      mid: figure(mid ?? ''),
    }
  })
  const text = document.body.textContent ?? ''
  const pricing = text.match(/Priced at the underlying’s \$([\d,.]+) with ([\d,]+) session minutes? left/)
  if (!pricing) throw new Error(`The ticket does not say what it is priced at: ${text.slice(0, 400)}`)
  const limit = text.match(/Limit \$([\d.]+) (credit|debit): the \$([\d.]+) mid/)
  if (!limit) throw new Error(`The ticket's limit does not name its mid: ${text.match(/Limit [^.]*\./)?.[0]}`)
  const quantity = Number(text.match(/· (\d+) ×/)?.[1])
  return {
    legs,
    ivTexts: rows.map((row) => cellText(within(row).getAllByRole('cell')[3] as HTMLElement)),
    spot: figure(pricing[1] ?? ''),
    years: figure(pricing[2] ?? '') / minutesPerYear,
    limit: Number(limit[1]),
    type: limit[2] as 'credit' | 'debit',
    mid: Number(limit[3]),
    quantity,
    dte: Number(text.match(/\((\d+) DTE\)/)?.[1]),
  }
}

const orders = templates.map((template) => {
  const { outcome } = evaluate(template.strategy, template.scenario)
  if (outcome.kind !== 'order') throw new Error(`${template.id} no longer sends an order in its scenario`)
  return [template.id, outcome.ticket, template] as const
})

afterEach(cleanup)

/** Terms the order panel defines for every ticket (credit or debit, one breakeven or two). */
const figureTerms = [
  /^Net (credit|debit)$/,
  /^Max profit$/,
  /^Max loss$/,
  /^Breakevens?$/,
  /^Reward \/ risk$/,
  /^Probability of profit$/,
  /^Delta$/,
  /^Gamma$/,
  // Per trading day, or to the close for a position expiring today.
  /^Theta( \/ day| to the close)$/,
  /^Vega$/,
  /^Est\. fees$/,
  /^Buying power$/,
  /^Stop-loss at$/,
  /^Take-profit at$/,
]

// As a trader checks a template's ticket: the expiry is a listed trading day, its DTE the calendar
// days to it, and the panel states every figure of the position once. The panel in a phone's
// browser, with its chart: lab-templates.spec.ts, on one template.
describe('every template’s ticket, as a trader checks it', () => {
  it.each(orders)('%s: a listed expiry, its real DTE, and every figure of the position', (_, ticket, template) => {
    render(<OrderPanel ticket={ticket} />)
    const expiry = document.querySelector('time[datetime]')?.getAttribute('datetime') ?? ''
    expect(isTradingDay(expiry), `${expiry} is a trading day`).toBe(true)
    expect(isListedExpiry(template.strategy.trigger.ticker, expiry)).toBe(true)
    expect(document.body.textContent).toContain(`(${daysBetween(template.scenario.market.date, expiry)} DTE)`)
    const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent?.trim() ?? '')
    for (const term of figureTerms)
      expect(
        terms.filter((text) => term.test(text)),
        String(term),
      ).toHaveLength(1)
    expect(screen.getByRole('img', { name: /Payoff at expiration and today/ })).toBeTruthy()
    expect(document.body.textContent).toContain('model estimate')
  })
})

describe('every template’s ticket, recomputed from the figures it shows', () => {
  it.each(orders)('%s: legs, net mid, limit and Greeks to the cent', (_, ticket) => {
    render(<OrderPanel ticket={ticket} />)
    const shown = readTicket()
    const size = shown.quantity * sharesPerContract
    const sign = (leg: Shown) => (leg.side === 'BUY' ? 1 : -1)
    const priced = shown.legs.map((leg) => ({ leg, model: blackScholes(leg, shown.spot, shown.years) }))

    for (const text of shown.ivTexts) expect(text).toMatch(/^\d+\.\d\d%$/)
    for (const { leg, model } of priced) {
      expect(Math.abs(model.price - leg.mid), `${leg.side} ${leg.strike} ${leg.right} mid`).toBeLessThanOrEqual(0.01)
      expect(Math.abs(model.delta - leg.delta), `${leg.strike} delta`).toBeLessThanOrEqual(0.01)
    }

    const net = priced.reduce((sum, { leg, model }) => sum + sign(leg) * model.price, 0)
    expect(shown.type).toBe(net > 0 ? 'debit' : 'credit')
    expect(Math.abs(Math.abs(net) - shown.mid), 'net mid').toBeLessThanOrEqual(0.01)
    // A credit's limit below the mid, a debit's above it: never at it, on either side of the cent.
    if (shown.type === 'credit') expect(shown.limit).toBeLessThan(Math.min(Math.abs(net), shown.mid))
    else expect(shown.limit).toBeGreaterThan(Math.max(net, shown.mid))

    const total = (greek: 'delta' | 'gamma' | 'theta' | 'vega') =>
      priced.reduce((sum, { leg, model }) => sum + sign(leg) * model[greek] * size, 0)
    const shares = ticket.position.shares ? ticket.position.shares.perUnit * shown.quantity : 0
    expect(Math.abs(figure(shownFigure('Delta')) - (total('delta') + shares)), 'delta').toBeLessThanOrEqual(0.051)
    expect(Math.abs(figure(shownFigure('Gamma')) - total('gamma')), 'gamma').toBeLessThanOrEqual(0.01)
    expect(Math.abs(figure(shownFigure('Vega')) - total('vega') / 100), 'vega').toBeLessThanOrEqual(0.01)
    if (shown.dte === 0) {
      // What the position as filled earns by the close with the price where it is: the credit
      // taken at the limit, less what the legs are worth then.
      const atClose = shown.legs.reduce((sum, leg) => {
        const worth = leg.right === 'Call' ? Math.max(0, shown.spot - leg.strike) : Math.max(0, leg.strike - shown.spot)
        return sum + sign(leg) * worth
      }, 0)
      const paid = shown.type === 'debit' ? shown.limit : -shown.limit
      const theta = figure(shownFigure('Theta to the close'))
      expect(Math.abs(theta - (atClose - paid) * size), 'theta to the close').toBeLessThanOrEqual(0.01)
      expect(theta).toBeLessThanOrEqual(figure(shownFigure('Max profit')))
    } else {
      expect(Math.abs(figure(shownFigure('Theta / day')) - total('theta') / 252), 'theta').toBeLessThanOrEqual(0.01)
    }
  })
})
