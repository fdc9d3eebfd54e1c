/**
 * The Lab's tables: every fact a condition can test and every kind of node, with the words, the
 * ranges, the defaults and the editor each one uses. The schema, the validation, the evaluator, the
 * editors and the prerendered page all read these, so a new fact or node kind is a row here (and
 * its value in the evaluator), not an edit in six places. No valibot and no React here: the
 * prerendered page imports this module.
 */

/** Every result of the Lab carries this. */
export const simulationNote =
  'Simulation with made-up inputs: a decision and an order, not a trading result. Not investment advice.'

export const facts = [
  'timeOfDay',
  'minutesSinceOpen',
  'minutesToClose',
  'eventDay',
  'underlyingPrice',
  'priceVsAverage',
  'ivRank',
  'vix',
  'dayMovePercent',
  'openPositions',
  'positionsInTicker',
  'positionProfitPercent',
  'positionDte',
  'sharesHeld',
  'entriesToday',
  'minutesSinceLastEntry',
  'realizedPnlToday',
  'buyingPower',
] as const

export type Fact = (typeof facts)[number]

/** What a charting-platform alert can ask for: buy and add open, sell opens on the sell side, exit closes, cancel does nothing new. */
export const alertActions = ['buy', 'sell', 'exit', 'cancel', 'add'] as const
export type AlertAction = (typeof alertActions)[number]

export const comparisons = ['lt', 'lte', 'gt', 'gte', 'eq', 'between'] as const
export type Comparison = (typeof comparisons)[number]

/** How a fact's values are typed and read: a clock time, a yes/no, or a number with a unit. */
export type FactEditor = 'time' | 'yesNo' | 'number'

export type FactInfo = {
  label: string
  /** One line on where the value comes from, shown under the editor. */
  hint: string
  editor: FactEditor
  /** The range a condition's value may take (minutes after midnight for times, 0/1 for yes/no). */
  range: { min: number; max: number }
  /** What a new condition on this fact starts as. */
  initial: { op: Comparison; value: number }
  /** Unit after a number: "%", "$" (before), "min", "days". */
  unit?: '%' | '$' | 'min' | 'days'
  /** Decimals the value is quoted with, where the market quotes it so (VIX 22.0). */
  decimals?: number
}

const count = { min: 0, max: 10_000 }
const dollars = { min: -1_000_000_000, max: 1_000_000_000 }

