import { daysBetween, expiryCycle, expiryFor, isMonthlyExpiry, tradingMinutesUntilClose } from './calendar.ts'
import { contractRules, contractSpec, listedStrike, strikeGrid, strikeStepAt } from './contracts.ts'
import { counted, dollars, dollarsAsTyped, grouped } from './format.ts'
import { structureInfo } from './kinds.ts'
import {
  multiplier,
  round2,
  sessionMinutes,
  stepAtOrAbove,
  tradingDaysPerYear,
  tradingMinutesPerYear,
} from './market.ts'
import { type Account, clockOf, type OpenAction, type Right, type Strategy } from './model.ts'
import { orderExits } from './order-exits.ts'
import { minimumCredit } from './order-floor.ts'
import { analyzePosition, type PositionInput, smileVol } from './position.ts'
import { optionGreeks, quotedVol, riskFreeRate, skewedVol, strikeForDelta } from './pricing.ts'
import { chainExpirations, chainSmile, chainSourceWords, naturalPrice, type Quotes, quotedLegs } from './quotes.ts'
import type { RunContext } from './run-context.ts'
import { strikeNotes } from './strike-notes.ts'
import { capitalOf, countedTowardCap, legMidsWords, limitOf } from './ticket-money.ts'
import type { Leg, Ticket } from './ticket-types.ts'

// evaluate.ts names the ticket's types from here; the ticket's parts (its money, its floors) read
// them from ticket-types.ts, which does not import this module.
export type { Leg, Ticket } from './ticket-types.ts'

/** Why the ticket carries that expiry, in words a trader can check against the chain. */
function expirationWords(ticker: string, requested: number, expiration: string, dte: number): string {
  const listing =
    expiryCycle(ticker) === 'daily'
      ? `${ticker} lists an expiration every trading day`
      : `${ticker} lists weekly expirations on Fridays (the trading day before when Friday is a holiday)`
  const monthly = isMonthlyExpiry(expiration) ? '; this is the monthly expiration' : ''
  const which =
    dte === requested
      ? `the ${requested}-day request lands on one`
      : `the first on or after ${requested} day${requested === 1 ? '' : 's'} out is ${dte} days out`
  return `${listing}: ${which}${monthly}.`
}

/** The figures every leg is priced from besides its strike and IV, as a trader would key them into a calculator. */
function pricedAt(price: number, minutesLeft: number): string {
  return `Priced at the underlying’s ${dollars(price, 2)} with ${counted(minutesLeft, 'session minute')} left to its close, of ${grouped(tradingMinutesPerYear)} in a trading year (${tradingDaysPerYear} × ${sessionMinutes}), a ${riskFreeRate * 100}% rate and no dividend.`
}

/** Why a quoted ticket carries that expiry: the chain's own list, not the listing calendar. */
function chainExpiryWords(quotes: Quotes, requested: number, expiration: string, dte: number): string {
  const listed = chainExpirations(quotes.chain).length
  const which =
    dte === requested
      ? `the ${requested}-day request lands on one, ${expiration}`
      : `the first on or after ${requested} day${requested === 1 ? '' : 's'} out is ${expiration}, ${dte} days out`
  return `Your chain lists ${counted(listed, 'expiration')}: ${which}.`
}

/** How a quoted ticket's figures are worked out, so a trader can redo them from the chain's rows. */
function quotedAt(price: number, minutesLeft: number): string {
  return `Each leg’s mid is halfway between its bid and ask; its delta and IV are your chain’s (worked out from its mid where the file has none). Greeks, breakevens and the probability use each strike’s own IV, the underlying’s ${dollars(price, 2)}, ${counted(minutesLeft, 'session minute')} left of ${grouped(tradingMinutesPerYear)} in a trading year, a ${riskFreeRate * 100}% rate and no dividend.`
}

/**
 * What pricing a leg needs: the underlying, the trading time left, the ATM volatility, the expiry,
 * and the scenario's strike interval near the money (absent: the chain the Lab knows near the price, or the listing rule).
 */
type Pricing = { spot: number; years: number; vol: number; expiration: string; ticker: string; interval?: number }

/** One leg at its strike: the skewed IV to 0.01 point, and the model mid and delta at that IV. */
function priceLeg(side: Leg['side'], right: Right, strike: number, { spot, years, vol, expiration }: Pricing): Leg {
  const legVol = quotedVol(skewedVol(vol, spot, strike, years))
  const greeks = optionGreeks({ right, spot, strike, years, vol: legVol })
  return {
    side,
    right,
    strike: Number(strike.toFixed(2)),
    expiration,
    mid: greeks.price,
    delta: greeks.delta,
    iv: legVol * 100,
  }
}

/**
 * The legs of one unit of the structure, on the strike grid: the short (or only) strike by delta or
 * dollars from the price, wings `width` away. A covered call's strike is raised to the shares' cost
 * basis when it falls below it, with a note.
 */
