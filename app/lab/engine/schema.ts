import { modelVersion } from './model'
import { limits } from './validate'

/**
 * The JSON Schema (draft 2020-12) of an exported strategy file, published with the site at
 * /lab/strategy.schema.json. It is also what the Lab checks an imported file or a shared link
 * against (schema-check.ts), so the published format and the importer cannot disagree. Ranges
 * come from `limits`, the same table the editor's inputs and validateStrategy read.
 */

type Schema = Record<string, unknown>

const number = (range?: { min: number; max: number }): Schema =>
  range ? { type: 'number', minimum: range.min, maximum: range.max } : { type: 'number' }
const integer = (range: { min: number; max: number }): Schema => ({
  type: 'integer',
  minimum: range.min,
  maximum: range.max,
})
const clock: Schema = {
  type: 'string',
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'HH:MM, U.S. Eastern time',
}
const id: Schema = { type: 'string', minLength: 1, maxLength: 40 }
const ticker: Schema = { type: 'string', pattern: '^[A-Z][A-Z.]{0,5}$' }
const notify: Schema = {
  type: 'object',
  properties: { discord: { type: 'boolean' }, telegram: { type: 'boolean' } },
  required: ['discord', 'telegram'],
  additionalProperties: false,
}

function object(properties: Record<string, Schema>, optional: string[] = []): Schema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  }
}

export const strategySchemaUrlPath = '/lab/strategy.schema.json'

export const strategySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: strategySchemaUrlPath,
  title: 'Strategy Lab strategy',
  description:
    'A no-code options strategy as the Strategy Lab saves, shares and exports it: a trigger, a tree of conditions and actions, and risk rules.',
  ...object(
    {
      $schema: { type: 'string' },
      version: { const: modelVersion },
      name: { type: 'string', minLength: 1, maxLength: limits.nameLength },
      trigger: { $ref: '#/$defs/trigger' },
      root: { $ref: '#/$defs/node' },
      risk: { $ref: '#/$defs/risk' },
    },
    ['$schema'],
  ),
  $defs: {
    trigger: {
      oneOf: [
        object({ kind: { const: 'alert' }, ticker, action: { enum: ['buy', 'sell', 'any'] } }),
        object({ kind: { const: 'schedule' }, ticker, at: clock }),
      ],
    },
    condition: {
      oneOf: [
        object(
          {
            kind: { const: 'test' },
            id,
            fact: {
              enum: [
                'timeOfDay',
                'underlyingPrice',
                'priceVsAverage',
                'ivRank',
                'vix',
                'dayMovePercent',
                'openPositions',
                'realizedPnlToday',
                'buyingPower',
              ],
            },
            op: { enum: ['lt', 'lte', 'gt', 'gte', 'eq', 'between'] },
            value: number(limits.conditionValue),
            upper: number(limits.conditionValue),
            average: { type: 'string', maxLength: 40 },
          },
          ['upper', 'average'],
        ),
        object({ kind: { const: 'all' }, id, conditions: { type: 'array', items: { $ref: '#/$defs/condition' } } }),
        object({ kind: { const: 'any' }, id, conditions: { type: 'array', items: { $ref: '#/$defs/condition' } } }),
      ],
    },
    branch: { anyOf: [{ type: 'null' }, { $ref: '#/$defs/node' }] },
    node: {
      oneOf: [
        object({
          kind: { const: 'if' },
          id,
          condition: { $ref: '#/$defs/condition' },
          onTrue: { $ref: '#/$defs/branch' },
          onFalse: { $ref: '#/$defs/branch' },
        }),
        object({
          kind: { const: 'open' },
          id,
          structure: {
            enum: ['long', 'debit-spread', 'credit-spread', 'iron-condor', 'covered-call', 'cash-secured-put'],
          },
          right: { enum: ['call', 'put'] },
          dte: integer(limits.dte),
          strike: {
            oneOf: [
              object({ by: { const: 'delta' }, delta: number(limits.delta) }),
              object({ by: { const: 'offset' }, dollars: number(limits.offsetDollars) }),
            ],
          },
          width: number(limits.width),
          quantity: integer(limits.quantity),
          limitTicks: integer(limits.limitTicks),
          notify,
        }),
        object({ kind: { const: 'close' }, id, notify }),
        object({ kind: { const: 'skip' }, id, reason: { type: 'string', maxLength: 200 } }),
      ],
    },
    risk: object({
      maxContractsPerOrder: integer(limits.maxContractsPerOrder),
      maxOpenPositions: integer(limits.maxOpenPositions),
      dailyLossCap: number(limits.dailyLossCap),
      window: object({ start: clock, end: clock }),
      stopLossPercent: number(limits.percent),
      takeProfitPercent: number(limits.percent),
      maxBuyingPowerPerTrade: number(limits.maxBuyingPowerPerTrade),
    }),
  },
} as const
