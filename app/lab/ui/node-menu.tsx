import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { menuKeyTarget } from './menu-keys'
import { useRovingItem } from './use-roving-grid'

/** One choice of a node's menu: its visible words, its whole name (which says the node), and what it does. */
export type MenuChoice = {
  key: string
  text: string
  name: string
  /** Not applicable to this node here: shown, announced as unavailable, and does nothing. */
  disabled?: boolean
  act: () => void
  /** The node stays where it was after the choice (a swap): focus goes back to the menu's button. */
  staysInPlace?: boolean
}

/**
 * A node's "More actions": a menu button written to the WAI-ARIA menu button pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/). The button is one control of its row in
 * the tree's roving grid (`row`, `position`), so Up and Down on it still move between nodes; Enter,
 * Space or a click opens the menu on its first item. In the menu, Up and Down go round the items,
 * Home and End to the first and last; Escape closes it and gives focus back to the button, and so
 * does Tab, which then goes on from the button. A choice closes the menu: focus goes back to the
 * button when the node stays where it was, else the tree sends it where the change concerns.
 * Choices that do not apply stay listed, marked unavailable (aria-disabled), so the menu reads the
 * same on every node of a kind. Keys inside the open menu stay there: the tree does not move.
 */
export function NodeMenu({
  row,
  position,
  label,
  choices,
}: {
  row: string
  position: number
  /** The node's name, which the button's name ends with. */
  label: string
  choices: readonly MenuChoice[]
}) {
  const [open, setOpen] = useState<{ at: number } | null>(null)
  const item = useRovingItem(row, 'menu', position)
  const button = useRef<HTMLButtonElement | null>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  const menuId = useId()
  const at = open?.at
  useLayoutEffect(() => {
    if (at !== undefined) items.current[at]?.focus()
  }, [at])

  const close = (refocus: boolean) => {
    if (refocus) button.current?.focus()
    setOpen(null)
  }
  const choose = (choice: MenuChoice) => {
    if (choice.disabled) return
    close(choice.staysInPlace === true)
    choice.act()
  }
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || at === undefined) return
    const to = menuKeyTarget(event.key, at, choices.length - 1)
    if (to !== undefined) {
      event.preventDefault()
      event.stopPropagation()
      setOpen({ at: to })
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') {
      // Focus steps back to the button, and Tab goes on from there, out of the tree.
      close(true)
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the button and its menu closes the menu; the wrapper only listens
    <div
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(null)
      }}
    >
      <button
        type="button"
        {...item}
        ref={(element) => {
          button.current = element
          return item.ref(element)
        }}
        aria-label={`More actions for ${label}`}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(true) : setOpen({ at: 0 }))}
        className="border-line-strong bg-surface text-ink hover:border-muted hover:bg-bg inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`Actions for ${label}`}
          onKeyDown={onMenuKey}
          className="border-line-strong bg-surface absolute top-full right-0 z-20 mt-1 grid w-max max-w-[min(18rem,80vw)] gap-0.5 rounded-lg border p-1 shadow-lg"
        >
          {choices.map((choice, index) => (
            <button
              key={choice.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              ref={(element) => {
                items.current[index] = element
              }}
              aria-label={choice.name}
              aria-disabled={choice.disabled || undefined}
              onClick={() => choose(choice)}
              onMouseMove={() => at !== index && setOpen({ at: index })}
              className="text-ink hover:bg-bg focus:bg-bg flex min-h-9 w-full items-center rounded-md px-3 text-left text-sm font-semibold aria-disabled:opacity-50"
            >
              {choice.text}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
