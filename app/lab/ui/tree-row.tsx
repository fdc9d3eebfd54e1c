import { type ComponentProps, type ReactNode, useId } from 'react'
import { NoteLine } from '~/components/tree-chip'
import { cn } from '~/lib/cn'
import { dteUnbroken } from '../dte-unbroken'
import type { Evaluation } from '../engine/evaluate'
import { type NodeKind, nodeKindInfo } from '../engine/kinds'
import type { Problem } from '../engine/validate'
import { NodeButton } from './controls'
import type { TreeCommand } from './lab-state'
import type { TreeNames } from './tree-names'
import { EditorSlot } from './use-inline-editor'
import { useRovingItem } from './use-roving-grid'

/** What every row of the tree reads: the last run, the strategy's problems, the tree's commands and names. */
export type Shared = {
  run: Evaluation | null
  problems: readonly Problem[]
  command: (command: TreeCommand) => void
  names: TreeNames
}

/**
 * A row's controls, in the order the row shows them (and Left and Right go through them): a node's
 * Edit, a group's Add condition and the node's More actions; an empty branch's choice and its Add.
 * Every other action of a node is in its menu (node-menu.tsx).
 */
const actions = ['edit', 'add-condition', 'menu'] as const
const emptyBranchActions = ['kind', 'add'] as const
type Action = (typeof actions)[number] | (typeof emptyBranchActions)[number]
export const positionOf = (action: Action) =>
  action === 'kind' || action === 'add' ? emptyBranchActions.indexOf(action) : actions.indexOf(action)

/**
 * On a phone each level of the tree indents its rows 0.375rem, a 1 px line and 0.625rem (app.css's
 * tree-branches), and a row pads its content 0.75rem inside a 1 px border (tree-chip): `phoneInset`
 * is how far the content of a row `depth` levels in sits from the tree's edges there, which an
 * editor open in the row spans (EditorSlot).
 */
const phoneInset = (depth: number) => ({ start: `${depth} * (1rem + 1px) + 0.75rem + 1px`, end: '0.75rem + 1px' })

/** A button of the tree: one control of its row in the roving grid. */
export function TreeButton({ row, action, ...props }: { row: string; action: Action } & ComponentProps<'button'>) {
  const item = useRovingItem(row, action, positionOf(action))
  return <NodeButton {...props} {...item} />
}

/** A pencil: the row's Edit, icon-sized so that the node's words keep the row's room. */
const pencil = (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-none stroke-current">
    <path d="M10.5 2.5l3 3-8 8H2.5v-3z M9 4l3 3" strokeWidth="1.4" strokeLinejoin="round" />
  </svg>
)
/** A plus: a group's Add condition. */
const plus = (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-none stroke-current">
    <path d="M8 3v10 M3 8h10" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
)

/** A node's Edit, the one action its row shows besides its menu (and a group's Add condition). */
export function EditButton({ id, label, command }: { id: string; label: string; command: Shared['command'] }) {
  return (
    <TreeButton
      row={id}
      action="edit"
      data-node-edit={id}
      aria-label={`Edit ${label}`}
      onClick={() => command({ type: 'edit', id })}
      className="px-0"
    >
      {pencil}
    </TreeButton>
  )
}

/** A group's Add condition, which opens the choice of a condition in the group's row. */
export function AddConditionButton({ id, label, command }: { id: string; label: string; command: Shared['command'] }) {
  return (
    <TreeButton
      row={id}
      action="add-condition"
      aria-label={`Add condition to ${label}`}
      onClick={() => command({ type: 'add-condition', id })}
      className="px-0"
    >
      {plus}
    </TreeButton>
  )
}

/**
 * What a run did at a row, most telling first: the node the run ended on (reached), a condition's
 * result, or a row the run never came to (not taken). Each is drawn as the row's border and a dot
 * of its own shape (filled, hollow, ringed), so no state is told by its color alone; the words are
 * for assistive technology, read with the row's name.
 */
type RunState = 'reached' | 'true' | 'false' | 'not-taken' | 'taken'
const stateBorder: Record<RunState, string> = {
  reached: 'border-cyan!',
  true: 'border-accent/70!',
  false: 'border-danger/70!',
  'not-taken': 'border-dashed',
  taken: 'border-accent/70!',
}
const stateDot: Record<RunState, string> = {
  reached: 'bg-cyan ring-cyan/40 ring-3',
  true: 'bg-accent',
  false: 'border-danger border-2',
  'not-taken': 'border-muted border border-dashed',
  taken: '',
}

function StateDot({ state }: { state: RunState }) {
  return <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', stateDot[state])} />
}

/** What the dots say, over the tree once it has run; assistive technology hears each row's own words instead. */
export function RunLegend() {
  const entries = [
    ['true', 'true'],
    ['false', 'false'],
    ['reached', 'reached'],
    ['not-taken', 'not taken (dashed)'],
  ] as const
  return (
    <p aria-hidden="true" className="text-muted flex flex-wrap gap-x-4 gap-y-1 text-xs" data-run-legend>
      {entries.map(([state, words]) => (
        <span key={state} className="inline-flex items-center gap-1.5">
          <StateDot state={state} />
          {words}
        </span>
      ))}
    </p>
  )
}

