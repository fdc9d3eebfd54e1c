import { type Condition, minutesOf, type Strategy, type TreeNode, walk } from './model'

/** Where a problem is: a node's id (or "trigger", "risk"), the field, and what to do about it. */
export type Problem = { nodeId: string; field: string; message: string }

/** Every range the Lab accepts, in one place: the editor's inputs and the checks below read it. */
export const limits = {
  dte: { min: 0, max: 365 },
  delta: { min: 0.01, max: 0.99 },
  offsetDollars: { min: -500, max: 500 },
  width: { min: 0.5, max: 100 },
  quantity: { min: 1, max: 100 },
  limitTicks: { min: -20, max: 20 },
  maxContractsPerOrder: { min: 1, max: 500 },
  maxOpenPositions: { min: 1, max: 100 },
  dailyLossCap: { min: 0, max: 1_000_000 },
  percent: { min: 1, max: 1000 },
  maxBuyingPowerPerTrade: { min: 100, max: 10_000_000 },
  ivRank: { min: 0, max: 100 },
  vix: { min: 0, max: 150 },
  conditionValue: { min: -1_000_000_000, max: 1_000_000_000 },
  /** Nodes in one tree (conditions included): enough for any real strategy, small enough to share in a link. */
  nodes: 60,
  nameLength: 60,
} as const

type Range = { min: number; max: number }

/** "Quantity must be a whole number from 1 to 100." */
function checkNumber(value: number, range: Range, label: string, whole = false): string | null {
  const kind = whole ? 'a whole number' : 'a number'
  if (!Number.isFinite(value) || value < range.min || value > range.max || (whole && !Number.isInteger(value))) {
    return `${label} must be ${kind} from ${range.min.toLocaleString('en-US')} to ${range.max.toLocaleString('en-US')}.`
  }
  return null
}

const tickerPattern = /^[A-Z][A-Z.]{0,5}$/

/** Every reason the strategy cannot run, each placed on its node and field. Empty when it can. */
export function validateStrategy(strategy: Strategy): Problem[] {
  const problems: Problem[] = []
  const add = (nodeId: string, field: string, message: string | null) => {
    if (message) problems.push({ nodeId, field, message })
  }

  if (strategy.name.trim() === '' || strategy.name.length > limits.nameLength) {
    add('strategy', 'name', `Give the strategy a name of 1 to ${limits.nameLength} characters.`)
  }
  const { trigger, risk } = strategy
  if (!tickerPattern.test(trigger.ticker)) {
    add('trigger', 'ticker', 'Ticker must be 1 to 6 capital letters, such as SPY.')
  }
  if (trigger.kind === 'schedule' && Number.isNaN(minutesOf(trigger.at))) {
    add('trigger', 'at', 'Time must be HH:MM, Eastern, such as 09:45.')
  }

  add(
    'risk',
    'maxContractsPerOrder',
    checkNumber(risk.maxContractsPerOrder, limits.maxContractsPerOrder, 'Max contracts per order', true),
  )
  add(
    'risk',
    'maxOpenPositions',
    checkNumber(risk.maxOpenPositions, limits.maxOpenPositions, 'Max open positions', true),
  )
  add('risk', 'dailyLossCap', checkNumber(risk.dailyLossCap, limits.dailyLossCap, 'Daily loss cap'))
  add('risk', 'stopLossPercent', checkNumber(risk.stopLossPercent, limits.percent, 'Stop-loss %'))
  add('risk', 'takeProfitPercent', checkNumber(risk.takeProfitPercent, limits.percent, 'Take-profit %'))
  add(
    'risk',
    'maxBuyingPowerPerTrade',
    checkNumber(risk.maxBuyingPowerPerTrade, limits.maxBuyingPowerPerTrade, 'Max buying power per trade'),
  )
  const start = minutesOf(risk.window.start)
  const end = minutesOf(risk.window.end)
  if (Number.isNaN(start) || Number.isNaN(end)) add('risk', 'window', 'Trading window times must be HH:MM, Eastern.')
  else if (start >= end) add('risk', 'window', 'The trading window must start before it ends.')

  let count = 0
  const ids = new Set<string>()
  for (const node of walk(strategy.root)) {
    count++
    if (ids.has(node.id)) add(node.id, 'id', 'Two nodes share this id; duplicate one again to fix it.')
    ids.add(node.id)
    checkNode(node, add)
  }
  if (count > limits.nodes) {
    add(strategy.root.id, 'root', `A tree can hold up to ${limits.nodes} nodes; this one has ${count}.`)
  }
  return problems
}

function checkNode(node: TreeNode | Condition, add: (nodeId: string, field: string, message: string | null) => void) {
  switch (node.kind) {
    case 'test': {
      const range = node.fact === 'ivRank' ? limits.ivRank : node.fact === 'vix' ? limits.vix : limits.conditionValue
      if (node.fact === 'timeOfDay') {
        const bad = (minutes: number | undefined) => minutes === undefined || !(minutes >= 0 && minutes < 24 * 60)
        if (bad(node.value) || (node.op === 'between' && bad(node.upper))) {
          add(node.id, 'value', 'Time must be HH:MM, Eastern.')
        }
      } else {
        add(node.id, 'value', checkNumber(node.value, range, 'Value'))
        if (node.op === 'between') add(node.id, 'upper', checkNumber(node.upper ?? Number.NaN, range, 'Upper value'))
      }
      if (node.op === 'between' && node.upper !== undefined && node.upper < node.value) {
        add(node.id, 'upper', 'The upper value must not be below the lower one.')
      }
      if (node.fact === 'priceVsAverage' && !node.average?.trim()) {
        add(node.id, 'average', 'Name the moving average to compare with, such as SMA 50.')
      }
      return
    }
    case 'all':
    case 'any':
      if (node.conditions.length === 0) add(node.id, 'conditions', 'Add at least one condition to this group.')
      return
    case 'if':
      if (!node.onTrue && !node.onFalse) add(node.id, 'onTrue', 'Give this IF an action in THEN or ELSE.')
      return
    case 'open':
      add(node.id, 'dte', checkNumber(node.dte, limits.dte, 'Days to expiration', true))
      add(node.id, 'quantity', checkNumber(node.quantity, limits.quantity, 'Quantity', true))
      add(node.id, 'limitTicks', checkNumber(node.limitTicks, limits.limitTicks, 'Limit ticks', true))
      if (node.strike.by === 'delta') add(node.id, 'strike', checkNumber(node.strike.delta, limits.delta, 'Delta'))
      else add(node.id, 'strike', checkNumber(node.strike.dollars, limits.offsetDollars, 'Strike offset'))
      if (['debit-spread', 'credit-spread', 'iron-condor'].includes(node.structure)) {
        add(node.id, 'width', checkNumber(node.width, limits.width, 'Spread width'))
      }
      return
    case 'close':
      return
    case 'skip':
      if (node.reason.trim() === '') add(node.id, 'reason', 'Say why this branch skips, so the run can report it.')
      return
  }
}
