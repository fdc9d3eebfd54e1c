import { createContext, type KeyboardEvent, use, useCallback, useState, useSyncExternalStore } from 'react'

/**
 * A roving tabindex over rows of controls (the strategy tree: a row per node, its buttons in the
 * row). The whole grid is one Tab stop: the control last used in it. Left and Right move between a
 * row's controls, Home and End to its first and last, Up and Down to the row above or below (to the
 * same button there when it has one). A select keeps Up, Down, Home and End for its own choices.
 *
 * Which control holds the Tab stop lives in a small store that each control subscribes to, so a
 * key press re-renders the two controls that change, never the tree.
 */

type Item = { element: HTMLElement; position: number }

const usable = (item: Item) => !(item.element as HTMLButtonElement).disabled

export type RovingGrid = ReturnType<typeof createRovingGrid>

export function createRovingGrid() {
  const rows = new Map<string, Map<string, Item>>()
  const listeners = new Set<() => void>()
  let order: readonly string[] = []
  let current: { row: string; key: string } | null = null

  /** A row's usable controls, left to right. */
  const itemsOf = (row: string) =>
    [...(rows.get(row)?.entries() ?? [])]
      .filter(([, item]) => usable(item))
      .sort(([, a], [, b]) => a.position - b.position)

  const setCurrent = (row: string, key: string) => {
    if (current?.row === row && current.key === key) return
    current = { row, key }
    for (const listener of listeners) listener()
  }

  const move = (row: string, key: string) => {
    const item = rows.get(row)?.get(key)
    if (!item) return false
    setCurrent(row, key)
    item.element.focus()
    return true
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isCurrent: (row: string, key: string) => current?.row === row && current.key === key,
    /** The rows top to bottom, as drawn. */
    setOrder(rowsInOrder: readonly string[]) {
      order = rowsInOrder
    },
    register(row: string, key: string, position: number, element: HTMLElement) {
      const items = rows.get(row) ?? new Map<string, Item>()
      items.set(key, { element, position })
      rows.set(row, items)
      return () => {
        if (items.get(key)?.element !== element) return
        items.delete(key)
        if (items.size === 0) rows.delete(row)
      }
    },
    setCurrent,
    /** Keeps one Tab stop: when the control holding it went away, the first control takes it. */
    ensureCurrent() {
      const item = current && rows.get(current.row)?.get(current.key)
      if (item && usable(item)) return
      for (const row of order) {
        const [first] = itemsOf(row)
        if (first) return setCurrent(row, first[0])
      }
    },
    /** Focuses a row's control (`key`, or the first of `key` it has), or its first when it has none of them. */
    focus(row: string, key?: string | readonly string[]) {
      const items = itemsOf(row)
      const keys = typeof key === 'string' ? [key] : (key ?? [])
      const wanted = keys.map((name) => items.find(([item]) => item === name)).find(Boolean) ?? items[0]
      return wanted ? move(row, wanted[0]) : false
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !current) return
      const { row, key } = current
      if (rows.get(row)?.get(key)?.element !== event.target) return
      const ownKeys = event.target instanceof HTMLSelectElement
      const items = itemsOf(row)
      const index = items.findIndex(([name]) => name === key)
      let next: [string, string] | undefined
      switch (event.key) {
        case 'ArrowLeft':
        case 'ArrowRight': {
          const to = items[index + (event.key === 'ArrowLeft' ? -1 : 1)]
          next = to && [row, to[0]]
          break
        }
        case 'Home':
        case 'End': {
          if (ownKeys) return
          const to = event.key === 'Home' ? items[0] : items.at(-1)
          next = to && [row, to[0]]
          break
        }
        case 'ArrowUp':
        case 'ArrowDown': {
          if (ownKeys) return
          const step = event.key === 'ArrowUp' ? -1 : 1
          for (let at = order.indexOf(row) + step; at >= 0 && at < order.length; at += step) {
            const target = order[at] as string
            const there = itemsOf(target)
            if (there.length === 0) continue
            const same = there.find(([name]) => name === key) ?? there[Math.min(index, there.length - 1)]
            next = same && [target, same[0]]
            break
          }
          break
        }
        default:
          return
      }
      // A key that leads nowhere (Left on the first control) still belongs to the grid: no scrolling.
      event.preventDefault()
      if (next) move(next[0], next[1])
    },
  }
}

const RovingContext = createContext<RovingGrid | null>(null)
export const RovingProvider = RovingContext

/** The grid of a tree view, made once. */
export function useRovingGrid(): RovingGrid {
  return useState(createRovingGrid)[0]
}

/**
 * One control of the grid: `position` orders it in its row. Spread the result on the control:
 * the Tab stop (tabIndex 0) is on one control of the grid at a time.
 */
export function useRovingItem(row: string, key: string, position: number) {
  const grid = use(RovingContext)
  if (!grid) throw new Error('useRovingItem needs a RovingProvider')
  const active = useSyncExternalStore(
    grid.subscribe,
    () => grid.isCurrent(row, key),
    () => false,
  )
  const ref = useCallback(
    (element: HTMLElement | null) => (element ? grid.register(row, key, position, element) : undefined),
    [grid, row, key, position],
  )
  return { ref, tabIndex: active ? 0 : -1, onFocus: () => grid.setCurrent(row, key) }
}
