import { comparisonSymbols, factLabels, structureLabels } from './labels'
import {
  type Comparison,
  type Condition,
  clockOf,
  type Fact,
  type Market,
  minutesOf,
  type Notify,
  type OpenAction,
  type Right,
  type RiskRules,
  type Scenario,
  type Strategy,
  type Structure,
  type TreeNode,
} from './model'
import { multiplier, optionPrice, roundToStep, strikeForDelta, strikeStep, tickSize } from './pricing'
import { type Problem, validateStrategy } from './validate'

export { comparisonSymbols, factLabels, simulationNote, structureLabels } from './labels'

/** One evaluated condition: the fact's actual value against the rule, and the result. */
export type Step = {
  nodeId: string
  kind: 'test' | 'all' | 'any' | 'if'
  result: boolean
  /** For tests: e.g. "IV rank 62 ≥ 50". */
  detail?: string
}

export type Leg = { side: 'buy' | 'sell'; right: Right; strike: number; expiration: string; mid: number }

export type Ticket = {
  ticker: string
  structure: Structure
  legs: Leg[]
  quantity: number
  dte: number
  expiration: string
  /** Debit paid or credit received per share, at mid and at the limit. */
  type: 'debit' | 'credit'
  mid: number
  limit: number
  /** Dollars for the whole order: the most it can lose at expiration, and the buying power it holds. */
  maxLoss: number
  buyingPower: number
  /** Exit prices from the risk rules' stop-loss and take-profit, per share. */
  stopLoss: number
  takeProfit: number
  notes: string[]
}

export type BlockingRule =
  | keyof Pick<
      RiskRules,
      'window' | 'dailyLossCap' | 'maxOpenPositions' | 'maxContractsPerOrder' | 'maxBuyingPowerPerTrade'
    >
  | 'accountBuyingPower'

export type Outcome =
  | { kind: 'order'; nodeId: string; ticket: Ticket; notify: Notify }
  | { kind: 'close'; nodeId: string; positions: number; notify: Notify }
  | { kind: 'skipped'; nodeId: string | null; reason: string }
  | { kind: 'blocked'; nodeId: string; rule: BlockingRule; reason: string; ticket: Ticket }
  | { kind: 'invalid'; problems: Problem[] }

export type Evaluation = {
  steps: Step[]
  /** Ids of the tree nodes the run went through, in order (conditions inside an IF included). */
  path: string[]
  outcome: Outcome
}

/** What the scenario and strategy say about the moment of the run. */
type Context = { scenario: Scenario; price: number; minutes: number }

