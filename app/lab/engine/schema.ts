import * as v from 'valibot'
import { calendarYears, isScenarioDay, type OwnEventKind, ownEventKinds } from './calendar.ts'
import { clockPattern, isCalendarDay } from './clock.ts'
import { accountFields, comparisons, facts, fieldName, marketFields, type NumberField, type Range } from './facts.ts'
import { grouped } from './format.ts'
import { alertActions, floors, limits, modelVersion, offGridChoices, structures } from './kinds.ts'
import { stopLossSchema, takeProfitSchema } from './order-exits.ts'
import { actionFields, riskFields, scenarioFields } from './order-fields.ts'
import { maxSeed, pathNames } from './paths.ts'

/**
 * The Strategy Lab's model, defined once. The TypeScript types (re-exported by model.ts) are
 * inferred from these schemas; a strategy from a link, a file or saved work is checked with them
 * (parse-strategy.ts, parse-scenario.ts); the editor's per-field messages are theirs (validate.ts),
 * worded from the field table (facts.ts); a TradingView alert is read by `alertMessageSchema`; and
 * the JSON Schema published at /lab/strategy.schema.json is generated from them at build time
 * (build-steps/seo-assets.ts).
 * Only the workbench's modules and the build import this module, so the library never reaches a
 * first paint.
 */

const rangeMessage = (name: string, range: Range, whole = false) =>
  `${name} must be ${whole ? 'a whole number' : 'a number'} from ${grouped(range.min)} to ${grouped(range.max)}.`

/** A number in a range, with one message for every way it can be wrong: "Quantity must be a whole number from 1 to 100." */
function number(name: string, range: Range, whole = false): v.GenericSchema<number> {
  const message = rangeMessage(name, range, whole)
  return whole
    ? v.pipe(
        v.number(message),
        v.finite(message),
        v.integer(message),
        v.minValue(range.min, message),
        v.maxValue(range.max, message),
      )
    : v.pipe(v.number(message), v.finite(message), v.minValue(range.min, message), v.maxValue(range.max, message))
}

/** A schema for a row of the field table. */
const field = (row: NumberField) => number(fieldName(row), row.range, row.whole)

/** A schema for every row of a field table, keyed as the table is. */
function fields<T extends Record<string, NumberField>>(table: T): { [K in keyof T]: v.GenericSchema<number> } {
  return Object.fromEntries(Object.entries(table).map(([key, row]) => [key, field(row)])) as {
    [K in keyof T]: v.GenericSchema<number>
  }
}

const clock = (label: string) =>
  v.pipe(
    v.string(`${label} must be HH:MM, Eastern.`),
    v.regex(clockPattern, `${label} must be HH:MM, Eastern, such as 09:45.`),
    v.description('HH:MM, U.S. Eastern time'),
  )
const idMessage = `Each step keeps a reference of 1 to ${limits.idLength} characters, as the Lab writes it.`
const id = v.pipe(v.string(idMessage), v.minLength(1, idMessage), v.maxLength(limits.idLength, idMessage))
const tickerMessage = 'Ticker must be 1 to 6 capital letters, such as SPY.'
const ticker = v.pipe(v.string(tickerMessage), v.regex(/^[A-Z][A-Z.]{0,5}$/, tickerMessage))
const notify = v.strictObject({
  discord: v.boolean('Posting to Discord is true or false.'),
  telegram: v.boolean('Posting to Telegram is true or false.'),
})

/**
 * What an alert-started entry does when the alert's sentiment contradicts it (sentiment short and
 * a bullish entry, or long and a bearish one): the ticket names the contradiction, or the run skips
 * (alert-intent.ts reads the alert). Kept out of kinds.ts, which the prerendered page loads, and out
 * of alert-intent.ts, which reads the model's types, so the schema imports nothing that imports it.
 */
const sentimentChoices = ['note', 'block'] as const

