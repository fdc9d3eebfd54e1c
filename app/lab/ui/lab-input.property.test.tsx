import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { strategySchema } from '../engine/schema'
import { validateScenario } from '../engine/validate'
import { AtLab } from './at-lab.test-support'
import { storageKey } from './use-lab'
import { Workbench } from './workbench'

/**
 * Random keystrokes, pastes and clears in every field of the Lab's scenario and of a node's editor
 * (docs/requirements.md#strategy-lab: no keystroke sequence throws or saves an invalid state). A crash in a render or an
 * event handler fails the run (React reports it, and the Lab's heading is gone); after each
 * sequence the autosave runs, and what it saved must be work the Lab can open again.
 */

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Text as a visitor types it: digits, letters, signs and separators (no "{" or "[", which user-event reads as key names). */
const typed = fc.string({
  unit: fc.constantFrom(...'0123456789-.:,eE+ aZ/'.split('')),
  minLength: 1,
  maxLength: 8,
})
/** A date-shaped text, out of range or not: what a date field holds part way (0002-12-01, 2026-02-31). */
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)

type Step =
  | { kind: 'type'; field: number; text: string }
  | { kind: 'paste'; field: number; text: string }
  | { kind: 'backspace'; field: number; times: number }
  | { kind: 'clear'; field: number }
  | { kind: 'enter'; field: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), field: fc.nat(), text: typed }),
  fc.record({ kind: fc.constant('paste' as const), field: fc.nat(), text: fc.oneof(typed, dateLike, fc.string()) }),
  fc.record({ kind: fc.constant('backspace' as const), field: fc.nat(), times: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('clear' as const), field: fc.nat() }),
  fc.record({ kind: fc.constant('enter' as const), field: fc.nat() }),
)

/** The fields a visitor can type in or choose from inside `root`. */
const fieldsIn = (root: HTMLElement) =>
  [
    ...root.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"]):not([type="file"]):not([readonly]), textarea:not([readonly]), select',
    ),
  ].filter((field) => !field.closest('[hidden]'))

async function play(user: ReturnType<typeof userEvent.setup>, fields: () => HTMLElement[], steps: Step[]) {
  for (const action of steps) {
    const all = fields()
    if (all.length === 0) return
    const field = all[action.field % all.length] as HTMLElement
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options]
      const option = options[action.field % options.length]
      if (option) await user.selectOptions(field, option)
      continue
    }
    await user.click(field)
    switch (action.kind) {
      case 'type':
        await user.type(field, action.text)
        break
      case 'paste':
        await user.paste(action.text)
        break
      case 'backspace':
        await user.keyboard('{Backspace}'.repeat(action.times))
        break
      case 'clear':
        await user.clear(field)
        break
      case 'enter':
        await user.keyboard('{Enter}')
        break
    }
  }
}

/** The autosave, run now: what it wrote must be a strategy and a scenario the Lab opens as they are. */
function expectSavedValid() {
  act(() => vi.advanceTimersByTime(300))
  const record = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')
  if (record === null) return
  expect(v.is(strategySchema, record.strategy)).toBe(true)
  expect(validateScenario(record.scenario)).toEqual([])
}

const runs = { numRuns: 12, endOnFailure: true }

describe('random input in the Lab', () => {
  it('never throws and never saves an invalid state: the scenario’s fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        window.localStorage.clear()
        vi.useFakeTimers({ shouldAdvanceTime: true })
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
        render(<Workbench />, { wrapper: AtLab })
        const scenario = () => document.getElementById('lab-scenario')?.closest('section') as HTMLElement
        await play(user, () => fieldsIn(scenario()), steps)
        expect(screen.getByRole('heading', { name: 'Scenario' })).toBeInTheDocument()
        expectSavedValid()
        cleanup()
        vi.useRealTimers()
      }),
      runs,
    )
  }, 300_000)

  it('never throws and never saves an invalid state: a condition’s and an Open node’s editor, Enter applying', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Edit Entries today < 2', /^Edit Open vertical credit spread put/),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (node, steps) => {
          window.localStorage.clear()
          vi.useFakeTimers({ shouldAdvanceTime: true })
          const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
          render(<Workbench />, { wrapper: AtLab })
          await user.click(screen.getAllByRole('button', { name: node })[0] as HTMLElement)
          const editor = screen.getByRole('form', { name: /^Edit / })
          await within(editor).findByRole('button', { name: 'Apply' })
          // The editor's fields while it is open; once Enter has applied it, none.
          await play(user, () => (editor.isConnected ? fieldsIn(editor) : []), steps)
          expect(screen.getByRole('heading', { name: /^Strategy: / })).toBeInTheDocument()
          expectSavedValid()
          cleanup()
          vi.useRealTimers()
        },
      ),
      runs,
    )
  }, 300_000)
})