function chooseLegs(action: OpenAction, account: Account, pricing: Pricing, notes: string[]) {
  const { spot: price } = pricing
  // Every strike on the product’s grid at the interval of its own price band, or the scenario’s, or the chain’s the Lab knows.
  const spec = strikeGrid(pricing.ticker, pricing.interval, price)
  const step = strikeStepAt(spec, price)
  const strikeFor = (right: Right) =>
    action.strike.by === 'delta'
      ? strikeForDelta(right, action.strike.delta, pricing, (level) => strikeStepAt(spec, level))
      : listedStrike(spec, right === 'call' ? price + action.strike.dollars : price - action.strike.dollars)
  const leg = (side: Leg['side'], right: Right, strike: number) => priceLeg(side, right, strike, pricing)
  const width = Math.max(step, Math.round(action.width / step) * step)
  const away = (right: Right, strike: number) => listedStrike(spec, right === 'call' ? strike + width : strike - width)

  let shares: PositionInput['shares']
  let legs: Leg[]
  switch (action.structure) {
    case 'long':
      legs = [leg('buy', action.right, strikeFor(action.right))]
      break
    case 'debit-spread': {
      const strike = strikeFor(action.right)
      legs = [leg('buy', action.right, strike), leg('sell', action.right, away(action.right, strike))]
      break
    }
    case 'credit-spread': {
      const strike = strikeFor(action.right)
      legs = [leg('sell', action.right, strike), leg('buy', action.right, away(action.right, strike))]
      break
    }
    case 'iron-condor': {
      const put = strikeFor('put')
      const call = strikeFor('call')
      legs = [
        leg('buy', 'put', away('put', put)),
        leg('sell', 'put', put),
        leg('sell', 'call', call),
        leg('buy', 'call', away('call', call)),
      ]
      break
    }
    case 'covered-call': {
      let strike = strikeFor('call')
      // Assignment must never sell the shares below what they cost.
      if (account.sharesHeld > 0 && strike < account.costBasis) {
        const floor = stepAtOrAbove(account.costBasis, strikeStepAt(spec, account.costBasis))
        notes.push(
          `Strike raised from ${strike} to ${floor}, the first listed strike at or above the shares’ ${dollars(account.costBasis, 2)} cost basis, so assignment never sells below cost.`,
        )
        strike = floor
      }
      legs = [leg('sell', 'call', strike)]
      shares = { perUnit: multiplier, basis: account.sharesHeld > 0 ? account.costBasis : price }
      break
    }
    case 'cash-secured-put':
      legs = [leg('sell', 'put', strikeFor('put'))]
      break
  }
  // The wings' real distance: a wing in a wider strike band may sit further out than asked.
  const span = (a: number, b: number) => Math.abs((legs[a]?.strike ?? 0) - (legs[b]?.strike ?? 0))
  const used = legs.length === 4 ? Math.max(span(0, 1), span(2, 3)) : legs.length === 2 ? span(0, 1) : width
  // The legs whose strike the delta chose: the short ones, or the bought one of a long or a debit spread.
  const byDelta = action.strike.by === 'delta' && !notes.some((note) => note.startsWith('Strike raised'))
  const chosen = !byDelta
    ? []
    : legs.length === 4
      ? [legs[1], legs[2]]
      : action.structure === 'long' || action.structure === 'debit-spread'
        ? [legs[0]]
        : [legs.find((item) => item.side === 'sell')]
  const grid = `strikes ${dollarsAsTyped(strikeStepAt(spec, price))} apart near ${dollars(price, 2)}`
  const offGrid = strikeNotes(action, used, chosen, {
    width: `the grid has ${grid}`,
    delta: `the nearest the grid’s ${grid} allow`,
  })
  notes.push(...offGrid)
  return { legs, shares, width: used, offGrid }
}

/**
 * The order ticket an Open position node writes at the moment of the run: from the model, or, with
 * the trader's chain loaded (`context.quotes`), from its quotes. A chain that cannot give the order
 * (no such expiry, no wing strike, another underlying) is a reason not to send it, in words.
 */
