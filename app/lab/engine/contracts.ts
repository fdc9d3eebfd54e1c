/**
 * Each product's contract specifications, in one table: where its strikes are listed (by price
 * band), its minimum price increments, its exercise style and its settlement, each row with the
 * exchange page it comes from. The ticket puts strikes, limits, stops and targets on these grids and
 * names the rules it applied; the replay closes on them.
 *
 * Where the Lab is not sure of a finer grid, it uses the coarser one every series lists: a price on
 * a $0.10 grid is also on the $0.05 and $0.01 grids, a $10 strike is also a $5 and a $1 strike, so
 * a conservative grid never produces a price or strike the exchange would refuse.
 */

import { type ChainInterval, chainIntervals, chainReach } from '../../content/lab-tickers.ts'
import { isMonthlyExpiry, weekday } from './calendar.ts'

/** Strikes `step` apart for prices below `below` (the last band has no upper end). */
export type StrikeBand = { readonly below: number; readonly step: number }
type StrikeBands = readonly [StrikeBand, ...StrikeBand[]]

export type ContractSpec = {
  /** How the ticket names the product: "SPX", "stock". */
  readonly name: string
  /** Strike intervals by price band, lowest band first. */
  readonly strikes: StrikeBands
  /** Minimum price increment of a quote under $3 and from $3. */
  readonly ticks: { readonly under3: number; readonly from3: number }
  readonly exercise: 'European' | 'American'
  /**
   * What an exercise or assignment delivers: the cash difference between the strike and the
   * settlement value (an index option), or the shares themselves (an equity or ETF option).
   */
  readonly settlement: 'cash' | 'shares'
  /** The exchange page the row comes from. */
  readonly source: string
}

const everywhere = (step: number): StrikeBands => [{ below: Number.POSITIVE_INFINITY, step }]

// Cboe Rules 4.5 (strike price intervals): $2.50 up to $25, $5 from $25 to $200, $10 above $200 is
// the grid every standard monthly equity series lists; many names list finer strikes near the money,
// which this grid does not claim.
const standardEquityStrikes: StrikeBands = [
  { below: 25, step: 2.5 },
  { below: 200, step: 5 },
  { below: Number.POSITIVE_INFINITY, step: 10 },
]
// Minimum increments: Cboe's rule on minimum increments for bids and offers (the Penny Interval Program).
const cboeRules = 'https://www.cboe.com/us/options/regulation/rules/'

/** An American-style option on shares, delivered in shares at exercise. */
const equity = (name: string, strikes: StrikeBands, under3: number, from3: number): ContractSpec => ({
  name,
  strikes,
  ticks: { under3, from3 },
  exercise: 'American',
  settlement: 'shares',
  source: cboeRules,
})

// Penny Interval Program ETFs: SPY, QQQ and IWM quote in pennies at every price; $1 strikes near the money.
const pennyEtf = (name: string) => equity(name, everywhere(1), 0.01, 0.01)
// Penny Interval Program stocks: $0.01 under $3, $0.05 from $3.
const pennyStock = equity('stock', standardEquityStrikes, 0.01, 0.05)

// https://www.cboe.com/tradable_products/sp_500/spx_options/specifications/: European, cash-settled;
// the standard third-Friday SPX monthly is AM-settled (Special Opening Quotation), SPXW weeklies
// and dailies PM-settled; 5-point strikes near the money; $0.05 under $3, $0.10 from $3.
const spx = (name: string): ContractSpec => ({
  name,
  strikes: everywhere(5),
  ticks: { under3: 0.05, from3: 0.1 },
  exercise: 'European',
  settlement: 'cash',
  source: 'https://www.cboe.com/tradable_products/sp_500/spx_options/specifications/',
})

