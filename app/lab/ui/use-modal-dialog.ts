import { useEffect, useRef } from 'react'

/** A control the visitor fills in, rather than a button that acts. */
const isField = (element: Element) =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement

/**
 * The Lab's modal dialogs (a node's editor, the choice of a new condition): a native <dialog>
 * opened with showModal, which keeps focus inside it and closes on Escape. It opens on its first
 * field (or, when it has none, its first button), and focus returns to the control that opened it
 * when it closes, unless the change it made moves focus on purpose afterwards.
 *
 * Put `dialog` on the <dialog> and `form` on the form inside it that holds every control.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const controls = [...(form.current?.elements ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !(element instanceof HTMLFieldSetElement) &&
        !(element as HTMLButtonElement).disabled,
    )
    // showModal focuses the control marked autofocus itself: one style and layout pass, not two.
    ;(controls.find(isField) ?? controls[0])?.setAttribute('autofocus', '')
    dialog.current?.showModal()
    return () => opener?.focus()
  }, [])

  return { dialog, form, close: () => dialog.current?.close() }
}
