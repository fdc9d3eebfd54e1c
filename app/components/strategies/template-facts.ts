import { cpiReleases, eventCalendarYears } from '../../lab/engine/calendar.ts'
import { contractRules } from '../../lab/engine/contracts.ts'
import { structureInfo } from '../../lab/engine/kinds.ts'
import { earlyCloseTime, multiplier, regularClose, regularOpen } from '../../lab/engine/market.ts'
import { clockOf, type OpenAction, type Strategy, walk } from '../../lab/engine/model.ts'
import type { Template } from '../../lab/engine/templates.ts'

/**
 * What a strategy page says about its template, read from the template and the engine only, so a
 * new template's page is right with no other edit.
 */

/** Every order the tree can send, in tree order. */
export function openActions(strategy: Strategy): OpenAction[] {
  return [...walk(strategy.root)].filter((node): node is OpenAction => node.kind === 'open')
}

function usesFact(strategy: Strategy, fact: string): boolean {
  return [...walk(strategy.root)].some((node) => node.kind === 'test' && node.fact === fact)
}

/** Whether the tree reads the event calendar: an event today, before the option expires, or within some days. */
const readsEvents = (strategy: Strategy) =>
  ['eventDay', 'eventBeforeExpiry', 'tradingDaysToEvent'].some((fact) => usesFact(strategy, fact))

/** Whether the tree sells cash-secured puts and covered calls: the wheel, as traders call it. */
const isWheel = (strategy: Strategy) => {
  const structures = new Set(openActions(strategy).map((action) => action.structure))
  return structures.has('cash-secured-put') && structures.has('covered-call')
}

/** "put or call credit spread", "iron condor", "wheel strategy": the template's structure, as searched. */
export function structureWords(strategy: Strategy): string {
  if (isWheel(strategy)) return 'wheel strategy'
  const units = [...new Set(openActions(strategy).map((action) => structureInfo[action.structure].unit(action.right)))]
  const [first, second] = units
  // Two sides of one structure: "put or call credit spread".
  if (
    units.length === 2 &&
    first &&
    second &&
    first.split(' ').slice(1).join(' ') === second.split(' ').slice(1).join(' ')
  )
    return `${first.split(' ')[0]} or ${second}`
  return units.join(' and ')
}

/** The days to expiry, delta and exits of the template's first order, as short phrases. */
export function orderFacts(strategy: Strategy) {
  // The wheel starts with its put; any other tree, with its first order.
  const action = isWheel(strategy)
    ? openActions(strategy).find((open) => open.structure === 'cash-secured-put')
    : openActions(strategy)[0]
  const { risk } = strategy
  const timeExits = [...walk(strategy.root)].flatMap((node) =>
    node.kind === 'test' && node.fact === 'positionDte' && node.op === 'lte' && usesClose(strategy) ? [node.value] : [],
  )
  const exits = [
    ...(risk.takeProfitPercent > 0 ? [`${risk.takeProfitPercent}% target`] : []),
    ...(risk.stopLossPercent > 0 ? [`${risk.stopLossPercent}% stop`] : []),
    ...timeExits.map((days) => `out at ${days} DTE`),
  ]
  return {
    dte: action ? (action.dte === 0 ? '0-DTE' : `${action.dte} DTE`) : '',
    delta: action?.strike.by === 'delta' ? `${Math.round(action.strike.delta * 100)} delta` : '',
    exits: exits.length > 0 ? exits.join(', ') : 'held to expiry',
    /** The stop and the target as a hub's table gives them: "100% of the credit", "None". */
    stop: risk.stopLossPercent > 0 ? `${risk.stopLossPercent}%` : 'None',
    target: risk.takeProfitPercent > 0 ? `${risk.takeProfitPercent}%` : 'None',
    timeExit: timeExits.length > 0 ? `${timeExits[0]} DTE` : '',
  }
}

const usesClose = (strategy: Strategy) => [...walk(strategy.root)].some((node) => node.kind === 'close')

