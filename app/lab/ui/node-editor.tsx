import { type ReactNode, useId, useState } from 'react'
import {
  type Comparison,
  comparisonSymbols,
  comparisons,
  comparisonWords,
  type Fact,
  factInfo,
  facts,
  type NodeKind,
  nodeKindInfo,
  type OffGrid,
  offGridChoices,
  offGridLabels,
  type Structure,
  structureInfo,
  structureLabels,
  structures,
} from '../engine/kinds'
import { clockOf, type Group, minutesOf, type Strategy } from '../engine/model'
import { actionFields } from '../engine/order-fields'
import { validateStrategy } from '../engine/validate'
import { Field, LabButton, NumberField, SelectField } from './controls'
import { useInlineEditor } from './use-inline-editor'
import type { Editable } from './use-lab'

/**
 * The editor of one node, open in place under it (use-inline-editor.tsx): it opens on its first
 * field, Escape or Cancel closes it, and focus returns to the Edit button that opened it. Changes
 * are a draft until Apply, which makes them one undo step; each field says what is wrong with it
 * as the visitor types. Apply (or Enter in a field) with a field in error is refused as GOV.UK's
 * forms refuse it: focus goes to the first such field, which reads out its error, and the errors
 * are said in the assertive region (`onRefused`); Apply is never disabled, so it stays in the Tab
 * order and Enter always answers.
 */
export function NodeEditor({
  node,
  placed,
  adding = false,
  applying = false,
  onApply,
  onRefused,
  onClose,
}: {
  node: Editable
  /** The strategy with the draft in place, which the draft is checked in. */
  placed: (draft: Editable) => Strategy
  /** A new node, not yet in the tree: the editor says "Add" rather than "Edit". */
  adding?: boolean
  /** Its Apply is being drawn (the editor closes with it): the button says so, and pressing it again does nothing. */
  applying?: boolean
  onApply: (node: Editable) => void
  /** Says why Apply was refused, in the assertive region. */
  onRefused: (text: string) => void
  onClose: () => void
}) {
  const { form, ready } = useInlineEditor(onClose)
  const [draft, setDraft] = useState<Editable>(node)
  const titleId = useId()
  const problems = validateStrategy(placed(draft)).filter((problem) => problem.nodeId === draft.id)
  const problem = (field: string) => problems.find((item) => item.field === field)?.message

  const set = (changes: Partial<Editable>) => setDraft((current) => ({ ...current, ...changes }) as Editable)
  const Editor = editors[draft.kind] as (props: EditorProps<NodeKind>) => ReactNode

  return (
    <form
      {...form}
      aria-labelledby={titleId}
      // The fields' min and max are for the keyboard's steps and the phone's keypad: the browser's
      // own check would stop the submit with a bubble of its own words, before the Lab's.
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (applying) return
        if (problems.length === 0) return onApply(draft)
        event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        const messages = [...new Set(problems.map((item) => item.message))]
        onRefused(
          `${adding ? 'Not added' : 'Not applied'}: ${messages.length === 1 ? 'one problem' : `${messages.length} problems`}. ${messages.join(' ')}`,
        )
      }}
    >
      <h3 id={titleId} className="text-base font-semibold">
        {adding ? 'Add a' : 'Edit'} {nodeKindInfo[draft.kind].name}
      </h3>
      {/* The fields a frame after the heading (use-inline-editor.tsx). */}
      {ready && (
        <>
          <div className="grid max-w-md gap-4">
            <Editor draft={draft} set={set} problem={problem} />
          </div>
          <div className="flex flex-wrap gap-3">
            <LabButton type="submit">
              {applying ? (adding ? 'Adding…' : 'Applying…') : adding ? 'Add' : 'Apply'}
            </LabButton>
            <LabButton variant="secondary" onClick={onClose}>
              Cancel
            </LabButton>
          </div>
        </>
      )}
    </form>
  )
}

