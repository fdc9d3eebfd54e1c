import { useId, useLayoutEffect, useRef, useState } from 'react'
import { describeCondition } from '../describe'
import { type ConditionPreset, conditionPresets } from '../engine/kinds'
import type { Condition, TreeNode } from '../engine/model'
import { LabButton } from './controls'
import { useInlineEditor } from './use-inline-editor'

/** The conditions a new one joins: a group's, or an IF's single test (which then becomes an AND group). */
const conditionsAt = (at: TreeNode | Condition): readonly Condition[] =>
  at.kind === 'all' || at.kind === 'any' ? at.conditions : at.kind === 'if' ? [at.condition] : []

const checks = (condition: Condition, preset: ConditionPreset) =>
  condition.kind === 'test' &&
  condition.fact === preset.fact &&
  condition.op === preset.op &&
  condition.value === preset.value &&
  condition.upper === undefined

/**
 * "Add condition" asks what to check first: the conditions traders add most, one choice each, or
 * any other fact in the full editor. The presets the group already checks are not offered again,
 * so adding several in a row starts each time on the next one. Open in place like the node
 * editor (use-inline-editor.tsx): focus starts on the first choice, the arrow keys move between
 * choices, Escape or Cancel closes it, and focus returns to the button that opened it unless a
 * condition was added (the tree then moves it on purpose).
 */
export function ConditionChooser({
  at,
  applying = false,
  onPreset,
  onOther,
  onClose,
}: {
  /** The group the condition joins, or the IF whose single test it joins. */
  at: TreeNode | Condition
  /** The choice pressed is being added (the chooser closes with it): it says so. */
  applying?: boolean
  onPreset: (preset: ConditionPreset) => void
  onOther: () => void
  onClose: () => void
}) {
  // A few buttons: drawn with the heading, in the press's frame.
  const { form } = useInlineEditor(onClose)
  const choices = useRef<(HTMLButtonElement | null)[]>([])
  // The choice pressed, which says it is being added until the chooser closes with it.
  const [chosen, setChosen] = useState<string | null>(null)
  const titleId = useId()
  const hintId = useId()
  const present = conditionsAt(at)
  const presets = conditionPresets.filter((preset) => !present.some((condition) => checks(condition, preset)))
  // A change asked for just before the choice opened can be drawn after it (a change from an editor
  // is drawn in a transition) and take away the choice focus was on: focus then goes to the first
  // choice, never back to the page.
  const offered = presets.map((preset) => preset.label).join('\n')
  const shown = useRef(offered)
  useLayoutEffect(() => {
    if (shown.current === offered) return
    shown.current = offered
    const active = document.activeElement
    if (active === null || active === document.body) choices.current.find(Boolean)?.focus()
  }, [offered])
  const target =
    at.kind === 'all' || at.kind === 'any' ? `“${describeCondition(at)}”` : 'the IF’s condition, as an AND group'

  // Up and Down move between the choices, Home and End to the first and last.
  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const buttons = choices.current.filter((button) => button !== null)
    const index = buttons.indexOf(event.target as HTMLButtonElement)
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key]
    if (to === undefined || index < 0) return
    event.preventDefault()
    buttons[(to + buttons.length) % buttons.length]?.focus()
  }
  const choice = (index: number) => (button: HTMLButtonElement | null) => {
    choices.current[index] = button
  }

  return (
    <form {...form} aria-labelledby={titleId} aria-describedby={hintId}>
      <div>
        <h3 id={titleId} className="text-base font-semibold">
          Add a condition
        </h3>
        <p id={hintId} className="text-muted mt-1 text-sm">
          What should it check? It joins {target}; you can change its value afterwards.
        </p>
      </div>
      <ul className="grid max-w-md gap-2" onKeyDown={onKeyDown}>
        {presets.map((preset, index) => (
          <li key={preset.label}>
            <button
              ref={choice(index)}
              type="button"
              onClick={() => {
                if (applying) return
                setChosen(preset.label)
                onPreset(preset)
              }}
              className="border-line bg-surface text-ink hover:border-muted flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-3.5 text-left text-sm font-semibold"
            >
              {preset.label}
              {applying && chosen === preset.label && <span className="text-muted font-normal"> Adding…</span>}
            </button>
          </li>
        ))}
        <li>
          <button
            ref={choice(presets.length)}
            type="button"
            onClick={onOther}
            className="border-line text-accent hover:border-muted min-h-11 w-full rounded-lg border border-dashed px-3.5 text-left text-sm font-semibold"
          >
            Other fact…
          </button>
        </li>
      </ul>
      <div>
        <LabButton variant="secondary" onClick={onClose}>
          Cancel
        </LabButton>
      </div>
    </form>
  )
}
