import { useCallback, useEffect, useReducer, useRef } from 'react'
import { describeCondition } from '../describe'
import { type ConditionPreset, nodeKindInfo } from '../engine/kinds'
import { decodeWork } from '../engine/link-codec'
import type { Condition, Scenario, Strategy, Test, TreeNode } from '../engine/model'
import { toScenario, toStrategy } from '../engine/parse'
import { defaultTemplate, type Template, templates } from '../engine/templates'
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
import type { LabRequest } from './address'

/** Steps of undo kept: at least the 50 the Lab promises. */
export const historyLimit = 100
export const storageKey = 'strategy-lab:v1'

export type Branch = 'onTrue' | 'onFalse'

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

export type LabState = {
  strategy: Strategy
  scenario: Scenario
  templateId: string
  past: Strategy[]
  future: Strategy[]
  /** What the last operation did, for the screen reader announcement. */
  announcement: string
  /** A problem opening a link, file or saved work, shown until the next change, with every detail listed. */
  notice: { tone: 'error' | 'warning'; text: string; items?: string[] } | null
  editor: Editor | null
  /**
   * The node whose first button (or the button named) takes focus after a change to the tree (a new
   * object each time).
   */
  focus: { id: string; action?: 'add-condition' } | null
}

export type LabAction =
  | { type: 'edit'; strategy: Strategy; announcement: string }
  | { type: 'scenario'; scenario: Scenario }
  | {
      type: 'load'
      strategy: Strategy
      scenario: Scenario
      templateId: string
      announcement: string
      notice?: LabState['notice']
    }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'notice'; notice: LabState['notice'] }
  | { type: 'command'; command: TreeCommand }
  | { type: 'add-preset'; at: string; preset: ConditionPreset }
  | { type: 'other-condition'; at: string }
  | { type: 'apply'; node: Editable }
  | { type: 'close-editor' }

/** A change to the strategy: one undo step, its announcement, and the node to focus after it. */
function commit(
  state: LabState,
  strategy: Strategy,
  announcement: string,
  focus: string | null,
  action?: 'add-condition',
): LabState {
  return {
    ...state,
    strategy,
    past: [...state.past, state.strategy].slice(-historyLimit),
    future: [],
    announcement,
    notice: null,
    focus: focus === null ? state.focus : action ? { id: focus, action } : { id: focus },
  }
}

const branchName = (branch: Branch) => (branch === 'onTrue' ? 'THEN' : 'ELSE')
const otherBranch = (branch: Branch): Branch => (branch === 'onTrue' ? 'onFalse' : 'onTrue')

