import { daysBetween } from './calendar.ts'
import {
  type Close,
  closePrice,
  closeWords,
  daysLeft,
  type ExitRule,
  expired,
  fillPrice,
  type Held,
  hold,
  type Moment,
  profitPercent,
  realized,
  riskExit,
  settle,
  unfilledWords,
} from './follow.ts'
import { round2 } from './market.ts'
import { type Account, clockOf, type RiskRules, type Scenario } from './model.ts'
import type { Ticket } from './ticket-types.ts'

/**
 * The account as the replay carries it forward, with the positions it opened: an order opens a
 * position, counts as an entry and holds its buying power; a close gives that back with what it
 * realized (fees included), which also counts toward today's realized P&L; a settlement moves
 * shares in or out. The account's open risk is what the positions still open can lose (each
 * order's max loss toward the cap, plus the scenario's own figure for positions held before the
 * session), so the daily loss cap sees the day's whole worst case. Every change to the account
 * goes through one of its methods.
 */
export class Ledger {
  account: Account
  /** Open positions the replay opened, oldest first. */
  readonly positions: Held[] = []
  /** Positions in the ticker from before the session: the scenario gives their count and facts, not their legs. */
  private earlier: number

  constructor(
    private readonly start: Scenario,
    private readonly risk: RiskRules,
    private readonly ticker: string,
  ) {
    this.account = { ...start.account }
    this.earlier = start.account.positionsInTicker
  }

  open(ticket: Ticket, moment: Moment): void {
    this.positions.push(hold(ticket))
    const { account } = this
    this.account = {
      ...account,
      openPositions: account.openPositions + 1,
      positionsInTicker: account.positionsInTicker + 1,
      entriesToday: account.entriesToday + 1,
      openRisk: account.openRisk + ticket.capCount.dollars,
      lastEntryTime: clockOf(moment.minutes),
      // The run's buying-power rule let the order through only if the account has it.
      buyingPower: account.buyingPower - ticket.buyingPower,
    }
  }

  /** A new trading day: entries and realized P&L start again. */
  newDay(): void {
    this.account = { ...this.account, entriesToday: 0, lastEntryTime: '', realizedPnlToday: 0 }
  }

  /** Closes one position: what it gives back to buying power and what it realized. */
  private remove(held: Held, close: Close, buyingPower: number, gain: number): Close {
    this.positions.splice(this.positions.indexOf(held), 1)
    const { account } = this
    this.account = {
      ...account,
      openPositions: Math.max(0, account.openPositions - 1),
      positionsInTicker: Math.max(0, account.positionsInTicker - 1),
      buyingPower: Math.max(0, account.buyingPower + buyingPower),
      openRisk: Math.max(0, account.openRisk - held.ticket.capCount.dollars),
      realizedPnlToday: account.realizedPnlToday + gain,
    }
    return close
  }

  /** Closes a position at a close price, by a rule. */
  private closeAt(
    held: Held,
    price: number,
    rule: Exclude<ExitRule, 'expiry' | 'assignment'>,
    why = '',
    touched = price,
  ): Close {
    const gain = realized(held, price, true)
    return this.remove(held, closeWords(held, rule, price, this.risk, why, touched), held.held + gain, gain)
  }

  /** The risk rules at a moment: each open position priced, closed if a rule fires, at the rule's fill (follow.ts). */
  exits(moment: Moment): Close[] {
    return [...this.positions].flatMap((held) => {
      const price = closePrice(held, moment)
      const rule = riskExit(held, price)
      return rule ? [this.closeAt(held, fillPrice(held, rule, price), rule, '', price)] : []
    })
  }

  /** Every position in the ticker closed by the strategy (its close node, or an exit alert). */
  closeAll(moment: Moment, rule: 'exitAlert' | 'timeExit' | 'strategyClose', why: string): Close[] {
    const closes = [...this.positions].map((held) => this.closeAt(held, closePrice(held, moment), rule, why))
    const { earlier, ticker } = this
    if (earlier > 0) {
      const noun = `position${earlier === 1 ? '' : 's'}`
      closes.push({
        rule,
        position: `${earlier} ${noun} held before the session`,
        expiration: '',
        price: null,
        text: `Closed ${earlier} ${ticker} ${noun} held before the session: the scenario gives no legs, so no price.`,
      })
      this.account = {
        ...this.account,
        openPositions: Math.max(0, this.account.openPositions - earlier),
        positionsInTicker: Math.max(0, this.account.positionsInTicker - earlier),
        // The scenario's open risk was theirs; what is left is the replay's own positions'.
        openRisk: this.positions.reduce((sum, held) => sum + held.ticket.capCount.dollars, 0),
      }
      this.earlier = 0
    }
    return closes
  }

  /** At a session's close: the positions expiring then settle, with their shares in or out. */
  settleExpiring(moment: Moment): Close[] {
    const closes: Close[] = []
    for (const held of [...this.positions]) {
      if (!expired(held, moment)) continue
      const settled = settle(held, moment.price, this.ticker)
      const unfilled = unfilledWords(held)
      const close = unfilled ? { ...settled.close, text: `${settled.close.text} ${unfilled}` } : settled.close
      closes.push(this.remove(held, close, settled.buyingPower, settled.realized))
      if (settled.shares === 0) continue
      const { sharesHeld, costBasis } = this.account
      const shares = Math.max(0, sharesHeld + settled.shares)
      // Shares bought average into the cost basis; shares sold leave it as it was.
      const basis =
        settled.shares > 0
          ? (sharesHeld * costBasis + settled.shares * settled.basis) / shares
          : shares > 0
            ? costBasis
            : 0
      this.account = { ...this.account, sharesHeld: shares, costBasis: round2(basis) }
    }
    return closes
  }

  /** The account a run reads: the oldest open position's profit and days left, priced at the moment. */
  accountAt(moment: Moment): Account {
    if (this.earlier > 0) {
      const elapsed = daysBetween(this.start.market.date, moment.date)
      return { ...this.account, positionDte: Math.max(0, this.start.account.positionDte - elapsed) }
    }
    const oldest = this.positions[0]
    if (!oldest) return this.account
    return {
      ...this.account,
      positionProfitPercent: profitPercent(oldest, closePrice(oldest, moment)),
      positionDte: daysLeft(oldest, moment.date),
    }
  }
}