export function buildTicket(action: OpenAction, strategy: Strategy, context: RunContext): Ticket | { problem: string } {
  const { scenario, ticker, date, price, minutes, quotes } = context
  const { market, account } = scenario
  const notes: string[] = [...(context.alertNotes ?? [])]
  const interval = market.strikeInterval
  // Trading time: at least one session minute, so a 0-DTE order seconds before the close still prices.
  const yearsTo = (expiry: string) =>
    Math.max(tradingMinutesUntilClose(date, minutes, expiry), 1) / tradingMinutesPerYear
  let chosen: ReturnType<typeof chooseLegs> & { expiration: string }
  let vol = market.iv / 100
  let smile: PositionInput['smile']
  if (quotes) {
    const quoted = quotedLegs(action, account, { quotes, ticker, date, spot: price, years: yearsTo })
    if ('problem' in quoted) return quoted
    const expiration = quoted.legs[0]?.expiration ?? date
    notes.push(...quoted.notes)
    chosen = { ...quoted, expiration }
    smile = chainSmile(quotes, expiration, price, quoted.years)
    // The chart's expected move and the ticket's ATM figure: the chain's own IV at the price.
    vol = smile && smile.length > 0 ? smileVol(smile, price) : vol
  } else {
    const expiration = expiryFor(ticker, date, action.dte)
    const years = yearsTo(expiration)
    chosen = {
      ...chooseLegs(
        action,
        account,
        { spot: price, years, vol, expiration, ticker, ...(interval ? { interval } : {}) },
        notes,
      ),
      expiration,
    }
  }
  const { legs, shares, width, offGrid, expiration } = chosen
  const dte = daysBetween(date, expiration)
  const minutesLeft = Math.max(tradingMinutesUntilClose(date, minutes, expiration), 1)
  const years = minutesLeft / tradingMinutesPerYear
  const warnings = legs
    .filter((item) => !item.quote && item.side === 'buy' && round2(item.mid) < 0.01)
    .map(
      (item) =>
        `The bought ${item.strike} ${item.right} prices at $0.00 in this model: it protects little, and the order’s max loss is close to the full width. A closer wing costs something and protects more.`,
    )
  const { type, mid, tick, limit, limitWords } = limitOf(legs, ticker, action.limitTicks)
  const sums = legMidsWords(legs, mid)
  if (sums) notes.push(sums)
  const minimum = type === 'credit' ? minimumCredit(action, legs) : null
  if (minimum) notes.push(minimum.words)

  const position: PositionInput = {
    legs: legs.map(({ side, right, strike, iv }) => ({ side, right, strike, vol: iv / 100 })),
    ...(shares ? { shares } : {}),
    quantity: action.quantity,
    spot: price,
    years,
    netPrice: type === 'debit' ? limit : -limit,
    feePerContract: account.feePerContract,
    vol,
    ...(smile && smile.length > 0 ? { smile } : {}),
  }
  const units = action.quantity * multiplier
  const { buyingPower, towardCap } = capitalOf(action.structure, legs, width, limit, units, shares)
  if (action.structure === 'covered-call') {
    notes.push(
      `Covered by ${multiplier} shares per contract: ${grouped(account.sharesHeld)} shares of ${ticker} held at a ${dollars(account.costBasis, 2)} cost basis.`,
    )
  }
  if (action.structure === 'cash-secured-put') {
    notes.push(
      `Secured by ${dollars((legs[0]?.strike ?? 0) * units)} of cash (the strike × ${multiplier} per contract); the premium received offsets part of it.`,
    )
  }

  // Stop and target on the product's tick grid, from the alert's TradersPost fields or the risk rules.
  const exits = orderExits(strategy.risk, context.alertExits, contractSpec(ticker), {
    type,
    limit,
    quantity: action.quantity,
  })
  const [stop, target] = [exits.stop, exits.target]
  notes.push(...exits.notes)
  const stopLoss = stop?.price ?? null
  const capCount = countedTowardCap(strategy.risk, action.structure, { limit, stopLoss, units, towardCap })
  if (capCount.note) notes.push(capCount.note)
  const legCount = legs.length * action.quantity
  const unit = structureInfo[action.structure].unit(action.right)
  return {
    ticker,
    structure: action.structure,
    legs,
    quantity: action.quantity,
    quantityWords: `${action.quantity} × ${unit} (${legs.length > 1 ? `${legs.length} legs, ` : ''}${legCount} contract${legCount === 1 ? '' : 's'})`,
    requestedDte: action.dte,
    expiration,
    dte,
    expirationWords: quotes
      ? `${chainExpiryWords(quotes, action.dte, expiration, dte)} ${quotedAt(price, minutesLeft)}`
      : `${expirationWords(ticker, action.dte, expiration, dte)} ${pricedAt(price, minutesLeft)}`,
    rules: contractRules(ticker, expiration, interval, price, quotes ? quotes.chain.fileName : undefined),
    ...(quotes
      ? {
          source: {
            words: chainSourceWords(quotes.chain, { date, time: clockOf(minutes) }),
            natural: naturalPrice(legs, type),
          },
        }
      : {}),
    type,
    mid,
    limit,
    tick,
    limitWords,
    maxLossTowardCap: Math.round(towardCap),
    capCount: { dollars: capCount.dollars, phrase: capCount.phrase },
    buyingPower: Math.round(buyingPower),
    stopLoss,
    takeProfit: target?.price ?? null,
    position: position,
    math: analyzePosition(position),
    warnings,
    notes,
    offGrid,
  }
}
