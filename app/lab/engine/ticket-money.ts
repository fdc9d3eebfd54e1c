import { tickSize } from './contracts.ts'
import { dollars } from './format.ts'
import { round2, tolerance, towardFill } from './market.ts'
import type { Strategy, Structure } from './model.ts'
import type { PositionInput } from './position.ts'
import type { Leg } from './ticket-types.ts'

/**
 * The money of an order ticket (ticket.ts): its limit on the tick grid from the legs' mids, what it
 * holds of the buying power and can lose, and what the daily loss cap counts for it.
 */

/**
 * The limit: the net mid on the tick grid toward a fill (less credit, more debit), then the ticks
 * asked for, in words. The net is the sum of the legs' unrounded mids, and a limit is never at the
 * mid: a credit's is below both the model's mid and the mid shown to the cent, a debit's above
 * both; where the grid and the ticks asked for would leave it there, one more tick moves it.
 */
export function limitOf(legs: Leg[], ticker: string, limitTicks: number) {
  const net = legs.reduce((sum, item) => sum + (item.side === 'buy' ? item.mid : -item.mid), 0)
  const type: 'debit' | 'credit' = net > 0 ? 'debit' : 'credit'
  const exact = Math.abs(net)
  const mid = round2(exact)
  const tick = tickSize(ticker, mid)
  const onGrid = towardFill(exact, tick, type === 'debit' ? 'pays' : 'receives')
  const toward = (ticks: number) => round2(type === 'debit' ? onGrid + ticks * tick : onGrid - ticks * tick)
  const atMid = (price: number) =>
    type === 'debit' ? price < Math.max(exact, mid) + tolerance : price > Math.min(exact, mid) - tolerance
  const ticks = atMid(toward(limitTicks)) ? limitTicks + 1 : limitTicks
  const limit = Math.max(tick, toward(ticks))
  const less = type === 'credit' ? 'less credit' : 'more debit'
  const each = (count: number) => `${count} tick${count === 1 ? '' : 's'} ($${tick.toFixed(2)} each)`
  const never = `, as a ${type} limit is never at the mid`
  const moves = [
    ...(Math.abs(onGrid - mid) > tolerance
      ? [
          `$${exact.toFixed(4)} unrounded, ${onGrid > exact ? 'up' : 'down'} to $${onGrid.toFixed(2)} on the $${tick.toFixed(2)} tick`,
        ]
      : []),
    ...(ticks > 0 ? [`${each(ticks)} toward a fill${ticks > limitTicks ? never : ''}`] : []),
  ]
  const limitWords = `Limit $${limit.toFixed(2)} ${type}: the $${mid.toFixed(2)} mid, ${moves.join(', then ')} (${less}).`
  return { type, mid, tick, limit, limitWords }
}

/**
 * What the order holds of the account's buying power, and the new money it can lose (what the
 * daily loss cap counts), for `units` shares' worth of each leg.
 */
export function capitalOf(
  structure: Structure,
  legs: Leg[],
  width: number,
  limit: number,
  units: number,
  shares?: PositionInput['shares'],
) {
  switch (structure) {
    case 'long':
    case 'debit-spread':
      return { buyingPower: limit * units, towardCap: limit * units }
    case 'credit-spread':
    case 'iron-condor': {
      // Brokers hold one side's width less the credit: both sides of a condor cannot lose at once.
      const held = Math.max(0, width - limit) * units
      return { buyingPower: held, towardCap: held }
    }
    case 'covered-call': {
      // The shares are already held and paid for, so no buying power; but they carry the stock's
      // downside to zero, less the call's premium, and that is what the position can lose.
      const basis = shares?.basis ?? 0
      return { buyingPower: 0, towardCap: Math.max(0, basis - limit) * units }
    }
    case 'cash-secured-put': {
      const shortPut = legs.find((item) => item.side === 'sell' && item.right === 'put')?.strike ?? 0
      const held = Math.max(0, shortPut - limit) * units
      return { buyingPower: held, towardCap: held }
    }
  }
}

/**
 * What the daily loss cap counts for the order: its max loss, or, when the risk rules count at the
 * stop (a gap multiple above 0) and the order has a stop, the loss where the stop closes it times
 * the multiple, never more than the max loss. A covered call's shares have no stop: their whole
 * downside counts.
 */
export function countedTowardCap(
  risk: Pick<Strategy['risk'], 'stopGapMultiple'>,
  structure: Structure,
  { limit, stopLoss, units, towardCap }: { limit: number; stopLoss: number | null; units: number; towardCap: number },
): { dollars: number; phrase: string; note: string | null } {
  const maxLoss = Math.round(towardCap)
  const full = { dollars: maxLoss, phrase: `this order’s max loss of ${dollars(maxLoss)}`, note: null }
  if (risk.stopGapMultiple <= 0 || stopLoss === null || structure === 'covered-call') return full
  const atStop = Math.round(Math.abs(stopLoss - limit) * units)
  const counted = Math.min(maxLoss, Math.round(atStop * risk.stopGapMultiple))
  if (counted >= maxLoss) return full
  const how = `the ${dollars(atStop)} loss at the ${dollars(stopLoss, 2)} stop × ${risk.stopGapMultiple} for a fill past it`
  return {
    dollars: counted,
    phrase: `this order’s ${dollars(counted)} at its stop (${how})`,
    note: `Counted toward the daily loss cap at the stop: ${dollars(counted)}, ${how}, not the ${dollars(maxLoss)} max loss.`,
  }
}

/**
 * One line where the legs' mids as the ticket shows them (to the cent) do not add up to the net mid
 * it shows, which comes from their unrounded values: "The legs’ mids as shown net $1.44; the $1.43
 * mid is the net of their unrounded mids, $1.4321 (each leg is rounded to the cent on its own)."
 * Null when they add up.
 */
export function legMidsWords(legs: readonly Leg[], mid: number): string | null {
  const shown = Math.abs(legs.reduce((sum, item) => sum + (item.side === 'buy' ? 1 : -1) * round2(item.mid), 0))
  if (Math.abs(round2(shown) - mid) < tolerance) return null
  const net = Math.abs(legs.reduce((sum, item) => sum + (item.side === 'buy' ? item.mid : -item.mid), 0))
  return `The legs’ mids as shown net $${shown.toFixed(2)}; the $${mid.toFixed(2)} mid is the net of their unrounded mids, $${net.toFixed(4)} (each leg is rounded to the cent on its own).`
}
