import type { Comparison, Fact } from './facts.ts'

/**
 * The Lab's tables besides the fields and facts (facts.ts): comparisons, structures, node kinds,
 * sizes and the conditions offered first. The schema, the validation, the evaluator, the editors
 * and the prerendered page all read these, so a new node kind is a row here, not an edit in six
 * places. No valibot and no React here: the prerendered page imports this module.
 */

// The facts and comparisons are defined in facts.ts; the UI reaches them here too.
export type { Comparison, Fact, FactEditor, FactInfo } from './facts.ts'
export { comparisonSymbols, comparisons, comparisonWords, factInfo, factLabels, facts } from './facts.ts'

/**
 * Bump when a saved strategy would no longer mean the same thing; links and files carry it, and
 * parse-strategy.ts migrates the versions before it. 2: limit ticks count toward a fill only (no
 * negatives), and a stop-loss or take-profit of 0 sets none.
 */
export const modelVersion = 2

/** Every result of the Lab carries this. */
export const simulationNote =
  'Simulation with made-up inputs: a decision and an order, not a trading result. Not investment advice.'

/** What a charting-platform alert can ask for: buy and add open, sell opens on the sell side, exit closes, cancel does nothing new. */
export const alertActions = ['buy', 'sell', 'exit', 'cancel', 'add'] as const
export type AlertAction = (typeof alertActions)[number]

export const structures = [
  'long',
  'debit-spread',
  'credit-spread',
  'iron-condor',
  'covered-call',
  'cash-secured-put',
] as const
export type Structure = (typeof structures)[number]

export type StructureInfo = {
  label: string
  /** How traders count one unit of it, singular: "call debit spread" (right filled in), "iron condor". */
  unit: (right: 'call' | 'put') => string
  /** Whether the editor asks for the right (call or put) and a width. */
  hasRight: boolean
  hasWidth: boolean
}

export const structureInfo: Record<Structure, StructureInfo> = {
  long: { label: 'Long option', unit: (right) => `long ${right}`, hasRight: true, hasWidth: false },
  'debit-spread': {
    label: 'Vertical debit spread',
    unit: (right) => `${right} debit spread`,
    hasRight: true,
    hasWidth: true,
  },
  'credit-spread': {
    label: 'Vertical credit spread',
    unit: (right) => `${right} credit spread`,
    hasRight: true,
    hasWidth: true,
  },
  'iron-condor': { label: 'Iron condor', unit: () => 'iron condor', hasRight: false, hasWidth: true },
  'covered-call': { label: 'Covered call', unit: () => 'covered call', hasRight: false, hasWidth: false },
  'cash-secured-put': {
    label: 'Cash-secured put',
    unit: () => 'cash-secured put',
    hasRight: false,
    hasWidth: false,
  },
}

/**
 * What an Open node does when the strike grid cannot give the width or delta it asks (past the
 * `deltaSlack` of strike-notes.ts): trade the nearest listed strikes and say so on the ticket, or send nothing
 * and say what was asked and what the grid had.
 */
export const offGridChoices = ['adjust', 'skip'] as const
export type OffGrid = (typeof offGridChoices)[number]
export const offGridLabels: Record<OffGrid, string> = {
  adjust: 'Use the nearest strikes and say so',
  skip: 'Skip the order',
}

export const structureLabels = Object.fromEntries(structures.map((key) => [key, structureInfo[key].label])) as Record<
  Structure,
  string
>

/**
 * Sizes the Lab accepts besides the numbers of facts.ts: the schema, the validation and the
 * editor's inputs read them.
 */
export const limits = {
  /** Nodes in one tree (conditions included): enough for any real strategy, small enough to share in a link. */
  nodes: 60,
  nameLength: 60,
  reasonLength: 200,
  idLength: 40,
  averageLength: 40,
} as const

/**
 * The floors a new strategy starts with: a credit's minimum, percent of the spread's width (the
 * 0-DTE template's, and a new Open node's in tree-ops.ts), and the most of an order's max profit
 * its round-trip fees may take (the risk rule's value for a file saved before it existed, schema.ts).
 * Here, with the other tables, so the schema and the tree's edits read them without the templates.
 */
export const floors = { minCreditPercent: 3, maxFeePercent: 25 } as const

export const nodeKinds = ['if', 'test', 'all', 'any', 'open', 'close', 'skip'] as const
export type NodeKind = (typeof nodeKinds)[number]

export type NodeKindInfo = {
  /** The kind in the editor's title ("Edit condition") and in announcements ("Deleted the condition"). */
  name: string
  /** Its tag in the tree. */
  tag: string
  /** For the kinds an empty THEN or ELSE can take: the choice that adds one. */
  adds?: string
}

export const nodeKindInfo: Record<NodeKind, NodeKindInfo> = {
  if: { name: 'IF', tag: 'IF', adds: 'IF' },
  test: { name: 'condition', tag: 'TEST' },
  all: { name: 'AND group', tag: 'AND' },
  any: { name: 'OR group', tag: 'OR' },
  open: { name: 'Open position', tag: 'OPEN', adds: 'Open a position' },
  close: { name: 'Close positions', tag: 'CLOSE', adds: 'Close positions' },
  skip: { name: 'Do nothing', tag: 'SKIP', adds: 'Do nothing' },
}

/** What an empty branch can take, in the order the editor offers it. */
export const branchKinds = ['open', 'if', 'close', 'skip'] as const satisfies readonly NodeKind[]
export type BranchKind = (typeof branchKinds)[number]

/** A condition a trader adds often, one choice away; any other is a fact in the full editor. */
export type ConditionPreset = { label: string; fact: Fact; op: Comparison; value: number }

/** Offered first when a condition is added, in this order. */
export const conditionPresets: readonly ConditionPreset[] = [
  { label: 'After 10:00 ET', fact: 'timeOfDay', op: 'gte', value: 600 },
  { label: 'VIX below 20', fact: 'vix', op: 'lt', value: 20 },
  { label: 'IV rank above 30', fact: 'ivRank', op: 'gt', value: 30 },
  { label: 'No open position in this ticker', fact: 'positionsInTicker', op: 'eq', value: 0 },
  { label: 'Not an event day (FOMC, CPI or yours)', fact: 'eventDay', op: 'eq', value: 0 },
  { label: 'Fewer than 2 entries today', fact: 'entriesToday', op: 'lt', value: 2 },
  { label: 'Before 15:00 ET', fact: 'timeOfDay', op: 'lt', value: 900 },
]
