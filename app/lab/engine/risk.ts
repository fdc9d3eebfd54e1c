import { earlyClose } from './calendar.ts'
import { dollars, grouped } from './format.ts'
import { structureInfo } from './kinds.ts'
import { multiplier, regularClose, tolerance } from './market.ts'
import { clockOf, minutesOf, type RiskRules } from './model.ts'
import { riskFields } from './order-fields.ts'
import type { RunContext } from './run-context.ts'
import type { Ticket } from './ticket-types.ts'

/**
 * Why an order did not go out although the tree chose it: a risk rule of the strategy, the
 * account's buying power, or (never switched off) a covered call without the shares to cover it.
 */
export type BlockingRule =
  | keyof Pick<
      RiskRules,
      | 'window'
      | 'minPremium'
      | 'maxLossPerOrder'
      | 'dailyLossCap'
      | 'realizedLossLimit'
      | 'maxOpenPositions'
      | 'maxContractsPerOrder'
      | 'maxBuyingPowerPerTrade'
    >
  | 'accountBuyingPower'
  | 'coveredByShares'

/**
 * The window's end on the run's day. An end later than an early close keeps its distance before
 * the close: 09:45–15:00 ET, an hour before the 16:00 close, ends at 12:00 ET when the session
 * closes at 13:00 ET, and the reason says so.
 */
function windowEnd(risk: RiskRules, { date, close }: RunContext): { minutes: number; words: string } {
  const end = minutesOf(risk.window.end)
  const early = earlyClose(date)
  if (!early || end <= close) return { minutes: end, words: '' }
  const before = regularClose - end
  const clipped = windowEndBefore(end, close)
  return {
    minutes: clipped,
    words: `early close at ${clockOf(close)} ET (${early}): the window’s ${risk.window.end} ET end, ${before} minutes before the regular close, becomes ${clockOf(clipped)} ET, so no new orders after it; `,
  }
}

/** The window's last minute before a close: an end past the close keeps its distance before the regular close. */
export const windowEndBefore = (end: number, close: number) => (end <= close ? end : close - (regularClose - end))

/** The first rule the order breaks, in the order the platform checks them, or null. */
export function firstBlock(
  risk: RiskRules,
  ticket: Ticket,
  context: RunContext,
): { rule: BlockingRule; reason: string } | null {
  const { scenario, minutes, ticker } = context
  const { account } = scenario
  if (ticket.structure === 'covered-call' && account.sharesHeld < ticket.quantity * multiplier) {
    return {
      rule: 'coveredByShares',
      reason: `Covered call: ${ticket.quantity} contract${ticket.quantity === 1 ? '' : 's'} need${ticket.quantity === 1 ? 's' : ''} ${grouped(ticket.quantity * multiplier)} shares of ${ticker}; the account holds ${grouped(account.sharesHeld)}. Without them this would be a naked call.`,
    }
  }
  const start = minutesOf(risk.window.start)
  const end = windowEnd(risk, context)
  if (minutes < start || minutes > end.minutes) {
    return {
      rule: 'window',
      reason: `Trading window: ${end.words}${clockOf(minutes)} ET is outside ${risk.window.start}–${clockOf(end.minutes)} ET.`,
    }
  }
  if (risk.minPremium > 0 && ticket.type === 'credit' && ticket.limit < risk.minPremium - tolerance) {
    return {
      rule: 'minPremium',
      reason: `Min premium: this ${structureInfo[ticket.structure].unit(ticket.legs[0]?.right ?? 'call')} brings ${dollars(ticket.limit, 2)} a share, under the ${dollars(risk.minPremium, 2)} minimum.`,
    }
  }
  const orderLoss = ticket.maxLossTowardCap
  if (risk.maxLossPerOrder > 0 && orderLoss > risk.maxLossPerOrder) {
    return {
      rule: 'maxLossPerOrder',
      reason: `Max loss per order: this order can lose ${dollars(orderLoss)}, over the ${dollars(risk.maxLossPerOrder)} limit.`,
    }
  }
  const realizedLoss = Math.max(0, -account.realizedPnlToday)
  // What today's closes lost, on its own: once it reaches the limit, nothing new opens today.
  if (risk.realizedLossLimit > 0 && realizedLoss >= risk.realizedLossLimit - tolerance) {
    return {
      rule: 'realizedLossLimit',
      reason: `${riskFields.realizedLossLimit.name}: today’s realized loss of ${dollars(realizedLoss)} has reached the ${dollars(risk.realizedLossLimit)} limit, so no new position opens today.`,
    }
  }
  // The day's worst case once this order is in: what the closes lost, what the open positions
  // can still lose, and what this order can (its max loss, or its loss at the stop when the rules
  // count that way). A profit today does not widen the cap.
  const counted = ticket.capCount
  const dayRisk = realizedLoss + account.openRisk + counted.dollars
  if (risk.dailyLossCap > 0 && dayRisk > risk.dailyLossCap) {
    return {
      rule: 'dailyLossCap',
      reason: `Daily loss cap: today’s realized loss of ${dollars(realizedLoss)}, plus ${dollars(account.openRisk)} the open positions can still lose, plus ${counted.phrase} is ${dollars(dayRisk)}, over the ${dollars(risk.dailyLossCap)} cap.`,
    }
  }
  if (account.openPositions >= risk.maxOpenPositions) {
    return {
      rule: 'maxOpenPositions',
      reason: `Max open positions: ${account.openPositions} open, the limit is ${risk.maxOpenPositions}.`,
    }
  }
  if (ticket.quantity > risk.maxContractsPerOrder) {
    return {
      rule: 'maxContractsPerOrder',
      reason: `Max contracts per order: this order is ${ticket.quantityWords}, the limit is ${risk.maxContractsPerOrder} (a spread or condor counts as one).`,
    }
  }
  if (ticket.buyingPower > risk.maxBuyingPowerPerTrade) {
    return {
      rule: 'maxBuyingPowerPerTrade',
      reason: `Max buying power per trade: the order needs ${dollars(ticket.buyingPower)}, the limit is ${dollars(risk.maxBuyingPowerPerTrade)}.`,
    }
  }
  if (ticket.buyingPower > account.buyingPower) {
    return {
      rule: 'accountBuyingPower',
      reason: `Buying power: the order needs ${dollars(ticket.buyingPower)}, the account has ${dollars(account.buyingPower)}.`,
    }
  }
  return null
}

