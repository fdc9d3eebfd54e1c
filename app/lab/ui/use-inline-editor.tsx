import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { afterPaint } from './after-paint'
import { RovingProvider } from './use-roving-grid'

/** A control the visitor fills in, rather than a button that acts. */
const isField = (element: Element) =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement

/**
 * The editor open in the tree: drawn inside the row of `row`, and on closing, focus goes back to
 * that row's `action` button (the Edit or Add condition that opened it), or to its More actions
 * when the Add condition was an item of that menu.
 */
export type TreeEditor = { row: string; action: 'edit' | 'add-condition'; content: ReactNode }

const EditorContext = createContext<TreeEditor | null>(null)
export const EditorProvider = EditorContext

/**
 * `length` below 40rem (Tailwind's `sm`: a phone), none from 40rem on: a step written in CSS's
 * clamp(), so that the editor's phone frame below lives in the Lab's own code rather than in a
 * media query that every page's stylesheet would carry.
 */
const onPhone = (length: string) => `clamp(0px, (40rem - 100vw) * 10000, ${length})`

/**
 * Where a row of the tree shows the open editor, when it is that row's. Only this re-renders.
 *
 * A line sets the editor off from the row's words and buttons above it. On a phone, a row three
 * levels in leaves its editor about 200 px, too narrow for "Vertical credit spread" in a select:
 * there the editor spans the tree's width instead, a card over the indent. `phoneInset` is how far
 * the row's content sits from the tree's edges on a phone (sums of CSS lengths, from tree-view.tsx).
 */
export function EditorSlot({ row, phoneInset }: { row: string; phoneInset: { start: string; end: string } }) {
  const editor = use(EditorContext)
  if (editor?.row !== row) return null
  const frame: CSSProperties = {
    marginInline: `calc(-1 * ${onPhone(phoneInset.start)}) calc(-1 * ${onPhone(phoneInset.end)})`,
    borderWidth: `1px ${onPhone('1px')} ${onPhone('1px')}`,
    borderRadius: onPhone('0.75rem'),
    padding: `1rem ${onPhone('0.75rem')} ${onPhone('0.75rem')}`,
  }
  return (
    <div className="border-line bg-surface-2 mt-3" style={frame}>
      {editor.content}
    </div>
  )
}

/**
 * The Lab's editors (a node's settings, the choice of a new condition) open in place, under the
 * node they concern, not over the page: a modal dialog makes the whole page inert, and Chromium
 * then restyles every element of it, which alone took the opening of an editor past 100 ms on a
 * throttled phone (decision record 012). In place, the tree stays in view and the rest of the page
 * stays usable.
 *
 * An editor opens in two frames: the press draws its frame and heading, and the next draws its
 * fields (`ready`) and puts focus on the first (or, when it has none, its first button), unless the
 * visitor has put focus elsewhere in between. The press then answers with a few elements rather
 * than a form of a dozen fields, each select with its options: at 4x CPU that took opening an
 * editor past 100 ms. Escape closes it like its Cancel; and when it closes with focus inside it,
 * focus goes back to the button that opened it, unless the change it made then moves focus on
 * purpose (the tree does). When the visitor has moved on (pressed another node's Edit, say), focus
 * stays where they put it.
 *
 * Spread `form` on the <form> that holds every control: its ref, Escape, its layout, and
 * `data-editor`, by which the workbench's shortcuts know to stay out of it. Draw the fields once
 * `ready` (an editor of a few buttons may draw them with its heading).
 */
export function useInlineEditor(onClose: () => void) {
  const form = useRef<HTMLFormElement>(null)
  const grid = use(RovingProvider)
  const editor = use(EditorContext)
  const returnTo = useRef(editor)
  const [ready, setReady] = useState(false)
  /** Where focus was when the editor opened: the button that opened it. */
  const opener = useRef<Element | null>(null)

  useLayoutEffect(() => {
    opener.current = document.activeElement
    // The fields come once the press's frame has painted.
    const cancel = afterPaint(() => setReady(true))
    return () => {
      cancel()
      const active = document.activeElement
      const inside = active === null || active === document.body || form.current?.contains(active)
      const returned = returnTo.current
      if (!inside || !returned) return
      // The button that opened it, or, when that was an item of the row's More actions menu, the
      // menu's button: once the commit that closed the editor is done, so that focusing (which
      // lays the page out) lays out the final page, once, not the half-changed one. Unless, by
      // then, the tree has moved focus on purpose or another editor has opened and takes it.
      queueMicrotask(() => {
        const now = document.activeElement
        if ((now === null || now === document.body) && !document.querySelector('[data-editor]'))
          grid?.focus(returned.row, [returned.action, 'menu'])
      })
    }
  }, [grid])

  // Drawn whole: focus goes to the first field, unless the visitor has already put it elsewhere.
  useLayoutEffect(() => {
    if (!ready) return
    const controls = [...(form.current?.elements ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !(element instanceof HTMLFieldSetElement) &&
        !(element as HTMLButtonElement).disabled,
    )
    const first = controls.find(isField) ?? controls[0]
    const active = document.activeElement
    if (active === opener.current || active === null || active === document.body) first?.focus()
  }, [ready])

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    onClose()
  }
  return { form: { ref: form, onKeyDown, 'data-editor': true, className: 'grid gap-4' }, ready }
}