/** The node of a kind (a group's kind is AND or OR, one type). */
type NodeOf<K extends NodeKind> = K extends Group['kind'] ? Group : Extract<Editable, { kind: K }>

type EditorProps<K extends NodeKind> = {
  draft: NodeOf<K>
  set: (changes: Partial<Editable>) => void
  problem: (field: string) => string | undefined
}

/** Each kind's editor: a new kind of node is a row in kinds.ts and an editor here. */
const editors: { [K in NodeKind]: (props: EditorProps<K>) => ReactNode } = {
  test: TestEditor,
  all: GroupEditor,
  any: GroupEditor,
  if: () => (
    <p className="text-muted text-sm">
      An IF has no settings of its own: edit its condition, and add actions to its THEN and ELSE branches.
    </p>
  ),
  open: OpenEditor,
  close: ({ draft, set }) => <NotifyFields draft={draft} set={set} />,
  skip: ({ draft, set, problem }) => (
    <Field
      label="Reason the run reports"
      error={problem('reason')}
      hint={`${draft.auto ? 'Said from the IF’s condition, and kept up to date with it.' : 'Your own words, kept as written.'} Empty, it says the condition.`}
    >
      {(props) => (
        <input
          {...props}
          value={draft.reason}
          maxLength={200}
          // Typed words are the author's and stay as written; an empty note is derived from the condition (engine/notes.ts).
          onChange={(event) =>
            set(
              event.target.value.trim() === ''
                ? { reason: '', auto: true }
                : { reason: event.target.value, auto: undefined },
            )
          }
        />
      )}
    </Field>
  ),
}

const yesNo = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const

const factChoices = facts.map((fact) => ({ value: fact, label: factInfo[fact].label }))

function TestEditor({ draft, set, problem }: EditorProps<'test'>) {
  const info = factInfo[draft.fact]
  const value = (field: 'value' | 'upper', label: string) =>
    info.editor === 'time' ? (
      <Field label={label} error={problem(field)}>
        {(props) => (
          <input
            {...props}
            type="time"
            value={draft[field] === undefined ? '' : clockOf(draft[field] ?? 0)}
            onChange={(event) => set({ [field]: minutesOf(event.target.value) })}
          />
        )}
      </Field>
    ) : info.editor === 'yesNo' ? (
      <SelectField
        label={label}
        error={problem(field)}
        value={draft[field] === 1 ? '1' : '0'}
        options={yesNo}
        onChange={(choice) => set({ [field]: Number(choice) })}
      />
    ) : (
      <NumberField
        label={label}
        error={problem(field)}
        min={info.range.min}
        max={info.range.max}
        value={draft[field] ?? Number.NaN}
        onChange={(number) => set({ [field]: number })}
      />
    )
  // A yes/no fact is only ever equal to yes or no.
  const ops = info.editor === 'yesNo' ? (['eq'] as const) : comparisons
  return (
    <>
      <SelectField
        label="Fact"
        hint={info.hint}
        value={draft.fact}
        options={factChoices}
        onChange={(fact: Fact) => set({ fact, ...factInfo[fact].initial, upper: undefined })}
      />
      {draft.fact === 'priceVsAverage' && (
        <Field label="Moving average (as named in the scenario)" error={problem('average')}>
          {(props) => (
            <input {...props} value={draft.average ?? ''} onChange={(event) => set({ average: event.target.value })} />
          )}
        </Field>
      )}
      <SelectField
        label="Comparison"
        value={draft.op}
        options={ops.map((op) => ({ value: op, label: `${comparisonSymbols[op]} (${comparisonWords[op]})` }))}
        onChange={(op: Comparison) =>
          set(op === 'between' && draft.upper === undefined ? { op, upper: draft.value } : { op })
        }
      />
      {value('value', draft.op === 'between' ? 'From' : 'Value')}
      {draft.op === 'between' && value('upper', 'To')}
    </>
  )
}

