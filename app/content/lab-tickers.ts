/**
 * What the Strategy Lab knows of each ticker beyond its contract terms (the Lab's
 * contracts.ts): the strike interval its listed chain shows near the money, and the scenario
 * values a strategy on it opens with when a link or file carries none. Read only by the Lab's
 * engine, so it loads with the engine's chunk. Kept free of imports: plain data.
 */

/**
 * A ticker's listed strikes near the money, as a trader sees them on the chain: `interval` dollars
 * apart while the underlying is near the prices it was seen at (`seenNear`), with where that comes
 * from and when. `interval: null` says no chain was checked for this table: the ticket keeps the
 * listing rule (contracts.ts) and says so.
 */
export type ChainInterval =
  | {
      readonly interval: number
      /** The underlying's prices, low to high, at which the chain was seen listing `interval` strikes. */
      readonly seenNear: { readonly low: number; readonly high: number }
      readonly source: string
      /** The day the chain was reported, YYYY-MM-DD. */
      readonly asOf: string
    }
  | { readonly interval: null; readonly why: string }

/**
 * How far beyond the prices a chain was seen at its interval is still taken as the chain's, as a
 * fraction of the price: a chain lists its finer strikes around wherever the underlying trades, but
 * far from the prices seen the Lab does not claim to know it.
 */
export const chainReach = 0.1

const notChecked = (ticker: string) =>
  `No listed chain of ${ticker} was checked for this table, so no interval is claimed: its strikes come from the listing rule.`

/**
 * Near-the-money strike intervals of the most active stocks with listed options. The ETFs and indexes the Lab
 * knows (SPY, QQQ, IWM: $1 strikes; SPX and SPXW: 5-point; XSP: $1) list those intervals as their
 * contract terms themselves, so they have no row here: contracts.ts names them with their source.
 */
export const chainIntervals: Readonly<Record<string, ChainInterval>> = {
  // A trader reading AAPL's listed chain with AAPL near $216–230 found $2.50 strikes near the money
  // and $5 strikes beyond them, where the standard monthly grid has $10. Their report is the source;
  // no exchange listing was read for this table.
  AAPL: {
    interval: 2.5,
    seenNear: { low: 216, high: 230 },
    source: 'a trader’s reading of AAPL’s listed chain ($2.50 strikes near the money, $5 beyond)',
    asOf: '2026-11-28',
  },
  MSFT: { interval: null, why: notChecked('MSFT') },
  NVDA: { interval: null, why: notChecked('NVDA') },
  AMZN: { interval: null, why: notChecked('AMZN') },
  META: { interval: null, why: notChecked('META') },
  GOOGL: { interval: null, why: notChecked('GOOGL') },
  TSLA: { interval: null, why: notChecked('TSLA') },
}

/**
 * The values a scenario on a ticker opens with when a link or file carries none, or carries one the
 * Lab cannot use: illustrative scenario defaults, the numbers the Lab's own templates are tried on,
 * NOT market data. A ticker without a row has no defaults: the Lab asks for its values.
 */
export type TickerDefaults = {
  /** The underlying's price, and the alert's. */
  readonly price: number
  /** At-the-money implied volatility, percent. */
  readonly iv: number
  readonly ivRank: number
  readonly dayMovePercent: number
  readonly averages: Readonly<Record<string, number>>
}

const tickers = {
  SPY: {
    price: 600,
    iv: 18,
    ivRank: 62,
    dayMovePercent: 0.6,
    averages: { VWAP: 598.4, 'SMA 20': 592.1, 'SMA 50': 585.7 },
  },
  QQQ: { price: 520, iv: 21, ivRank: 40, dayMovePercent: 0.8, averages: { 'SMA 50': 505.3 } },
  AAPL: { price: 230, iv: 26, ivRank: 35, dayMovePercent: 0.6, averages: { 'SMA 50': 224.5 } },
} satisfies Record<string, TickerDefaults>

export const scenarioDefaults = {
  /** The scenario day these illustrative values are set for, YYYY-MM-DD. */
  asOf: '2026-11-23',
  /** What they are, as the Lab says it beside them: never market data. */
  what: 'illustrative scenario defaults',
  tickers,
}

/** A ticker's defaults, or null for a ticker the table does not hold. */
export function tickerDefaults(ticker: string): TickerDefaults | null {
  return Object.hasOwn(tickers, ticker) ? tickers[ticker as keyof typeof tickers] : null
}
