/**
 * The one table of what the Lab reads and edits: every number of the scenario with its label and
 * range, and every fact a condition can test (an order's and the risk rules' numbers are the same
 * kind of rows, in order-fields.ts, which the prerendered page does not load). The schema's messages
 * (schema.ts), the scenario panel, the node editors and the evaluator all read these rows, so a
 * label or a range is written once. No valibot and no React here: the prerendered page imports it.
 *
 * A fact that is a scenario number names it in `reads`; the schema builds the scenario's fields
 * from the tables below, the scenario panel lists them, and the evaluator reads them, so such a
 * fact ("RSI below 30") is a row in `marketFields` and a row in `factTable`, nothing more
 * (docs/decisions/012-strategy-lab.md has the checklist).
 */

import { eventCalendarYears } from './calendar.ts'
import { clockOf } from './clock.ts'
import { earlyCloseTime, regularClose, regularOpen, sessionMinutes } from './market.ts'

export const comparisons = ['lt', 'lte', 'gt', 'gte', 'eq', 'between'] as const
export type Comparison = (typeof comparisons)[number]

export const comparisonSymbols: Record<Comparison, string> = {
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
  eq: '=',
  between: 'between',
}

/** Comparisons in words, for a check read aloud: "needs < 20". */
export const comparisonWords: Record<Comparison, string> = {
  lt: 'below',
  lte: 'at most',
  gt: 'above',
  gte: 'at least',
  eq: 'equal to',
  between: 'between',
}

export type Range = { readonly min: number; readonly max: number }

/** A number the visitor types: its label where it is edited, the shorter name a message uses, its range. */
export type NumberField = {
  readonly label: string
  /** The field in a sentence ("Spread width must be…"), where the label carries a unit or an aside. */
  readonly name?: string
  readonly range: Range
  /** Whole numbers only (counts, days, contracts). */
  readonly whole?: boolean
  /** One line on what the value is, shown under the input. */
  readonly hint?: string
  /** Shown (and read) only while the account holds this (a position in the ticker, shares). */
  readonly shownWith?: 'positionsInTicker' | 'sharesHeld'
}

/** What a field is called in a sentence: "Spread width must be a number from…". */
export const fieldName = (field: NumberField) => field.name ?? field.label

const count = { min: 0, max: 10_000 }
const dollars = { min: -1_000_000_000, max: 1_000_000_000 }
const price = { min: 0.01, max: 1_000_000 }

/** The market the dry run evaluates against: made-up numbers, no market data. */
export const marketFields = {
  price: { label: 'Underlying price', range: price },
  iv: {
    label: 'Implied volatility (%)',
    range: { min: 1, max: 300 },
    hint: 'At-the-money IV of the options priced. For SPY it sits near the VIX, usually a point or two below it (the VIX is the 30-day IV of S&P 500 index options); 0-DTE IV swings more.',
  },
  ivRank: {
    label: 'IV rank',
    range: { min: 0, max: 100 },
    hint: 'Where today’s implied volatility sits in its one-year range, 0 to 100.',
  },
  vix: { label: 'VIX', range: { min: 0, max: 150 }, hint: 'The Cboe Volatility Index.' },
  dayMovePercent: {
    label: 'Day’s move (%)',
    range: { min: -100, max: 100 },
    hint: 'The underlying’s change since yesterday’s close.',
  },
} as const satisfies Record<string, NumberField>

