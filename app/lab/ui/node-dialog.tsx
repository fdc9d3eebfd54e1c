import { useEffect, useId, useRef, useState } from 'react'
import {
  type Comparison,
  comparisonSymbols,
  comparisons,
  comparisonWords,
  type Fact,
  factInfo,
  facts,
  nodeKindInfo,
  structureLabels,
} from '../engine/kinds'
import { type Condition, clockOf, minutesOf, type Strategy, type TreeNode } from '../engine/model'
import { replaceNode } from '../engine/tree-ops'
import { limits, validateStrategy } from '../engine/validate'
import { fieldClass, LabButton } from './controls'

type Editable = TreeNode | Condition

/**
 * The editor of one node, in a modal dialog: the native <dialog> keeps focus inside it and Escape
 * closes it; focus returns to the button that opened it. Changes are a draft until Apply, which
 * makes them one undo step; each field says what is wrong with it as the visitor types.
 */
export function NodeDialog({
  node,
  strategy,
  onApply,
  onClose,
}: {
  node: Editable
  strategy: Strategy
  onApply: (node: Editable) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState<Editable>(node)
  const titleId = useId()
  const problems = validateStrategy(replaceNode(strategy, draft)).filter((problem) => problem.nodeId === draft.id)
  const problem = (field: string) => problems.find((item) => item.field === field)?.message

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialog.current?.showModal()
    return () => opener?.focus()
  }, [])

  const set = (changes: Partial<Editable>) => setDraft((current) => ({ ...current, ...changes }) as Editable)

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="border-line bg-surface text-ink m-auto w-[min(36rem,calc(100vw-1.5rem))] rounded-2xl border p-0 backdrop:bg-black/70"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          if (problems.length === 0) {
            onApply(draft)
            dialog.current?.close()
          }
        }}
        className="flex max-h-[85dvh] flex-col"
      >
        <h2 id={titleId} className="border-line border-b px-5 py-4 text-lg font-semibold">
          Edit {kindNames[draft.kind]}
        </h2>
        <div className="grid gap-4 overflow-y-auto px-5 py-5">
          <Fields draft={draft} set={set} problem={problem} />
        </div>
        <div className="border-line flex justify-end gap-3 border-t px-5 py-4">
          <LabButton variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </LabButton>
          <LabButton type="submit" disabled={problems.length > 0}>
            Apply
          </LabButton>
        </div>
      </form>
    </dialog>
  )
}

export const kindNames = Object.fromEntries(
  Object.entries(nodeKindInfo).map(([kind, info]) => [kind, info.name]),
) as Record<Editable['kind'], string>

type FieldsProps = {
  draft: Editable
  set: (changes: Partial<Editable>) => void
  problem: (field: string) => string | undefined
}

