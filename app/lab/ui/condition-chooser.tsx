import { useEffect, useId, useRef } from 'react'
import { type ConditionPreset, conditionPresets } from '../engine/kinds'
import { LabButton } from './controls'

/**
 * "Add condition" asks what to check first: the conditions traders add most, one choice each, or
 * any other fact in the full editor. A modal dialog, like the node editor: focus starts on the
 * first choice, the arrow keys move between choices, Escape closes it, and focus returns to the
 * button that opened it unless a condition was added (the new condition takes it).
 */
export function ConditionChooser({
  target,
  onPreset,
  onOther,
  onClose,
}: {
  /** Where the condition goes, in words: "to “All of these are true”". */
  target: string
  onPreset: (preset: ConditionPreset) => void
  onOther: () => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const hintId = useId()

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialog.current?.showModal()
    return () => opener?.focus()
  }, [])

  // Up and Down move between the choices, Home and End to the first and last.
  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key]
    if (to === undefined || index < 0) return
    event.preventDefault()
    buttons[(to + buttons.length) % buttons.length]?.focus()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onClose={onClose}
      className="border-line bg-surface text-ink m-auto w-[min(26rem,calc(100vw-1.5rem))] rounded-2xl border p-0 backdrop:bg-black/70"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="border-line border-b px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Add a condition
          </h2>
          <p id={hintId} className="text-muted mt-1 text-sm">
            What should it check? It joins {target}; you can change its value afterwards.
          </p>
        </div>
        <ul className="grid gap-2 overflow-y-auto px-5 py-4" onKeyDown={onKeyDown}>
          {conditionPresets.map((preset) => (
            <li key={preset.label}>
              <button
                type="button"
                onClick={() => onPreset(preset)}
                className="border-line bg-surface-2 text-ink hover:border-muted min-h-11 w-full rounded-lg border px-3.5 text-left text-sm font-semibold"
              >
                {preset.label}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={onOther}
              className="border-line text-accent hover:border-muted min-h-11 w-full rounded-lg border border-dashed px-3.5 text-left text-sm font-semibold"
            >
              Other fact…
            </button>
          </li>
        </ul>
        <div className="border-line flex justify-end border-t px-5 py-4">
          <LabButton variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </LabButton>
        </div>
      </div>
    </dialog>
  )
}
