import type { NumberField } from './facts.ts'

/**
 * The rest of the field table (facts.ts): the numbers of an Open position node and of the risk
 * rules, with their labels, the names their messages use and their ranges. The schema, the node
 * editor and the risk panel read them. Kept apart from facts.ts only because the prerendered page
 * reads facts.ts and never these, so they load with the workbench, not with the page.
 */

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
