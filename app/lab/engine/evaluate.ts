import {
  closedReason,
  daysBetween,
  earlyClose,
  eventsOn,
  expiryCycle,
  expiryFor,
  isMonthlyExpiry,
  session,
  tradingMinutesUntilClose,
  weekday,
} from './calendar.ts'
import {
  type AccountNumber,
  type ComputedFact,
  comparisonSymbols,
  comparisonWords,
  type FactInfo,
  factInfo,
  type MarketNumber,
} from './facts.ts'
import { dollars, dollarsAsTyped, grouped, longDate } from './format.ts'
import { structureInfo } from './kinds.ts'
import {
  multiplier,
  regularOpen,
  round2,
  roundToStep,
  stepAtOrAbove,
  strikeStep,
  tickSize,
  tolerance,
  towardFill,
  tradingMinutesPerYear,
} from './market.ts'
import {
  type Comparison,
  type Condition,
  clockOf,
  type Fact,
  minutesOf,
  type Notify,
  type OpenAction,
  type Right,
  type RiskRules,
  type Scenario,
  type Strategy,
  type TreeNode,
} from './model.ts'
import { analyzePosition, type PositionInput } from './position.ts'
import { optionGreeks, skewedVol, strikeForDelta } from './pricing.ts'
import type { Leg, Ticket } from './ticket.ts'
import { type Problem, validateScenario, validateStrategy } from './validate.ts'

export { comparisonSymbols, factLabels } from './facts.ts'
export { simulationNote, structureLabels } from './kinds.ts'
export type { Leg, Ticket } from './ticket.ts'

/** One evaluated condition: the fact's actual value against the rule, and the result. */
export type Step = {
  nodeId: string
  kind: 'test' | 'all' | 'any' | 'if'
  result: boolean
  /** For tests, the check as the tree's badge reads it: "VIX 22.0 · needs < 20 · not met". */
  detail?: string
  /** For tests, the same check as a sentence a skip can give: "VIX 22.0 is not below 20". */
  sentence?: string
}

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

export type Outcome =
  | { kind: 'order'; nodeId: string; ticket: Ticket; notify: Notify }
  | { kind: 'close'; nodeId: string; positions: number; notify: Notify }
  /**
   * `reason` names the deciding conditions with their values ("VIX 22.0 is not below 20"), or the
   * calendar or alert fact that stopped the run; `note` is the strategy author's own words, when a
   * Do-nothing node was reached.
   */
  | { kind: 'skipped'; nodeId: string | null; reason: string; note?: string }
  | { kind: 'blocked'; nodeId: string; rule: BlockingRule; reason: string; ticket: Ticket }
  | { kind: 'invalid'; problems: Problem[] }

export type Evaluation = {
  steps: Step[]
  /** Ids of the tree nodes the run went through, in order (conditions inside an IF included). */
  path: string[]
  outcome: Outcome
}

/** What the scenario and strategy say about the moment of the run. */
type Context = {
  scenario: Scenario
  ticker: string
  date: string
  /** The underlying price the run uses: the alert's for an alert trigger, the market's for a schedule. */
  price: number
  minutes: number
  /** The trading session of the scenario's date (the run only reaches the tree on a trading day). */
  close: number
}

export { validateScenario }

/**
 * Runs the strategy once against the scenario: checks the trigger and the market calendar, walks
 * the tree recording each condition's actual value, and ends in an order ticket, a close, a skip
 * with its reason, or a block by the first rule the order breaks. A strategy or scenario with
 * problems comes back as `invalid`, listing them; anything else that goes wrong is a bug and throws.
 */
export function evaluate(strategy: Strategy, scenario: Scenario): Evaluation {
  const problems = [...validateStrategy(strategy), ...validateScenario(scenario)]
  if (problems.length > 0) return { steps: [], path: [], outcome: { kind: 'invalid', problems } }
  return run(strategy, scenario)
}

