import type { Comparison, Fact, Structure } from './model'

/**
 * The words the Lab uses for the model's values, apart from the evaluator so the prerendered page
 * can describe a strategy without loading the engine.
 */

/** Every result of the Lab carries this. */
export const simulationNote =
  'Simulation with made-up inputs: a decision and an order, not a trading result. Not investment advice.'

export const factLabels: Record<Fact, string> = {
  timeOfDay: 'Time of day (ET)',
  underlyingPrice: 'Underlying price',
  priceVsAverage: 'Price vs moving average (%)',
  ivRank: 'IV rank',
  vix: 'VIX',
  dayMovePercent: "Day's move (%)",
  openPositions: 'Open positions',
  realizedPnlToday: 'Realized P&L today ($)',
  buyingPower: 'Buying power ($)',
}

export const comparisonSymbols: Record<Comparison, string> = {
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
  eq: '=',
  between: 'between',
}

export const structureLabels: Record<Structure, string> = {
  long: 'Long option',
  'debit-spread': 'Vertical debit spread',
  'credit-spread': 'Vertical credit spread',
  'iron-condor': 'Iron condor',
  'covered-call': 'Covered call',
  'cash-secured-put': 'Cash-secured put',
}