/**
 * Where a row has room for one line: the words' 13.75rem beside the tag (3.5rem), the dot (0.625rem)
 * and the buttons (2.25rem each, 0.375rem apart), with the grid's 0.75rem gaps, and a little over.
 * Written out whole for each, so that Tailwind finds the classes.
 */
const oneLine = {
  fewer: {
    grid: '@min-[25.25rem]:grid-cols-[auto_minmax(0,1fr)_auto_auto]',
    words: '@min-[25.25rem]:col-span-1 @min-[25.25rem]:col-start-2 @min-[25.25rem]:row-start-1',
    result: '@min-[25.25rem]:col-start-3',
    buttons: '@min-[25.25rem]:col-start-4',
  },
  three: {
    grid: '@min-[27.75rem]:grid-cols-[auto_minmax(0,1fr)_auto_auto]',
    words: '@min-[27.75rem]:col-span-1 @min-[27.75rem]:col-start-2 @min-[27.75rem]:row-start-1',
    result: '@min-[27.75rem]:col-start-3',
    buttons: '@min-[27.75rem]:col-start-4',
  },
}

/**
 * A node's row: its chip (tag, words and, after a run, its result) and its buttons. Where the row
 * has room (a container query on the row itself, whatever the screen), one line: tag, words, the
 * run's dot and the buttons; the words then keep 13.75rem (220 px) at least. Where it has not (a
 * phone, or a row deep in the tree beside the result), the tag, the dot and the buttons share the
 * first line and the words take the whole second. The row is a group named by the chip and
 * described by its place in the tree, read once when focus comes into the row; the buttons' names
 * then say only the node's short name.
 */
export function Row({
  id,
  kind,
  text,
  note,
  buttons,
  run,
  problems,
  names,
  children,
}: {
  id: string
  kind: NodeKind
  text: string
  /** A note the visitor wrote, on its own line under the words. */
  note?: string
  /** How many buttons the row shows, which sets the room its one-line layout needs. */
  buttons: 1 | 2 | 3
  children: ReactNode
} & Omit<Shared, 'command'>) {
  const own = useId()
  const step = run?.steps.find((item) => item.nodeId === id)
  const onPath = run?.path.includes(id) ?? false
  const outcomeHere = run && 'nodeId' in run.outcome && run.outcome.nodeId === id
  const mine = problems.filter((problem) => problem.nodeId === id)
  const state: RunState | null = !run
    ? null
    : outcomeHere
      ? 'reached'
      : step
        ? step.result
          ? 'true'
          : 'false'
        : onPath
          ? 'taken'
          : 'not-taken'
  const heard = [step && (step.result ? 'true' : 'false'), outcomeHere && 'reached', run && !onPath && 'not taken']
    .filter(Boolean)
    .join(', ')
  const layout = oneLine[buttons === 3 ? 'three' : 'fewer']
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a frame and wants a legend; the group names a row of the tree
    <div
      role="group"
      aria-labelledby={`${own}-tag ${own}-words ${own}-result`}
      aria-describedby={`${own}-place`}
      data-node={id}
      data-on-path={run ? onPath : undefined}
      data-run-state={state ?? undefined}
      className={cn(
        'tree-chip @container',
        state && stateBorder[state],
        run && onPath && 'shadow-[inset_3px_0_0_var(--color-accent)]',
        mine.length > 0 && 'border-danger/70!',
      )}
    >
      <div className={cn('grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5', layout.grid)}>
        {/* The tag and words of every tree's node (components/tree-chip.tsx). */}
        <span id={`${own}-tag`} className="tree-tag" data-kind={kind}>
          {nodeKindInfo[kind].tag}
        </span>
        <span id={`${own}-words`} className={cn('tree-words col-span-3 row-start-2', layout.words)}>
          {dteUnbroken(text)}
          {note !== undefined && <NoteLine note={note} />}
        </span>
        <span
          id={`${own}-result`}
          className={cn('col-start-2 row-start-1 flex items-center empty:hidden', layout.result)}
        >
          {state && state !== 'taken' ? <StateDot state={state} /> : null}
          {heard ? <span className="sr-only">{heard}</span> : null}
        </span>
        <div className={cn('col-start-3 row-start-1 flex justify-end gap-1.5', layout.buttons)}>{children}</div>
      </div>
      <span id={`${own}-place`} hidden>
        {names.place(id)}
      </span>
      {step?.detail && <p className="text-muted mt-1.5 text-xs">{step.detail}</p>}
      {mine.map((problem) => (
        <p key={`${problem.field}${problem.message}`} className="text-danger mt-1.5 text-sm">
          {problem.message}
        </p>
      ))}
      <EditorSlot row={id} phoneInset={phoneInset(names.depth(id))} />
    </div>
  )
}