/** The account the dry run evaluates against, in the order the scenario panel lists it. */
export const accountFields = {
  openPositions: {
    label: 'Open positions (account)',
    range: count,
    whole: true,
    hint: 'Every open position in the account, in any ticker.',
  },
  positionsInTicker: {
    label: 'Open positions in this ticker',
    range: count,
    whole: true,
    hint: 'Option positions this strategy holds in its own ticker.',
  },
  positionProfitPercent: {
    label: 'Open position’s profit (% of max)',
    range: { min: -1000, max: 100 },
    hint: 'The open position in this ticker: its unrealized profit as a percent of its max profit.',
    shownWith: 'positionsInTicker',
  },
  positionDte: {
    label: 'Open position’s days to expiration',
    range: { min: 0, max: 1000 },
    whole: true,
    hint: 'The open position in this ticker: calendar days until it expires.',
    shownWith: 'positionsInTicker',
  },
  sharesHeld: {
    label: 'Shares held',
    range: { min: 0, max: 10_000_000 },
    whole: true,
    hint: 'Shares of this ticker in the account (100 cover one call).',
  },
  costBasis: {
    label: 'Cost basis per share ($)',
    range: { min: 0, max: 1_000_000 },
    hint: 'What the shares cost; covered calls are sold at or above it.',
    shownWith: 'sharesHeld',
  },
  openRisk: {
    label: 'Open positions’ max loss ($)',
    range: { min: 0, max: 1e12 },
    hint: 'What the positions still open can lose at most; the daily loss cap counts it with today’s realized loss.',
  },
  entriesToday: { label: 'Entries today', range: count, whole: true, hint: 'Orders this strategy has opened today.' },
  realizedPnlToday: {
    label: 'Realized P&L today ($)',
    range: dollars,
    hint: 'Closed trades today, in dollars (a loss is negative).',
  },
  buyingPower: {
    label: 'Buying power ($)',
    range: { min: 0, max: 1e12 },
    hint: 'The account’s buying power before this order.',
  },
  feePerContract: {
    label: 'Fee per contract ($)',
    range: { min: 0, max: 50 },
    hint: 'Your broker’s commission and fees per option contract, to open.',
  },
} as const satisfies Record<string, NumberField>

export type MarketNumber = keyof typeof marketFields
export type AccountNumber = keyof typeof accountFields

/** How a fact's values are typed and read: a clock time, a yes/no, or a number with a unit. */
export type FactEditor = 'time' | 'yesNo' | 'number'

/** A scenario number a fact reads as it stands. */
export type FieldPath = `market.${MarketNumber}` | `account.${AccountNumber}`

type FactRow = {
  editor: FactEditor
  /** What a new condition on this fact starts as. */
  initial: { op: Comparison; value: number }
  /** Unit after a number: "%", "$" (before), "min", "days", "trading days". */
  unit?: '%' | '$' | 'min' | 'days' | 'trading days'
  /** Decimals the value is quoted with, where the market quotes it so (VIX 22.0). */
  decimals?: number
} & (
  | {
      /** The scenario number this fact is; its label, hint and range are that field's. */
      reads: FieldPath
      /** A fact of the open position: unknown (the condition not met) while none is held. */
      needsPosition?: true
    }
  | { label: string; hint: string; range: Range }
)

/**
 * Every fact a condition can test, in the order the editor offers them. A row with `reads` is a
 * scenario number; any other is worked out by the evaluator (conditions.ts), whose table of
 * those the compiler holds to this one.
 */
