import * as v from 'valibot'
import { type ContractSpec, exitLevel, exitWords } from './contracts.ts'
import { grouped } from './format.ts'
import { multiplier } from './market.ts'

/**
 * The exits an order ticket carries: the risk rules' stop-loss and take-profit percents, or, where
 * the alert sends TradersPost's `takeProfit` and `stopLoss` objects, those, as TradersPost's "Allow
 * signal override" reads them (sources in docs/decisions/012-strategy-lab.md). TradersPost's units
 * are kept and named on the ticket: a `percent` of the entry price, an `amount` in dollars from it,
 * a `limitPrice` or `stopPrice` as the exit's own price, a take-profit's `pnlAmount` in dollars of
 * profit on the order (its quantity × the contract multiplier). The entry price is the order's: for
 * an option order, its premium a share, which for a spread is the net the ticket limits.
 */

/** A positive number, quoted or not when `quoted` (TradingView's placeholders leave numbers in quotes). */
function amount(name: string, max: number, quoted: boolean) {
  const message = `${name} must be a number above 0 and at most ${grouped(max)}.`
  const checked = v.pipe(v.number(message), v.finite(message), v.gtValue(0, message), v.maxValue(max, message))
  const read: v.GenericSchema<unknown, number> = quoted
    ? v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.toNumber(message))], message),
        checked,
      )
    : checked
  return v.optional(read)
}

const takeProfitUnits = ['percent', 'amount', 'limitPrice', 'pnlAmount'] as const
const stopLossUnits = ['percent', 'amount', 'stopPrice'] as const

const takeProfitShape =
  '"takeProfit" must be an object with one of "percent", "amount", "limitPrice" or "pnlAmount", TradersPost’s fields, such as {"percent": 50}: a bare number names no unit.'
const stopLossShape =
  '"stopLoss" must be an object with one of "percent", "amount" or "stopPrice", TradersPost’s fields for a stop order, such as {"type": "stop", "percent": 100}: a bare number names no unit.'
const stopTypeMessage =
  '"stopLoss" type must be "stop": the Lab closes at a stop as a stop order does, at the price once touched; it does not follow a stop_limit or trailing_stop exit, so it refuses one rather than show a fill that order might not get.'

/** How many of `units` the object sends: exactly one is read, as the Lab never picks one of several for the visitor. */
const unitsSent = (value: object, units: readonly string[]) =>
  units.filter((unit) => (value as Record<string, unknown>)[unit] !== undefined).length
const oneOfMessage = (units: readonly string[], name: string) =>
  `"${name}" takes exactly one of ${units
    .map((unit) => `"${unit}"`)
    .join(', ')
    .replace(/, ([^,]+)$/, ' or $1')}: the Lab will not guess which TradersPost would use.`

/** TradersPost's take-profit object, stored (numbers) or as a message carries it (numbers may be quoted). */
export function takeProfitSchema(quoted = false) {
  return v.pipe(
    v.strictObject(
      {
        percent: amount('"takeProfit" percent', 1000, quoted),
        amount: amount('"takeProfit" amount', 100_000, quoted),
        limitPrice: amount('"takeProfit" limitPrice', 100_000, quoted),
        pnlAmount: amount('"takeProfit" pnlAmount', 10_000_000, quoted),
      },
      takeProfitShape,
    ),
    v.check((value) => unitsSent(value, takeProfitUnits) === 1, oneOfMessage(takeProfitUnits, 'takeProfit')),
  )
}

/** TradersPost's stop-loss object: a stop order (`type` "stop", its default here) at one of its units. */
export function stopLossSchema(quoted = false) {
  const type = v.picklist(['stop'], stopTypeMessage)
  return v.pipe(
    v.strictObject(
      {
        type: v.optional(quoted ? v.pipe(v.string(stopTypeMessage), v.trim(), v.toLowerCase(), type) : type),
        percent: amount('"stopLoss" percent', 1000, quoted),
        amount: amount('"stopLoss" amount', 100_000, quoted),
        stopPrice: amount('"stopLoss" stopPrice', 100_000, quoted),
      },
      stopLossShape,
    ),
    v.check((value) => unitsSent(value, stopLossUnits) === 1, oneOfMessage(stopLossUnits, 'stopLoss')),
  )
}

export type AlertTakeProfit = v.InferOutput<ReturnType<typeof takeProfitSchema>>
export type AlertStopLoss = v.InferOutput<ReturnType<typeof stopLossSchema>>
/** The exits an alert sends, as the run reads them. */
export type AlertExits = { takeProfit?: AlertTakeProfit; stopLoss?: AlertStopLoss }

type Rule = 'stopLoss' | 'takeProfit'
type Level = ReturnType<typeof exitLevel>
type Order = { type: 'credit' | 'debit'; limit: number; quantity: number }

