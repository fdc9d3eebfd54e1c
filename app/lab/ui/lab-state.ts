import { describeCondition, describeNode, describeTest } from '../describe'
import { refilled } from '../engine/alert'
import { type ConditionPreset, nodeKindInfo } from '../engine/kinds'
import type { Condition, Scenario, Strategy, Test, TreeNode } from '../engine/model'
import { derivedNotes } from '../engine/notes'
import {
  addCondition,
  addToBranch,
  deleteNode,
  duplicateCondition,
  duplicateToOtherBranch,
  findNode,
  freshId,
  keepThen,
  moveCondition,
  type NewNodeKind,
  newTest,
  parentOf,
  presetTest,
  replaceNode,
  swapBranches,
} from '../engine/tree-ops'
import { treeNames } from './tree-names'
import { sizeWords } from './tree-size'

/**
 * The Lab's state and every change to it, as one reducer: the strategy with its undo history, the
 * scenario, the open dialog, what to announce and which node takes focus after a change.
 */

/** Steps of undo kept: at least the 50 the Lab promises. */
export const historyLimit = 100
export const storageKey = 'strategy-lab:v1'

export type Branch = 'onTrue' | 'onFalse'

/** A node's button that takes focus after a change rather than its first. */
export type FocusAction = 'add-condition' | 'menu'

/** A node of the tree or a condition: what the editor edits. */
export type Editable = TreeNode | Condition

/** What the tree's buttons ask of a node. */
export type TreeCommand =
  | { type: 'edit'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'add-condition'; id: string }
  | { type: 'swap'; id: string }
  | { type: 'keep-then'; id: string }
  | { type: 'add'; id: string; branch: Branch; kind: NewNodeKind }
  | { type: 'copy-branch'; id: string; branch: Branch }

/**
 * The dialog open over the workbench: a node's editor, the choice of a new condition (`at` a group,
 * or an IF whose single test it joins), or the full editor of a new condition not yet in the tree.
 */
export type Editor =
  | { kind: 'node'; id: string }
  | { kind: 'choose-condition'; at: string }
  | { kind: 'new-condition'; at: string; draft: Test }

/**
 * Words for the live region (live-regions.tsx). `notice`: the notice this change brought is said
 * after them, once; a later change leaves the notice on screen but unsaid.
 */
export type Announcement = { text: string; notice?: true }

export type LabState = {
  strategy: Strategy
  scenario: Scenario
  templateId: string
  past: Strategy[]
  future: Strategy[]
  /** What the last operation did, for the screen reader: a new object each time, so a repeat is heard. */
  announcement: Announcement | null
  /** A problem opening a link, file or saved work, shown until the next change, with every detail listed. */
  notice: { tone: 'error' | 'warning'; text: string; items?: string[] } | null
  /**
   * What the assertive region says: an error notice as it arrives, or why Apply was refused. A new
   * object for each, set only then, so each is heard once and no other change repeats it.
   */
  alert: Announcement | null
  editor: Editor | null
  /**
   * The node whose first button (or the button named: its Add condition, its More actions) takes
   * focus after a change to the tree (a new object each time), and how many presses the page had
   * had when a press asked for that change (presses.ts): any press after it means the visitor has
   * moved on by the time the tree shows the change.
   */
  focus: { id: string; action?: FocusAction; presses?: number } | null
}

export type LabAction =
  | { type: 'edit'; strategy: Strategy; announcement: string }
  | { type: 'scenario'; scenario: Scenario }
  | {
      type: 'load'
      strategy: Strategy
      /** The scenario that comes with it, or null to keep the current one. */
      scenario: Scenario | null
      templateId: string
      announcement: string
      notice?: LabState['notice']
    }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'notice'; notice: LabState['notice'] }
  /** Words for the assertive region: a refused Apply, in the field's words. */
  | { type: 'alert'; text: string }
  /** Words for the screen reader alone, about something outside the state (a copy, an export). */
  | { type: 'announce'; text: string }
  | { type: 'command'; command: TreeCommand; presses?: number }
  | { type: 'add-preset'; at: string; preset: ConditionPreset; presses?: number }
  | { type: 'other-condition'; at: string }
  | { type: 'apply'; node: Editable; presses?: number }
  | { type: 'close-editor' }