const groupChoices = [
  { value: 'all', label: 'All of its conditions are true (AND)' },
  { value: 'any', label: 'Any of its conditions is true (OR)' },
] as const

function GroupEditor({ draft, set }: Pick<EditorProps<NodeKind>, 'set'> & { draft: Group }) {
  return (
    <SelectField
      label="The group is true when"
      value={draft.kind}
      options={groupChoices}
      onChange={(kind) => set({ kind })}
    />
  )
}

const structureChoices = structures.map((structure) => ({ value: structure, label: structureLabels[structure] }))
const rightChoices = [
  { value: 'call', label: 'Calls' },
  { value: 'put', label: 'Puts' },
] as const
const offGridOptions = offGridChoices.map((value) => ({ value, label: offGridLabels[value] }))
const strikeChoices = [
  { value: 'delta', label: 'Delta' },
  { value: 'offset', label: 'Dollars from the underlying' },
] as const

function OpenEditor({ draft, set, problem }: EditorProps<'open'>) {
  const { hasRight, hasWidth } = structureInfo[draft.structure]
  const number = (
    field: 'dte' | 'width' | 'quantity' | 'limitTicks',
    label: string,
    range: { min: number; max: number },
    step = 1,
  ) => (
    <NumberField
      label={label}
      error={problem(field)}
      min={range.min}
      max={range.max}
      step={step}
      value={draft[field]}
      onChange={(value) => set({ [field]: value })}
    />
  )
  // What is traded and how many first, as the ticket reads it ("2 × put credit spread"), then when
  // it expires and where its strikes sit.
  return (
    <>
      <SelectField
        label="Structure"
        value={draft.structure}
        options={structureChoices}
        error={problem('structure')}
        onChange={(structure: Structure) => set({ structure })}
      />
      {hasRight && (
        <SelectField
          label="Calls or puts"
          value={draft.right}
          options={rightChoices}
          onChange={(right) => set({ right })}
        />
      )}
      {number('quantity', actionFields.quantity.label, actionFields.quantity.range)}
      {number('dte', actionFields.dte.label, actionFields.dte.range)}
      <SelectField
        label="Strike chosen by"
        value={draft.strike.by}
        options={strikeChoices}
        onChange={(by) => set({ strike: by === 'delta' ? { by: 'delta', delta: 0.2 } : { by: 'offset', dollars: 5 } })}
      />
      <NumberField
        label={draft.strike.by === 'delta' ? actionFields.delta.label : actionFields.dollars.label}
        error={problem('strike')}
        value={draft.strike.by === 'delta' ? draft.strike.delta : draft.strike.dollars}
        onChange={(value) =>
          set({
            strike: draft.strike.by === 'delta' ? { by: 'delta', delta: value } : { by: 'offset', dollars: value },
          })
        }
      />
      {hasWidth && number('width', actionFields.width.label, actionFields.width.range, 0.5)}
      {(draft.structure === 'credit-spread' || draft.structure === 'iron-condor') && (
        <NumberField
          label={actionFields.minCreditPercent.label}
          error={problem('minCreditPercent')}
          min={actionFields.minCreditPercent.range.min}
          max={actionFields.minCreditPercent.range.max}
          step={0.5}
          value={draft.minCreditPercent ?? 0}
          onChange={(value) => set({ minCreditPercent: value })}
        />
      )}
      <SelectField
        label="When the strike grid cannot give the width or delta"
        value={draft.offGrid ?? 'adjust'}
        options={offGridOptions}
        onChange={(offGrid: OffGrid) => set({ offGrid })}
      />
      {number('limitTicks', actionFields.limitTicks.label, actionFields.limitTicks.range)}
      <NotifyFields draft={draft} set={set} />
    </>
  )
}

function NotifyFields({
  draft,
  set,
}: {
  draft: Extract<Editable, { notify: unknown }>
  set: EditorProps<NodeKind>['set']
}) {
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
