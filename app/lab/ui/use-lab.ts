import { useCallback, useEffect, useReducer, useRef } from 'react'
import { decodeStrategy, fragmentKey } from '../engine/link-codec'
import type { Scenario, Strategy } from '../engine/model'
import { toScenario, toStrategy } from '../engine/parse'
import { defaultTemplate, type Template, templates } from '../engine/templates'

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
  /** A problem opening a link, file or saved work, shown until the next change. */
  notice: { tone: 'error' | 'warning'; text: string } | null
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

/**
 * Where the Lab starts: a shared link (#s=…) or a template named in the address (#template=…) wins,
 * then the visitor's saved work, then the default template. A link that cannot be opened says why
 * and opens the default template; saved work is never overwritten by a failed link.
 */
function initialState(): LabState {
  const saved = savedWork()
  // Opening a link or template keeps the saved work one Undo away.
  const keep = (state: LabState): LabState => (saved ? { ...state, past: [saved.strategy] } : state)
  const hash = new URLSearchParams(window.location.hash.slice(1))
  const code = hash.get(fragmentKey)
  const named = templates.find((template) => template.id === hash.get('template'))
  if (code !== null) {
    const decoded = decodeStrategy(code)
    if (decoded.ok) {
      return keep({
        ...fresh(defaultTemplate),
        strategy: decoded.value,
        templateId: '',
        notice: { tone: 'warning', text: ['Opened the strategy from the link.', ...decoded.warnings].join(' ') },
      })
    }
    return {
      ...(saved ? { ...fresh(defaultTemplate), ...saved } : fresh(defaultTemplate)),
      notice: {
        tone: 'error',
        text: `${decoded.message} ${saved ? 'Your saved work is open instead.' : 'The default template is open instead.'}`,
      },
    }
  }
  if (named) return keep(fresh(named))
  return saved ? { ...fresh(defaultTemplate), ...saved } : fresh(defaultTemplate)
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

/** The Lab's state: the strategy with its undo history, the scenario, and autosave to this browser. */
export function useLab() {
  const [state, dispatch] = useReducer(reducer, undefined, initialState)
  const saveTimer = useRef<number | undefined>(undefined)

  // The link or template in the address has been opened: drop it, so a reload restores the work.
  useEffect(() => {
    if (window.location.hash.includes('=')) history.replaceState(null, '', window.location.pathname)
  }, [])

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
    (strategy: Strategy, announcement: string, notice?: LabState['notice']) =>
      dispatch({ type: 'load', strategy, scenario: state.scenario, templateId: '', announcement, notice }),
    [state.scenario],
  )
  const undo = useCallback(() => dispatch({ type: 'undo' }), [])
  const redo = useCallback(() => dispatch({ type: 'redo' }), [])
  const notify = useCallback((notice: LabState['notice']) => dispatch({ type: 'notice', notice }), [])
  return { state, edit, setScenario, loadTemplate, loadStrategy, undo, redo, notify }
}