/** The scenario's own problems: numbers a run cannot use. */
export function validateScenario(scenario: Scenario): Problem[] {
  const problems: Problem[] = []
  const { alert, market, account } = scenario
  const bad = (value: number, min: number, max: number) => !(Number.isFinite(value) && value >= min && value <= max)
  if (bad(alert.price, 0.01, 1_000_000))
    problems.push({ nodeId: 'scenario', field: 'alert.price', message: 'The alert price must be a positive number.' })
  if (bad(market.price, 0.01, 1_000_000))
    problems.push({
      nodeId: 'scenario',
      field: 'market.price',
      message: 'The underlying price must be a positive number.',
    })
  if (bad(market.iv, 1, 300))
    problems.push({ nodeId: 'scenario', field: 'market.iv', message: 'Implied volatility must be from 1 to 300 (%).' })
  if (Number.isNaN(minutesOf(market.time)))
    problems.push({ nodeId: 'scenario', field: 'market.time', message: 'Time must be HH:MM, Eastern.' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(market.date) || Number.isNaN(Date.parse(`${market.date}T00:00:00Z`))) {
    problems.push({ nodeId: 'scenario', field: 'market.date', message: 'Date must be YYYY-MM-DD.' })
  }
  if (bad(account.openPositions, 0, 10_000) || !Number.isInteger(account.openPositions)) {
    problems.push({
      nodeId: 'scenario',
      field: 'account.openPositions',
      message: 'Open positions must be a whole number, 0 or more.',
    })
  }
  if (bad(account.buyingPower, 0, 1e12))
    problems.push({ nodeId: 'scenario', field: 'account.buyingPower', message: 'Buying power must be 0 or more.' })
  if (!Number.isFinite(account.realizedPnlToday))
    problems.push({ nodeId: 'scenario', field: 'account.realizedPnlToday', message: 'Realized P&L must be a number.' })
  for (const value of [market.ivRank, market.vix, market.dayMovePercent, ...Object.values(market.averages)]) {
    if (!Number.isFinite(value)) {
      problems.push({ nodeId: 'scenario', field: 'market', message: 'Every market figure must be a number.' })
      break
    }
  }
  return problems
}

/**
 * Runs the strategy once against the scenario: checks the trigger, walks the tree recording each
 * condition's actual value, and ends in an order ticket, a close, a skip with its reason, or a
 * block by the first risk rule the order breaks. Never throws: a strategy or scenario that cannot
 * run comes back as `invalid`, with its problems.
 */
export function evaluate(strategy: Strategy, scenario: Scenario): Evaluation {
  try {
    const problems = [...validateStrategy(strategy), ...validateScenario(scenario)]
    if (problems.length > 0) return { steps: [], path: [], outcome: { kind: 'invalid', problems } }
    return run(strategy, scenario)
  } catch (error) {
    // Data from a link or file that slipped past the checks (a missing field): report, do not throw.
    const message = error instanceof Error ? error.message : String(error)
    return {
      steps: [],
      path: [],
      outcome: {
        kind: 'invalid',
        problems: [{ nodeId: 'strategy', field: '', message: `This strategy cannot run: ${message}` }],
      },
    }
  }
}

function run(strategy: Strategy, scenario: Scenario): Evaluation {
  const { trigger } = strategy
  const steps: Step[] = []
  const path: string[] = []
  const skipped = (reason: string): Evaluation => ({ steps, path, outcome: { kind: 'skipped', nodeId: null, reason } })

  if (trigger.kind === 'alert') {
    if (scenario.alert.ticker.toUpperCase() !== trigger.ticker) {
      return skipped(
        `The alert is for ${scenario.alert.ticker || 'no ticker'}; this strategy trades ${trigger.ticker}.`,
      )
    }
    if (trigger.action !== 'any' && scenario.alert.action !== trigger.action) {
      return skipped(`The alert says ${scenario.alert.action}; this strategy starts on ${trigger.action} alerts only.`)
    }
  }
  const context: Context = {
    scenario,
    price: trigger.kind === 'alert' ? scenario.alert.price : scenario.market.price,
    minutes: trigger.kind === 'schedule' ? minutesOf(trigger.at) : minutesOf(scenario.market.time),
  }

  let node: TreeNode | null = strategy.root
  while (node) {
    path.push(node.id)
    if (node.kind === 'if') {
      const result = test(node.condition, context, steps, path)
      steps.push({ nodeId: node.id, kind: 'if', result })
      const next: TreeNode | null = result ? node.onTrue : node.onFalse
      if (!next)
        return {
          steps,
          path,
          outcome: {
            kind: 'skipped',
            nodeId: node.id,
            reason: `No action when this IF is ${result ? 'true' : 'false'}.`,
          },
        }
      node = next
      continue
    }
    if (node.kind === 'skip') return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason: node.reason } }
    if (node.kind === 'close') {
      const positions = scenario.account.openPositions
      if (positions === 0)
        return {
          steps,
          path,
          outcome: { kind: 'skipped', nodeId: node.id, reason: 'Nothing to close: no open positions.' },
        }
      return { steps, path, outcome: { kind: 'close', nodeId: node.id, positions, notify: node.notify } }
    }
    const ticket = buildTicket(node, strategy, context)
    const block = firstBlock(strategy.risk, ticket, context)
    if (block) return { steps, path, outcome: { kind: 'blocked', nodeId: node.id, ticket, ...block } }
    return { steps, path, outcome: { kind: 'order', nodeId: node.id, ticket, notify: node.notify } }
  }
  return skipped('The tree is empty.')
}

function factValue(fact: Fact, average: string | undefined, { scenario, price, minutes }: Context): number | null {
  const { market, account } = scenario
  switch (fact) {
    case 'timeOfDay':
      return minutes
    case 'underlyingPrice':
      return price
    case 'priceVsAverage': {
      const level = average ? market.averages[average] : undefined
      return level ? (price / level - 1) * 100 : null
    }
    case 'ivRank':
      return market.ivRank
    case 'vix':
      return market.vix
    case 'dayMovePercent':
      return market.dayMovePercent
    case 'openPositions':
      return account.openPositions
    case 'realizedPnlToday':
      return account.realizedPnlToday
    case 'buyingPower':
      return account.buyingPower
  }
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
      return Math.abs(actual - value) < 1e-9
    case 'between':
      return actual >= value && actual <= upper
  }
}

/** "10:30", "601.20", "-0.8" as the run reports a value of that fact. */
export function formatFact(fact: Fact, value: number): string {
  if (fact === 'timeOfDay') return clockOf(value)
  if (fact === 'openPositions') return String(value)
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}

