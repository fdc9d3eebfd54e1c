/**
 * Tickets from the trader's own option chain (chain-types.ts): the expiry and strikes the chain
 * lists, each leg at its quoted bid, ask and mid, its IV the chain's own (or the one its mid
 * implies), and the risk rules only real quotes need: a leg nobody bids for, a crossed market, a
 * spread too wide to trust its mid. ticket.ts builds the ticket from what this module chooses;
 * evaluate.ts applies its skips.
 */

import { daysBetween } from './calendar.ts'
import type { ChainContract, OptionChain } from './chain-types.ts'
import { dollars } from './format.ts'
import { multiplier, round2, tolerance } from './market.ts'
import type { Account, OpenAction, Right } from './model.ts'
import type { PositionInput } from './position.ts'
import { optionGreeks, optionPrice } from './pricing.ts'
import { strikeNotes } from './strike-notes.ts'
import type { Leg } from './ticket-types.ts'

/** The chain a dry run prices from, and the widest bid-ask spread, as a share of a leg's mid, it trades. */
export type Quotes = { readonly chain: OptionChain; readonly maxSpreadPercent: number }

/** The widest spread a chain's leg may have, percent of its mid, until the visitor sets another. */
export const spreadLimit = { initial: 25, min: 1, max: 200 } as const

/** What a run needs to price from quotes: the chain, the underlying, the trading time to each expiry. */
type QuotedPricing = {
  readonly quotes: Quotes
  readonly ticker: string
  readonly date: string
  readonly spot: number
  /** Trading years from the run's moment to the close of an expiry (calendar.ts's trading minutes). */
  readonly years: (expiration: string) => number
}

/** A symbol's product: SPXW's contracts are SPX options, as the Lab names them. */
const product = (symbol: string) => (symbol === 'SPXW' ? 'SPX' : symbol)

/**
 * The chain's contracts by expiration, and its expirations ascending: worked out once per chain (a
 * chain is read once and never changed), as every run reads them several times and a chain may hold
 * 20,000 contracts.
 */
const indexes = new WeakMap<OptionChain, { expirations: string[]; byExpiration: Map<string, ChainContract[]> }>()
function indexOf(chain: OptionChain) {
  const known = indexes.get(chain)
  if (known) return known
  const byExpiration = new Map<string, ChainContract[]>()
  for (const item of chain.contracts) {
    const list = byExpiration.get(item.expiration)
    if (list) list.push(item)
    else byExpiration.set(item.expiration, [item])
  }
  const index = { expirations: [...byExpiration.keys()].sort(), byExpiration }
  indexes.set(chain, index)
  return index
}

/** The chain's expirations, ascending. */
export function chainExpirations(chain: OptionChain): readonly string[] {
  return indexOf(chain).expirations
}

/** The chain's contracts of one expiration. */
const contractsOf = (chain: OptionChain, expiration: string): readonly ChainContract[] =>
  indexOf(chain).byExpiration.get(expiration) ?? []

/** Why a chain cannot price this ticker's orders at all (another underlying), or null. */
export function chainMismatch(chain: OptionChain, ticker: string): string | null {
  if (!chain.underlying || product(chain.underlying) === product(ticker)) return null
  return `Your chain is for ${chain.underlying}; this strategy trades ${ticker}. No order is sent.`
}

/**
 * The expiry an order for `dte` days gets from the chain: the first it lists on or after `date` +
 * `dte` days, as the listing calendar's rule (expiryFor) picks, but among the chain's own.
 */
export function chainExpiry(chain: OptionChain, date: string, dte: number): string | null {
  return chainExpirations(chain).find((day) => day >= date && daysBetween(date, day) >= dte) ?? null
}

/**
 * The volatility at which Black–Scholes gives `price` (bisection: the price rises with volatility),
 * or null when none does (a price at or below what the option must be worth, or above the share).
 */
