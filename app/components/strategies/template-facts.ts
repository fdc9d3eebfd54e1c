import { dailyExpiryTickers, eventCalendarYears } from '../../lab/engine/calendar.ts'
import { contractRules } from '../../lab/engine/contracts.ts'
import { structureInfo } from '../../lab/engine/kinds.ts'
import { earlyCloseTime, multiplier, regularClose, regularOpen } from '../../lab/engine/market.ts'
import { clockOf, type OpenAction, type Strategy, walk } from '../../lab/engine/model.ts'
import { riskFreeRate } from '../../lab/engine/pricing.ts'
import type { Template } from '../../lab/engine/templates.ts'

/**
 * What a strategy page says about its template, read from the template and the engine only, so a
 * new template's page is right with no other edit.
 */

/** Every order the tree can send, in tree order. */
export function openActions(strategy: Strategy): OpenAction[] {
  return [...walk(strategy.root)].filter((node): node is OpenAction => node.kind === 'open')
}

/** "iron condor", "put credit spread and call credit spread": what the template trades, in words. */
export function tradedUnits(strategy: Strategy): string {
  const units = [...new Set(openActions(strategy).map((action) => structureInfo[action.structure].unit(action.right)))]
  return units.length <= 1 ? (units[0] ?? 'nothing') : `${units.slice(0, -1).join(', ')} and ${units.at(-1)}`
}

function usesFact(strategy: Strategy, fact: string): boolean {
  return [...walk(strategy.root)].some((node) => node.kind === 'test' && node.fact === fact)
}

/** The meta description: what it trades, on what, when, and what the page holds; at most 160 characters. */
export function strategyDescription(template: Template): string {
  const { strategy } = template
  const when = strategy.trigger.kind === 'alert' ? 'on a TradingView alert' : `daily at ${strategy.trigger.at} ET`
  const lead = `Automate the ${tradedUnits(strategy)} on ${strategy.trigger.ticker} ${when}`
  const long = `${lead}: the no-code logic tree node by node, its risk rules, entry, management and exit.`
  return long.length <= 160 ? long : `${lead}: logic tree, risk rules, entry and exit.`
}

/**
 * The guides a template relies on, from what its tree uses: every tree is a logic tree whose orders
 * the risk limits check; an alert trigger is the webhook automation; a notification is external posting.
 * Each is a guide's slug (its file in content/guides): the strategy pages' build fails on one with no file.
 */
export function guidesOf(strategy: Strategy): string[] {
  const guides: string[] = []
  if (strategy.trigger.kind === 'alert') guides.push('basics-of-automation')
  guides.push('advanced-automation', 'how-to-trade')
  if (openActions(strategy).some((action) => action.notify.discord || action.notify.telegram))
    guides.push('external-posting')
  return guides
}

/**
 * The market rules the Lab applies to this template, as the engine states them: the session and
 * its calendar, the expiries the underlying lists, the contract's size and quote increments, the
 * event calendar when the tree reads it, and how orders are priced.
 */
export function productRules(strategy: Strategy): string[] {
  const { ticker } = strategy.trigger
  const daily = dailyExpiryTickers.includes(ticker)
  const rules = [
    `The Lab runs it on NYSE trading days only, in the regular session from ${clockOf(regularOpen)} to ${clockOf(regularClose)} ET (${clockOf(earlyCloseTime)} ET on early-close days): on a weekend, a market holiday or outside the session no order is sent.`,
    daily
      ? `${ticker} lists an expiry every trading day, so a days-to-expiry figure lands on the first trading day on or after it${openActions(strategy).some((action) => action.dte === 0) ? ', and 0 DTE is today' : ''}.`
      : `${ticker} lists weekly expiries (Fridays, or the trading day before a Friday holiday), so a days-to-expiry figure lands on the first listed expiry on or after it: never a shorter position than asked.`,
    `${contractRules(ticker)} A contract is ${multiplier} shares.`,
    `Order estimates use Black–Scholes prices from the scenario’s implied volatility, with put skew and a fixed ${riskFreeRate * 100}% rate, counted in trading time. They size a ticket; they are not quotes.`,
  ]
  if (usesFact(strategy, 'eventDay'))
    rules.push(
      `Event days: FOMC decisions ${eventCalendarYears.first}–${eventCalendarYears.last} (14:00 ET), CPI (08:30 ET) where a BLS notice confirms it, and your own dates.`,
    )
  return rules
}