/** What starts an evaluation: a charting-platform alert for a ticker, or a daily time, Eastern. */
export const triggerSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('alert'),
    ticker,
    action: v.picklist(['buy', 'sell', 'any'], 'Alert actions must be buy, sell or any.'),
    /**
     * What an entry does when the alert's sentiment contradicts it (a bullish entry on sentiment
     * short): the ticket names it ("note", and absent), or the run skips the entry ("block").
     */
    sentiment: v.optional(v.picklist(sentimentChoices, 'An entry against the alert’s sentiment is noted or blocked.')),
  }),
  v.strictObject({ kind: v.literal('schedule'), ticker, at: clock('The schedule’s time') }),
])

const averageMessage = `The moving average is named as in the scenario, in up to ${limits.averageLength} characters.`
const reasonMessage = `The reason a Do nothing reports is text of up to ${limits.reasonLength} characters.`

/** The widest range any fact accepts; each fact's own range is checked in validate.ts, where the fact is known. */
const conditionValue = { min: -1_000_000_000, max: 1_000_000_000 }

/**
 * One test of a fact. `value` (and `upper`, for "between") are numbers, minutes after midnight for
 * the time of day, 1 or 0 for a yes/no fact. For `priceVsAverage` the fact is the price as a
 * percent above (+) or below (−) the scenario's moving average named in `average`.
 */
export const testSchema = v.strictObject({
  kind: v.literal('test'),
  id,
  fact: v.picklist(facts),
  op: v.picklist(comparisons),
  value: number('Value', conditionValue),
  upper: v.optional(number('Upper value', conditionValue)),
  average: v.optional(v.pipe(v.string(averageMessage), v.maxLength(limits.averageLength, averageMessage))),
})

/** How the short (or only) strike is chosen: an absolute delta, or dollars away from the underlying. */
export const strikeSchema = v.variant('by', [
  v.strictObject({ by: v.literal('delta'), delta: field(actionFields.delta) }),
  v.strictObject({ by: v.literal('offset'), dollars: field(actionFields.dollars) }),
])

/**
 * Open a position: `quantity` units (contracts, spreads or condors) at the listed expiry nearest at
 * or after `dte` days, limit at the mid moved `limitTicks` toward a fill; a credit under
 * `minCreditPercent` of the width is not sent. When the strike grid cannot give the width or delta
 * asked, `offGrid` 'adjust' (or absent) trades what it can and says so, 'skip' sends nothing.
 */
export const openSchema = v.strictObject({
  kind: v.literal('open'),
  id,
  structure: v.picklist(structures),
  right: v.picklist(['call', 'put']),
  dte: field(actionFields.dte),
  strike: strikeSchema,
  width: field(actionFields.width),
  quantity: field(actionFields.quantity),
  limitTicks: field(actionFields.limitTicks),
  /** Optional, so strategies saved before it existed still read the same. */
  minCreditPercent: v.optional(field(actionFields.minCreditPercent)),
  /** Optional, like `minCreditPercent`: a file without it adjusts, as before. */
  offGrid: v.optional(v.picklist(offGridChoices)),
  notify,
})

export const closeSchema = v.strictObject({ kind: v.literal('close'), id, notify })
export const skipSchema = v.strictObject({
  kind: v.literal('skip'),
  id,
  reason: v.pipe(v.string(reasonMessage), v.maxLength(limits.reasonLength, reasonMessage)),
  /**
   * Present (true) when the note is derived: `reason` is then the words of its IF's condition,
   * worked out again on every change and read (notes.ts). Absent, the note is the author's own.
   */
  auto: v.optional(v.literal(true, 'A derived note is marked true, or not marked.')),
})

export type Test = v.InferOutput<typeof testSchema>
export type OpenAction = v.InferOutput<typeof openSchema>
export type CloseAction = v.InferOutput<typeof closeSchema>
export type SkipAction = v.InferOutput<typeof skipSchema>
export type Action = OpenAction | CloseAction | SkipAction