export function impliedVol(right: Right, spot: number, strike: number, years: number, price: number): number | null {
  if (!(years > 0) || !(price > 0)) return null
  const at = (vol: number) => optionPrice({ right, spot, strike, years, vol })
  let low = 0.0001
  let high = 5
  if (at(low) >= price || at(high) <= price) return null
  for (let step = 0; step < 100 && high - low > 1e-10; step++) {
    const middle = (low + high) / 2
    if (at(middle) < price) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/** A quote's mid, per share: halfway between the bid and the ask. */
export const quoteMid = (item: Pick<ChainContract, 'bid' | 'ask'>) => (item.bid + item.ask) / 2

/**
 * A contract's IV as a fraction: the chain's own, or the one its mid implies when the file gives
 * none; null when neither exists. `implied` says which.
 */
function volOf(item: ChainContract, spot: number, years: number): { vol: number; implied: boolean } | null {
  if (item.iv !== undefined && item.iv > 0) return { vol: item.iv, implied: false }
  const vol = impliedVol(item.right, spot, item.strike, years, quoteMid(item))
  return vol === null ? null : { vol, implied: true }
}

/** One leg at the chain's quote: mid from bid and ask, IV and delta the chain's (or from its mid). */
function quotedLeg(side: Leg['side'], item: ChainContract, spot: number, years: number): Leg | string {
  const vol = volOf(item, spot, years)
  if (!vol) {
    return `The ${item.strike} ${item.right} expiring ${item.expiration} has no IV in your chain, and its ${dollars(quoteMid(item), 3)} mid implies none (line ${item.line}). No order is sent.`
  }
  const shownVol = Math.round(vol.vol * 10_000) / 10_000
  const delta = item.delta ?? optionGreeks({ right: item.right, spot, strike: item.strike, years, vol: shownVol }).delta
  return {
    side,
    right: item.right,
    strike: item.strike,
    expiration: item.expiration,
    mid: quoteMid(item),
    delta,
    // To 0.01 point, as the model's legs (pricing.ts's quotedVol): the figure shown is the one priced.
    iv: Math.round(vol.vol * 10_000) / 100,
    quote: { bid: item.bid, ask: item.ask, line: item.line, ivFrom: vol.implied ? 'mid' : 'chain' },
  }
}

/**
 * The legs the chain gives for one unit of the structure: the short (or only) strike by delta (the
 * chain's own delta, or its IV's) or dollars from the price, wings the listed strike nearest
 * `width` beyond it. Each choice the chain could not give exactly is a note, in the words the
 * model's grid uses (`offGrid`: the Open node's skip reads them). A strike or expiry the chain
 * does not list at all is a reason not to send (`problem`).
 */
export function quotedLegs(
  action: OpenAction,
  account: Account,
  pricing: QuotedPricing,
):
  | { problem: string }
  | { legs: Leg[]; shares: PositionInput['shares']; width: number; offGrid: string[]; notes: string[]; years: number } {
  const { chain } = pricing.quotes
  const mismatch = chainMismatch(chain, pricing.ticker)
  if (mismatch) return { problem: mismatch }
  const expiration = chainExpiry(chain, pricing.date, action.dte)
  if (!expiration) {
    const last = chainExpirations(chain).at(-1)
    return {
      problem: `Your chain lists no expiration ${action.dte} or more days after ${pricing.date}${last ? ` (its last is ${last})` : ''}. No order is sent.`,
    }
  }
  const years = pricing.years(expiration)
  const { spot } = pricing
  const listed = (right: Right) => contractsOf(chain, expiration).filter((item) => item.right === right)
  const deltaOf = (item: ChainContract) => {
    if (item.delta !== undefined) return Math.abs(item.delta)
    const vol = volOf(item, spot, years)
    return vol
      ? Math.abs(optionGreeks({ right: item.right, spot, strike: item.strike, years, vol: vol.vol }).delta)
      : null
  }
  const nearest = (items: ChainContract[], distance: (item: ChainContract) => number | null) =>
    items.reduce<{ item: ChainContract; gap: number } | null>((best, item) => {
      const gap = distance(item)
      return gap === null || (best && best.gap <= gap) ? best : { item, gap }
    }, null)?.item ?? null
  const rule = action.strike
  const pick = (right: Right): ChainContract | string => {
    const items = listed(right)
    const found =
      rule.by === 'delta'
        ? nearest(items, (item) => {
            const delta = deltaOf(item)
            return delta === null ? null : Math.abs(delta - rule.delta)
          })
        : nearest(items, (item) =>
            Math.abs(item.strike - (right === 'call' ? spot + rule.dollars : spot - rule.dollars)),
          )
    return found ?? `Your chain lists no ${right}s expiring ${expiration}. No order is sent.`
  }
  /** The wing: the listed strike nearest `width` beyond `from`, further out of the money. */
  const wing = (right: Right, from: ChainContract): ChainContract | string => {
    const outward = right === 'call' ? 1 : -1
    const beyond = listed(right).filter((item) => (item.strike - from.strike) * outward > tolerance)
    const target = from.strike + outward * action.width
    return (
      nearest(beyond, (item) => Math.abs(item.strike - target)) ??
      `Your chain lists no ${right} ${right === 'call' ? 'above' : 'below'} the ${from.strike} strike expiring ${expiration}, so the spread has no wing. No order is sent.`
    )
  }
  const notes: string[] = []
  const parts: [Leg['side'], ChainContract | string][] = []
  let shares: PositionInput['shares']
  const chosen: ChainContract[] = []
  const choose = (right: Right) => {
    const item = pick(right)
    if (typeof item !== 'string') chosen.push(item)
    return item
  }
  switch (action.structure) {
    case 'long':
      parts.push(['buy', choose(action.right)])
      break
    case 'debit-spread':
    case 'credit-spread': {
      const first = choose(action.right)
      const second = typeof first === 'string' ? first : wing(action.right, first)
      parts.push(action.structure === 'debit-spread' ? ['buy', first] : ['sell', first])
      parts.push(action.structure === 'debit-spread' ? ['sell', second] : ['buy', second])
      break
    }
    case 'iron-condor': {
      const put = choose('put')
      const call = choose('call')
      parts.push(['buy', typeof put === 'string' ? put : wing('put', put)], ['sell', put])
      parts.push(['sell', call], ['buy', typeof call === 'string' ? call : wing('call', call)])
      break
    }
    case 'covered-call': {
      let call = choose('call')
      if (typeof call !== 'string' && account.sharesHeld > 0 && call.strike < account.costBasis) {
        const floor = listed('call')
          .filter((item) => item.strike >= account.costBasis - tolerance)
          .at(0)
        if (!floor) {
          return {
            problem: `Your chain lists no call at or above the shares’ ${dollars(account.costBasis, 2)} cost basis expiring ${expiration}. No order is sent.`,
          }
        }
        notes.push(
          `Strike raised from ${call.strike} to ${floor.strike}, the first strike your chain lists at or above the shares’ ${dollars(account.costBasis, 2)} cost basis, so assignment never sells below cost.`,
        )
        chosen.length = 0
        call = floor
      }
      parts.push(['sell', call])
      shares = { perUnit: multiplier, basis: account.sharesHeld > 0 ? account.costBasis : spot }
      break
    }
    case 'cash-secured-put':
      parts.push(['sell', choose('put')])
      break
  }
  const legs: Leg[] = []
  for (const [side, item] of parts) {
    if (typeof item === 'string') return { problem: item }
    const leg = quotedLeg(side, item, spot, years)
    if (typeof leg === 'string') return { problem: leg }
    legs.push(leg)
  }
  const span = (a: number, b: number) => Math.abs((legs[a]?.strike ?? 0) - (legs[b]?.strike ?? 0))
  const width = legs.length === 4 ? Math.max(span(0, 1), span(2, 3)) : legs.length === 2 ? span(0, 1) : action.width
  const chosenLegs = chosen.map((item) => legs.find((one) => one.strike === item.strike && one.right === item.right))
  const offGrid = strikeNotes(action, width, chosenLegs, {
    width: 'the nearest strikes your chain lists',
    delta: 'the nearest your chain lists',
  })
  notes.push(...offGrid)
  return { legs, shares, width, offGrid, notes, years }
}

/**
 * The order's natural price, per share: what it fills at taking the market, every bought leg at
 * its ask and every sold one at its bid. A debit's natural is above its mid, a credit's below.
 */
export function naturalPrice(legs: readonly Leg[], type: 'debit' | 'credit'): number {
  const net = legs.reduce((sum, item) => {
    const quote = item.quote
    if (!quote) return sum
    return sum + (item.side === 'buy' ? quote.ask : -quote.bid)
  }, 0)
  return round2(type === 'debit' ? net : -net)
}

/**
 * The volatility at each strike of the expiry, as the chain quotes it: the out-of-the-money side's
 * IV (puts below the price, calls above), the other side's where that one has none. The position's
 * probability of profit reads its distribution off this smile, as the legs' prices do.
 */
export function chainSmile(quotes: Quotes, expiration: string, spot: number, years: number): PositionInput['smile'] {
  const byStrike = new Map<number, { call?: number; put?: number }>()
  for (const item of contractsOf(quotes.chain, expiration)) {
    const vol = volOf(item, spot, years)
    if (!vol) continue
    const row = byStrike.get(item.strike) ?? {}
    row[item.right] = vol.vol
    byStrike.set(item.strike, row)
  }
  return [...byStrike.entries()]
    .map(([strike, row]) => ({ strike, vol: (strike < spot ? (row.put ?? row.call) : (row.call ?? row.put)) ?? 0 }))
    .filter((point) => point.vol > 0)
    .sort((a, b) => a.strike - b.strike)
}

/**
 * Why quotes say not to send the order, in numbers, or null: a leg nobody bids for (it could not
 * be sold back), a crossed market (a bid above its ask: a stale or broken quote), or a leg's
 * bid-ask spread wider than the share of its mid the visitor allows (its mid is then a guess).
 */
export function quoteSkip(legs: readonly Leg[], maxSpreadPercent: number): string | null {
  for (const item of legs) {
    const quote = item.quote
    if (!quote) continue
    const name = `the ${item.side === 'buy' ? 'bought' : 'sold'} ${item.strike} ${item.right} (line ${quote.line})`
    if (quote.bid <= 0) {
      return `Not sent: ${name} has no bid ($0.00 bid, ${dollars(quote.ask, 2)} ask): nobody is buying it, so a position holding it could not be closed at a price.`
    }
    if (quote.bid > quote.ask + tolerance) {
      return `Not sent: ${name} is crossed, its ${dollars(quote.bid, 2)} bid above its ${dollars(quote.ask, 2)} ask: a stale or broken quote, not a price to trade at.`
    }
    const mid = quoteMid(quote)
    const spread = quote.ask - quote.bid
    const percent = (spread / mid) * 100
    if (percent > maxSpreadPercent + 1e-9) {
      return `Not sent: ${name} is ${dollars(quote.bid, 2)} bid, ${dollars(quote.ask, 2)} ask, a ${dollars(round2(spread), 2)} spread that is ${percent.toFixed(1)}% of its ${dollars(mid, 3)} mid, wider than the ${maxSpreadPercent}% you allow.`
    }
  }
  return null
}

/** "From your chain, spy-2026-11-23.csv, quoted 10:42 ET on 2026-11-23": where a quoted ticket's prices come from. */
export function chainSourceWords(chain: OptionChain, at: { date: string; time: string }): string {
  const when = chain.quoted ?? at
  const entered = chain.quoted ? '' : ' (the time you entered; the file gives none)'
  return `From your chain, ${chain.fileName}, quoted ${when.time} ET on ${when.date}${entered}`
}
