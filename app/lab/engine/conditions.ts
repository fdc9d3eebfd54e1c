import { earlyClose, eventsBetween, eventsOn, type MarketEvent, nextEvent, tradingDaysBetween } from './calendar.ts'
import {
  type AccountNumber,
  type Comparison,
  type ComputedFact,
  comparisonSymbols,
  comparisonWords,
  type Fact,
  type FactInfo,
  factInfo,
  type MarketNumber,
} from './facts.ts'
import { dollarsAsTyped, grouped } from './format.ts'
import { regularOpen, tolerance } from './market.ts'
import { type Condition, clockOf, minutesOf, type Test } from './model.ts'
import type { RunContext } from './run-context.ts'

/**
 * A condition at the moment of the run: each fact's value, the comparison, and the words the tree's
 * badges and a skip's reason give it ("VIX 22.0 · needs < 20 · not met").
 */

/** One evaluated condition: the fact's actual value against the rule, and the result. */
export type Step = {
  nodeId: string
  kind: 'test' | 'all' | 'any' | 'if'
  result: boolean
  /** For tests, the check as the tree's badge reads it: "VIX 22.0 · needs < 20 · not met". */
  detail?: string
  /** For tests, the same check as a sentence a skip can give: "VIX 22.0 is not below 20". */
  sentence?: string
  /**
   * For tests, the value the tree read, as a replay row shows it: "VIX 22.0", "Price vs VWAP 0.30%
   * (SPY 604.09, VWAP 602.30)", "Minutes to the close 189 min"; a value it could not read, why.
   */
  read?: string
}

/**
 * The facts worked out in code; every other fact is a scenario number (its `reads` in facts.ts).
 * The compiler asks for a row here when a fact without `reads` is added to the table.
 */
const computed: { [F in ComputedFact]: (context: RunContext, average: string | undefined) => number | null } = {
  timeOfDay: ({ minutes }) => minutes,
  minutesSinceOpen: ({ minutes }) => minutes - regularOpen,
  minutesToClose: ({ minutes, close }) => close - minutes,
  eventDay: ({ date, scenario }) => (eventsOn(date, scenario.market.events).length > 0 ? 1 : 0),
  eventBeforeExpiry: ({ date, scenario, expiry }) =>
    expiry ? (eventsBetween(date, expiry.date, scenario.market.events).length > 0 ? 1 : 0) : null,
  tradingDaysToEvent: ({ date, scenario }) => {
    const next = nextEvent(date, scenario.market.events)
    return next ? tradingDaysBetween(date, next.date) : null
  },
  underlyingPrice: ({ price }) => price,
  priceVsAverage: ({ price, scenario }, average) => {
    const level = average ? scenario.market.averages[average] : undefined
    return level ? (price / level - 1) * 100 : null
  },
  minutesSinceLastEntry: ({ minutes, scenario }) => {
    // No entry yet today is as long ago as can be: "at least 60 minutes" holds, "under 60" does not.
    const last = minutesOf(scenario.account.lastEntryTime)
    return Number.isNaN(last) ? Number.POSITIVE_INFINITY : minutes - last
  },
}

/** A fact's value at the moment of the run; null when the scenario has none (no such average, no open position). */
function factValue(fact: Fact, average: string | undefined, context: RunContext): number | null {
  const { reads, needsPosition } = factInfo[fact]
  if (!reads) return computed[fact as ComputedFact](context, average)
  const { account, market } = context.scenario
  if (needsPosition && account.positionsInTicker === 0) return null
  const [section, key] = reads.split('.') as ['market', MarketNumber] | ['account', AccountNumber]
  return section === 'market' ? market[key] : account[key]
}

function compare(op: Comparison, actual: number, value: number, upper = value): boolean {
  switch (op) {
    case 'lt':
      return actual < value
    case 'lte':
      return actual <= value
    case 'gt':
      return actual > value
    case 'gte':
      return actual >= value
    case 'eq':
      return Math.abs(actual - value) < tolerance
    case 'between':
      return actual >= value && actual <= upper
  }
}

/** Why a fact has no value at the moment, in words: "no open position in SPY". */
function missingWords(fact: Fact, average: string | undefined, context: RunContext): string {
  if (fact === 'priceVsAverage') return `the scenario has no average named “${average}”`
  if (fact === 'eventBeforeExpiry') return `no Open node under this IF and no open position in ${context.ticker}`
  if (fact === 'tradingDaysToEvent') return 'no scheduled event on the calendar from today on'
  return `no open position in ${context.ticker}`
}

/** An event with its date, when the sentence is not about that day alone: "FOMC rate decision (14:00 ET) on 2026-03-18". */
const dated = (event: MarketEvent) => `${event.name} on ${event.date}`

/** The events an event fact's value stands for, named in its check and its sentence. */
function eventAsides(fact: Fact, { date, scenario, expiry }: RunContext): string[] {
  const own = scenario.market.events
  if (fact === 'eventDay') return eventsOn(date, own).map((event) => event.name)
  if (fact === 'tradingDaysToEvent') {
    const next = nextEvent(date, own)
    return next ? [next.date === date ? next.name : dated(next)] : []
  }
  if (fact !== 'eventBeforeExpiry' || !expiry) return []
  const events = eventsBetween(date, expiry.date, own).map((event) => (event.date === date ? event.name : dated(event)))
  return [...events, `through the ${expiry.date} expiry of ${expiry.of}`]
}

