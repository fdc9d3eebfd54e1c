import { type KeyboardEvent, type Ref, useId, useLayoutEffect, useRef, useState } from 'react'
import { LabButton } from './controls'
import { menuKeyTarget } from './menu-keys'

/** One item of the file menu: its words, which are its name, and what it does. */
export type FileMenuItem = { key: string; text: string; act: () => void }

/**
 * The toolbar's file actions on a phone (below 40rem), where they took two more rows of buttons:
 * one "File" menu button, written to the WAI-ARIA menu button pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/). Enter, Space, Down or a click opens the
 * menu on its first item, Up on its last; in it, Up and Down go round the items, Home and End to
 * the first and last; Escape closes it and gives focus back to the button, and so does Tab, which
 * then goes on from the button. A choice closes the menu, gives focus back to the button, then acts
 * (an import's file chooser, the reset's question). From 40rem the toolbar shows the actions as
 * buttons, and this is hidden (`className`).
 */
export function FileMenu({
  items,
  className,
  buttonRef,
}: {
  items: readonly FileMenuItem[]
  className?: string
  buttonRef?: Ref<HTMLButtonElement>
}) {
  const [at, setAt] = useState<number | null>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  const entries = useRef<(HTMLButtonElement | null)[]>([])
  const menuId = useId()
  useLayoutEffect(() => {
    if (at !== null) entries.current[at]?.focus()
  }, [at])

  const close = () => {
    button.current?.focus()
    setAt(null)
  }
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setAt(event.key === 'ArrowDown' ? 0 : items.length - 1)
  }
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || at === null) return
    const to = menuKeyTarget(event.key, at, items.length - 1)
    if (to !== undefined) {
      event.preventDefault()
      setAt(to)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      // The Lab's own Escape (an open editor's) has nothing to close here.
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab') {
      // Focus steps back to the button, and Tab goes on from there.
      close()
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the button and its menu closes the menu; the wrapper only listens
    <div
      className={`relative ${className ?? ''}`}
      onBlur={(event) => {
        if (at !== null && !event.currentTarget.contains(event.relatedTarget)) setAt(null)
      }}
    >
      <LabButton
        variant="secondary"
        ref={(element) => {
          button.current = element
          if (typeof buttonRef === 'function') buttonRef(element)
          else if (buttonRef) buttonRef.current = element
        }}
        aria-haspopup="menu"
        aria-expanded={at !== null}
        aria-controls={at !== null ? menuId : undefined}
        onClick={() => (at !== null ? close() : setAt(0))}
        onKeyDown={onButtonKey}
        className="gap-1.5"
      >
        File
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-none stroke-current">
          <path d="M4 6l4 4 4-4" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </LabButton>
      {at !== null && (
        <div
          id={menuId}
          role="menu"
          aria-label="File"
          onKeyDown={onMenuKey}
          className="border-line-strong bg-surface absolute top-full left-0 z-20 mt-1 grid w-max min-w-44 gap-0.5 rounded-lg border p-1 shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              ref={(element) => {
                entries.current[index] = element
              }}
              onClick={() => {
                close()
                item.act()
              }}
              onMouseMove={() => at !== index && setAt(index)}
              className="text-ink hover:bg-bg focus:bg-bg flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-semibold"
            >
              {item.text}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