/** A change to the strategy: one undo step, its announcement, and the node to focus after it. */
function commit(
  state: LabState,
  strategy: Strategy,
  announcement: string,
  focus: string | null,
  action?: FocusAction,
): LabState {
  return {
    ...state,
    // Every derived Do-nothing note says its condition as the change leaves it (engine/notes.ts).
    strategy: derivedNotes(strategy),
    past: [...state.past, state.strategy].slice(-historyLimit),
    future: [],
    announcement: { text: announcement },
    notice: null,
    focus: focus === null ? state.focus : action ? { id: focus, action } : { id: focus },
  }
}

const branchName = (branch: Branch) => (branch === 'onTrue' ? 'THEN' : 'ELSE')
const otherBranch = (branch: Branch): Branch => (branch === 'onTrue' ? 'onFalse' : 'onTrue')

/**
 * A node as a change's message names it, so that the visitor hears which one changed: "the
 * condition VIX < 20", "the AND group VIX < 20 and IV rank > 30", "IF VIX < 20", or an action's
 * words in quotes. A condition or IF that reads like another gets its place ("VIX < 20 (2nd)").
 */
function named(strategy: Strategy, node: TreeNode | Condition): string {
  const label = treeNames(strategy.root).label(node.id)
  switch (node.kind) {
    case 'if':
      return label
    case 'test':
      return `the condition ${label}`
    case 'all':
    case 'any':
      return `the ${nodeKindInfo[node.kind].name} ${describeTest(node)}`
    default:
      return `“${describeNode(node)}”`
  }
}

/** One command of the tree's buttons: the new strategy, the node to focus and what to announce. */
function treeCommand(state: LabState, command: TreeCommand): LabState {
  const { strategy } = state
  const node = findNode(strategy, command.id)
  // Named only for a change that says what it changed: opening an editor says nothing.
  const what = () => (node ? named(strategy, node) : 'the node')
  switch (command.type) {
    case 'edit':
      return { ...state, editor: { kind: 'node', id: command.id } }
    case 'add-condition':
      return { ...state, editor: { kind: 'choose-condition', at: command.id } }
    case 'delete': {
      // Focus goes to what held the node: its group, or the IF of its branch.
      const parent = parentOf(strategy, command.id)
      const branches = node?.kind === 'if' ? ' and its branches' : ''
      return commit(
        state,
        deleteNode(strategy, command.id),
        `Deleted ${what()}${branches}.`,
        parent?.id ?? strategy.root.id,
      )
    }
    case 'duplicate': {
      const result = duplicateCondition(strategy, command.id)
      return commit(state, result.strategy, `Duplicated ${what()}.`, result.newId)
    }
    case 'move':
      // The condition stays under the visitor's hand: focus goes back to its More actions, where Move was.
      return commit(
        state,
        moveCondition(strategy, command.id, command.by),
        `Moved ${what()} ${command.by < 0 ? 'up' : 'down'}.`,
        command.id,
        'menu',
      )
    case 'swap':
      return commit(
        state,
        swapBranches(strategy, command.id),
        `Swapped THEN and ELSE of ${what()}.`,
        command.id,
        'menu',
      )
    case 'keep-then': {
      const result = keepThen(strategy, command.id)
      return commit(state, result.strategy, `Removed ${what()} and its ELSE; its THEN took its place.`, result.newId)
    }
    case 'add': {
      const result = addToBranch(strategy, command.id, command.branch, command.kind)
      const added = nodeKindInfo[command.kind].name
      return commit(
        state,
        result.strategy,
        `Added ${added} to ${branchName(command.branch)} of ${what()}.`,
        result.newId,
      )
    }
    case 'copy-branch': {
      const result = duplicateToOtherBranch(strategy, command.id, command.branch)
      const [from, to] = [branchName(command.branch), branchName(otherBranch(command.branch))]
      return commit(state, result.strategy, `Duplicated the ${from} of ${what()} to ${to}.`, result.newId)
    }
  }
}

/** What Apply in the open editor does: change the node, or add the new condition. */
function applyEditor(state: LabState, node: Editable): LabState {
  const { editor, strategy } = state
  const closed = { ...state, editor: null }
  if (editor?.kind === 'new-condition' && node.kind === 'test') {
    const result = addCondition(strategy, editor.at, node)
    return commit(closed, result.strategy, `Added a condition: ${describeCondition(node)}.`, result.newId)
  }
  return commit(closed, replaceNode(strategy, node), `Changed the ${nodeKindInfo[node.kind].name}.`, node.id)
}