// The recursive shapes are written by hand (TypeScript cannot infer a type from a schema that
// refers to itself); the annotations below make the compiler hold each schema to its type.

/** All of its conditions (AND) or any of them (OR). */
export type Group = { kind: 'all' | 'any'; id: string; conditions: Condition[] }
export type Condition = Test | Group
/** IF a condition, THEN one branch (`onTrue`), ELSE the other (`onFalse`); an empty branch does nothing. */
export type IfNode = { kind: 'if'; id: string; condition: Condition; onTrue: TreeNode | null; onFalse: TreeNode | null }
export type TreeNode = IfNode | Action

export const groupSchema: v.GenericSchema<Group> = v.strictObject({
  kind: v.picklist(['all', 'any']),
  id,
  conditions: v.array(v.lazy(() => conditionSchema)),
})
export const conditionSchema: v.GenericSchema<Condition> = v.variant('kind', [testSchema, groupSchema as never])

export const ifSchema: v.GenericSchema<IfNode> = v.strictObject({
  kind: v.literal('if'),
  id,
  condition: v.lazy(() => conditionSchema),
  onTrue: v.nullable(v.lazy(() => nodeSchema)),
  onFalse: v.nullable(v.lazy(() => nodeSchema)),
})
export const nodeSchema: v.GenericSchema<TreeNode> = v.variant('kind', [
  ifSchema as never,
  openSchema,
  closeSchema,
  skipSchema,
])

/** Rules every order must pass, whatever branch produced it. */
export const riskSchema = v.strictObject({
  ...fields(riskFields),
  // Added after files were first saved: a strategy without them has no per-order cap and no minimum
  // premium, and its fees are held to the floor every new strategy starts with.
  maxLossPerOrder: v.optional(field(riskFields.maxLossPerOrder), 0),
  minPremium: v.optional(field(riskFields.minPremium), 0),
  maxFeePercent: v.optional(field(riskFields.maxFeePercent), floors.maxFeePercent),
  // Added later still: a strategy saved without them counts full max losses and has no realized-loss limit.
  stopGapMultiple: v.optional(field(riskFields.stopGapMultiple), 0),
  realizedLossLimit: v.optional(field(riskFields.realizedLossLimit), 0),
  window: v.strictObject({ start: clock('The window’s start'), end: clock('The window’s end') }),
})

const nameMessage = `Give the strategy a name of 1 to ${limits.nameLength} characters.`

export const strategySchema = v.strictObject({
  version: v.literal(modelVersion),
  name: v.pipe(
    v.string(),
    v.minLength(1, nameMessage),
    v.maxLength(limits.nameLength, nameMessage),
    v.check((text) => text.trim() !== '', nameMessage),
  ),
  trigger: triggerSchema,
  root: nodeSchema,
  risk: riskSchema,
})

const dateMessage = 'Date must be YYYY-MM-DD.'
/** A scenario's day: one the calendar works with, named as the field is ("Date"), the years said. */
const date = v.pipe(
  v.string(dateMessage),
  v.isoDate(dateMessage),
  v.check(isCalendarDay, 'Date must be a real calendar day.'),
  v.check(isScenarioDay, `Date must be a day from ${calendarYears.first} to ${calendarYears.last}.`),
)

const alertMessages: {
  ticker: string
  action: string
  price: NumberField
  signalPrice: NumberField
  sentiment: string
  quantity: NumberField
} = {
  ticker: '"ticker" must be a symbol such as "SPY" or "AMEX:SPY".',
  action: `"action" must be ${alertActions.slice(0, -1).join(', ')} or ${alertActions.at(-1)}.`,
  price: { label: '"price"', range: { min: 0.01, max: 1_000_000 } },
  signalPrice: { label: '"signalPrice"', range: { min: 0.01, max: 1_000_000 } },
  sentiment: '"sentiment" must be long, short or flat.',
  quantity: { label: '"quantity"', range: { min: 1, max: 10_000 }, whole: true },
}