const money = (value: number) => `$${value.toFixed(2)}`
const exact = (value: number) => `$${Number(value.toFixed(4))}`

/**
 * One exit the alert sets: its level on the product's tick grid, toward the trader's side (as the
 * risk rules' are), and a sentence naming TradersPost's unit, the entry price it was read against
 * and the price it gives; or, where it cannot be an exit of this order, no level and why.
 */
function alertExit(rule: Rule, given: AlertTakeProfit | AlertStopLoss, spec: ContractSpec, order: Order) {
  const { type, limit, quantity } = order
  const entry = `the ${money(limit)} limit ${type} a share`
  const close = type === 'credit' ? 'a buy-back' : 'a sale'
  const name = rule === 'takeProfit' ? 'take-profit' : 'stop-loss'
  const toward = (rule === 'takeProfit') === (type === 'debit') ? 1 : -1
  let offset: number
  let read: string
  if ('percent' in given && given.percent !== undefined) {
    offset = (limit * given.percent) / 100
    read = `${rule}.percent ${given.percent} is ${given.percent}% of the entry price, ${entry}`
  } else if ('amount' in given && given.amount !== undefined) {
    offset = given.amount
    read = `${rule}.amount ${given.amount} is ${money(given.amount)} a share from the entry price, ${entry}`
  } else if ('pnlAmount' in given && given.pnlAmount !== undefined) {
    const shares = quantity * multiplier
    offset = given.pnlAmount / shares
    read = `${rule}.pnlAmount ${given.pnlAmount} is $${grouped(given.pnlAmount)} of profit on ${grouped(shares)} shares’ worth (${quantity} × ${multiplier}), ${exact(offset)} a share from the entry price, ${entry}`
  } else {
    const price = ('limitPrice' in given ? given.limitPrice : 'stopPrice' in given ? given.stopPrice : undefined) ?? 0
    const key = rule === 'takeProfit' ? 'limitPrice' : 'stopPrice'
    offset = (price - limit) * toward
    read = `${rule}.${key} ${price} is the exit’s own price a share, against the entry price, ${entry}`
    if (offset <= 0) {
      const side = rule === 'takeProfit' ? 'a profit' : 'a loss'
      return {
        level: null,
        words: `The alert’s ${read}: ${money(price)} is not ${side} on it, so no ${name} is set from it.`,
      }
    }
  }
  const price = limit + toward * offset
  if (price <= 0) {
    return {
      level: null,
      words: `The alert’s ${read}: ${close} at ${exact(price)}, which no order fills, so no ${name} is set from it.`,
    }
  }
  const level = exitLevel(spec, limit, (offset / limit) * 100, rule, type)
  if (!level) return { level: null, words: `The alert’s ${read}: no ${name} is set from it.` }
  const rounded =
    Math.abs(level.price - level.exact) > 1e-9
      ? ` (${exact(level.exact)} rounded to the ${money(level.tick)} tick, toward the trader’s side)`
      : ''
  return { level, words: `The alert’s ${read}: ${name} at ${money(level.price)}, ${close}${rounded}.` }
}

/**
 * The ticket's stop-loss and take-profit: each from the alert where it sends one (replacing the risk
 * rules', as TradersPost's signal override does, and saying so), else from the risk rules' percents.
 */
export function orderExits(
  percents: { stopLossPercent: number; takeProfitPercent: number },
  alert: AlertExits | undefined,
  spec: ContractSpec,
  order: Order,
): { stop: Level; target: Level; notes: string[] } {
  const notes: string[] = []
  const fromAlert = (rule: Rule, percent: number): Level => {
    const given = alert?.[rule]
    if (!given) return exitLevel(spec, order.limit, percent, rule, order.type)
    const { level, words } = alertExit(rule, given, spec, order)
    if (level) {
      const replaced =
        percent > 0 ? ` It replaces the risk rules’ ${percent}%, as TradersPost’s signal override does.` : ''
      notes.push(`${words}${replaced}`)
      return level
    }
    // Refused: the strategy's own exit, if it has one, stays, as it would without the field.
    notes.push(percent > 0 ? `${words} The risk rules’ ${percent}% stays.` : words)
    fromRules.push(rule)
    return exitLevel(spec, order.limit, percent, rule, order.type)
  }
  const fromRules: Rule[] = []
  const stop = fromAlert('stopLoss', percents.stopLossPercent)
  const target = fromAlert('takeProfit', percents.takeProfitPercent)
  const ruled = [
    alert?.stopLoss && !fromRules.includes('stopLoss') ? null : stop,
    alert?.takeProfit && !fromRules.includes('takeProfit') ? null : target,
  ]
  const rounded = exitWords(ruled, order, {
    stopLoss: percents.stopLossPercent,
    takeProfit: percents.takeProfitPercent,
  })
  if (rounded) notes.unshift(rounded)
  return { stop, target, notes }
}