export const factInfo: Record<Fact, FactInfo> = {
  timeOfDay: {
    label: 'Time of day (ET)',
    hint: 'The alert’s time, or the schedule’s, in U.S. Eastern time.',
    editor: 'time',
    range: { min: 0, max: 24 * 60 - 1 },
    initial: { op: 'gte', value: 600 },
  },
  minutesSinceOpen: {
    label: 'Minutes since the open',
    hint: 'From 09:30 ET on a trading day.',
    editor: 'number',
    range: { min: 0, max: 390 },
    initial: { op: 'gte', value: 30 },
    unit: 'min',
  },
  minutesToClose: {
    label: 'Minutes to the close',
    hint: 'Until 16:00 ET, or 13:00 ET on an early-close day.',
    editor: 'number',
    range: { min: 0, max: 390 },
    initial: { op: 'gte', value: 60 },
    unit: 'min',
  },
  eventDay: {
    label: 'Scheduled event day (FOMC or CPI)',
    hint: 'From the Lab’s bundled calendar: the FOMC’s 2025–2027 decision days, and the CPI release days it lists.',
    editor: 'yesNo',
    range: { min: 0, max: 1 },
    initial: { op: 'eq', value: 1 },
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
  ivRank: {
    label: 'IV rank',
    hint: 'Where today’s implied volatility sits in its one-year range, 0 to 100.',
    editor: 'number',
    range: { min: 0, max: 100 },
    initial: { op: 'gte', value: 50 },
  },
  vix: {
    label: 'VIX',
    hint: 'The Cboe Volatility Index.',
    editor: 'number',
    range: { min: 0, max: 150 },
    initial: { op: 'lt', value: 20 },
    decimals: 1,
  },
  dayMovePercent: {
    label: 'Day’s move (%)',
    hint: 'The underlying’s change since yesterday’s close.',
    editor: 'number',
    range: { min: -100, max: 100 },
    initial: { op: 'gt', value: 0.5 },
    unit: '%',
  },
  openPositions: {
    label: 'Open positions (account)',
    hint: 'Every open position in the account, in any ticker.',
    editor: 'number',
    range: count,
    initial: { op: 'lt', value: 3 },
  },
  positionsInTicker: {
    label: 'Open positions in this ticker',
    hint: 'Option positions this strategy holds in its own ticker.',
    editor: 'number',
    range: count,
    initial: { op: 'eq', value: 0 },
  },
  positionProfitPercent: {
    label: 'Open position’s profit (% of max)',
    hint: 'The open position in this ticker: its unrealized profit as a percent of its max profit.',
    editor: 'number',
    range: { min: -1000, max: 100 },
    initial: { op: 'gte', value: 50 },
    unit: '%',
  },
  positionDte: {
    label: 'Open position’s days to expiration',
    hint: 'The open position in this ticker: calendar days until it expires.',
    editor: 'number',
    range: { min: 0, max: 1000 },
    initial: { op: 'lte', value: 21 },
    unit: 'days',
  },
  sharesHeld: {
    label: 'Shares held',
    hint: 'Shares of this ticker in the account (100 cover one call).',
    editor: 'number',
    range: { min: 0, max: 10_000_000 },
    initial: { op: 'gte', value: 100 },
  },
  entriesToday: {
    label: 'Entries today',
    hint: 'Orders this strategy has opened today.',
    editor: 'number',
    range: count,
    initial: { op: 'lt', value: 2 },
  },
  minutesSinceLastEntry: {
    label: 'Minutes since the last entry',
    hint: 'Since this strategy’s last order today; with none today, the condition reads “no entry yet”.',
    editor: 'number',
    range: { min: 0, max: 24 * 60 },
    initial: { op: 'gte', value: 60 },
    unit: 'min',
  },
  realizedPnlToday: {
    label: 'Realized P&L today ($)',
    hint: 'Closed trades today, in dollars (a loss is negative).',
    editor: 'number',
    range: dollars,
    initial: { op: 'gt', value: -500 },
    unit: '$',
  },
  buyingPower: {
    label: 'Buying power ($)',
    hint: 'The account’s buying power before this order.',
    editor: 'number',
    range: { min: 0, max: 1e12 },
    initial: { op: 'gte', value: 5000 },
    unit: '$',
  },
}

/** Each fact's label alone, for the places that only name it. */
export const factLabels = Object.fromEntries(facts.map((fact) => [fact, factInfo[fact].label])) as Record<Fact, string>

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

export const structures = [
  'long',
  'debit-spread',
  'credit-spread',
  'iron-condor',
  'covered-call',
  'cash-secured-put',
] as const
export type Structure = (typeof structures)[number]

export type StructureInfo = {
  label: string
  /** How traders count one unit of it, singular: "call debit spread" (right filled in), "iron condor". */
  unit: (right: 'call' | 'put') => string
  /** Whether the editor asks for the right (call or put) and a width. */
  hasRight: boolean
  hasWidth: boolean
}

export const structureInfo: Record<Structure, StructureInfo> = {
  long: { label: 'Long option', unit: (right) => `long ${right}`, hasRight: true, hasWidth: false },
  'debit-spread': {
    label: 'Vertical debit spread',
    unit: (right) => `${right} debit spread`,
    hasRight: true,
    hasWidth: true,
  },
  'credit-spread': {
    label: 'Vertical credit spread',
    unit: (right) => `${right} credit spread`,
    hasRight: true,
    hasWidth: true,
  },
  'iron-condor': { label: 'Iron condor', unit: () => 'iron condor', hasRight: false, hasWidth: true },
  'covered-call': { label: 'Covered call', unit: () => 'covered call', hasRight: false, hasWidth: false },
  'cash-secured-put': {
    label: 'Cash-secured put',
    unit: () => 'cash-secured put',
    hasRight: false,
    hasWidth: false,
  },
}

export const structureLabels = Object.fromEntries(structures.map((key) => [key, structureInfo[key].label])) as Record<
  Structure,
  string
>

/** Every range the Lab accepts outside the facts: the schema, the validation and the editor's inputs read it. */
export const limits = {
  dte: { min: 0, max: 365 },
  delta: { min: 0.01, max: 0.99 },
  offsetDollars: { min: -500, max: 500 },
  width: { min: 0.5, max: 100 },
  quantity: { min: 1, max: 100 },
  /** Ticks from the mid toward a fill: 0 is the mid; always less credit or more debit. */
  limitTicks: { min: 0, max: 20 },
  maxContractsPerOrder: { min: 1, max: 500 },
  maxOpenPositions: { min: 1, max: 100 },
  dailyLossCap: { min: 0, max: 1_000_000 },
  /** Stop-loss and take-profit, percent of the entry price; 0 sets none. */
  percent: { min: 0, max: 1000 },
  maxBuyingPowerPerTrade: { min: 100, max: 10_000_000 },
  /** Nodes in one tree (conditions included): enough for any real strategy, small enough to share in a link. */
  nodes: 60,
  nameLength: 60,
  reasonLength: 200,
  idLength: 40,
  averageLength: 40,
} as const

export const nodeKinds = ['if', 'test', 'all', 'any', 'open', 'close', 'skip'] as const
export type NodeKind = (typeof nodeKinds)[number]

export type NodeKindInfo = {
  /** The kind in the editor's title ("Edit condition") and in announcements ("Deleted the condition"). */
  name: string
  /** Its tag in the tree. */
  tag: string
  /** For the kinds an empty THEN or ELSE can take: the choice that adds one. */
  adds?: string
}

export const nodeKindInfo: Record<NodeKind, NodeKindInfo> = {
  if: { name: 'IF', tag: 'IF', adds: 'IF' },
  test: { name: 'condition', tag: 'TEST' },
  all: { name: 'AND group', tag: 'AND' },
  any: { name: 'OR group', tag: 'OR' },
  open: { name: 'Open position', tag: 'OPEN', adds: 'Open a position' },
  close: { name: 'Close positions', tag: 'CLOSE', adds: 'Close positions' },
  skip: { name: 'Do nothing', tag: 'SKIP', adds: 'Do nothing' },
}

/** What an empty branch can take, in the order the editor offers it. */
export const branchKinds = ['open', 'if', 'close', 'skip'] as const satisfies readonly NodeKind[]
export type BranchKind = (typeof branchKinds)[number]

/** A condition a trader adds often, one choice away; any other is a fact in the full editor. */
export type ConditionPreset = { label: string; fact: Fact; op: Comparison; value: number }

/** Offered first when a condition is added, in this order. */
export const conditionPresets: readonly ConditionPreset[] = [
  { label: 'After 10:00 ET', fact: 'timeOfDay', op: 'gte', value: 600 },
  { label: 'VIX below 20', fact: 'vix', op: 'lt', value: 20 },
  { label: 'IV rank above 30', fact: 'ivRank', op: 'gt', value: 30 },
  { label: 'No open position in this ticker', fact: 'positionsInTicker', op: 'eq', value: 0 },
  { label: 'Not an event day (FOMC or CPI)', fact: 'eventDay', op: 'eq', value: 0 },
  { label: 'Fewer than 2 entries today', fact: 'entriesToday', op: 'lt', value: 2 },
  { label: 'Before 15:00 ET', fact: 'timeOfDay', op: 'lt', value: 900 },
]