/** Why the market is closed at that date and time, in words, or null when it is open. */
export function marketClosed(date: string, minutes: number): string | null {
  const closed = closedReason(date)
  if (closed) {
    return weekday(date) === 0 || weekday(date) === 6
      ? `${longDate(date)} is a weekend day`
      : `${longDate(date)} is a market holiday: ${closed}`
  }
  const hours = session(date)
  if (!hours) return `${longDate(date)} has no session`
  if (minutes < hours.open) return `${clockOf(minutes)} ET is before the 09:30 ET open`
  if (minutes >= hours.close) {
    const early = earlyClose(date)
    return early
      ? `${clockOf(minutes)} ET is after the 13:00 ET early close (${early})`
      : `${clockOf(minutes)} ET is after the 16:00 ET close`
  }
  return null
}

function run(strategy: Strategy, scenario: Scenario): Evaluation {
  const { trigger } = strategy
  const steps: Step[] = []
  const path: string[] = []
  const skipped = (reason: string): Evaluation => ({ steps, path, outcome: { kind: 'skipped', nodeId: null, reason } })

  const { alert } = scenario
  if (trigger.kind === 'alert') {
    if (alert.ticker.toUpperCase() !== trigger.ticker) {
      return skipped(`The alert is for ${alert.ticker}; this strategy trades ${trigger.ticker}.`)
    }
    if (alert.action === 'cancel') return skipped('The alert says cancel: nothing new is placed.')
    // "add" adds to the long side, as TradingView's strategies send it; "exit" is handled below.
    const side = alert.action === 'add' ? 'buy' : alert.action
    if (alert.action !== 'exit' && trigger.action !== 'any' && side !== trigger.action) {
      return skipped(`The alert says ${alert.action}; this strategy starts on ${trigger.action} alerts only.`)
    }
  }
  const { date } = scenario.market
  const minutes = trigger.kind === 'schedule' ? minutesOf(trigger.at) : minutesOf(scenario.market.time)
  const closed = marketClosed(date, minutes)
  if (closed) return skipped(`The market is closed: ${closed}. No order is sent.`)

  // An exit alert closes the strategy's open position in its ticker, whatever the tree says.
  if (trigger.kind === 'alert' && alert.action === 'exit') {
    const positions = scenario.account.positionsInTicker
    if (positions === 0) return skipped(`The alert says exit, and there is no open position in ${trigger.ticker}.`)
    return {
      steps,
      path,
      outcome: { kind: 'close', nodeId: 'trigger', positions, notify: { discord: false, telegram: false } },
    }
  }

  const context: Context = {
    scenario,
    ticker: trigger.ticker,
    date,
    price: trigger.kind === 'alert' ? scenario.alert.price : scenario.market.price,
    minutes,
    close: session(date)?.close ?? 0,
  }

  let node: TreeNode | null = strategy.root
  // The last IF's deciding checks, as a sentence: what a skip reached through it reports.
  let decided: string | null = null
  while (node) {
    path.push(node.id)
    if (node.kind === 'if') {
      const result = test(node.condition, context, steps, path)
      steps.push({ nodeId: node.id, kind: 'if', result })
      decided = decidingSentence(node.condition, steps)
      const next: TreeNode | null = result ? node.onTrue : node.onFalse
      if (!next) {
        const reason = `${decided}; the strategy has no action for this case (${result ? 'THEN' : 'ELSE'} is empty).`
        return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason } }
      }
      node = next
      continue
    }
    if (node.kind === 'skip') {
      const note = node.reason.trim()
      const outcome = decided
        ? { kind: 'skipped' as const, nodeId: node.id, reason: `${decided}.`, ...(note ? { note } : {}) }
        : { kind: 'skipped' as const, nodeId: node.id, reason: note || 'The strategy does nothing here.' }
      return { steps, path, outcome }
    }
    if (node.kind === 'close') {
      const positions = scenario.account.positionsInTicker
      if (positions === 0) {
        const reason = `Nothing to close: no open position in ${context.ticker}.`
        return { steps, path, outcome: { kind: 'skipped', nodeId: node.id, reason } }
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

/**
 * The facts worked out in code; every other fact is a scenario number (its `reads` in facts.ts).
 * The compiler asks for a row here when a fact without `reads` is added to the table.
 */
const computed: { [F in ComputedFact]: (context: Context, average: string | undefined) => number | null } = {
  timeOfDay: ({ minutes }) => minutes,
  minutesSinceOpen: ({ minutes }) => minutes - regularOpen,
  minutesToClose: ({ minutes, close }) => close - minutes,
  eventDay: ({ date }) => (eventsOn(date).length > 0 ? 1 : 0),
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
function factValue(fact: Fact, average: string | undefined, context: Context): number | null {
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
    default:
      return plain
  }
}

function test(condition: Condition, context: Context, steps: Step[], path: string[]): boolean {
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
      const missing =
        condition.fact === 'priceVsAverage'
          ? `the scenario has no average named “${condition.average}”`
          : `no open position in ${context.ticker}`
      steps.push({
        nodeId: condition.id,
        kind: 'test',
        result: false,
        detail: `${label}: ${missing} · not met`,
        sentence: `${label} cannot be read: ${missing}`,
      })
      return false
    }
    const result = compare(condition.op, actual, condition.value, condition.upper)
    const events = condition.fact === 'eventDay' ? eventsOn(context.date).map((event) => event.name) : []
    const shown = `${format(actual)}${events.length > 0 ? ` (${events.join(', ')})` : ''}`
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
    })
    return result
  }
  // Every condition of a group is evaluated and shown, not just up to the first that decides it.
  const results = condition.conditions.map((child) => test(child, context, steps, path))
  const result = condition.kind === 'all' ? results.every(Boolean) : results.some(Boolean)
  steps.push({ nodeId: condition.id, kind: condition.kind, result })
  return result
}

