import { useEffect, useRef } from 'react'
import { focusRun } from './run-bar'

/**
 * Where typing is the visitor's: a key there is a character (Option+R types "®" on a Mac), never a
 * shortcut. A number field is not one: no letter belongs in it, so Alt+R runs from there too.
 */
const typingField =
  'input:not([type=checkbox],[type=radio],[type=button],[type=submit],[type=file],[type=number]), textarea, [contenteditable]'

/**
 * The workbench's keyboard shortcuts, each written on its control (aria-keyshortcuts):
 * - Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z undo and redo, except in a field (it keeps its own undo) or a node editor;
 * - Alt+R (Option+R) moves focus to Run and presses it, except in a node editor or a field that takes text
 *   (pressed before the workbench is there, the Run bar queues it as a press of Run: run-bar.tsx).
 */
export function useShortcuts({ undo, redo }: { undo: () => void; redo: () => void }) {
  const latest = useRef({ undo, redo })
  latest.current = { undo, redo }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('[data-editor]')) return
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z') {
        if (target?.closest('input, textarea, select')) return
        event.preventDefault()
        if (event.shiftKey) latest.current.redo()
        else latest.current.undo()
      } else if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyR') {
        if (target?.closest(typingField)) return
        event.preventDefault()
        focusRun({ press: true })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