/**
 * The alert as the run reads it. Its messages name the field as it is written in the alert, since
 * the visitor types it there: `"price" must be a number from 0.01 to 1,000,000.`
 */
const alertFields = {
  ticker: v.pipe(v.string(alertMessages.ticker), v.regex(/^[A-Z][A-Z.]{0,5}$/, alertMessages.ticker)),
  action: v.picklist(alertActions, alertMessages.action),
  // Optional: TradersPost's minimum is a ticker and an action; the run then prices at the market's.
  price: v.optional(field(alertMessages.price)),
  // TradersPost's name for the price the alert fired at (its estimated entry); read as the price.
  signalPrice: v.optional(field(alertMessages.signalPrice)),
  sentiment: v.optional(v.picklist(['long', 'short', 'flat'], alertMessages.sentiment)),
  quantity: v.optional(field(alertMessages.quantity)),
  // TradersPost's exits for the order, in its own units (order-exits.ts).
  takeProfit: v.optional(takeProfitSchema()),
  stopLoss: v.optional(stopLossSchema()),
  // TradingView's {{time}} is 20 characters; 40 leaves room for any other way of writing it.
  time: v.optional(v.pipe(v.string('"time" must be text.'), v.maxLength(40, '"time" must be at most 40 characters.'))),
  message: v.optional(
    v.pipe(v.string('"message" must be text.'), v.maxLength(500, '"message" must be at most 500 characters.')),
  ),
}

export const alertSchema = v.strictObject(alertFields)

export const alertFieldNames = Object.keys(alertFields) as (keyof typeof alertFields)[]

/** A number, or a number in quotes as TradingView's placeholders often leave it ("601.5"). */
const numberOrQuoted = (row: NumberField) => {
  const message = rangeMessage(fieldName(row), row.range, row.whole)
  return v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.toNumber(message))], message)
}
/** Text in any case with spaces around it, as a trader may type a word. */
const word = (message: string, to: 'upper' | 'lower') =>
  v.pipe(v.string(message), v.trim(), to === 'upper' ? v.toUpperCase() : v.toLowerCase())

/**
 * A TradingView alert message as it arrives: words in any case with spaces around them, numbers
 * quoted or not, the ticker plain or exchange-prefixed (AMEX:SPY). Each field is then held to
 * `alertSchema`'s own rule, so what the editor accepts is exactly what a scenario may carry.
 * Unknown fields are dropped here; alert.ts names them.
 */
export const alertMessageSchema = v.object({
  ticker: v.pipe(
    word(alertMessages.ticker, 'upper'),
    v.transform((symbol) => symbol.split(':').at(-1) ?? ''),
    alertFields.ticker,
  ),
  action: v.pipe(word(alertMessages.action, 'lower'), alertFields.action),
  price: v.optional(v.pipe(numberOrQuoted(alertMessages.price), alertFields.price.wrapped)),
  signalPrice: v.optional(v.pipe(numberOrQuoted(alertMessages.signalPrice), alertFields.signalPrice.wrapped)),
  sentiment: v.optional(v.pipe(word(alertMessages.sentiment, 'lower'), alertFields.sentiment.wrapped)),
  quantity: v.optional(v.pipe(numberOrQuoted(alertMessages.quantity), alertFields.quantity.wrapped)),
  takeProfit: v.optional(takeProfitSchema(true)),
  stopLoss: v.optional(stopLossSchema(true)),
  time: alertFields.time,
  message: alertFields.message,
})

/** Event dates a visitor adds to one scenario: a few years of monthly releases. */
export const ownEventsLimit = 60
const eventDateMessage = 'Each of your event dates must be a calendar day, YYYY-MM-DD.'
/**
 * An event date the visitor adds (a CPI release copied from the BLS schedule, an employment
 * report…), which the event-day fact counts like the bundled calendar's.
 */