/** A quantity the risk rules allow, and the ticket's note on where it came from. */
export type QuantityCap = { quantity: number; words: (nodeQuantity: number) => string }

/**
 * The most units an alert's `quantity` may open: the requested number, or fewer where a rule that
 * bounds one order's size allows fewer (max contracts per order, max loss per order, max buying
 * power per trade, each over one unit's figures). The ticket names the rule that bound it. When not
 * even one unit fits, the order stays at one and the rule blocks it with its own numbers.
 */
export function quantityCap(risk: RiskRules, unit: Ticket, requested: number): QuantityCap {
  const name = structureInfo[unit.structure].unit(unit.legs[0]?.right ?? 'call')
  const caps = [
    { rule: riskFields.maxContractsPerOrder.name, allows: risk.maxContractsPerOrder, why: '' },
    ...(risk.maxLossPerOrder > 0 && unit.maxLossTowardCap > 0
      ? [
          {
            rule: riskFields.maxLossPerOrder.name,
            allows: Math.floor(risk.maxLossPerOrder / unit.maxLossTowardCap),
            why: ` (${dollars(risk.maxLossPerOrder)}, at ${dollars(unit.maxLossTowardCap)} of max loss a ${name})`,
          },
        ]
      : []),
    ...(unit.buyingPower > 0
      ? [
          {
            rule: riskFields.maxBuyingPowerPerTrade.name,
            allows: Math.floor(risk.maxBuyingPowerPerTrade / unit.buyingPower),
            why: ` (${dollars(risk.maxBuyingPowerPerTrade)}, at ${dollars(unit.buyingPower)} of buying power a ${name})`,
          },
        ]
      : []),
  ]
  const binding = caps.reduce((least, cap) => (cap.allows < least.allows ? cap : least))
  const asks = `the alert asks for ${requested}`
  if (binding.allows >= requested) {
    return {
      quantity: requested,
      words: (node) => `Quantity ${requested}: ${asks} (the Open node’s own quantity is ${node}).`,
    }
  }
  if (binding.allows < 1) {
    return {
      quantity: 1,
      words: () => `Quantity 1: ${asks}, and ${binding.rule} allows none${binding.why}.`,
    }
  }
  return {
    quantity: binding.allows,
    words: () =>
      `Quantity capped at ${binding.allows}: ${asks}, and ${binding.rule} allows ${binding.allows}${binding.why}.`,
  }
}
