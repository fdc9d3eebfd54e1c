import { daysBetween, session, tradingMinutesUntilClose } from './calendar.ts'
import { cashSettled, cashSettlementValue, tickSize } from './contracts.ts'
import { counted, dollars } from './format.ts'
import { structureInfo } from './kinds.ts'
import { intrinsic, multiplier, regularClose, round2, tolerance, towardFill, tradingMinutesPerYear } from './market.ts'
import { clockOf } from './model.ts'
import { optionPrice, skewedVol } from './pricing.ts'
import type { Ticket } from './ticket-types.ts'

/**
 * A position the replay holds after one of its orders: what it is worth at a later moment, and
 * which exit rule, if any, closes it there. Prices come from the engine's own model, the one that
 * wrote the ticket: Black–Scholes in trading time to the expiry's close (calendar.ts), each leg at
 * the scenario's at-the-money IV with the put skew taken at the new underlying price. Made-up
 * inputs throughout: a close price here is a simulated fill, never a result.
 */
export type Held = {
  ticket: Ticket
  /** "1 × put credit spread": what a trader calls the position. */
  name: string
  /** Buying power the order took (the ticket's), given back when it closes. */
  held: number
}

/** A moment of the replay: the date, minutes after midnight ET, the underlying's price, the ATM IV in percent. */
export type Moment = { date: string; minutes: number; price: number; iv: number }

/**
 * Why a position closed. takeProfit and stopLoss are the strategy's risk rules; timeExit and
 * strategyClose are the strategy's own close node (a time exit when a time or days-left condition
 * chose it); exitAlert is an alert that says exit; expiry and assignment happen at the expiry's close.
 */
export type ExitRule = 'takeProfit' | 'stopLoss' | 'timeExit' | 'strategyClose' | 'exitAlert' | 'expiry' | 'assignment'

export type Close = {
  rule: ExitRule
  position: string
  expiration: string
  /**
   * Per share of one unit, simulated: what it was bought back or sold at, what it settled at, or
   * the strike of an assignment. Null for a position held before the session, which has no legs
   * to price.
   */
  price: number | null
  /** The sentence the timeline shows, without the rule's name (the UI puts that first). */
  text: string
}

export function hold(ticket: Ticket): Held {
  const right = ticket.legs[0]?.right ?? 'call'
  return {
    ticket,
    name: `${ticket.quantity} × ${structureInfo[ticket.structure].unit(right)}`,
    held: ticket.buyingPower,
  }
}

const fullDays = new Map<string, number>()

/**
 * `tradingMinutesUntilClose`, with the whole sessions from the date's open remembered per date and
 * expiry: a replay prices the same positions on the same days dozens of times, and walking the
 * calendar day by day for each was most of its time.
 */
function minutesLeft(date: string, minutes: number, expiration: string): number {
  const hours = session(date)
  if (!hours || expiration < date) return tradingMinutesUntilClose(date, minutes, expiration)
  const key = `${date}|${expiration}`
  let full = fullDays.get(key)
  if (full === undefined) {
    if (fullDays.size > 2000) fullDays.clear()
    full = tradingMinutesUntilClose(date, hours.open, expiration)
    fullDays.set(key, full)
  }
  return full - (hours.close - hours.open) + Math.max(0, hours.close - Math.max(hours.open, minutes))
}

/** Whether the moment is at or after the expiry's close, where the position settles. */
export function expired(held: Held, { date, minutes }: Moment): boolean {
  const { expiration } = held.ticket
  if (date !== expiration) return date > expiration
  return minutes >= (session(date)?.close ?? 0)
}

/**
 * The model value of one unit per share, signed for the holder (a credit position is negative):
 * each leg by Black–Scholes with the trading time left and its skewed volatility, or at intrinsic
 * value once no session minute is left.
 */
export function modelValue(held: Held, { date, minutes, price, iv }: Moment): number {
  const { expiration, legs } = held.ticket
  const years = minutesLeft(date, minutes, expiration) / tradingMinutesPerYear
  const vol = iv / 100
  return legs.reduce((sum, leg) => {
    const value =
      years > 0
        ? optionPrice({
            right: leg.right,
            spot: price,
            strike: leg.strike,
            years,
            vol: skewedVol(vol, price, leg.strike, years),
          })
        : intrinsic(leg.right, leg.strike, price)
    return sum + (leg.side === 'buy' ? value : -value)
  }, 0)
}

