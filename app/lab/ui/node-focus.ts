import { createContext, useContext, useEffect, useMemo, useRef } from 'react'

/**
 * Focus after a change to the tree goes to the node the change concerns. The tree's buttons hand
 * their elements to this registry through a ref (`useNodeFocusRef`), and the workbench asks it for
 * a node by id: no search of the page.
 */
export type NodeFocus = { ref: (id: string) => (element: HTMLElement | null) => void; focus: (id: string) => void }

function createNodeFocus(): NodeFocus {
  const elements = new Map<string, HTMLElement>()
  return {
    ref: (id) => (element) => {
      if (element) elements.set(id, element)
      else elements.delete(id)
    },
    focus: (id) => elements.get(id)?.focus(),
  }
}

const NodeFocusContext = createContext<NodeFocus | null>(null)
export const NodeFocusProvider = NodeFocusContext.Provider

/** A registry for the tree, and focus to the node `focus` names each time it is a new request. */
export function useNodeFocus(focus: { id: string } | null): NodeFocus {
  const registry = useMemo(createNodeFocus, [])
  // Each request moves focus once: an undo that keeps the last request must not move it again.
  const handled = useRef<{ id: string } | null>(null)
  useEffect(() => {
    if (!focus || focus === handled.current) return
    handled.current = focus
    registry.focus(focus.id)
  }, [focus, registry])
  return registry
}

/** The ref a node's first button takes, so that focus can return to it after a change. */
export function useNodeFocusRef(id: string) {
  return useContext(NodeFocusContext)?.ref(id)
}
