import { type ComponentProps, type ReactNode, type Ref, useEffect, useId, useState } from 'react'
import { cn } from '~/lib/cn'
import { buttonClass } from '~/ui/button'
import { dteUnbroken } from '../dte-unbroken'
import { clockTime } from '../engine/clock'

/**
 * The Lab's form controls, in one place: a labeled field with its hint and inline error, and the
 * number, select and commit-on-blur inputs every panel and editor builds from it.
 */

/** The Lab's form controls share the site's field style: an edge of 3:1 or more, as an empty field has nothing else to show it. */
export const fieldClass =
  'border-line-strong bg-bg text-ink focus-visible:border-cyan aria-invalid:border-danger min-h-11 w-full rounded-lg border px-3 text-base'

/**
 * A file chooser that looks like the Lab's secondary button: the label is what shows, the field
 * inside it is visually hidden and takes the focus (ringed on the label), and Space or Enter opens
 * the system's chooser. The same value is read again when chosen again (after fixing the file).
 */
export function FileButton({
  label,
  accept,
  describedBy,
  inputRef,
  onFile,
}: {
  label: string
  accept: string
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
  onFile: (file: File | undefined) => void
}) {
  return (
    <div>
      <label className="border-line bg-surface-2 text-ink hover:border-muted has-focus-visible:outline-cyan inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3.5 text-sm font-semibold has-focus-visible:outline-2">
        {label}
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          className="sr-only"
          aria-describedby={describedBy}
          onChange={(event) => {
            onFile(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </label>
    </div>
  )
}

/** A button in the Lab: the site's button, compact. */
export function LabButton({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: 'primary' | 'secondary' | 'ghost' }) {
  return <button type={type} className={buttonClass(variant, cn('px-3.5', className))} {...props} />
}

/**
 * A small button for the tree's node actions; its name says which node it acts on. Drawn as a
 * button, not a label: an edge of 3:1 or more against the node's surface, text in full ink, 36 px tall.
 */
export function NodeButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'border-line-strong bg-surface text-ink hover:border-muted hover:bg-bg inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border px-2.5 text-xs font-semibold disabled:opacity-40',
        className,
      )}
      {...props}
    />
  )
}

export type FieldControlProps = {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'data-field'?: string
}

type FieldFrame = {
  label: string
  /** Where the value sits in what a problem names ("market.date", "value"): what a blocked Run or Apply moves focus to. */
  field?: string
  error?: string
  /** A line under the control that says where the value comes from or what it means. */
  hint?: string
}

/** A labeled control with its inline error. */
export function Field({
  label,
  field,
  error,
  hint,
  children,
}: FieldFrame & { children: (props: FieldControlProps) => ReactNode }) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        className: fieldClass,
        ...(field ? { 'data-field': field } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {dteUnbroken(hint)}
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

/** A number typed as it is: an empty field is NaN, which the validation names. */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step = 'any',
  ...frame
}: FieldFrame & {
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  step?: number | 'any'
}) {
  return (
    <Field {...frame}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={Number.isFinite(value) ? String(value) : ''}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      )}
    </Field>
  )
}

/** A choice from a short list, each option with its words. */
export function SelectField<T extends string>({
  value,
  options,
  onChange,
  ...frame
}: FieldFrame & { value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <Field {...frame}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * A text or number field that keeps what the visitor types to itself and commits it on blur or
 * Enter: typing re-renders this field only, and one change is one undo step.
 */
export function CommitField({
  value,
  type = 'text',
  onCommit,
  ...frame
}: FieldFrame & { value: string; type?: 'text' | 'number' | 'time'; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    setDraft(value)
  }
  const commit = () => {
    if (draft !== value) onCommit(draft)
  }
  return (
    <Field {...frame}>
      {(props) => (
        <input
          {...props}
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step={type === 'number' ? 'any' : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
          }}
        />
      )}
    </Field>
  )
}

/** Where the Lab has room to show every field at once: the width its two columns start at (lg). */
const roomyQuery = '(min-width: 64rem)'

/** A field's name and its value, as a closed part lists them. */
export type Pair = readonly [key: string, value: string]

/**
 * A part a trader rarely needs at each look (the risk rules' and the account's fields, set once; a
 * ticket's posts) behind a disclosure that states what it holds, below lg, where it would be a long
 * scroll; from lg (as the workbench opens) it is simply there, with no extra stop for the Tab key.
 * The disclosure opens by itself when one of its fields has an error, and otherwise stays as the
 * visitor leaves it. A legend inside it hides (in-[details]:sr-only): the summary says it.
 *
 * What it holds is said in words, in the summary, or, for fields and their values, listed under it
 * while it is closed: each field's name beside its value, as the form would show them (a <dl>,
 * which a summary may not hold; two pairs a row from 40rem).
 */
export function RoomyDisclosure({
  title,
  values,
  invalid,
  children,
}: {
  /** The part's name: the summary's words. */
  title: string
  /** What the part holds, shown while it is hidden: in words, or its fields' names and values. */
  values: string | readonly Pair[]
  /** Whether a field in it has an error. */
  invalid?: boolean
  children: ReactNode
}) {
  const [roomy] = useState(() => window.matchMedia(roomyQuery).matches)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (invalid) setOpen(true)
  }, [invalid])
  if (roomy) return children
  return (
    <div className="grid gap-2">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
        <summary className="grid cursor-pointer gap-1">
          <span className="text-ink text-base font-semibold">
            {title} <span className="text-accent text-sm font-semibold group-open:hidden">(show)</span>
            <span className="text-accent hidden text-sm font-semibold group-open:inline">(hide)</span>
          </span>
          {typeof values === 'string' && <span className="text-muted text-sm group-open:hidden">{values}</span>}
        </summary>
        {children}
      </details>
      {typeof values !== 'string' && !open && <PairList pairs={values} />}
    </div>
  )
}

/** Fields' names and values, two columns (four from 40rem): the name, and its value at the end of the row. */
export function PairList({ pairs }: { pairs: readonly Pair[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] sm:gap-x-5">
      {pairs.map(([key, value]) => (
        <div key={key} className="col-span-2 grid grid-cols-subgrid items-baseline">
          <dt className="text-muted">{key}</dt>
          <dd className="text-ink text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A clock time that may be empty, typed as text: a time control has no empty state every engine
 * draws (WebKitGTK shows a time in an empty one), and empty here means something ("nothing opened
 * today"). A 24-hour time or nothing reaches the scenario; anything else is named as an error once
 * the visitor leaves the field, and the scenario keeps its last good value.
 */
export function OptionalClockField({
  value,
  onChange,
  error,
  ...frame
}: FieldFrame & { value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  const [left, setLeft] = useState(false)
  if (seen !== value) {
    setSeen(value)
    if (clockTime(draft) !== value && !(draft.trim() === '' && value === '')) setDraft(value)
  }
  const bad = draft.trim() !== '' && clockTime(draft) === null
  return (
    <Field {...frame} error={error ?? (bad && left ? 'Write a 24-hour time, as 10:45, or leave it empty.' : undefined)}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => {
            const text = event.target.value
            setDraft(text)
            const time = text.trim() === '' ? '' : clockTime(text)
            if (time !== null && time !== value) onChange(time)
          }}
          onBlur={() => setLeft(true)}
        />
      )}
    </Field>
  )
}