const factTable = {
  timeOfDay: {
    label: 'Time of day (ET)',
    hint: 'The alert’s time, or the schedule’s, in U.S. Eastern time.',
    editor: 'time',
    range: { min: 0, max: 24 * 60 - 1 },
    initial: { op: 'gte', value: 600 },
  },
  minutesSinceOpen: {
    label: 'Minutes since the open',
    hint: `From ${clockOf(regularOpen)} ET on a trading day.`,
    editor: 'number',
    range: { min: 0, max: sessionMinutes },
    initial: { op: 'gte', value: 30 },
    unit: 'min',
  },
  minutesToClose: {
    label: 'Minutes to the close',
    hint: `Until ${clockOf(regularClose)} ET, or ${clockOf(earlyCloseTime)} ET on an early-close day.`,
    editor: 'number',
    range: { min: 0, max: sessionMinutes },
    initial: { op: 'gte', value: 60 },
    unit: 'min',
  },
  eventDay: {
    label: 'Scheduled event day (FOMC, CPI or yours)',
    hint: `An FOMC decision day (${eventCalendarYears.first}–${eventCalendarYears.last}), a CPI release day once the company adds the BLS schedule’s dates, or a date you add to the scenario.`,
    editor: 'yesNo',
    range: { min: 0, max: 1 },
    initial: { op: 'eq', value: 1 },
  },
  eventBeforeExpiry: {
    label: 'Scheduled event before expiry (FOMC, CPI or yours)',
    hint: 'Yes when an FOMC decision, a CPI release the company has added or a date you add falls from today to the expiry of the option this IF opens (with no Open under it, the open position’s).',
    editor: 'yesNo',
    range: { min: 0, max: 1 },
    initial: { op: 'eq', value: 0 },
  },
  tradingDaysToEvent: {
    label: 'Trading days to the next scheduled event (FOMC, CPI or yours)',
    hint: '0 on the day of an FOMC decision, a CPI release the company has added or a date you add; “within 3 trading days” is at most 3.',
    editor: 'number',
    range: { min: 0, max: 1000 },
    initial: { op: 'lte', value: 3 },
    unit: 'trading days',
  },
  underlyingPrice: {
    label: 'Underlying price',
    hint: 'The alert’s price for an alert trigger, the market price for a schedule.',
    editor: 'number',
    range: { min: 0, max: 1_000_000 },
    initial: { op: 'gt', value: 100 },
    unit: '$',
  },
  priceVsAverage: {
    label: 'Price vs moving average (%)',
    hint: 'Percent above (+) or below (−) the average named in the scenario.',
    editor: 'number',
    range: { min: -100, max: 1000 },
    initial: { op: 'gt', value: 0 },
    unit: '%',
  },
  ivRank: { reads: 'market.ivRank', editor: 'number', initial: { op: 'gte', value: 50 } },
  vix: { reads: 'market.vix', editor: 'number', initial: { op: 'lt', value: 20 }, decimals: 1 },
  dayMovePercent: { reads: 'market.dayMovePercent', editor: 'number', initial: { op: 'gt', value: 0.5 }, unit: '%' },
  openPositions: { reads: 'account.openPositions', editor: 'number', initial: { op: 'lt', value: 3 } },
  positionsInTicker: { reads: 'account.positionsInTicker', editor: 'number', initial: { op: 'eq', value: 0 } },
  positionProfitPercent: {
    reads: 'account.positionProfitPercent',
    needsPosition: true,
    editor: 'number',
    initial: { op: 'gte', value: 50 },
    unit: '%',
  },
  positionDte: {
    reads: 'account.positionDte',
    needsPosition: true,
    editor: 'number',
    initial: { op: 'lte', value: 21 },
    unit: 'days',
  },
  sharesHeld: { reads: 'account.sharesHeld', editor: 'number', initial: { op: 'gte', value: 100 } },
  entriesToday: { reads: 'account.entriesToday', editor: 'number', initial: { op: 'lt', value: 2 } },
  minutesSinceLastEntry: {
    label: 'Minutes since the last entry',
    hint: 'Since this strategy’s last order today; with none today, the condition reads “no entry yet”.',
    editor: 'number',
    range: { min: 0, max: 24 * 60 },
    initial: { op: 'gte', value: 60 },
    unit: 'min',
  },
  realizedPnlToday: {
    reads: 'account.realizedPnlToday',
    editor: 'number',
    initial: { op: 'gt', value: -500 },
    unit: '$',
  },
  buyingPower: { reads: 'account.buyingPower', editor: 'number', initial: { op: 'gte', value: 5000 }, unit: '$' },
} as const satisfies Record<string, FactRow>

export type Fact = keyof typeof factTable

/** The facts the evaluator works out in code (the rest read a scenario number). */
export type ComputedFact = { [F in Fact]: (typeof factTable)[F] extends { reads: string } ? never : F }[Fact]

export type FactInfo = {
  label: string
  /** One line on where the value comes from, shown under the editor. */
  hint: string
  editor: FactEditor
  /** The range a condition's value may take (minutes after midnight for times, 0/1 for yes/no). */
  range: Range
  initial: { op: Comparison; value: number }
  unit?: '%' | '$' | 'min' | 'days' | 'trading days'
  decimals?: number
  reads?: FieldPath
  needsPosition?: true
}

/** The scenario field a path names. */
export function fieldAt(path: FieldPath): NumberField {
  const [section, key] = path.split('.') as ['market', MarketNumber] | ['account', AccountNumber]
  return section === 'market' ? marketFields[key] : accountFields[key]
}

export const facts = Object.keys(factTable) as Fact[]

export const factInfo = Object.fromEntries(
  facts.map((fact): [Fact, FactInfo] => {
    const row: FactRow = factTable[fact]
    if (!('reads' in row)) return [fact, row]
    const { label, hint = '', range } = fieldAt(row.reads)
    return [fact, { ...row, label, hint, range }]
  }),
) as Record<Fact, FactInfo>

/** Each fact's label alone, for the places that only name it. */
export const factLabels = Object.fromEntries(facts.map((fact) => [fact, factInfo[fact].label])) as Record<Fact, string>
