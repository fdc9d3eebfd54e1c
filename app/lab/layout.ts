/**
 * The workbench's layout, which the page's stand-in (page.tsx) draws before the workbench's code
 * arrives, so that the workbench fills in a page already in its shape (/lab's Speed Index).
 */

/**
 * The two columns from lg: the builder (the strategy, then the scenario), and beside it the result.
 * One column below lg, the result last. Every column is sized by the screen, never by what it
 * holds (`minmax(0,1fr)`, here and in the workbench's grids): when a panel off screen kept the
 * layout it last had (content-visibility, since removed), a column sized by its content stayed as
 * wide as before a phone turned or a window narrowed, and the page scrolled sideways.
 */
export const workbenchColumns =
  'grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start'

/**
 * The toolbar's buttons as the stand-in draws them, boxes without words, at the widths their words
 * give them at the default text size (Undo and Redo dimmed, as they start), so that they wrap into
 * the same rows: Undo, Redo, then on a phone the File menu's button (`phone`), from 40rem Copy link,
 * Export JSON, Import JSON (`wide`). "Reset to template" has no box, only its width, from 40rem.
 */
export const toolbarShape = {
  boxes: ['w-[4.9rem] opacity-40', 'w-[4.8rem] opacity-40'],
  phone: 'w-[5.6rem] sm:hidden',
  wide: ['w-[6.6rem] max-sm:hidden', 'w-[8rem] max-sm:hidden', 'w-[7.3rem] max-sm:hidden'],
  unboxed: 'w-[9.9rem] max-sm:hidden',
} as const