/** The strategy as it would be with the editor's draft applied: what the editor validates. */
export function withDraft(strategy: Strategy, editor: Editor | null, draft: Editable): Strategy {
  return editor?.kind === 'new-condition' && draft.kind === 'test'
    ? addCondition(strategy, editor.at, draft).strategy
    : replaceNode(strategy, draft)
}

/** A notice in words, its listed problems after its sentence. */
export const noticeWords = (notice: NonNullable<LabState['notice']>) => [notice.text, ...(notice.items ?? [])].join(' ')

/** What the assertive region says for a notice: an error's words, or nothing. */
export const alertOf = (notice: LabState['notice']): Announcement | null =>
  notice?.tone === 'error' ? { text: noticeWords(notice) } : null

/**
 * Exported for its tests. A change that moves the tree across a size band (tree-size.tsx) says so
 * after its own words, so the visitor hears the limit coming before it is reached.
 */
export function reducer(state: LabState, action: LabAction): LabState {
  const changed = change(state, action)
  // The focus a change asks for carries the press that asked for it.
  const next =
    'presses' in action && action.presses !== undefined && changed.focus && changed.focus !== state.focus
      ? { ...changed, focus: { ...changed.focus, presses: action.presses } }
      : changed
  const words = next.announcement !== state.announcement ? sizeWords(state.strategy, next.strategy) : ''
  return words && next.announcement
    ? {
        ...next,
        announcement: { ...next.announcement, text: [next.announcement.text, words].filter(Boolean).join(' ') },
      }
    : next
}

function change(state: LabState, action: LabAction): LabState {
  switch (action.type) {
    case 'edit':
      return commit(state, action.strategy, action.announcement, null)
    case 'load':
      return {
        ...state,
        strategy: derivedNotes(action.strategy),
        scenario: action.scenario ?? state.scenario,
        templateId: action.templateId,
        past: [...state.past, state.strategy].slice(-historyLimit),
        future: [],
        announcement: { text: action.announcement, ...(action.notice ? { notice: true } : {}) },
        notice: action.notice ?? null,
        alert: alertOf(action.notice ?? null) ?? state.alert,
        editor: null,
      }
    case 'scenario':
      // A typed alert's {{placeholders}} follow the market they are filled from.
      return { ...state, scenario: refilled(action.scenario, state.strategy.trigger.ticker) }
    case 'undo': {
      const previous = state.past.at(-1)
      if (!previous) return { ...state, announcement: { text: 'Nothing to undo.' } }
      return {
        ...state,
        // As it was, notes and all: a step back never keeps a note of the step undone.
        strategy: derivedNotes(previous),
        past: state.past.slice(0, -1),
        future: [state.strategy, ...state.future],
        announcement: { text: 'Undone.' },
      }
    }
    case 'redo': {
      const [next, ...rest] = state.future
      if (!next) return { ...state, announcement: { text: 'Nothing to redo.' } }
      return {
        ...state,
        strategy: derivedNotes(next),
        past: [...state.past, state.strategy],
        future: rest,
        announcement: { text: 'Redone.' },
      }
    }
    case 'notice':
      // A warning is said in the polite region, with no words of its own before it; an error, in the
      // assertive one, once for this notice (workbench.tsx).
      return {
        ...state,
        notice: action.notice,
        alert: alertOf(action.notice ?? null) ?? state.alert,
        ...(action.notice?.tone === 'warning' ? { announcement: { text: '', notice: true } } : {}),
      }
    case 'alert':
      return { ...state, alert: { text: action.text } }
    case 'announce':
      return { ...state, announcement: { text: action.text } }
    case 'command':
      return treeCommand(state, action.command)
    case 'add-preset': {
      const result = addCondition(state.strategy, action.at, presetTest(state.strategy, action.preset))
      const announcement = `Added a condition: ${action.preset.label}.`
      // Focus goes to the group's "Add condition": the next condition is one Enter away.
      const group = parentOf(result.strategy, result.newId)
      return commit(
        { ...state, editor: null },
        result.strategy,
        announcement,
        group?.id ?? result.newId,
        'add-condition',
      )
    }
    case 'other-condition':
      return { ...state, editor: { kind: 'new-condition', at: action.at, draft: newTest(freshId(state.strategy)) } }
    case 'apply':
      return applyEditor(state, action.node)
    case 'close-editor':
      return { ...state, editor: null }
  }
}