/**
 * The simulated price to close one unit now, per share: the model value on the ticker's tick grid,
 * rounded toward a fill the way the ticket's limit is (a credit position buys back at the tick at
 * or above the mid, a debit position sells at the tick at or below it). Buying back costs at least
 * one tick: nobody sells an option for nothing while it can still pay.
 */
export function closePrice(held: Held, moment: Moment): number {
  const value = modelValue(held, moment)
  const { ticket } = held
  if (ticket.type === 'credit') {
    const cost = Math.max(0, -value)
    const tick = tickSize(ticket.ticker, cost)
    return Math.max(tick, towardFill(cost, tick, 'pays'))
  }
  const proceeds = Math.max(0, value)
  return towardFill(proceeds, tickSize(ticket.ticker, proceeds), 'receives')
}

/**
 * The position's unrealized profit as a percent of its max profit, from a close price (the
 * `positionProfitPercent` fact): a credit's max profit is the credit, a capped debit's is the
 * width less the debit, and a long option, whose profit has no cap, counts against what it cost.
 * Before fees, like the ticket's max profit; within the fact's range, −1,000% to 100%.
 */
export function profitPercent(held: Held, price: number): number {
  const { ticket } = held
  const units = ticket.quantity * multiplier
  let percent: number
  if (ticket.type === 'credit') percent = ((ticket.limit - price) / ticket.limit) * 100
  else {
    const capped = ticket.math.maxProfit === null ? 0 : ticket.math.maxProfit / units
    percent = ((price - ticket.limit) / (capped > 0 ? capped : ticket.limit)) * 100
  }
  return Math.max(-1000, Math.min(100, round2(percent)))
}

/**
 * The risk rule a close price breaks, if any: the ticket's stop-loss and take-profit prices
 * (percent of the entry price, 0 sets none). A credit position stops when buying back costs the
 * stop or more and takes profit when it costs the target or less; a debit position the other way
 * round. The stop is checked first: at one moment both cannot hold. What each fills at is
 * `fillPrice`'s: a stop past its level at the moment's price (and slippage), a take-profit at its level.
 */
export function riskExit(held: Held, price: number): 'stopLoss' | 'takeProfit' | null {
  const { stopLoss, takeProfit, type } = held.ticket
  const credit = type === 'credit'
  if (stopLoss !== null && (credit ? price >= stopLoss - tolerance : price <= stopLoss + tolerance)) return 'stopLoss'
  if (takeProfit !== null && (credit ? price <= takeProfit + tolerance : price >= takeProfit - tolerance)) {
    return 'takeProfit'
  }
  return null
}

/**
 * Ticks of slippage a stop fills with beyond the path's price: touched, a stop becomes a market
 * order, and a market order to close pays the spread. One tick of the ticker's grid (contracts.ts).
 */
export const stopSlippageTicks = 1

/** The ticket's words for how its exits fill. */
export const stopFillWords = `a market order once touched: fills at the price then, with ${stopSlippageTicks} tick${stopSlippageTicks === 1 ? '' : 's'} of slippage`
export const takeProfitFillWords = 'a resting limit: fills at this price once reached, never better'

/** The fill rules, in words, for the ticket and the replay. */
export const fillRules = fillRulesAt('the path’s price')

/** The fill rules where the prices come from somewhere other than the simulated path: "an alert’s price". */
export function fillRulesAt(where: string): string {
  const never = where === 'the path’s price' ? 'the path never reaches' : 'no price reaches'
  return `Fills as a broker fills them: an entry is a limit order at the ticket’s price and fills at that price; a take-profit is a resting limit order and fills at its limit price once ${where} reaches it, never better; a stop becomes a market order once ${where} touches it and fills at that price (through a gap, at the gap’s price) with ${stopSlippageTicks} tick${stopSlippageTicks === 1 ? '' : 's'} of slippage; an exit ${never} stays unfilled, and the replay says so.`
}

/**
 * What a risk rule's close fills at, from the path's close price at the moment it fires: a
 * take-profit at its own limit (the price reached it, and a resting limit fills at its price, not
 * the better one the path moved on to), a stop at the path's price less `stopSlippageTicks` ticks
 * for the side that receives, more for the side that pays.
 */
export function fillPrice(held: Held, rule: 'stopLoss' | 'takeProfit', price: number): number {
  const { ticket } = held
  if (rule === 'takeProfit') return ticket.takeProfit ?? price
  const slip = stopSlippageTicks * tickSize(ticket.ticker, price)
  return ticket.type === 'credit' ? round2(price + slip) : round2(Math.max(0, price - slip))
}