/**
 * The checks that decided a condition, as one sentence: a false AND names the checks that failed, a
 * true OR the ones that held, and otherwise every check counts ("VIX 22.0 is not below 20; IV rank
 * 25 is not above 30").
 */
function decidingSentence(condition: Condition, steps: readonly Step[]): string {
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

/** Why the ticket carries that expiry, in words a trader can check against the chain. */
function expirationWords(ticker: string, requested: number, expiration: string, dte: number): string {
  const listing =
    expiryCycle(ticker) === 'daily'
      ? `${ticker} lists an expiration every trading day`
      : `${ticker} lists weekly expirations on Fridays (the trading day before when Friday is a holiday)`
  const monthly = isMonthlyExpiry(expiration) ? '; this is the monthly expiration' : ''
  const which =
    dte === requested
      ? `the ${requested}-day request lands on one`
      : `the first on or after ${requested} day${requested === 1 ? '' : 's'} out is ${dte} days out`
  return `${listing}: ${which}${monthly}.`
}

function buildTicket(action: OpenAction, strategy: Strategy, context: Context): Ticket {
  const { scenario, ticker, date, price, minutes } = context
  const { market, account } = scenario
  const expiration = expiryFor(ticker, date, action.dte)
  const dte = daysBetween(date, expiration)
  // Trading time: at least one session minute, so a 0-DTE order seconds before the close still prices.
  const years = Math.max(tradingMinutesUntilClose(date, minutes, expiration), 1) / tradingMinutesPerYear
  const vol = market.iv / 100
  const base = { spot: price, years, vol }
  const step = strikeStep(price)
  const notes: string[] = []
  const warnings: string[] = []

  const strikeFor = (right: Right) =>
    action.strike.by === 'delta'
      ? strikeForDelta(right, action.strike.delta, base)
      : Math.max(
          step,
          roundToStep(right === 'call' ? price + action.strike.dollars : price - action.strike.dollars, step),
        )
  const leg = (side: Leg['side'], right: Right, strike: number): Leg => {
    const legVol = skewedVol(vol, price, strike, years)
    const greeks = optionGreeks({ right, spot: price, strike, years, vol: legVol })
    return {
      side,
      right,
      strike: Number(strike.toFixed(2)),
      expiration,
      mid: round2(greeks.price),
      delta: round2(greeks.delta),
      iv: Math.round(legVol * 1000) / 10,
    }
  }
  const width = Math.max(step, roundToStep(action.width, step))
  const away = (right: Right, strike: number) => Math.max(step, right === 'call' ? strike + width : strike - width)

  let legs: Leg[]
  let shares: PositionInput['shares']
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
        leg('buy', 'put', away('put', put)),
        leg('sell', 'put', put),
        leg('sell', 'call', call),
        leg('buy', 'call', away('call', call)),
      ]
      break
    }
    case 'covered-call': {
      let strike = strikeFor('call')
      // Assignment must never sell the shares below what they cost.
      if (account.sharesHeld > 0 && strike < account.costBasis) {
        const floor = stepAtOrAbove(account.costBasis, step)
        notes.push(
          `Strike raised from ${strike} to ${floor}, the first listed strike at or above the shares’ ${dollars(account.costBasis, 2)} cost basis, so assignment never sells below cost.`,
        )
        strike = floor
      }
      legs = [leg('sell', 'call', strike)]
      shares = { perUnit: multiplier, basis: account.sharesHeld > 0 ? account.costBasis : price }
      notes.push(
        `Covered by ${multiplier} shares per contract: ${grouped(account.sharesHeld)} shares of ${ticker} held at a ${dollars(account.costBasis, 2)} cost basis.`,
      )
      break
    }
    case 'cash-secured-put':
      legs = [leg('sell', 'put', strikeFor('put'))]
      break
  }

  for (const item of legs) {
    if (item.side === 'buy' && item.mid < 0.01) {
      warnings.push(
        `The bought ${item.strike} ${item.right} prices at $0.00 in this model: it protects little, and the order’s max loss is close to the full width. A closer wing costs something and protects more.`,
      )
    }
  }

  // Limit: the mid on the tick grid toward a fill (less credit, more debit), then the ticks asked for.
  const net = legs.reduce((sum, item) => sum + (item.side === 'buy' ? item.mid : -item.mid), 0)
  const type = net > 0 ? 'debit' : 'credit'
  const mid = round2(Math.abs(net))
  const tick = tickSize(ticker, mid)
  const onGrid = towardFill(mid, tick, type === 'debit' ? 'pays' : 'receives')
  const limit = round2(
    Math.max(tick, type === 'debit' ? onGrid + action.limitTicks * tick : onGrid - action.limitTicks * tick),
  )
  const less = type === 'credit' ? 'less credit' : 'more debit'
  const moves = [
    ...(Math.abs(onGrid - mid) > tolerance ? [`rounded to the $${tick.toFixed(2)} tick`] : []),
    ...(action.limitTicks > 0
      ? [`${action.limitTicks} tick${action.limitTicks === 1 ? '' : 's'} ($${tick.toFixed(2)} each) toward a fill`]
      : []),
  ]
  const limitWords =
    moves.length === 0
      ? `Limit $${limit.toFixed(2)} ${type}: the mid.`
      : `Limit $${limit.toFixed(2)} ${type}: the $${mid.toFixed(2)} mid, ${moves.join(', then ')} (${less}).`

  const position: PositionInput = {
    legs: legs.map(({ side, right, strike, iv }) => ({ side, right, strike, vol: iv / 100 })),
    ...(shares ? { shares } : {}),
    quantity: action.quantity,
    spot: price,
    years,
    netPrice: type === 'debit' ? limit : -limit,
    feePerContract: account.feePerContract,
    vol,
  }
  const math = analyzePosition(position)
  const units = action.quantity * multiplier
  const shortPut = legs.find((item) => item.side === 'sell' && item.right === 'put')?.strike ?? 0
  let buyingPower: number
  let maxLoss: number
  switch (action.structure) {
    case 'long':
    case 'debit-spread':
      buyingPower = limit * units
      maxLoss = buyingPower
      break
    case 'credit-spread':
    case 'iron-condor':
      // Brokers hold one side's width less the credit: both sides of a condor cannot lose at once.
      buyingPower = Math.max(0, width - limit) * units
      maxLoss = buyingPower
      break
    case 'covered-call':
      // The shares are already held and paid for; the call only caps their upside.
      buyingPower = 0
      maxLoss = 0
      break
    case 'cash-secured-put':
      buyingPower = Math.max(0, shortPut - limit) * units
      maxLoss = buyingPower
      notes.push(
        `Secured by ${dollars(shortPut * units)} of cash (the strike × ${multiplier} per contract); the premium received offsets part of it.`,
      )
      break
  }

  const { stopLossPercent, takeProfitPercent } = strategy.risk
  const exit = (percent: number, sign: 1 | -1) =>
    percent === 0 ? null : round2(Math.max(0, limit * (1 + (sign * percent) / 100)))
  const legCount = legs.length * action.quantity
  const unit = structureInfo[action.structure].unit(action.right)
  return {
    ticker,
    structure: action.structure,
    legs,
    quantity: action.quantity,
    quantityWords: `${action.quantity} × ${unit} (${legCount} leg${legCount === 1 ? '' : 's'})`,
    requestedDte: action.dte,
    expiration,
    dte,
    expirationWords: expirationWords(ticker, action.dte, expiration, dte),
    type,
    mid,
    limit,
    tick,
    limitWords,
    maxLossTowardCap: Math.round(maxLoss),
    buyingPower: Math.round(buyingPower),
    // A debit's stop is below what was paid and its target above; a credit's the other way round.
    stopLoss: exit(stopLossPercent, type === 'debit' ? -1 : 1),
    takeProfit: exit(takeProfitPercent, type === 'debit' ? 1 : -1),
    position,
    math,
    warnings,
    notes,
  }
}

