/**
 * The Strategy Lab's model (docs/requirements.md#strategy-lab): a strategy is a trigger, a tree of
 * conditions and actions, and strategy-wide risk rules; a scenario is what the dry run evaluates it
 * against. Plain data, JSON as it stands, so it saves, shares and exports without conversion.
 * No React and no DOM in this folder: the engine runs and is tested on its own.
 */

/** Bump when a saved strategy would no longer mean the same thing; links and files carry it. */
export const modelVersion = 1

/** A clock time in U.S. Eastern time, "HH:MM" (24-hour). */
export type ClockTime = string

/** What starts an evaluation. */
export type Trigger =
  | {
      kind: 'alert'
      /** The underlying the strategy trades; an alert for another ticker is skipped. */
      ticker: string
      /** Which alert actions start it: "buy", "sell", or either. */
      action: 'buy' | 'sell' | 'any'
    }
  | {
      kind: 'schedule'
      ticker: string
      /** Every trading day at this time, Eastern. */
      at: ClockTime
    }

/** The market and account facts a condition can test. */
export type Fact =
  | 'timeOfDay'
  | 'underlyingPrice'
  | 'priceVsAverage'
  | 'ivRank'
  | 'vix'
  | 'dayMovePercent'
  | 'openPositions'
  | 'realizedPnlToday'
  | 'buyingPower'

export type Comparison = 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'between'

/**
 * One test of a fact. `value` (and `upper`, for "between") are numbers, or minutes after
 * midnight for the time of day. For `priceVsAverage` the fact is the underlying price as a percent
 * above (+) or below (−) the scenario's moving average named in `average`.
 */
export type Test = {
  kind: 'test'
  id: string
  fact: Fact
  op: Comparison
  value: number
  upper?: number
  average?: string
}

/** All of its conditions (AND) or any of them (OR). */
export type Group = { kind: 'all' | 'any'; id: string; conditions: Condition[] }

export type Condition = Test | Group

export type Right = 'call' | 'put'

/** The option structures an Open action can build. */
export type Structure = 'long' | 'debit-spread' | 'credit-spread' | 'iron-condor' | 'covered-call' | 'cash-secured-put'

/** How the short (or only) strike is chosen: an absolute delta, or dollars away from the underlying. */
export type StrikeRule = { by: 'delta'; delta: number } | { by: 'offset'; dollars: number }

export type Notify = { discord: boolean; telegram: boolean }

export type OpenAction = {
  kind: 'open'
  id: string
  structure: Structure
  /** For long options and verticals; condors, covered calls and cash-secured puts set their own. */
  right: Right
  /** Days to expiration. */
  dte: number
  strike: StrikeRule
  /** Distance between the strikes of a spread or condor wing, in dollars. */
  width: number
  /** Contracts (or spreads) per order. */
  quantity: number
  /** Limit price as the mid, moved this many ticks toward a fill (negative: away from it). */
  limitTicks: number
  notify: Notify
}

export type CloseAction = { kind: 'close'; id: string; notify: Notify }

export type SkipAction = { kind: 'skip'; id: string; reason: string }

export type Action = OpenAction | CloseAction | SkipAction

/** IF a condition, THEN one branch (`onTrue`), ELSE the other (`onFalse`); an empty branch does nothing. */
export type IfNode = { kind: 'if'; id: string; condition: Condition; onTrue: TreeNode | null; onFalse: TreeNode | null }

export type TreeNode = IfNode | Action

/** Rules every order must pass, whatever branch produced it. */
export type RiskRules = {
  maxContractsPerOrder: number
  maxOpenPositions: number
  /** Dollars: no new position once today's realized loss reaches this. */
  dailyLossCap: number
  window: { start: ClockTime; end: ClockTime }
  /** Exit brackets attached to every order, in percent of the entry price. */
  stopLossPercent: number
  takeProfitPercent: number
  /** Dollars of buying power one order may use. */
  maxBuyingPowerPerTrade: number
}

export type Strategy = {
  version: typeof modelVersion
  name: string
  trigger: Trigger
  root: TreeNode
  risk: RiskRules
}

/** The charting platform's webhook message, as the Lab's alert editor shows it. */
export type Alert = { ticker: string; action: 'buy' | 'sell'; price: number; message?: string }

export type Market = {
  /** Trading date, YYYY-MM-DD. */
  date: string
  time: ClockTime
  /** Underlying price. */
  price: number
  /** Moving averages by name, e.g. { "SMA 50": 580.2, "VWAP": 601.5 }. */
  averages: Record<string, number>
  /** Implied volatility, annualized, in percent (18 = 18 %). */
  iv: number
  ivRank: number
  vix: number
  dayMovePercent: number
}

export type Account = { openPositions: number; realizedPnlToday: number; buyingPower: number }

/** What a dry run evaluates a strategy against. Made-up numbers; no market data is fetched. */
export type Scenario = { alert: Alert; market: Market; account: Account }

/** Minutes after midnight of an "HH:MM" time, or NaN when it is not one. */
export function minutesOf(time: ClockTime): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

/** "HH:MM" for minutes after midnight. */
export function clockOf(minutes: number): ClockTime {
  const whole = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

/** Every node of a tree, depth first, conditions included. */
export function* walk(node: TreeNode | Condition | null): Generator<TreeNode | Condition> {
  if (!node) return
  yield node
  if (node.kind === 'if') {
    yield* walk(node.condition)
    yield* walk(node.onTrue)
    yield* walk(node.onFalse)
  } else if (node.kind === 'all' || node.kind === 'any') {
    for (const condition of node.conditions) yield* walk(condition)
  }
}