function Fields({ draft, set, problem }: FieldsProps) {
  switch (draft.kind) {
    case 'test': {
      const info = factInfo[draft.fact]
      const value = (field: 'value' | 'upper', label: string) => (
        <Field label={label} error={problem(field)}>
          {(props) =>
            info.editor === 'time' ? (
              <input
                {...props}
                type="time"
                value={draft[field] === undefined ? '' : clockOf(draft[field] ?? 0)}
                onChange={(event) => set({ [field]: minutesOf(event.target.value) })}
              />
            ) : info.editor === 'yesNo' ? (
              <select
                {...props}
                value={draft[field] === 1 ? '1' : '0'}
                onChange={(event) => set({ [field]: Number(event.target.value) })}
              >
                <option value="1">Yes</option>
                <option value="0">No</option>
              </select>
            ) : (
              <input
                {...props}
                type="number"
                step="any"
                inputMode="decimal"
                min={info.range.min}
                max={info.range.max}
                value={Number.isFinite(draft[field]) ? String(draft[field]) : ''}
                onChange={(event) =>
                  set({ [field]: event.target.value === '' ? Number.NaN : Number(event.target.value) })
                }
              />
            )
          }
        </Field>
      )
      // A yes/no fact is only ever equal to yes or no.
      const ops = info.editor === 'yesNo' ? (['eq'] as const) : comparisons
      return (
        <>
          <Field label="Fact" hint={info.hint}>
            {(props) => (
              <select
                {...props}
                value={draft.fact}
                onChange={(event) => {
                  const fact = event.target.value as Fact
                  set({ fact, ...factInfo[fact].initial, upper: undefined })
                }}
              >
                {facts.map((fact) => (
                  <option key={fact} value={fact}>
                    {factInfo[fact].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.fact === 'priceVsAverage' && (
            <Field label="Moving average (as named in the scenario)" error={problem('average')}>
              {(props) => (
                <input
                  {...props}
                  value={draft.average ?? ''}
                  onChange={(event) => set({ average: event.target.value })}
                />
              )}
            </Field>
          )}
          <Field label="Comparison">
            {(props) => (
              <select
                {...props}
                value={draft.op}
                onChange={(event) => {
                  const op = event.target.value as Comparison
                  set(op === 'between' && draft.upper === undefined ? { op, upper: draft.value } : { op })
                }}
              >
                {ops.map((op) => (
                  <option key={op} value={op}>
                    {comparisonSymbols[op]} ({comparisonWords[op]})
                  </option>
                ))}
              </select>
            )}
          </Field>
          {value('value', draft.op === 'between' ? 'From' : 'Value')}
          {draft.op === 'between' && value('upper', 'To')}
        </>
      )
    }
    case 'all':
    case 'any':
      return (
        <Field label="The group is true when">
          {(props) => (
            <select
              {...props}
              value={draft.kind}
              onChange={(event) => set({ kind: event.target.value as 'all' | 'any' })}
            >
              <option value="all">All of its conditions are true (AND)</option>
              <option value="any">Any of its conditions is true (OR)</option>
            </select>
          )}
        </Field>
      )
    case 'skip':
      return (
        <Field label="Reason the run reports" error={problem('reason')}>
          {(props) => (
            <input
              {...props}
              value={draft.reason}
              maxLength={200}
              onChange={(event) => set({ reason: event.target.value })}
            />
          )}
        </Field>
      )
    case 'close':
      return <NotifyFields draft={draft} set={set} />
    case 'if':
      return (
        <p className="text-muted text-sm">
          An IF has no settings of its own: edit its condition, and add actions to its THEN and ELSE branches.
        </p>
      )
    case 'open': {
      const twoRights = ['long', 'debit-spread', 'credit-spread'].includes(draft.structure)
      const spread = ['debit-spread', 'credit-spread', 'iron-condor'].includes(draft.structure)
      const number = (
        field: 'dte' | 'width' | 'quantity' | 'limitTicks',
        label: string,
        range: { min: number; max: number },
        step = 1,
      ) => (
        <Field label={label} error={problem(field)}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="decimal"
              min={range.min}
              max={range.max}
              step={step}
              value={Number.isFinite(draft[field]) ? String(draft[field]) : ''}
              onChange={(event) =>
                set({ [field]: event.target.value === '' ? Number.NaN : Number(event.target.value) })
              }
            />
          )}
        </Field>
      )
      return (
        <>
          <Field label="Structure">
            {(props) => (
              <select
                {...props}
                value={draft.structure}
                onChange={(event) => set({ structure: event.target.value as typeof draft.structure })}
              >
                {Object.entries(structureLabels).map(([structure, label]) => (
                  <option key={structure} value={structure}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {twoRights && (
            <Field label="Calls or puts">
              {(props) => (
                <select
                  {...props}
                  value={draft.right}
                  onChange={(event) => set({ right: event.target.value as 'call' | 'put' })}
                >
                  <option value="call">Calls</option>
                  <option value="put">Puts</option>
                </select>
              )}
            </Field>
          )}
          {number('dte', 'Days to expiration', limits.dte)}
          <Field label="Strike chosen by">
            {(props) => (
              <select
                {...props}
                value={draft.strike.by}
                onChange={(event) =>
                  set({
                    strike: event.target.value === 'delta' ? { by: 'delta', delta: 0.2 } : { by: 'offset', dollars: 5 },
                  })
                }
              >
                <option value="delta">Delta</option>
                <option value="offset">Dollars from the underlying</option>
              </select>
            )}
          </Field>
          <Field
            label={draft.strike.by === 'delta' ? 'Delta (0.01 to 0.99)' : 'Dollars from the underlying'}
            error={problem('strike')}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="decimal"
                step="any"
                value={String(draft.strike.by === 'delta' ? draft.strike.delta : draft.strike.dollars)}
                onChange={(event) => {
                  const value = event.target.value === '' ? Number.NaN : Number(event.target.value)
                  set({
                    strike:
                      draft.strike.by === 'delta' ? { by: 'delta', delta: value } : { by: 'offset', dollars: value },
                  })
                }}
              />
            )}
          </Field>
          {spread && number('width', 'Spread width ($)', limits.width, 0.5)}
          {number('quantity', 'Quantity', limits.quantity)}
          {number('limitTicks', 'Limit: ticks from the mid toward a fill (less credit, more debit)', limits.limitTicks)}
          <NotifyFields draft={draft} set={set} />
        </>
      )
    }
  }
}

function NotifyFields({ draft, set }: { draft: Extract<Editable, { notify: unknown }>; set: FieldsProps['set'] }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Post the order to</legend>
      {(['discord', 'telegram'] as const).map((channel) => (
        <label key={channel} className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={draft.notify[channel]}
            onChange={(event) => set({ notify: { ...draft.notify, [channel]: event.target.checked } })}
            className="accent-accent size-5"
          />
          {channel === 'discord' ? 'Discord' : 'Telegram'}
        </label>
      ))}
    </fieldset>
  )
}

type FieldControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/** A labelled control with its inline error. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string
  /** A line under the control that says where the value comes from or what it means. */
  hint?: string
  children: (props: FieldControlProps) => React.ReactNode
}) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        className: fieldClass,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
