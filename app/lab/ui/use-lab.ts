import { useCallback, useEffect, useReducer, useRef } from 'react'
import { decodeWork } from '../engine/link-codec'
import type { Scenario, Strategy } from '../engine/model'
import { toScenario, toStrategy } from '../engine/parse'
import { defaultTemplate, type Template, templates } from '../engine/templates'
import type { LabRequest } from './address'

/** Steps of undo kept: at least the 50 the Lab promises. */
export const historyLimit = 100
export const storageKey = 'strategy-lab:v1'

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

/** Exported for its tests. */
export function reducer(state: LabState, action: LabAction): LabState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        strategy: action.strategy,
        past: [...state.past, state.strategy].slice(-historyLimit),
        future: [],
        announcement: action.announcement,
        notice: null,
      }
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
})

/** A template's id from an address, or a message when the Lab has no such template. */
export function templateOf(id: string): Template | null {
  return templates.find((template) => template.id === id) ?? null
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
    return { ...base, notice: { tone: 'error', text: `The Lab has no template “${request.id.slice(0, 40)}”.` } }
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
  return { state, edit, setScenario, loadTemplate, loadStrategy, undo, redo, notify }
}
