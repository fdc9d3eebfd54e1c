/**
 * The workbench's layout, which the page's stand-in (page.tsx) draws before the workbench's code
 * arrives, so that the workbench fills in a page already in its shape (/lab's Speed Index).
 */

/** The two columns: the strategy, then the scenario and the result (one column below lg). */
export const workbenchColumns = 'grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]'

/**
 * The height of what comes above the columns, less the gap below it: the template choice (70 px),
 * a gap of 24 px and the toolbar, which takes three rows of buttons on a phone, two from sm and
 * one from md (44 px a row, 8 px between rows).
 */
export const workbenchTop = 'h-[242px] sm:h-[190px] md:h-[138px]'
