import type { Scenario } from './model.ts'
import type { AlertExits } from './order-exits.ts'
import type { Quotes } from './quotes.ts'

/** What the scenario and strategy say about the moment of the run. */
export type RunContext = {
  scenario: Scenario
  ticker: string
  date: string
  /** The underlying price the run uses: the alert's for an alert trigger, the market's for a schedule. */
  price: number
  /** What the alert changed that the ticket should say: an alert without a price, its sentiment. */
  alertNotes?: readonly string[]
  /** The alert's TradersPost takeProfit and stopLoss, which replace the risk rules' exits on the ticket. */
  alertExits?: AlertExits
  minutes: number
  /** The trader's own chain, when one is loaded: the ticket is priced from its quotes (quotes.ts). */
  quotes?: Quotes
  /** The trading session of the scenario's date (the run only reaches the tree on a trading day). */
  close: number
  /**
   * The expiry of the option the IF being tested would open (its Open nodes', the latest of them),
   * or with none under it the open position's; null when neither exists. `of` says whose, in words.
   */
  expiry?: { date: string; of: string } | null
}