/** One command of the tree's buttons: the new strategy, the node to focus and what to announce. */
function treeCommand(state: LabState, command: TreeCommand): LabState {
  const { strategy } = state
  const node = findNode(strategy, command.id)
  const name = node ? nodeKindInfo[node.kind].name : 'node'
  switch (command.type) {
    case 'edit':
      return { ...state, editor: { kind: 'node', id: command.id } }
    case 'add-condition':
      return { ...state, editor: { kind: 'choose-condition', at: command.id } }
    case 'delete': {
      // Focus goes to what held the node: its group, or the IF of its branch.
      const parent = parentOf(strategy, command.id)
      return commit(state, deleteNode(strategy, command.id), `Deleted the ${name}.`, parent?.id ?? strategy.root.id)
    }
    case 'duplicate': {
      const result = duplicateCondition(strategy, command.id)
      return commit(state, result.strategy, `Duplicated the ${name}.`, result.newId)
    }
    case 'move':
      return commit(
        state,
        moveCondition(strategy, command.id, command.by),
        `Moved the ${name} ${command.by < 0 ? 'up' : 'down'}.`,
        command.id,
      )
    case 'swap':
      return commit(state, swapBranches(strategy, command.id), 'Swapped THEN and ELSE.', command.id)
    case 'keep-then': {
      const result = keepThen(strategy, command.id)
      return commit(state, result.strategy, 'Removed the IF and its ELSE; its THEN took its place.', result.newId)
    }
    case 'add': {
      const result = addToBranch(strategy, command.id, command.branch, command.kind)
      const added = nodeKindInfo[command.kind].name
      return commit(state, result.strategy, `Added ${added} to ${branchName(command.branch)}.`, result.newId)
    }
    case 'copy-branch': {
      const result = duplicateToOtherBranch(strategy, command.id, command.branch)
      const to = branchName(otherBranch(command.branch))
      return commit(state, result.strategy, `Duplicated the branch to ${to}.`, result.newId)
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

/** Exported for its tests. */
export function reducer(state: LabState, action: LabAction): LabState {
  switch (action.type) {
    case 'edit':
      return commit(state, action.strategy, action.announcement, null)
    case 'load':
      return {
        ...state,
        strategy: action.strategy,
        scenario: action.scenario,
        templateId: action.templateId,
        past: [...state.past, state.strategy].slice(-historyLimit),
        future: [],
        announcement: action.announcement,
        notice: action.notice ?? null,
        editor: null,
      }
    case 'scenario':
      return { ...state, scenario: action.scenario }
    case 'undo': {
      const previous = state.past.at(-1)
      if (!previous) return { ...state, announcement: 'Nothing to undo.' }
      return {
        ...state,
        strategy: previous,
        past: state.past.slice(0, -1),
        future: [state.strategy, ...state.future],
        announcement: 'Undone.',
      }
    }
    case 'redo': {
      const [next, ...rest] = state.future
      if (!next) return { ...state, announcement: 'Nothing to redo.' }
      return { ...state, strategy: next, past: [...state.past, state.strategy], future: rest, announcement: 'Redone.' }
    }
    case 'notice':
      return { ...state, notice: action.notice }
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

const fresh = (template: Template): LabState => ({
  strategy: structuredClone(template.strategy),
  scenario: structuredClone(template.scenario),
  templateId: template.id,
  past: [],
  future: [],
  announcement: '',
  notice: null,
  editor: null,
  focus: null,
})

/** The template with that id, or null when the Lab has none. */
export function templateOf(id: string): Template | null {
  return templates.find((template) => template.id === id) ?? null
}

/** What the Lab says when an address names a template it does not have. */
export function noSuchTemplate(id: string): NonNullable<LabState['notice']> {
  return { tone: 'error', text: `The Lab has no template “${id.slice(0, 40)}”.` }
}

/**
 * Where the Lab starts: what the address asks for (a shared link, or a template) wins, then the
 * visitor's saved work, then the default template. A link that cannot be opened says why and
 * opens the saved work or the default template; saved work is never overwritten by a failed link,
 * and opening a link or template keeps it one Undo away.
 */
function initialState(request: LabRequest): LabState {
  const saved = savedWork()
  const base = saved ? { ...fresh(defaultTemplate), ...saved } : fresh(defaultTemplate)
  const keep = (state: LabState): LabState => (saved ? { ...state, past: [saved.strategy] } : state)
  if (request?.kind === 'link') {
    const decoded = decodeWork(request.code, base.scenario)
    if (decoded.ok) {
      return keep({
        ...base,
        strategy: decoded.value.strategy,
        scenario: decoded.value.scenario ?? base.scenario,
        templateId: '',
        notice: {
          tone: 'warning',
          text: [
            decoded.value.scenario
              ? 'Opened the strategy and scenario from the link.'
              : 'Opened the strategy from the link.',
            ...decoded.warnings,
          ].join(' '),
        },
      })
    }
    return {
      ...base,
      notice: {
        tone: 'error',
        text: `${decoded.message} ${saved ? 'Your saved work is open instead.' : 'The default template is open instead.'}`,
        items: decoded.problems,
      },
    }
  }
  if (request?.kind === 'template') {
    const named = templateOf(request.id)
    if (named) return keep(fresh(named))
    return { ...base, notice: noSuchTemplate(request.id) }
  }
  return base
}

/** The work this browser saved, if it is still a strategy the Lab can open. */
function savedWork(): Pick<LabState, 'strategy' | 'scenario' | 'templateId'> | null {
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as {
      strategy?: unknown
      scenario?: unknown
      templateId?: string
    } | null
    if (!saved?.strategy || !saved.scenario) return null
    const strategy = toStrategy(saved.strategy)
    // Work saved before the scenario gained a field takes that field from the default template.
    const scenario = toScenario(saved.scenario, defaultTemplate.scenario)
    return strategy.ok
      ? {
          strategy: strategy.value,
          scenario: scenario.ok ? scenario.value : structuredClone(defaultTemplate.scenario),
          templateId: saved.templateId ?? '',
        }
      : null
  } catch {
    // Storage blocked or unreadable: start from the template.
    return null
  }
}

/**
 * The Lab's state: the strategy with its undo history, the scenario, and autosave to this browser.
 * `request` is what the address asked for when the workbench started (address.ts).
 */
export function useLab(request: LabRequest) {
  const [state, dispatch] = useReducer(reducer, request, initialState)
  const saveTimer = useRef<number | undefined>(undefined)

  // Autosave shortly after each change; a reload loses nothing.
  useEffect(() => {
    window.clearTimeout(saveTimer.current)
    saveTimer.current = window.setTimeout(() => {
      try {
        window.localStorage.setItem(
          storageKey,
          JSON.stringify({ strategy: state.strategy, scenario: state.scenario, templateId: state.templateId }),
        )
      } catch {
        // Storage full or blocked: the work stays on the page.
      }
    }, 250)
    return () => window.clearTimeout(saveTimer.current)
  }, [state.strategy, state.scenario, state.templateId])

  const edit = useCallback(
    (strategy: Strategy, announcement: string) => dispatch({ type: 'edit', strategy, announcement }),
    [],
  )
  const setScenario = useCallback((scenario: Scenario) => dispatch({ type: 'scenario', scenario }), [])
  const loadTemplate = useCallback(
    (template: Template) =>
      dispatch({
        type: 'load',
        strategy: structuredClone(template.strategy),
        scenario: structuredClone(template.scenario),
        templateId: template.id,
        announcement: `Opened template: ${template.name}.`,
      }),
    [],
  )
  const loadStrategy = useCallback(
    (strategy: Strategy, scenario: Scenario | null, announcement: string, notice?: LabState['notice']) =>
      dispatch({ type: 'load', strategy, scenario: scenario ?? state.scenario, templateId: '', announcement, notice }),
    [state.scenario],
  )
  const undo = useCallback(() => dispatch({ type: 'undo' }), [])
  const redo = useCallback(() => dispatch({ type: 'redo' }), [])
  const notify = useCallback((notice: LabState['notice']) => dispatch({ type: 'notice', notice }), [])
  const command = useCallback((command: TreeCommand) => dispatch({ type: 'command', command }), [])
  const addPreset = useCallback(
    (at: string, preset: ConditionPreset) => dispatch({ type: 'add-preset', at, preset }),
    [],
  )
  const otherCondition = useCallback((at: string) => dispatch({ type: 'other-condition', at }), [])
  const apply = useCallback((node: Editable) => dispatch({ type: 'apply', node }), [])
  const closeEditor = useCallback(() => dispatch({ type: 'close-editor' }), [])
  return {
    state,
    edit,
    setScenario,
    loadTemplate,
    loadStrategy,
    undo,
    redo,
    notify,
    command,
    addPreset,
    otherCondition,
    apply,
    closeEditor,
  }
}