/** The resting exits a position never filled, in a sentence for its expiry or the replay's end; '' for none. */
export function unfilledWords(held: Held): string {
  const { ticket } = held
  const credit = ticket.type === 'credit'
  const orders = [
    ticket.takeProfit !== null && `take-profit ${credit ? 'buy-back' : 'sale'} at ${money(ticket.takeProfit)}`,
    ticket.stopLoss !== null && `stop at ${money(ticket.stopLoss)}`,
  ].filter(Boolean)
  if (orders.length === 0) return ''
  return `Its ${orders.join(' and its ')} ${orders.length === 1 ? 'was' : 'were'} never reached: unfilled.`
}

/** Dollars the close realizes for the whole order, fees to open (and to close, when it trades) taken off. */
export function realized(held: Held, price: number, trades: boolean): number {
  const { ticket } = held
  const units = ticket.quantity * multiplier
  const gross = ticket.type === 'credit' ? (ticket.limit - price) * units : (price - ticket.limit) * units
  const fees = ticket.math.fees * (trades ? 2 : 1)
  return gross - fees
}

/** A price per share: $1.25. */
const money = (value: number) => dollars(value, 2)

/** The words of a close by a risk rule, a strategy's close or an exit alert. */
export function closeWords(
  held: Held,
  rule: Exclude<ExitRule, 'expiry' | 'assignment'>,
  price: number,
  percent: { stopLossPercent: number; takeProfitPercent: number },
  why = '',
  /** For a risk rule: the path's close price when it fired, which the fill may differ from. */
  touched = price,
): Close {
  const { ticket, name } = held
  const credit = ticket.type === 'credit'
  const how =
    rule === 'takeProfit' && Math.abs(touched - price) > tolerance
      ? `, its limit price (the ${credit ? 'buy-back' : 'sale'} on the path had reached ${money(touched)})`
      : rule === 'stopLoss'
        ? `, the path’s ${money(touched)} when the stop was touched ${credit ? 'plus' : 'less'} ${stopSlippageTicks} tick${stopSlippageTicks === 1 ? '' : 's'} of slippage`
        : ''
  const done = `${credit ? 'bought back' : 'sold'} at ${money(price)}${how} (simulated)`
  let reason: string
  switch (rule) {
    case 'takeProfit':
      reason = credit
        ? `at ${percent.takeProfitPercent}% of max profit, a buy-back at ${money(ticket.takeProfit ?? 0)} or less`
        : `at +${percent.takeProfitPercent}% on the ${money(ticket.limit)} debit, a sale at ${money(ticket.takeProfit ?? 0)} or more`
      break
    case 'stopLoss':
      reason = credit
        ? `at ${percent.stopLossPercent}% of the ${money(ticket.limit)} credit, a buy-back at ${money(ticket.stopLoss ?? 0)} or more`
        : `at −${percent.stopLossPercent}% on the ${money(ticket.limit)} debit, a sale at ${money(ticket.stopLoss ?? 0)} or less`
      break
    case 'exitAlert':
      reason = why || 'the alert says exit'
      break
    case 'timeExit':
    case 'strategyClose':
      reason = why ? `the strategy’s close node (${why})` : 'the strategy’s close node'
      break
  }
  return {
    rule,
    position: name,
    expiration: ticket.expiration,
    price,
    text: `Closed ${name} expiring ${ticket.expiration}, ${reason}: ${done}.`,
  }
}

/** What an expiry changes in the account besides the position itself: shares in or out, at what cost basis. */
export type Settlement = {
  close: Close
  /** Shares of the ticker added (+, a put assigned) or removed (−, a call assigned). */
  shares: number
  /** Cost basis per share of the shares added; 0 when none are. */
  basis: number
  /** Dollars realized by the option (and by shares called away), fees to open taken off. */
  realized: number
  /** Buying power given back: what the order held, plus any cash the settlement brings in. */
  buyingPower: number
}

