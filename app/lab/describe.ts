import { grouped } from './engine/format.ts'
import { comparisonSymbols, factInfo, factLabels, structureInfo, structureLabels } from './engine/kinds.ts'
import { type Condition, clockOf, type Strategy, type TreeNode } from './engine/model.ts'
import { riskFreeRate } from './engine/pricing.ts'

/** How the Lab names a node in plain English: the tree, the prerendered example and announcements read it. */
export function describeCondition(condition: Condition): string {
  if (condition.kind !== 'test') return condition.kind === 'all' ? 'All of these are true' : 'Any of these is true'
  const label =
    condition.fact === 'priceVsAverage'
      ? `Price vs ${condition.average || '(no average)'} (%)`
      : factLabels[condition.fact]
  const { editor } = factInfo[condition.fact]
  if (editor === 'yesNo' && condition.op === 'eq') return `${label}: ${condition.value === 1 ? 'yes' : 'no'}`
  const show = (value: number | undefined) =>
    value === undefined ? '?' : editor === 'time' ? clockOf(value) : String(value)
  return condition.op === 'between'
    ? `${label} between ${show(condition.value)} and ${show(condition.upper)}`
    : `${label} ${comparisonSymbols[condition.op]} ${show(condition.value)}`
}

/**
 * What a condition tests, in words: a test as the tree shows it, a group as its conditions joined
 * by "and" or "or" (a group within a group in brackets). An IF row reads "IF" and this.
 */
export function describeTest(condition: Condition): string {
  if (condition.kind === 'test') return describeCondition(condition)
  if (condition.conditions.length === 0) return describeCondition(condition)
  const inner = condition.conditions.map((child) =>
    child.kind === 'test' ? describeCondition(child) : `(${describeTest(child)})`,
  )
  return inner.join(condition.kind === 'all' ? ' and ' : ' or ')
}

export function describeNode(node: TreeNode): string {
  switch (node.kind) {
    case 'if':
      return 'IF'
    case 'skip':
      // A derived note says the IF's condition (engine/notes.ts). One the visitor wrote is in their
      // words, which may hold a colon of their own: quoted, so that it does not read as the Lab's.
      return node.auto ? `Do nothing: ${node.reason}` : `Do nothing, with the note “${node.reason}”`
    case 'close':
      return 'Close open positions'
    case 'open': {
      const right = structureInfo[node.structure].hasRight ? ` ${node.right}` : ''
      const strike =
        node.strike.by === 'delta' ? `${node.strike.delta} delta` : `$${node.strike.dollars} from the price`
      return `Open ${structureLabels[node.structure].toLowerCase()}${right}, ${node.dte} DTE, ${strike}, ${node.quantity}×`
    }
  }
}

/**
 * A node's words as its chip draws them: what it does, and, apart, a note the visitor wrote on a Do
 * nothing, which the chip sets on a line of its own and marks as a note (tree-chip.tsx).
 */
export function nodeWords(node: TreeNode): { text: string; note?: string } {
  return node.kind === 'skip' && !node.auto ? { text: 'Do nothing', note: node.reason } : { text: describeNode(node) }
}

export function describeTrigger(strategy: Strategy): string {
  const { trigger } = strategy
  return trigger.kind === 'alert'
    ? `When a TradingView alert for ${trigger.ticker} arrives${trigger.action === 'any' ? ', buy or sell alike' : ` (${trigger.action} alerts)`}`
    : `Every trading day at ${trigger.at} ET, for ${trigger.ticker}`
}

/**
 * The risk rules in words. Its dollars are written here rather than with engine/format.ts: the
 * prerendered page reads this module, and format.ts would bring the workbench's formatting (and
 * what it imports) into the page's first load.
 */
/** How the Lab prices an order, said where a ticket's figures are explained: /lab's example and each strategy page. */
export const estimatesNote = `Order estimates use Black–Scholes prices from the scenario’s implied volatility, with put skew and a fixed ${riskFreeRate * 100}% rate, counted in trading time; strikes, limits and exits sit on each product’s listed grids. They size a ticket; they are not quotes.`

export function describeRisk(strategy: Strategy): string[] {
  const { risk } = strategy
  return [
    `Max ${risk.maxContractsPerOrder} contracts per order (a spread or condor counts as one)`,
    `Max ${risk.maxOpenPositions} open positions`,
    risk.dailyLossCap === 0
      ? 'No daily loss cap'
      : `Daily loss cap $${grouped(risk.dailyLossCap)}, counting today’s realized loss, the open positions’ and each new order’s ${risk.stopGapMultiple > 0 ? `loss at the stop × ${risk.stopGapMultiple}` : 'max loss'}`,
    ...(risk.realizedLossLimit > 0
      ? [`No new position after a realized loss of $${grouped(risk.realizedLossLimit)} today`]
      : []),
    ...(risk.maxLossPerOrder > 0 ? [`Max loss per order $${grouped(risk.maxLossPerOrder)}`] : []),
    ...(risk.minPremium > 0 ? [`Options sold for at least $${risk.minPremium.toFixed(2)} a share`] : []),
    `Trading window ${risk.window.start}–${risk.window.end} ET`,
    `${risk.stopLossPercent === 0 ? 'No stop-loss' : `Stop-loss ${risk.stopLossPercent}%`}, ${risk.takeProfitPercent === 0 ? 'no take-profit' : `take-profit ${risk.takeProfitPercent}%`}`,
    `Max buying power per trade $${grouped(risk.maxBuyingPowerPerTrade)}`,
    risk.maxFeePercent > 0 ? `Max round-trip fees ${risk.maxFeePercent}% of max profit` : 'No limit on fees',
  ]
}
