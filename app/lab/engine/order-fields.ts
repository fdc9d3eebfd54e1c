import type { NumberField } from './facts.ts'

/**
 * The rest of the field table (facts.ts): the numbers of an Open position node and of the risk
 * rules, with their labels, the names their messages use and their ranges. The schema, the node
 * editor and the risk panel read them. Kept apart from facts.ts only because the prerendered page
 * reads facts.ts and never these, so they load with the workbench, not with the page.
 */

/**
 * The gap multiple the stop-loss count is offered at: a stop in a fast market fills past its price,
 * and half as much again is a common allowance for it.
 */
export const stopGap = { suggested: 1.5 } as const

/**
 * A scenario's own strike interval near the money, for a chain that lists finer strikes than the
 * standard listing grid (contracts.ts): AAPL near $230 lists $2.50 strikes where the grid has $10.
 * Absent or 0, the ticket uses the Lab's default: the chain it has data for near the price
 * (app/content/lab-tickers.ts), else the standard grid; the field's hint says which.
 */
export const scenarioFields = {
  strikeInterval: {
    label: 'Strike interval near the money ($, 0 for the Lab’s default)',
    name: 'Strike interval',
    range: { min: 0, max: 100 },
  },
} as const satisfies Record<string, NumberField>

/** The numbers of an Open position node, as its editor labels them. */
export const actionFields = {
  dte: { label: 'Days to expiration', range: { min: 0, max: 365 }, whole: true },
  delta: { label: 'Delta (0.01 to 0.99)', name: 'Delta', range: { min: 0.01, max: 0.99 } },
  dollars: { label: 'Dollars from the underlying', name: 'Strike offset', range: { min: -500, max: 500 } },
  width: { label: 'Spread width ($)', name: 'Spread width', range: { min: 0.5, max: 100 } },
  quantity: { label: 'Quantity', range: { min: 1, max: 100 }, whole: true },
  /** Ticks from the mid toward a fill: 0 is the mid; always less credit or more debit. */
  limitTicks: {
    label: 'Limit: ticks from the mid toward a fill (less credit, more debit)',
    name: 'Ticks toward a fill',
    range: { min: 0, max: 20 },
    whole: true,
  },
  /** A credit order's smallest acceptable credit, percent of the spread's width; absent or 0 sets none. */
  minCreditPercent: {
    label: 'Minimum credit (% of the width, 0 for none)',
    name: 'Minimum credit',
    range: { min: 0, max: 100 },
  },
} as const satisfies Record<string, NumberField>

/** The strategy-wide risk rules' numbers, as the risk panel labels them. */
export const riskFields = {
  maxContractsPerOrder: {
    label: 'Max contracts per order (spreads and condors count as one)',
    name: 'Max contracts per order',
    range: { min: 1, max: 500 },
    whole: true,
  },
  maxOpenPositions: { label: 'Max open positions', range: { min: 1, max: 100 }, whole: true },
  /**
   * A day's loss as a trader caps it: what today's closes lost, plus what the positions still open
   * can lose, plus this order's max loss (risk.ts).
   */
  dailyLossCap: {
    label: 'Daily loss cap: realized loss + open risk + this order ($, 0 for none)',
    name: 'Daily loss cap',
    range: { min: 0, max: 1_000_000 },
  },
  /**
   * How the daily loss cap counts an order and each position still open: at its full max loss (0,
   * what every template and a file saved before the rule count), or at the loss where its stop-loss
   * closes it times this multiple, which allows for a fill past the stop in a fast market (ticket.ts).
   */
  stopGapMultiple: {
    label: `Count toward the daily loss cap at the stop-loss × this gap multiple (${stopGap.suggested} allows a fill half as far again past the stop; 0 counts the full max loss)`,
    name: 'Loss at the stop',
    range: { min: 0, max: 10 },
  },
  /** Today's realized loss alone, after which no new position opens: "stop opening after $500 lost today". */
  realizedLossLimit: {
    label: 'Stop opening after this much realized loss today ($, 0 for none)',
    name: 'Realized loss limit',
    range: { min: 0, max: 1_000_000 },
  },
  /** One order's own max loss, whatever the day has done. */
  maxLossPerOrder: {
    label: 'Max loss per order ($, 0 for none)',
    name: 'Max loss per order',
    range: { min: 0, max: 1_000_000 },
  },
  /** The least premium an option sold (a credit) must bring, per share: a wheel's call below it is not worth the cap on the shares. */
  minPremium: {
    label: 'Min premium for an option sold ($ a share, 0 for none)',
    name: 'Min premium',
    range: { min: 0, max: 10_000 },
  },
  /** Stop-loss and take-profit, percent of the entry price; 0 sets none. */
  stopLossPercent: { label: 'Stop-loss (% of entry, 0 for none)', name: 'Stop-loss %', range: { min: 0, max: 1000 } },
  takeProfitPercent: {
    label: 'Take-profit (% of entry, 0 for none)',
    name: 'Take-profit %',
    range: { min: 0, max: 1000 },
  },
  maxBuyingPowerPerTrade: {
    label: 'Max buying power per trade ($)',
    name: 'Max buying power per trade',
    range: { min: 100, max: 10_000_000 },
  },
  /** Fees to open and to close, as a share of the order's max profit: over it, the order is not sent. */
  maxFeePercent: {
    label: 'Max round-trip fees (% of max profit, 0 for none)',
    name: 'Max fees',
    range: { min: 0, max: 100 },
  },
} as const satisfies Record<string, NumberField>