/**
 * The position at its expiry's close, with the underlying at `price`. Every leg is worth its
 * intrinsic value. A cash-settled product (SPX, SPXW, XSP) pays or receives that value in cash and
 * never delivers shares, whatever the structure (contracts.ts). Otherwise, a cash-secured put in the money is assigned: 100 shares per contract bought at
 * the strike, their cost basis lowered by the premium (as brokers report it), the cash it secured
 * now spent on them. A covered call in the money is assigned: its shares sold at the strike. A
 * spread, a condor or a long option settles at its net intrinsic value; where one of its short legs
 * is in the money the close says it is assigned, and the replay takes the shares of that
 * assignment as exercised against the long leg or sold at the close, at intrinsic.
 */
export function settle(held: Held, price: number, ticker: string): Settlement {
  const { ticket, name } = held
  const units = ticket.quantity * multiplier
  const close = clockOf(session(ticket.expiration)?.close ?? regularClose)
  const at = `at the ${close} ET close of ${ticket.expiration}`
  const shortInMoney = ticket.legs.filter((leg) => leg.side === 'sell' && intrinsic(leg.right, leg.strike, price) > 0)
  const value = ticket.legs.reduce(
    (sum, leg) => sum + (leg.side === 'buy' ? 1 : -1) * intrinsic(leg.right, leg.strike, price),
    0,
  )
  const settled = round2(Math.abs(value))
  const base = { position: name, expiration: ticket.expiration }
  const shares = (count: number) => counted(count, 'share')

  const strike = shortInMoney[0]?.strike ?? 0
  const inCash = cashSettled(ticker)
  if (inCash && settled > 0) {
    const gain = realized(held, settled, false)
    const legs = shortInMoney.map((leg) => `${leg.strike} ${leg.right}`).join(' and ')
    const moves = `${dollars(settled * units)} ${value < 0 ? 'paid' : 'received'}`
    return {
      close: {
        ...base,
        rule: 'expiry',
        price: settled,
        text: `Expired ${name} ${at}, with ${ticker} at ${money(price)}: ${legs ? `the short ${legs} in the money; ` : ''}settled in cash: ${money(settled)} a share, ${moves}, at ${cashSettlementValue}; no shares change hands (simulated).`,
      },
      shares: 0,
      basis: 0,
      realized: gain,
      buyingPower: held.held + gain,
    }
  }
  if (ticket.structure === 'cash-secured-put' && shortInMoney.length > 0) {
    return {
      close: {
        ...base,
        rule: 'assignment',
        price: strike,
        text: `Assigned ${name} ${at}, with ${ticker} at ${money(price)}: ${shares(units)} of ${ticker} bought at the ${money(strike)} strike (simulated), a cost basis of ${money(strike - ticket.limit)} a share after the premium.`,
      },
      shares: units,
      basis: round2(strike - ticket.limit),
      realized: -ticket.math.fees,
      buyingPower: 0,
    }
  }
  if (ticket.structure === 'covered-call' && shortInMoney.length > 0) {
    const basis = ticket.position.shares?.basis ?? strike
    return {
      close: {
        ...base,
        rule: 'assignment',
        price: strike,
        text: `Called away: ${name} assigned ${at}, with ${ticker} at ${money(price)}: ${shares(units)} of ${ticker} sold at the ${money(strike)} strike (simulated).`,
      },
      shares: -units,
      basis: 0,
      realized: (strike - basis + ticket.limit) * units - ticket.math.fees,
      buyingPower: (strike + ticket.limit) * units - ticket.math.fees,
    }
  }
  const gain = realized(held, settled, false)
  const done =
    settled === 0
      ? 'worthless, nothing to pay or receive ($0.00)'
      : `settled at its intrinsic value, ${money(settled)} (simulated)`
  if (shortInMoney.length > 0) {
    const legs = shortInMoney.map((leg) => `${leg.strike} ${leg.right}`).join(' and ')
    return {
      close: {
        ...base,
        rule: 'assignment',
        price: settled,
        text: `Expired ${name} ${at}, with ${ticker} at ${money(price)}: the short ${legs} in the money and assigned; ${done}.`,
      },
      shares: 0,
      basis: 0,
      realized: gain,
      buyingPower: held.held + gain,
    }
  }
  return {
    close: {
      ...base,
      rule: 'expiry',
      price: settled,
      text: `Expired ${name} ${at}, with ${ticker} at ${money(price)}: ${done}.`,
    },
    shares: 0,
    basis: 0,
    realized: gain,
    buyingPower: held.held + gain,
  }
}

/** Calendar days from the moment's date to the position's expiry (the `positionDte` fact). */
export function daysLeft(held: Held, date: string): number {
  return Math.max(0, daysBetween(date, held.ticket.expiration))
}
