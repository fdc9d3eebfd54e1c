import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { cn } from '~/lib/cn'
import { buttonClass } from '~/ui/button'
import { dteUnbroken } from '../dte-unbroken'

/**
 * The Lab's form controls, in one place: a labeled field with its hint and inline error, and the
 * number, select and commit-on-blur inputs every panel and editor builds from it.
 */

/** The Lab's form controls share the site's field style: an edge of 3:1 or more, as an empty field has nothing else to show it. */
export const fieldClass =
  'border-line-strong bg-bg text-ink focus-visible:border-cyan aria-invalid:border-danger min-h-11 w-full rounded-lg border px-3 text-base'

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

export type FieldControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

type FieldFrame = {
  label: string
  error?: string
  /** A line under the control that says where the value comes from or what it means. */
  hint?: string
}

/** A labeled control with its inline error. */
export function Field({
  label,
  error,
  hint,
  children,
}: FieldFrame & { children: (props: FieldControlProps) => ReactNode }) {
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