function test(condition: Condition, context: Context, steps: Step[], path: string[]): boolean {
  path.push(condition.id)
  if (condition.kind === 'test') {
    const actual = factValue(condition.fact, condition.average, context)
    const label = condition.fact === 'priceVsAverage' ? `Price vs ${condition.average}` : factLabels[condition.fact]
    const rule =
      condition.op === 'between'
        ? `between ${formatFact(condition.fact, condition.value)} and ${formatFact(condition.fact, condition.upper ?? condition.value)}`
        : `${comparisonSymbols[condition.op]} ${formatFact(condition.fact, condition.value)}`
    if (actual === null) {
      steps.push({
        nodeId: condition.id,
        kind: 'test',
        result: false,
        detail: `${label}: the scenario has no average named “${condition.average}”`,
      })
      return false
    }
    const result = compare(condition.op, actual, condition.value, condition.upper)
    steps.push({
      nodeId: condition.id,
      kind: 'test',
      result,
      detail: `${label} ${formatFact(condition.fact, actual)} ${rule}`,
    })
    return result
  }
  // Every condition of a group is evaluated and shown, not just up to the first that decides it.
  const results = condition.conditions.map((child) => test(child, context, steps, path))
  const result = condition.kind === 'all' ? results.every(Boolean) : results.some(Boolean)
  steps.push({ nodeId: condition.id, kind: condition.kind, result })
  return result
}

/** The expiration date: `dte` days after the scenario's date, moved on to the Friday of that week (0 DTE: the same day). */
export function expirationDate(date: string, dte: number): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + dte)
  if (dte > 0) day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7))
  return day.toISOString().slice(0, 10)
}