/** The products the Lab knows by name. */
export const contractSpecs: Readonly<Record<string, ContractSpec>> = {
  // The Lab trades SPX through its PM-settled SPXW series on every expiry (settlementDay below).
  SPX: spx('SPX'),
  SPXW: spx('SPXW'),
  // https://www.cboe.com/tradable_products/sp_500/mini_spx_options/specifications/: 1/10 of SPX,
  // European, cash-settled, $1 strikes. Its $0.01 minimum tick under $3 is the trader's report
  // of Cboe's page; $0.05 from $3 is the penny program's, the coarser of the two readings.
  XSP: {
    name: 'Mini-SPX',
    strikes: everywhere(1),
    ticks: { under3: 0.01, from3: 0.05 },
    exercise: 'European',
    // PM-settled: the product page's comparison with SPY (https://www.cboe.com/tradable_products/sp_500/mini_spx_options/).
    settlement: 'cash',
    source: 'https://www.cboe.com/tradable_products/sp_500/mini_spx_options/specifications/',
  },
  SPY: pennyEtf('SPY'),
  QQQ: pennyEtf('QQQ'),
  IWM: pennyEtf('IWM'),
  AAPL: pennyStock,
  TSLA: pennyStock,
}

/**
 * A ticker the table does not name: an American-style, physically settled equity option on the
 * coarsest standard grids (strikes as above, $0.05 under $3 and $0.10 from $3, the increments of a
 * class outside the penny program), so that no price or strike is finer than the exchange lists.
 */
const otherEquity = equity('equity option (not in the Lab’s table)', standardEquityStrikes, 0.05, 0.1)

export function contractSpec(ticker: string): ContractSpec {
  return contractSpecs[ticker] ?? otherEquity
}

/** Whether the ticker's options settle in cash (SPX, SPXW, XSP): no shares change hands at expiry. */
export function cashSettled(ticker: string): boolean {
  return contractSpec(ticker).settlement === 'cash'
}

/**
 * What a cash-settled option is worth at expiry and when that value is struck, in a phrase: every
 * cash-settled series the Lab trades is PM-settled (SPX through SPXW), on the index's closing value.
 */
export const cashSettlementValue = 'the index’s closing value (PM-settled)'

const settlementWords = { cash: 'cash-settled', shares: 'settled in shares' } as const
const spxTickers: readonly string[] = ['SPX', 'SPXW']

/**
 * The chain data the Lab holds for a ticker at a price (app/content/lab-tickers.ts): its interval near
 * the money when a chain was seen listing it at prices near this one, else null (none checked, or
 * the price far from where it was seen).
 */
export function chainInterval(ticker: string, price: number): Extract<ChainInterval, { interval: number }> | null {
  const row = chainIntervals[ticker]
  if (!row || row.interval === null) return null
  const { low, high } = row.seenNear
  return price >= low * (1 - chainReach) && price <= high * (1 + chainReach) ? row : null
}

/**
 * Where the ticket's strikes come from: the interval the scenario says the visitor's chain lists,
 * else the chain the Lab has data for near that price, else the product's listing rule.
 */
export type StrikeSource =
  | { kind: 'scenario'; interval: number }
  | { kind: 'chain'; interval: number; chain: Extract<ChainInterval, { interval: number }> }
  | { kind: 'rule' }

export function strikeSource(ticker: string, interval: number | undefined, price: number): StrikeSource {
  if (interval !== undefined && interval > 0) return { kind: 'scenario', interval }
  const chain = chainInterval(ticker, price)
  return chain ? { kind: 'chain', interval: chain.interval, chain } : { kind: 'rule' }
}

/**
 * The strikes the ticket chooses from: the interval the scenario sets (the visitor's chain lists
 * $2.50 strikes), or the chain's the Lab has data for near the price, or the product's listing grid.
 */
export function strikeGrid(ticker: string, interval: number | undefined, price = Number.NaN): ContractSpec {
  const spec = contractSpec(ticker)
  const source = strikeSource(ticker, interval, price)
  return source.kind === 'rule' ? spec : { ...spec, strikes: everywhere(source.interval) }
}

/** The strike interval at a price level. */
export function strikeStepAt(spec: ContractSpec, level: number): number {
  return (spec.strikes.find((band) => level < band.below) ?? spec.strikes[0]).step
}

/** The listed strike nearest a value, on the grid of the band it falls in (never below the first strike). */
export function listedStrike(spec: ContractSpec, value: number): number {
  const step = strikeStepAt(spec, Math.abs(value))
  return Number(Math.max(step, Math.round(value / step) * step).toFixed(2))
}

/** The minimum price increment of a quote at that price. */
export function productTick(spec: ContractSpec, price: number): number {
  return Math.abs(price) < 3 ? spec.ticks.under3 : spec.ticks.from3
}