export const ownEventSchema = v.strictObject({
  date: v.pipe(v.string(eventDateMessage), v.check(isCalendarDay, eventDateMessage)),
  kind: v.picklist(
    Object.keys(ownEventKinds) as OwnEventKind[],
    `An event’s kind must be ${Object.keys(ownEventKinds).slice(0, -1).join(', ')} or other.`,
  ),
})

const pathMessage = `Market path must be ${pathNames.slice(0, -1).join(', ')} or ${pathNames.at(-1)}.`

/** The market context a dry run evaluates against. */
export const marketSchema = v.strictObject({
  date,
  time: clock('Time'),
  /** Event dates the visitor adds; absent in scenarios saved before they could. */
  events: v.optional(
    v.pipe(
      v.array(ownEventSchema, 'Your event dates must be a list of dates with their kind.'),
      v.maxLength(ownEventsLimit, `A scenario holds up to ${ownEventsLimit} event dates.`),
    ),
  ),
  averages: v.record(
    v.pipe(v.string(), v.maxLength(limits.averageLength)),
    number('A moving average', { min: 0.01, max: 1_000_000 }),
  ),
  ...fields(marketFields),
  /** The strike interval the visitor's chain lists near the money; absent, the standard listing grid. */
  strikeInterval: v.optional(field(scenarioFields.strikeInterval)),
  /** The market path a replay runs on (paths.ts); absent, the one the date chooses. */
  path: v.optional(v.picklist(pathNames, pathMessage)),
  /** The path's seed; absent, one from the date (and the path's name, when it names one). */
  seed: v.optional(number('Path seed', { min: 0, max: maxSeed }, true)),
})

/** Said where the cost basis is missing although shares are held. */
export const costBasisMessage =
  'Cost basis per share is needed when shares are held: what they cost you (for assigned shares, the put’s strike less its premium). Covered calls are sold at or above it, and their max profit, max loss and breakeven follow from it.'

export const accountSchema = v.pipe(
  v.strictObject({
    ...fields(accountFields),
    // Added after files were first saved: a scenario without it has no open risk.
    openRisk: v.optional(field(accountFields.openRisk), 0),
    /** "" when the strategy has opened nothing today. */
    lastEntryTime: v.union([v.literal(''), clock('The last entry’s time')]),
  }),
  // Shares at a $0 basis would make a covered call's figures up: max loss $0, profit the whole strike.
  v.forward(
    v.partialCheck(
      [['sharesHeld'], ['costBasis']],
      (account) => !(account.sharesHeld > 0) || account.costBasis > 0,
      costBasisMessage,
    ),
    ['costBasis'],
  ),
)

/** Longest alert message the editor keeps as typed: TradingView's own limit is far below it. */
export const alertTextLength = 4000

/**
 * What a dry run evaluates a strategy against. Made-up numbers; no market data is fetched.
 * `alertText` is the alert message as typed, {{placeholders}} and all, which the editor, links and
 * files keep; `alert` is that message filled in, what the run reads.
 */
export const scenarioSchema = v.strictObject({
  alert: alertSchema,
  alertText: v.optional(v.pipe(v.string(), v.maxLength(alertTextLength))),
  market: marketSchema,
  account: accountSchema,
})

export type Trigger = v.InferOutput<typeof triggerSchema>
export type StrikeRule = v.InferOutput<typeof strikeSchema>
export type RiskRules = v.InferOutput<typeof riskSchema>
export type Strategy = v.InferOutput<typeof strategySchema>
/** The charting platform's webhook message, as the run reads it. */
export type Alert = v.InferOutput<typeof alertSchema>
export type Market = v.InferOutput<typeof marketSchema>
export type Account = v.InferOutput<typeof accountSchema>
export type Scenario = v.InferOutput<typeof scenarioSchema>

export const strategySchemaUrlPath = '/lab/strategy.schema.json'