/** For a price against an average, the two levels it compares: " (SPY 604.09, VWAP 602.30)". */
function levels(condition: Test, { price, scenario, ticker }: RunContext): string {
  const level = condition.average ? scenario.market.averages[condition.average] : undefined
  return condition.fact === 'priceVsAverage' && level
    ? ` (${ticker} ${price.toFixed(2)}, ${condition.average} ${level.toFixed(2)})`
    : ''
}

/** "10:30", "yes", "$1,250", "0.60%", "45 min": a value of that fact as a trader reads it. */
export function formatFact(fact: Fact, value: number, quoted = true): string {
  const info: FactInfo = factInfo[fact]
  if (info.editor === 'time') return clockOf(value)
  if (info.editor === 'yesNo') return value === 1 ? 'yes' : 'no'
  if (value === Number.POSITIVE_INFINITY) return 'no entry yet today'
  const plain =
    quoted && info.decimals !== undefined
      ? value.toFixed(info.decimals)
      : Number.isInteger(value)
        ? grouped(value)
        : value.toFixed(2)
  switch (info.unit) {
    case '$':
      return dollarsAsTyped(value)
    case '%':
      return `${plain}%`
    case 'min':
      return `${plain} min`
    case 'days':
      return `${plain} days`
    case 'trading days':
      return `${plain} trading day${value === 1 ? '' : 's'}`
    default:
      return plain
  }
}

export function testCondition(condition: Condition, context: RunContext, steps: Step[], path: string[]): boolean {
  path.push(condition.id)
  if (condition.kind === 'test') {
    const actual = factValue(condition.fact, condition.average, context)
    const label = condition.fact === 'priceVsAverage' ? `Price vs ${condition.average}` : factInfo[condition.fact].label
    const format = (value: number) => formatFact(condition.fact, value)
    // The rule's bounds as the author typed them; the actual value as the market quotes it.
    const bound = (value: number) => formatFact(condition.fact, value, false)
    const bounds =
      condition.op === 'between'
        ? `${bound(condition.value)} and ${bound(condition.upper ?? condition.value)}`
        : bound(condition.value)
    const rule = condition.op === 'between' ? `between ${bounds}` : `${comparisonSymbols[condition.op]} ${bounds}`
    if (actual === null) {
      const missing = missingWords(condition.fact, condition.average, context)
      steps.push({
        nodeId: condition.id,
        kind: 'test',
        result: false,
        detail: `${label}: ${missing} · not met`,
        sentence: `${label} cannot be read: ${missing}`,
        read: `${label}: ${missing}`,
      })
      return false
    }
    const result = compare(condition.op, actual, condition.value, condition.upper)
    const events = eventAsides(condition.fact, context)
    // Minutes to the close name an early close, so a skip near it says why the session is short.
    const early = condition.fact === 'minutesToClose' ? earlyClose(context.date) : null
    const asides = early ? [`to the ${clockOf(context.close)} ET early close, ${early}`] : events
    const shown = `${format(actual)}${asides.length > 0 ? ` (${asides.join(', ')})` : ''}`
    const sentence =
      factInfo[condition.fact].editor === 'yesNo'
        ? `${label} is ${shown}${result ? '' : `, not ${bound(condition.value)}`}`
        : `${label} ${shown} is ${result ? '' : 'not '}${comparisonWords[condition.op]} ${bounds}`
    steps.push({
      nodeId: condition.id,
      kind: 'test',
      result,
      detail: `${label} ${shown} · needs ${rule} · ${result ? 'met' : 'not met'}`,
      sentence,
      read: `${label} ${shown}${levels(condition, context)}`,
    })
    return result
  }
  // Every condition of a group is evaluated and shown, not just up to the first that decides it.
  const results = condition.conditions.map((child) => testCondition(child, context, steps, path))
  const result = condition.kind === 'all' ? results.every(Boolean) : results.some(Boolean)
  steps.push({ nodeId: condition.id, kind: condition.kind, result })
  return result
}

/**
 * The checks that decided a condition, as one sentence: a false AND names the checks that failed, a
 * true OR the ones that held, and otherwise every check counts ("VIX 22.0 is not below 20; IV rank
 * 25 is not above 30").
 */
export function decidingSentence(condition: Condition, steps: readonly Step[]): string {
  const resultOf = (id: string) => steps.find((step) => step.nodeId === id)
  const deciding = (node: Condition): string[] => {
    const own = resultOf(node.id)
    if (node.kind === 'test') return own?.sentence ? [own.sentence] : []
    const result = own?.result ?? false
    const decisive = node.conditions.filter((child) => (resultOf(child.id)?.result ?? false) === result)
    // An AND that holds, or an OR that fails, is decided by all of its conditions.
    return (decisive.length > 0 ? decisive : node.conditions).flatMap(deciding)
  }
  const sentences = deciding(condition)
  return sentences.length > 0 ? sentences.join('; ') : 'The condition group is empty'
}