/** A price on the tick grid, to the nearest tick, at least one tick. */
export function onTickGrid(spec: ContractSpec, price: number): number {
  const tick = productTick(spec, price)
  return Number(Math.max(tick, Math.round(price / tick) * tick).toFixed(2))
}

/**
 * A stop-loss or take-profit at `percent` of the entry price `limit`, on the tick grid at that
 * level, rounded toward the trader's side of the rule when it falls between two ticks, never past
 * it. A credit position closes by buying back, so both its levels round down: the target at a
 * lower buy-back (the full percent of max profit or more), the stop at the earlier, smaller loss.
 * A debit position closes by selling, so both round up, for the same reasons. At least one tick.
 * `exact` is the level before the grid, for the ticket's words (`exitWords`).
 */
export function exitLevel(
  spec: ContractSpec,
  limit: number,
  percent: number,
  rule: 'stopLoss' | 'takeProfit',
  type: 'credit' | 'debit',
): { price: number; exact: number; tick: number; rule: 'stopLoss' | 'takeProfit' } | null {
  if (percent === 0) return null
  // A debit's stop is below what was paid and its target above; a credit's the other way round.
  const sign = (type === 'debit') === (rule === 'takeProfit') ? 1 : -1
  const exact = Math.max(0, limit * (1 + (sign * percent) / 100))
  const tick = productTick(spec, exact)
  const steps = exact / tick
  const onGrid = type === 'credit' ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9)
  return { price: Number(Math.max(tick, onGrid * tick).toFixed(2)), exact, tick, rule }
}

/**
 * The ticket's note when a level fell between two ticks, naming the price it is set at: "Exits
 * rounded to the $0.01 tick, toward the trader’s side: take-profit at $0.07 (50% of the $0.15
 * credit is a $0.075 buy-back)."
 */
export function exitWords(
  levels: readonly (ReturnType<typeof exitLevel> | null)[],
  { type, limit }: { type: 'credit' | 'debit'; limit: number },
  percents: { stopLoss: number; takeProfit: number },
): string | null {
  const moved = levels.flatMap((level) => (level && Math.abs(level.price - level.exact) > 1e-9 ? [level] : []))
  if (moved.length === 0) return null
  const ticks = [...new Set(moved.map((level) => money(level.tick)))]
  const [close, entry] = type === 'credit' ? ['buy-back', `${money(limit)} credit`] : ['sale', `${money(limit)} debit`]
  const parts = moved.map(({ rule, price, exact }) => {
    const percent = percents[rule]
    const exactly = `a $${Number(exact.toFixed(4))} ${close}`
    if (rule === 'takeProfit') {
      const words = type === 'credit' ? `${percent}% of the ${entry}` : `+${percent}% on the ${entry}`
      return `take-profit at ${money(price)} (${words} is ${exactly})`
    }
    const words = type === 'credit' ? `a ${percent}% loss on the ${entry}` : `−${percent}% on the ${entry}`
    return `stop-loss at ${money(price)} (${words} is ${exactly})`
  })
  return `Exits rounded to the ${ticks.join(' and ')} tick${ticks.length > 1 ? 's' : ''}, toward the trader’s side: ${parts.join('; ')}.`
}

const money = (value: number) => `$${value.toFixed(2)}`
const stepWords = (value: number, points: boolean) =>
  points ? `${value}-point` : Number.isInteger(value) ? `$${value}` : money(value)

/** "5-point strikes", "strikes $2.50 to $25, $5 to $200, $10 above". */
function strikeWords(spec: ContractSpec, points: boolean): string {
  const step = (value: number) => stepWords(value, points)
  const [first, ...rest] = spec.strikes
  if (rest.length === 0) return `${step(first.step)} strikes`
  const bands = rest.map((band) => {
    return Number.isFinite(band.below) ? `${step(band.step)} to $${band.below}` : `${step(band.step)} above`
  })
  return `strikes ${[`${step(first.step)} to $${first.below}`, ...bands].join(', ')}`
}

