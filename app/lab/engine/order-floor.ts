import { dollars, dollarsAsTyped } from './format.ts'
import { round2, tolerance } from './market.ts'
import type { OpenAction, RiskRules } from './model.ts'
import { riskFields } from './order-fields.ts'
import type { Leg, Ticket } from './ticket-types.ts'

/**
 * The price under which an order is not sent: never at a model mid of $0.00 (there is nothing to
 * sell, and a limit a tick from it would sit above the mid), never a credit limit at or above its
 * mid, never a credit under the Open node's minimum (a percent of the spread's width), and never an
 * order whose fees to open and close take more of its max profit than the risk rule allows. The
 * ticket states the minimum; the run skips the order with the reason (evaluate.ts).
 */

/** One side's width: the widest gap between two strikes of the same right (a condor's sides are equal). */
function widthOf(legs: readonly Leg[]): number | null {
  let width: number | null = null
  for (const a of legs) {
    for (const b of legs) {
      if (a.right === b.right && a.strike > b.strike) width = Math.max(width ?? 0, a.strike - b.strike)
    }
  }
  return width
}

/** The minimum credit per share the node asks for, with its words, or null when it sets none or the order has no width. */
export function minimumCredit(
  action: Pick<OpenAction, 'minCreditPercent'>,
  legs: readonly Leg[],
): { credit: number; words: string } | null {
  const percent = action.minCreditPercent ?? 0
  const width = widthOf(legs)
  if (percent <= 0 || width === null) return null
  const credit = round2((width * percent) / 100)
  return {
    credit,
    words: `Minimum credit ${dollars(credit, 2)}: ${percent}% of the ${dollarsAsTyped(width)} width.`,
  }
}

/** Why the order is not sent at its price, or null when it may be. */
export function belowFloor(action: Pick<OpenAction, 'minCreditPercent' | 'limitTicks'>, ticket: Ticket): string | null {
  const { mid, limit, type } = ticket
  if (mid < tolerance) {
    return `The model prices this ${type} at a $0.00 mid: there is nothing to ${type === 'credit' ? 'sell' : 'buy'}, and a limit a tick away would be above the mid, so no order is sent.`
  }
  // A credit's limit is below its mid (ticket.ts moves it there); one the $0.01 floor put back at or above it is not sent.
  if (type === 'credit' && limit > mid - tolerance) {
    return `The ${dollars(mid, 2)} mid, moved toward a fill, leaves no credit: a limit of ${dollars(limit, 2)} would not be below the mid, so no order is sent.`
  }
  const minimum = type === 'credit' ? minimumCredit(action, ticket.legs) : null
  if (minimum && limit < minimum.credit - tolerance) {
    return `${minimum.words.replace(/\.$/, '')}; the limit is ${dollars(limit, 2)} (the ${dollars(mid, 2)} mid), under it, so no order is sent.`
  }
  return null
}

/**
 * Why the order's round-trip fees (to open and to close, the same each way) take more of its max
 * profit than the risk rule allows, with the numbers, or null. A position without a capped profit
 * (a long option) has no share to take.
 */
export function feesOverProfit(risk: Pick<RiskRules, 'maxFeePercent'>, ticket: Ticket): string | null {
  const { maxProfit, fees } = ticket.math
  if (risk.maxFeePercent <= 0 || maxProfit === null || maxProfit <= 0) return null
  const roundTrip = fees * 2
  const share = (roundTrip / maxProfit) * 100
  if (share <= risk.maxFeePercent + tolerance) return null
  return `${riskFields.maxFeePercent.name}: ${dollars(roundTrip, 2)} of fees to open and close (${dollars(fees, 2)} each way) is ${Number(share.toFixed(1))}% of the ${dollarsAsTyped(round2(maxProfit))} max profit, over the ${risk.maxFeePercent}% limit, so no order is sent.`
}