/** Years to expiration: whole days plus what is left of the session (to 16:00 ET), at least one minute. */
function yearsTo(dte: number, minutes: number, expiration: string, date: string): number {
  const calendarDays = (Date.parse(`${expiration}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000
  const leftToday = Math.max(16 * 60 - minutes, 0) / (24 * 60)
  return Math.max((Math.max(calendarDays, dte) + leftToday) / 365, 1 / (365 * 24 * 60))
}

function buildTicket(action: OpenAction, strategy: Strategy, { scenario, price, minutes }: Context): Ticket {
  const market: Market = scenario.market
  const expiration = expirationDate(market.date, action.dte)
  const base = { spot: price, years: yearsTo(action.dte, minutes, expiration, market.date), vol: market.iv / 100 }
  const step = strikeStep(price)
  const strikeFor = (right: Right) =>
    action.strike.by === 'delta'
      ? strikeForDelta(right, action.strike.delta, base)
      : Math.max(
          step,
          roundToStep(right === 'call' ? price + action.strike.dollars : price - action.strike.dollars, step),
        )
  const leg = (side: Leg['side'], right: Right, strike: number): Leg => ({
    side,
    right,
    strike: Number(strike.toFixed(2)),
    expiration,
    mid: round2(optionPrice({ ...base, right, strike })),
  })
  const width = Math.max(step, roundToStep(action.width, step))
  const away = (right: Right, strike: number) => Math.max(step, right === 'call' ? strike + width : strike - width)
  const notes: string[] = []
  let legs: Leg[]
  switch (action.structure) {
    case 'long':
      legs = [leg('buy', action.right, strikeFor(action.right))]
      break
    case 'debit-spread': {
      const strike = strikeFor(action.right)
      legs = [leg('buy', action.right, strike), leg('sell', action.right, away(action.right, strike))]
      break
    }
    case 'credit-spread': {
      const strike = strikeFor(action.right)
      legs = [leg('sell', action.right, strike), leg('buy', action.right, away(action.right, strike))]
      break
    }
    case 'iron-condor': {
      const put = strikeFor('put')
      const call = strikeFor('call')
      legs = [
        leg('sell', 'put', put),
        leg('buy', 'put', away('put', put)),
        leg('sell', 'call', call),
        leg('buy', 'call', away('call', call)),
      ]
      break
    }
    case 'covered-call':
      legs = [leg('sell', 'call', strikeFor('call'))]
      notes.push(`Covered by ${multiplier} shares per contract, assumed already held.`)
      break
    case 'cash-secured-put':
      legs = [leg('sell', 'put', strikeFor('put'))]
      notes.push('Secured by cash for the shares at the strike.')
      break
  }
  const net = legs.reduce((sum, item) => sum + (item.side === 'buy' ? item.mid : -item.mid), 0)
  const type = net > 0 ? 'debit' : 'credit'
  const mid = round2(Math.abs(net))
  const tick = tickSize(mid)
  // Ticks toward a fill: pay more for a debit, accept less for a credit.
  const limit = Math.max(
    tick,
    roundToStep(type === 'debit' ? mid + action.limitTicks * tick : mid - action.limitTicks * tick, tick),
  )
  const contracts = action.quantity * multiplier
  const shortStrike = legs.find((item) => item.side === 'sell')?.strike ?? 0
  let maxLoss: number
  let buyingPower: number
  switch (action.structure) {
    case 'long':
    case 'debit-spread':
      maxLoss = limit * contracts
      buyingPower = maxLoss
      break
    case 'credit-spread':
    case 'iron-condor':
      maxLoss = Math.max(0, width - limit) * contracts
      buyingPower = maxLoss
      break
    case 'covered-call':
      maxLoss = Math.max(0, price - limit) * contracts
      buyingPower = 0
      break
    case 'cash-secured-put':
      maxLoss = Math.max(0, shortStrike - limit) * contracts
      buyingPower = maxLoss
      break
  }
  const { stopLossPercent, takeProfitPercent } = strategy.risk
  const stopLoss = type === 'debit' ? limit * (1 - stopLossPercent / 100) : limit * (1 + stopLossPercent / 100)
  const takeProfit = type === 'debit' ? limit * (1 + takeProfitPercent / 100) : limit * (1 - takeProfitPercent / 100)
  return {
    ticker: strategy.trigger.ticker,
    structure: action.structure,
    legs,
    quantity: action.quantity,
    dte: action.dte,
    expiration,
    type,
    mid,
    limit: round2(limit),
    maxLoss: Math.round(maxLoss),
    buyingPower: Math.round(buyingPower),
    stopLoss: round2(Math.max(0, stopLoss)),
    takeProfit: round2(Math.max(0, takeProfit)),
    notes,
  }
}

const usd = (value: number) => `$${Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: 0 })}`

/** The first risk rule the order breaks, in the order the platform checks them, or null. */
function firstBlock(
  risk: RiskRules,
  ticket: Ticket,
  { scenario, minutes }: Context,
): { rule: BlockingRule; reason: string } | null {
  const { account } = scenario
  const start = minutesOf(risk.window.start)
  const end = minutesOf(risk.window.end)
  if (minutes < start || minutes > end) {
    return {
      rule: 'window',
      reason: `Trading window: ${clockOf(minutes)} ET is outside ${risk.window.start}–${risk.window.end} ET.`,
    }
  }
  if (account.realizedPnlToday <= -risk.dailyLossCap) {
    return {
      rule: 'dailyLossCap',
      reason: `Daily loss cap: today's realized loss of ${usd(account.realizedPnlToday)} has reached the ${usd(risk.dailyLossCap)} cap.`,
    }
  }
  if (account.openPositions >= risk.maxOpenPositions) {
    return {
      rule: 'maxOpenPositions',
      reason: `Max open positions: ${account.openPositions} open, the limit is ${risk.maxOpenPositions}.`,
    }
  }
  const contracts = ticket.quantity * ticket.legs.length
  if (contracts > risk.maxContractsPerOrder) {
    return {
      rule: 'maxContractsPerOrder',
      reason: `Max contracts per order: this order has ${contracts} (${ticket.quantity} × ${ticket.legs.length} legs), the limit is ${risk.maxContractsPerOrder}.`,
    }
  }
  if (ticket.buyingPower > risk.maxBuyingPowerPerTrade) {
    return {
      rule: 'maxBuyingPowerPerTrade',
      reason: `Max buying power per trade: the order needs ${usd(ticket.buyingPower)}, the limit is ${usd(risk.maxBuyingPowerPerTrade)}.`,
    }
  }
  if (ticket.buyingPower > account.buyingPower) {
    return {
      rule: 'accountBuyingPower',
      reason: `Buying power: the order needs ${usd(ticket.buyingPower)}, the account has ${usd(account.buyingPower)}.`,
    }
  }
  return null
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/**
 * The post the platform would publish for an order, in Discord's Markdown or Telegram's plain
 * text. Says it is simulated; states the order, never a result.
 */
export function orderPost(ticket: Ticket, channel: 'discord' | 'telegram'): string {
  const bold = (text: string) => (channel === 'discord' ? `**${text}**` : text)
  const legs = ticket.legs
    .map((item) => `${item.side.toUpperCase()} ${item.strike} ${item.right.toUpperCase()}`)
    .join(' / ')
  return [
    bold(`${ticket.ticker} · ${structureLabels[ticket.structure]} · ${ticket.quantity}× · exp ${ticket.expiration}`),
    legs,
    `Limit ${ticket.limit.toFixed(2)} ${ticket.type} · stop ${ticket.stopLoss.toFixed(2)} · target ${ticket.takeProfit.toFixed(2)}`,
    `Max loss ${usd(ticket.maxLoss)} · buying power ${usd(ticket.buyingPower)}`,
    '(Simulated in the Strategy Lab, not a real order.)',
  ].join('\n')
}