/** The ticker's standard listing grid in words, as the scenario's strike interval field says it. */
export function standardStrikes(ticker: string, price = Number.NaN): string {
  const grid = `The standard listing grid for ${ticker}: ${strikeWords(contractSpec(ticker), spxTickers.includes(ticker))}.`
  const chain = chainInterval(ticker, price)
  if (chain)
    return `${grid} At 0 the ticket uses ${ticker}’s chain as the Lab knows it near the money: ${stepWords(chain.interval, false)} strikes (${chain.source}, as of ${chain.asOf}). Where your chain lists another interval, type it.`
  return `${grid} Where your chain lists finer strikes near the money ($2.50 where the grid has $10), type that interval.`
}

/** The minimum price increment of an option quote for the ticker at that price. */
export function tickSize(ticker: string, price: number): number {
  return productTick(contractSpec(ticker), price)
}

/**
 * The rules a ticket applied, in one line: "SPX: 5-point strikes (the standard listing grid); ticks $0.05 under $3, $0.10
 * from $3; European, cash-settled, PM-settled (SPXW daily)". Without an expiration, SPX names both
 * of its settlements. With the underlying's price, strikes from the chain data the Lab has for the
 * ticker near it are named with their source and date.
 */
export function contractRules(
  ticker: string,
  expiration?: string,
  interval?: number,
  price = Number.NaN,
  chainFile?: string,
): string {
  const spec = contractSpec(ticker)
  const { under3, from3 } = spec.ticks
  const strikes = chainFile
    ? `strikes as your chain, ${chainFile}, lists them`
    : strikesWords(ticker, spec, strikeSource(ticker, interval, price), price)
  const ticks =
    under3 === from3
      ? `ticks ${money(under3)} at every price`
      : `ticks ${money(under3)} under $3, ${money(from3)} from $3`
  return `${ticker === spec.name ? ticker : `${ticker} (${spec.name})`}: ${strikes}; ${ticks}; ${spec.exercise}, ${settlementWords[spec.settlement]}${settlementDay(ticker, expiration)}.`
}

/** Where the ticket's strikes came from, in words: the scenario's interval, the chain's, or the standard listing grid. */
function strikesWords(ticker: string, spec: ContractSpec, source: StrikeSource, price: number): string {
  const points = spxTickers.includes(ticker)
  const grid = strikeWords(spec, points)
  const row = chainIntervals[ticker]
  switch (source.kind) {
    case 'scenario':
      return `${stepWords(source.interval, points)} strikes near the money, as the scenario says your chain lists them (the standard listing grid: ${grid})`
    case 'chain': {
      const { chain } = source
      return `${stepWords(chain.interval, points)} strikes near the money, as listed for ${ticker} (${chain.source}, as of ${chain.asOf}; the standard listing grid: ${grid})`
    }
    case 'rule': {
      // Without a price (a strategy page), a chain the Lab knows is named with the prices it holds at.
      if (row && row.interval !== null && Number.isNaN(price))
        return `${stepWords(row.interval, points)} strikes near the money as listed for ${ticker} near ${dollarRange(row.seenNear)} (${row.source}, as of ${row.asOf}); elsewhere ${grid} (the standard listing grid)`
      // An ETF's or an index's grid is its near-the-money listing; a stock's is the coarse rule, which the ticket says.
      if (spec.strikes !== standardEquityStrikes) return `${grid} (the standard listing grid)`
      const near = row && row.interval !== null ? ` near ${money(price)}` : ''
      return `${grid} (the standard listing grid: the Lab has no chain data for ${ticker}${near}; where your chain lists finer strikes near the money, type its interval in the scenario)`
    }
  }
}

const dollarRange = ({ low, high }: { low: number; high: number }) => `$${low}–$${high}`

/** SPXW settles on the expiry's closing value, the standard SPX monthly on the opening one (SOQ). */
function settlementDay(ticker: string, expiration: string | undefined): string {
  if (ticker !== 'SPX') return cashSettled(ticker) ? ', PM-settled' : ''
  if (expiration === undefined)
    return ', PM-settled (SPXW weeklies and dailies; the third-Friday SPX monthly is AM-settled)'
  const cycle = weekday(expiration) === 5 ? 'weekly' : 'daily'
  return isMonthlyExpiry(expiration)
    ? ', PM-settled (SPXW; the AM-settled SPX monthly also expires that day, settled at the open)'
    : `, PM-settled (SPXW ${cycle})`
}
