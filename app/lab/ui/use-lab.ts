import { use, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import * as v from 'valibot'
import { decodeWork } from '../engine/link-codec'
import type { Scenario, Strategy } from '../engine/model'
import { type Parsed, parseJson } from '../engine/parse-json'
import { toScenario, type Work } from '../engine/parse-scenario'
import { toStrategy } from '../engine/parse-strategy'
import { strategySchema } from '../engine/schema'
import { defaultTemplate, type Template, templates } from '../engine/templates'
import { validateScenario } from '../engine/validate'
import type { LabRequest } from './address'
import { alertOf, type LabAction, type LabState, reducer } from './lab-state'
import { pressesSoFar } from './presses'

export type { Branch, Editable, Editor, LabState, TreeCommand } from './lab-state'
export { historyLimit, reducer, withDraft } from './lab-state'

export const storageKey = 'strategy-lab:v1'

/** The Lab opened on a strategy and scenario: nothing to undo, nothing said, no editor open. */
export const freshState = (strategy: Strategy, scenario: Scenario, templateId = ''): LabState => ({
  strategy,
  scenario,
  templateId,
  past: [],
  future: [],
  announcement: null,
  notice: null,
  alert: null,
  editor: null,
  focus: null,
})

const fresh = (template: Template): LabState =>
  freshState(structuredClone(template.strategy), structuredClone(template.scenario), template.id)

/** The template with that id, or null when the Lab has none. */
export function templateOf(id: string): Template | null {
  return templates.find((template) => template.id === id) ?? null
}

/** What the Lab says when an address names a template it does not have. */
export function noSuchTemplate(id: string): NonNullable<LabState['notice']> {
  return { tone: 'error', text: `The Lab has no template “${id.slice(0, 40)}”.` }
}

/** Work read back from this browser's storage. */
type Saved = Pick<LabState, 'strategy' | 'scenario' | 'templateId'>

/**
 * What this browser holds under `storageKey`: nothing; work the Lab opens; or work it cannot open,
 * with why and its raw text. Work that cannot be opened is never dropped: the autosave keeps its text
 * aside (`keptAside`, beside the new work under the same key) and the visitor is told.
 */
type Stored =
  | { kind: 'none'; keptAside?: string }
  | { kind: 'work'; work: Saved; keptAside?: string; notice?: LabState['notice'] }
  | { kind: 'unreadable'; name: string | null; reason: string; keptAside: string }

/** The stored record as the autosave writes it. */
type StoredRecord = { strategy?: unknown; scenario?: unknown; templateId?: unknown; keptAside?: unknown }

/** Reads the saved work. Storage the browser blocks (a SecurityError) counts as nothing saved. */
function readStorage(): string | null {
  try {
    return window.localStorage.getItem(storageKey)
  } catch (error) {
    if (error instanceof DOMException) return null
    throw error
  }
}

/** The work this browser saved, if any, and whether the Lab can still open it. */
export function storedWork(text: string | null): Stored {
  if (text === null) return { kind: 'none' }
  const json = parseJson(text)
  if (!json.ok) return { kind: 'unreadable', name: null, reason: json.message, keptAside: text }
  const record = (typeof json.value === 'object' && json.value !== null ? json.value : {}) as StoredRecord
  const keptAside = typeof record.keptAside === 'string' ? record.keptAside : undefined
  if (record.strategy === undefined && record.scenario === undefined) return { kind: 'none', keptAside }
  const strategy = toStrategy(record.strategy)
  if (!strategy.ok) {
    const named = record.strategy as { name?: unknown } | null
    const name = typeof named?.name === 'string' ? named.name : null
    return { kind: 'unreadable', name, reason: strategy.message, keptAside: text }
  }
  // Work saved before the scenario gained a field takes that field from the default template; so
  // does a value the Lab cannot use (a date out of its years, saved by an older Lab), and the
  // visitor is told which.
  const scenario = toScenario(record.scenario, defaultTemplate.scenario)
  const scenarioWords = scenario.ok
    ? scenario.warnings
    : [
        `The scenario saved in this browser could not be used: ${(scenario.problems ?? []).join('; ')}. The default template’s scenario is open instead.`,
      ]
  return {
    kind: 'work',
    keptAside,
    ...(scenarioWords.length > 0 ? { notice: { tone: 'warning', text: scenarioWords.join(' ') } } : {}),
    work: {
      strategy: strategy.value,
      scenario: scenario.ok ? scenario.value : structuredClone(defaultTemplate.scenario),
      templateId: typeof record.templateId === 'string' ? record.templateId : '',
    },
  }
}

/** What the Lab says when the saved work cannot be opened: its name, why, and that it is kept. */
export function unreadableNotice(stored: Extract<Stored, { kind: 'unreadable' }>): NonNullable<LabState['notice']> {
  const what = stored.name ? `Your saved strategy “${stored.name.slice(0, 80)}”` : 'The work saved in this browser'
  return {
    tone: 'error',
    text: `${what} could not be opened: ${stored.reason} It is kept aside in this browser, unchanged; the default template is open instead.`,
  }
}

/**
 * Where the Lab starts: what the address asks for (a shared link, or a template) wins, then the
 * visitor's saved work, then the default template. A link that cannot be opened says why and
 * opens the saved work or the default template; saved work is never overwritten by a failed link,
 * and opening a link or template keeps it one Undo away.
 */
function initialState({
  request,
  stored,
  decoded,
}: {
  request: LabRequest
  stored: Stored
  /** What the link asked for holds, read before the workbench first renders (`linkOpening`). */
  decoded: Parsed<Work> | null
}): LabState {
  const saved = stored.kind === 'work' ? stored.work : null
  const base: LabState = {
    ...fresh(defaultTemplate),
    ...saved,
    notice:
      stored.kind === 'unreadable' ? unreadableNotice(stored) : stored.kind === 'work' ? (stored.notice ?? null) : null,
  }
  const keep = (state: LabState): LabState => (saved ? { ...state, past: [saved.strategy] } : state)
  if (request?.kind === 'link' && decoded) {
    if (decoded.ok) {
      return keep({
        ...base,
        strategy: decoded.value.strategy,
        scenario: decoded.value.scenario ?? base.scenario,
        templateId: '',
        notice: { tone: 'warning', text: [openedWords(decoded.value), ...decoded.warnings].join(' ') },
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
    // Reached from another page (the home page's hero, a strategy page), the Lab says which template
    // it opened, on screen and aloud, as it does for a shared link; a problem with the saved work comes first.
    if (named) return keep({ ...fresh(named), notice: base.notice ?? { tone: 'warning', text: openedTemplate(named) } })
    return { ...base, notice: noSuchTemplate(request.id) }
  }
  return base
}

const openedTemplate = (template: Template) => `Opened template: ${template.name}.`

/** A link's scenario is named only when it carried one: defaults filled in are said by the warning after it. */
const openedWords = ({ scenario, filled }: Work) =>
  scenario && !filled ? 'Opened the strategy and scenario from the link.' : 'Opened the strategy from the link.'

/**
 * A link's reading, one promise per code: a link is decompressed (asynchronously) before the
 * workbench's first render, which waits for it (React's `use`, under page.tsx's Suspense, which
 * shows the Lab loading), so the work on screen is never the wrong one for a moment. The same
 * promise is found again on every render.
 */
const openings = new Map<string, Promise<Parsed<Work>>>()
export function linkOpening(code: string): Promise<Parsed<Work>> {
  let opening = openings.get(code)
  if (!opening) {
    opening = decodeWork(code)
    openings.set(code, opening)
  }
  return opening
}

/**
 * A shared link opened in a tab where the Lab is already open (pasted into the address bar): its
 * strategy and scenario replace the work on screen, which stays one Undo away, and the visitor is
 * told; a link that cannot be opened says why and changes nothing. Resolves once it has.
 */
export async function openLink(code: string, actions: LabActions): Promise<void> {
  const decoded = await decodeWork(code)
  if (!decoded.ok) {
    actions.notify({
      tone: 'error',
      text: `${decoded.message} Your work is unchanged.`,
      items: decoded.problems,
    })
    return
  }
  const opened = openedWords(decoded.value)
  actions.loadStrategy(
    decoded.value.strategy,
    decoded.value.scenario,
    `${opened} Undo brings back your previous strategy.`,
    {
      tone: 'warning',
      text: [opened, ...decoded.warnings].join(' '),
    },
  )
}

/** Every change the workbench can ask of the Lab's state, one function each. */
export type LabActions = ReturnType<typeof labActions>

function labActions(dispatch: (action: LabAction) => void) {
  return {
    edit: (strategy: Strategy, announcement: string) => dispatch({ type: 'edit', strategy, announcement }),
    setScenario: (scenario: Scenario) => dispatch({ type: 'scenario', scenario }),
    loadTemplate: (template: Template, announcement = openedTemplate(template)) =>
      dispatch({
        type: 'load',
        strategy: structuredClone(template.strategy),
        scenario: structuredClone(template.scenario),
        templateId: template.id,
        announcement,
      }),
    loadStrategy: (strategy: Strategy, scenario: Scenario | null, announcement: string, notice?: LabState['notice']) =>
      dispatch({ type: 'load', strategy, scenario, templateId: '', announcement, notice }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    notify: (notice: LabState['notice']) => dispatch({ type: 'notice', notice }),
    /** Says something in the assertive region: what stops an Apply. */
    alert: (text: string) => dispatch({ type: 'alert', text }),
    announce: (text: string) => dispatch({ type: 'announce', text }),
    // A change to the tree, stamped with the presses so far: where it sends focus, it does so only
    // if the visitor has pressed nothing since (tree-view.tsx).
    command: (command: Extract<LabAction, { type: 'command' }>['command']) =>
      dispatch({ type: 'command', command, presses: pressesSoFar() }),
    addPreset: (at: string, preset: Extract<LabAction, { type: 'add-preset' }>['preset']) =>
      dispatch({ type: 'add-preset', at, preset, presses: pressesSoFar() }),
    otherCondition: (at: string) => dispatch({ type: 'other-condition', at }),
    apply: (node: Extract<LabAction, { type: 'apply' }>['node']) =>
      dispatch({ type: 'apply', node, presses: pressesSoFar() }),
    closeEditor: () => dispatch({ type: 'close-editor' }),
  }
}

/**
 * The Lab's state (lab-state.ts) and the actions that change it, with autosave to this browser.
 * `request` is what the address asked for when the workbench started (address.ts). The actions
 * never change, so a panel given one re-renders only for its own data.
 */
export function useLab(request: LabRequest): { state: LabState; actions: LabActions } {
  const [stored] = useState(() => storedWork(readStorage()))
  // The workbench waits for a link's reading before its first render (`linkOpening`).
  const decoded = request?.kind === 'link' ? use(linkOpening(request.code)) : null
  // An error notice the Lab opens with (a link, saved work) is said once, as it opens.
  const [state, dispatch] = useReducer(reducer, { request, stored, decoded }, (start) => {
    const state = initialState(start)
    return { ...state, alert: alertOf(state.notice) }
  })
  const actions = useMemo(() => labActions(dispatch), [])
  const saveTimer = useRef<number | undefined>(undefined)
  // Saved work the Lab could not open stays beside the new work until the visitor clears storage.
  const keptAside = stored.keptAside

  // The last strategy and scenario the Lab could open again: what is saved while a field on screen
  // holds what it cannot read (a date half typed, an empty number), which is never saved.
  const lastGood = useRef({ strategy: state.strategy, scenario: state.scenario })

  // Autosave shortly after each change; a reload loses nothing that can be opened again.
  useEffect(() => {
    window.clearTimeout(saveTimer.current)
    saveTimer.current = window.setTimeout(() => {
      const good = lastGood.current
      const strategy = v.is(strategySchema, state.strategy) ? state.strategy : good.strategy
      const scenario = validateScenario(state.scenario).length === 0 ? state.scenario : good.scenario
      lastGood.current = { strategy, scenario }
      const record = { strategy, scenario, templateId: state.templateId, keptAside }
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(record))
      } catch (error) {
        // Storage full (QuotaExceededError) or blocked (SecurityError): the work stays on the page.
        if (!(error instanceof DOMException)) throw error
      }
    }, 250)
    return () => window.clearTimeout(saveTimer.current)
  }, [state.strategy, state.scenario, state.templateId, keptAside])

  return { state, actions }
}
