import { earlyClose } from './calendar.ts'
import { dollars, grouped } from './format.ts'
import { multiplier, regularClose } from './market.ts'
import { clockOf, minutesOf, type RiskRules } from './model.ts'
import type { RunContext } from './run-context.ts'
import type { Ticket } from './ticket.ts'

/**
 * Why an order did not go out although the tree chose it: a risk rule of the strategy, the
 * account's buying power, or (never switched off) a covered call without the shares to cover it.
 */
export type BlockingRule =
  | keyof Pick<
      RiskRules,
      'window' | 'dailyLossCap' | 'maxOpenPositions' | 'maxContractsPerOrder' | 'maxBuyingPowerPerTrade'
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
  const clipped = close - before
  return {
    minutes: clipped,
    words: `early close at ${clockOf(close)} ET (${early}): the window’s ${risk.window.end} ET end, ${before} minutes before the regular close, becomes ${clockOf(clipped)} ET, so no new orders after it; `,
  }
}

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
  const realizedLoss = Math.max(0, -account.realizedPnlToday)
  if (risk.dailyLossCap > 0 && realizedLoss + ticket.maxLossTowardCap > risk.dailyLossCap) {
    return {
      rule: 'dailyLossCap',
      reason: `Daily loss cap: today’s realized loss of ${dollars(realizedLoss)} plus this order’s max loss of ${dollars(ticket.maxLossTowardCap)} is ${dollars(realizedLoss + ticket.maxLossTowardCap)}, over the ${dollars(risk.dailyLossCap)} cap.`,
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
