import * as v from 'valibot'
import { alertActions, comparisons, factInfo, facts, limits, structures } from './kinds.ts'
import { type Condition, type Group, type IfNode, modelVersion, type TreeNode } from './model.ts'

/**
 * The Strategy Lab's model, defined once. The TypeScript types in model.ts are inferred from these
 * schemas; a strategy from a link, a file or saved work is checked with them (parse.ts); the
 * editor's per-field messages are theirs (validate.ts); and the JSON Schema published at
 * /lab/strategy.schema.json is generated from them at build time (build-steps/seo-assets.ts).
 * Only the workbench and the build import this module, so the library never reaches a first paint.
 */

type Range = { readonly min: number; readonly max: number }

const grouped = (value: number) => value.toLocaleString('en-US')

/** A number in a range, with one message for every way it can be wrong: "Quantity must be a whole number from 1 to 100." */
function number(label: string, range: Range, whole = false) {
  const message = `${label} must be ${whole ? 'a whole number' : 'a number'} from ${grouped(range.min)} to ${grouped(range.max)}.`
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

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/
const clock = (label: string) =>
  v.pipe(
    v.string(`${label} must be HH:MM, Eastern.`),
    v.regex(clockPattern, `${label} must be HH:MM, Eastern, such as 09:45.`),
    v.description('HH:MM, U.S. Eastern time'),
  )
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(limits.idLength))
const ticker = v.pipe(
  v.string('Ticker must be 1 to 6 capital letters, such as SPY.'),
  v.regex(/^[A-Z][A-Z.]{0,5}$/, 'Ticker must be 1 to 6 capital letters, such as SPY.'),
)
const notify = v.strictObject({ discord: v.boolean(), telegram: v.boolean() })

export const triggerSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('alert'), ticker, action: v.picklist(['buy', 'sell', 'any']) }),
  v.strictObject({ kind: v.literal('schedule'), ticker, at: clock('The schedule’s time') }),
])

/** The widest range any fact accepts; each fact's own range is checked in validate.ts, where the fact is known. */
const conditionValue = { min: -1_000_000_000, max: 1_000_000_000 }

export const testSchema = v.strictObject({
  kind: v.literal('test'),
  id,
  fact: v.picklist(facts),
  op: v.picklist(comparisons),
  value: number('Value', conditionValue),
  upper: v.optional(number('Upper value', conditionValue)),
  average: v.optional(v.pipe(v.string(), v.maxLength(limits.averageLength))),
})

export const strikeSchema = v.variant('by', [
  v.strictObject({ by: v.literal('delta'), delta: number('Delta', limits.delta) }),
  v.strictObject({ by: v.literal('offset'), dollars: number('Strike offset', limits.offsetDollars) }),
])

export const openSchema = v.strictObject({
  kind: v.literal('open'),
  id,
  structure: v.picklist(structures),
  right: v.picklist(['call', 'put']),
  dte: number('Days to expiration', limits.dte, true),
  strike: strikeSchema,
  width: number('Spread width', limits.width),
  quantity: number('Quantity', limits.quantity, true),
  limitTicks: number('Ticks toward a fill', limits.limitTicks, true),
  notify,
})

export const closeSchema = v.strictObject({ kind: v.literal('close'), id, notify })
export const skipSchema = v.strictObject({
  kind: v.literal('skip'),
  id,
  reason: v.pipe(v.string(), v.maxLength(limits.reasonLength)),
})

// The recursive shapes are declared in model.ts (TypeScript cannot infer a type from a schema that
// refers to itself); these annotations make the compiler hold the two to each other.
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

export const riskSchema = v.strictObject({
  maxContractsPerOrder: number('Max contracts per order', limits.maxContractsPerOrder, true),
  maxOpenPositions: number('Max open positions', limits.maxOpenPositions, true),
  dailyLossCap: number('Daily loss cap', limits.dailyLossCap),
  window: v.strictObject({ start: clock('The window’s start'), end: clock('The window’s end') }),
  stopLossPercent: number('Stop-loss %', limits.percent),
  takeProfitPercent: number('Take-profit %', limits.percent),
  maxBuyingPowerPerTrade: number('Max buying power per trade', limits.maxBuyingPowerPerTrade),
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

const date = v.pipe(
  v.string('Date must be YYYY-MM-DD.'),
  v.isoDate('Date must be YYYY-MM-DD.'),
  v.check((text) => !Number.isNaN(Date.parse(`${text}T12:00:00Z`)), 'Date must be a real calendar day.'),
)

export const alertSchema = v.strictObject({
  ticker,
  action: v.picklist(alertActions),
  price: number('The alert price', { min: 0.01, max: 1_000_000 }),
  sentiment: v.optional(v.picklist(['long', 'short', 'flat'])),
  quantity: v.optional(number('The alert’s quantity', { min: 1, max: 10_000 }, true)),
  time: v.optional(v.pipe(v.string(), v.maxLength(40))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
})

export const marketSchema = v.strictObject({
  date,
  time: clock('Time'),
  price: number('The underlying price', { min: 0.01, max: 1_000_000 }),
  averages: v.record(
    v.pipe(v.string(), v.maxLength(limits.averageLength)),
    number('A moving average', { min: 0.01, max: 1_000_000 }),
  ),
  iv: number('Implied volatility (%)', { min: 1, max: 300 }),
  ivRank: number('IV rank', factInfo.ivRank.range),
  vix: number('VIX', factInfo.vix.range),
  dayMovePercent: number('The day’s move (%)', factInfo.dayMovePercent.range),
})

export const accountSchema = v.strictObject({
  openPositions: number('Open positions', factInfo.openPositions.range, true),
  positionsInTicker: number('Open positions in this ticker', factInfo.positionsInTicker.range, true),
  positionProfitPercent: number('The open position’s profit (% of max)', factInfo.positionProfitPercent.range),
  positionDte: number('The open position’s days to expiration', factInfo.positionDte.range, true),
  sharesHeld: number('Shares held', factInfo.sharesHeld.range, true),
  costBasis: number('Cost basis per share', { min: 0, max: 1_000_000 }),
  entriesToday: number('Entries today', factInfo.entriesToday.range, true),
  /** "" when the strategy has opened nothing today. */
  lastEntryTime: v.union([v.literal(''), clock('The last entry’s time')]),
  realizedPnlToday: number('Realized P&L today', factInfo.realizedPnlToday.range),
  buyingPower: number('Buying power', factInfo.buyingPower.range),
  feePerContract: number('Fee per contract', { min: 0, max: 50 }),
})

export const scenarioSchema = v.strictObject({ alert: alertSchema, market: marketSchema, account: accountSchema })

export const strategySchemaUrlPath = '/lab/strategy.schema.json'
