let presses = 0
let counting = false

/**
 * How many key and pointer presses the page has had since the Lab started counting (the first
 * call, as the tree is drawn). A change to the tree is stamped with it when a press asks for it, so
 * that the tree, drawing the change later (a change from an editor is drawn in a transition), can
 * tell whether the visitor pressed anything in between: they have moved on, and focus stays with them.
 */
export function pressesSoFar(): number {
  if (!counting && typeof document !== 'undefined') {
    counting = true
    const count = () => {
      presses++
    }
    // Captured before any handler of the page, so a press that asks for a change is counted first.
    for (const type of ['keydown', 'pointerdown'])
      document.addEventListener(type, count, { capture: true, passive: true })
  }
  return presses
}