/** The first rule the order breaks, in the order the platform checks them, or null. */
function firstBlock(
  risk: RiskRules,
  ticket: Ticket,
  { scenario, minutes, ticker }: Context,
): { rule: BlockingRule; reason: string } | null {
  const { account } = scenario
  if (ticket.structure === 'covered-call' && account.sharesHeld < ticket.quantity * multiplier) {
    return {
      rule: 'coveredByShares',
      reason: `Covered call: ${ticket.quantity} contract${ticket.quantity === 1 ? '' : 's'} need${ticket.quantity === 1 ? 's' : ''} ${grouped(ticket.quantity * multiplier)} shares of ${ticker}; the account holds ${grouped(account.sharesHeld)}. Without them this would be a naked call.`,
    }
  }
  const start = minutesOf(risk.window.start)
  const end = minutesOf(risk.window.end)
  if (minutes < start || minutes > end) {
    return {
      rule: 'window',
      reason: `Trading window: ${clockOf(minutes)} ET is outside ${risk.window.start}–${risk.window.end} ET.`,
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

/**
 * The post the platform would publish for an order, in Discord's Markdown or Telegram's plain
 * text. Says it is simulated; states the order, never a result.
 */
export function orderPost(ticket: Ticket, channel: 'discord' | 'telegram'): string {
  const bold = (text: string) => (channel === 'discord' ? `**${text}**` : text)
  const legs = ticket.legs
    .map((item) => `${item.side.toUpperCase()} ${item.strike} ${item.right.toUpperCase()}`)
    .join(' / ')
  const exits = [
    ticket.stopLoss === null ? null : `stop ${ticket.stopLoss.toFixed(2)}`,
    ticket.takeProfit === null ? null : `target ${ticket.takeProfit.toFixed(2)}`,
  ].filter(Boolean)
  return [
    bold(`${ticket.ticker} · ${ticket.quantityWords} · exp ${ticket.expiration} (${ticket.dte} DTE)`),
    legs,
    [`Limit ${ticket.limit.toFixed(2)} ${ticket.type}`, ...exits].join(' · '),
    `Max loss ${ticket.math.maxLoss === null ? 'unlimited' : dollars(ticket.math.maxLoss)} · buying power ${dollars(ticket.buyingPower)}`,
    '(Simulated in the Strategy Lab, not a real order.)',
  ].join('\n')
}