/**
 * Text with its first "0-DTE" also spelled as traders type it into a search: "0DTE (0-DTE)". For
 * the h1, the title and the description; the site's own spelling stays "0-DTE" everywhere else.
 */
export const searchedSpelling = (text: string) => text.replace(/(?<![\w-])0-DTE\b/, '0DTE (0-DTE)')

/** The first of the candidates that fits in `room` characters (the last one in any case). */
const fitted = (room: number, ...candidates: string[]) =>
  candidates.find((candidate) => candidate.length <= room) ?? candidates.at(-1) ?? ''

/** The title's own part: a brand suffix (" | Tradevane") comes after it, the whole within 60. */
export const titleRoom = (siteName: string) => 60 - ` | ${siteName}`.length

/**
 * The page title, from the tree: ticker, structure, days to expiry, delta and, where the tree reads
 * the calendar, event days ("SPY iron condor, 45 DTE, 16 delta").
 */
export function strategyTitle(template: Template, room: number): string {
  const { strategy } = template
  const { ticker } = strategy.trigger
  const { dte, delta } = orderFacts(strategy)
  const structure = structureWords(strategy)
  if (isWheel(strategy))
    return fitted(
      room,
      `${ticker} wheel strategy: cash-secured puts, covered calls`,
      `${ticker} wheel strategy: puts, then covered calls`,
      `${ticker} wheel strategy`,
    )
  const lead = dte === '0-DTE' ? `${ticker} 0DTE (0-DTE) ${structure}` : `${ticker} ${structure}, ${dte}`
  const events = readsEvents(strategy) ? ', off event days' : ''
  return fitted(room, `${lead}, ${delta}${events}`, `${lead}${events}`, `${lead}, ${delta}`, lead)
}

/** The line under the h1: ticker, structure, days to expiry, delta, how it starts and how it exits. */
export function strategySubtitle(template: Template): string {
  const { strategy } = template
  const { dte, delta, exits } = orderFacts(strategy)
  const when = strategy.trigger.kind === 'alert' ? 'on a TradingView alert' : `daily at ${strategy.trigger.at} ET`
  return [strategy.trigger.ticker, structureWords(strategy), dte, delta, when, exits].filter(Boolean).join(' · ')
}

/** The meta description: what it trades, on what, when, its numbers and exits, and what the page holds; at most 160 characters. */
export function strategyDescription(template: Template): string {
  const { strategy } = template
  const { dte, delta, exits } = orderFacts(strategy)
  const when = strategy.trigger.kind === 'alert' ? 'on a TradingView alert' : `daily at ${strategy.trigger.at} ET`
  const lead = `Automate this ${strategy.trigger.ticker} ${structureWords(strategy)} ${when}: ${[searchedSpelling(dte), delta].filter(Boolean).join(', ')}, ${exits}.`
  return fitted(
    160,
    `${lead} The no-code logic tree node by node, its risk rules and a simulated order.`,
    `${lead} Logic tree, risk rules and a simulated order.`,
    lead,
  )
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
 * event calendar when the tree reads it. How orders are priced is said once, on /lab (estimatesNote),
 * and each worked example names its own rate and time.
 */
export function productRules(strategy: Strategy): string[] {
  const { ticker } = strategy.trigger
  const rules = [
    `NYSE trading days only, ${clockOf(regularOpen)}–${clockOf(regularClose)} ET (${clockOf(earlyCloseTime)} ET on early closes).`,
    // Where the days to expiry land on this ticker's listed expiries: the worked example's ticket says it for its own order.
    `${contractRules(ticker)} A contract is ${multiplier} shares.`,
  ]
  if (readsEvents(strategy))
    rules.push(
      `Scheduled events: FOMC decisions ${eventCalendarYears.first}–${eventCalendarYears.last} (14:00 ET), ${cpiReleases.length === 0 ? 'CPI releases (08:30 ET) as you add them (none bundled yet)' : `${cpiReleases.length} CPI releases (08:30 ET) from the BLS schedule`}, and your own dates${usesFact(strategy, 'eventBeforeExpiry') ? '; one counts from today through the expiry of the option the tree would open' : ''}.`,
    )
  return rules
}
