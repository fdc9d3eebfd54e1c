import { type ComponentProps, memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { cn } from '~/lib/cn'
import { describeCondition, describeNode } from '../describe'
import { dteUnbroken } from '../dte-unbroken'
import type { Evaluation, Step } from '../engine/evaluate'
import { branchKinds, type NodeKind, nodeKindInfo } from '../engine/kinds'
import type { Condition, TreeNode } from '../engine/model'
import type { NewNodeKind } from '../engine/tree-ops'
import type { Problem } from '../engine/validate'
import { NodeButton } from './controls'
import type { LabState, TreeCommand } from './lab-state'
import { type Branch, branchRow, describeTest, type TreeNames, treeNames } from './tree-names'
import { EditorProvider, EditorSlot, type TreeEditor } from './use-inline-editor'
import { RovingProvider, useRovingGrid, useRovingItem } from './use-roving-grid'

type Shared = {
  run: Evaluation | null
  problems: readonly Problem[]
  command: (command: TreeCommand) => void
  names: TreeNames
}

/** A node's buttons, in the order a row shows them (and the arrow keys go through them). */
const actions = [
  'edit',
  'add-condition',
  'swap',
  'keep-then',
  'move-up',
  'move-down',
  'duplicate',
  'delete',
  'copy-branch',
  'kind',
  'add',
] as const
type Action = (typeof actions)[number]

/**
 * The list of rows nested under a row (an IF's test and branches, a group's conditions). On a phone
 * each level indents 0.75rem, a 1 px line and 0.75rem (ml-3, border-l, pl-3), and a row pads its
 * content 0.75rem inside a 1 px border (Row): `phoneInset` is how far the content of a row `depth`
 * levels in sits from the tree's edges there, which an editor open in the row spans (EditorSlot).
 */
const nestedList = 'border-line mt-2 ml-3 grid gap-2 border-l pl-3 sm:ml-5 sm:pl-4'
const phoneInset = (depth: number) => ({ start: `${depth} * (1.5rem + 1px) + 0.75rem + 1px`, end: '0.75rem + 1px' })

/** Counts the visitor's key and pointer presses anywhere on the page, read without re-rendering. */
function usePresses() {
  const presses = useRef(0)
  useEffect(() => {
    const count = () => {
      presses.current++
    }
    const options = { capture: true, passive: true }
    document.addEventListener('keydown', count, options)
    document.addEventListener('pointerdown', count, options)
    return () => {
      document.removeEventListener('keydown', count, options)
      document.removeEventListener('pointerdown', count, options)
    }
  }, [])
  return presses
}

/**
 * The strategy as nested lists of nodes, each with its own buttons: every edit works by keyboard
 * and needs no dragging. The tree is one Tab stop; the arrow keys move between nodes and between a
 * node's buttons (use-roving-grid.ts). Each button's name starts with its visible words and goes
 * on with the node it acts on ("Add condition beside VIX < 20"). After a run, the path taken is
 * marked and each condition shows its actual value and result. The open editor, if any, is drawn
 * in the row it concerns (use-inline-editor.tsx); opening or closing it re-renders that row's slot only.
 */
export const TreeView = memo(function TreeView({
  root,
  focus,
  drawn = true,
  editor = null,
  ...shared
}: {
  root: TreeNode
  /** The node the last change concerns, to focus once `root` shows that change (`drawn`). */
  focus: LabState['focus']
  drawn?: boolean
  editor?: TreeEditor | null
} & Omit<Shared, 'names'>) {
  const grid = useRovingGrid()
  const names = useMemo(() => treeNames(root), [root])
  const hintId = useId()
  // After every change the tree keeps one Tab stop, on a control that is still there.
  useLayoutEffect(() => {
    grid.setOrder(names.order)
    grid.ensureCurrent()
  })
  // After a change to the tree, focus goes to the node the change concerns once the tree shows it
  // (the tree draws a moment after the change), and once per request: an undo that keeps the last
  // request must not pull focus back into the tree. A visitor who pressed a key or the pointer in
  // that moment has moved on: focus stays where they took it, unless the control it was on went away.
  const presses = usePresses()
  const request = useRef({ focus, presses: 0 })
  useLayoutEffect(() => {
    if (request.current.focus !== focus) request.current = { focus, presses: presses.current }
  }, [focus, presses])
  const handled = useRef<LabState['focus']>(null)
  useEffect(() => {
    if (!drawn || !focus || focus === handled.current) return
    handled.current = focus
    const active = document.activeElement
    const movedOn = presses.current !== request.current.presses && active !== null && active !== document.body
    if (!movedOn) grid.focus(focus.id, focus.action)
  }, [focus, drawn, grid, presses])
  return (
    <div className="grid gap-2">
      <p id={hintId} className="text-muted text-xs">
        The tree is one Tab stop: the Up and Down arrow keys move between nodes, Left and Right between a node’s
        buttons.
      </p>
      <RovingProvider value={grid}>
        <EditorProvider value={editor}>
          <ol className="grid gap-2" aria-label="Strategy tree" aria-describedby={hintId} onKeyDown={grid.onKeyDown}>
            <NodeItem node={root} isRoot names={names} {...shared} />
          </ol>
        </EditorProvider>
      </RovingProvider>
    </div>
  )
})

/** A button of the tree: one control of its row in the roving grid. */
function TreeButton({ row, action, ...props }: { row: string; action: Action } & ComponentProps<'button'>) {
  const item = useRovingItem(row, action, actions.indexOf(action))
  return <NodeButton {...props} {...item} />
}

function stepOf(run: Evaluation | null, id: string): Step | undefined {
  return run?.steps.find((step) => step.nodeId === id)
}

function Row({
  id,
  kind,
  text,
  run,
  problems,
  names,
  children,
}: {
  id: string
  kind: NodeKind
  text: string
  children?: React.ReactNode
} & Omit<Shared, 'command'>) {
  // The node's name, which its buttons' names end with.
  const label = names.label(id)
  const step = stepOf(run, id)
  const onPath = run?.path.includes(id) ?? false
  const outcomeHere = run && 'nodeId' in run.outcome && run.outcome.nodeId === id
  const mine = problems.filter((problem) => problem.nodeId === id)
  return (
    <div
      data-node={id}
      data-on-path={run ? onPath : undefined}
      className={cn(
        'bg-surface-2 rounded-xl border px-3 py-2.5',
        run && onPath ? 'border-accent/70 shadow-[inset_3px_0_0_var(--color-accent)]' : 'border-line',
        mine.length > 0 && 'border-danger/70',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* In rem, so the tag grows with the text when the visitor enlarges it. */}
        <span className="bg-line/60 text-muted w-14 shrink-0 rounded-md py-1 text-center text-[0.625rem] font-bold">
          {nodeKindInfo[kind].tag}
        </span>
        <span className="text-ink min-w-0 flex-1 text-sm">{dteUnbroken(text)}</span>
        {step && (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              step.result ? 'bg-accent/15 text-accent' : 'bg-danger/15 text-danger',
            )}
          >
            {step.result ? 'true' : 'false'}
          </span>
        )}
        {outcomeHere && (
          <span className="bg-cyan/15 text-cyan rounded-full px-2 py-0.5 text-xs font-semibold">reached</span>
        )}
        {run && !onPath && <span className="text-muted text-xs">not taken</span>}
      </div>
      {step?.detail && <p className="text-muted mt-1.5 text-xs">{step.detail}</p>}
      {mine.map((problem) => (
        <p key={`${problem.field}${problem.message}`} className="text-danger mt-1.5 text-sm">
          {problem.message}
        </p>
      ))}
      {children && (
        <div role="toolbar" aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
          {children}
        </div>
      )}
      <EditorSlot row={id} phoneInset={phoneInset(names.depth(id))} />
    </div>
  )
}

const NodeItem = memo(function NodeItem({
  node,
  isRoot = false,
  ...shared
}: { node: TreeNode; isRoot?: boolean } & Shared) {
  const { command, names } = shared
  const label = names.label(node.id)
  if (node.kind !== 'if') {
    return (
      <li>
        <Row id={node.id} kind={node.kind} text={describeNode(node)} {...shared}>
          <TreeButton
            row={node.id}
            action="edit"
            data-node-edit={node.id}
            aria-label={`Edit ${label}`}
            onClick={() => command({ type: 'edit', id: node.id })}
          >
            Edit
          </TreeButton>
          {!isRoot && (
            <TreeButton
              row={node.id}
              action="delete"
              aria-label={`Delete ${label}`}
              onClick={() => command({ type: 'delete', id: node.id })}
            >
              Delete
            </TreeButton>
          )}
        </Row>
      </li>
    )
  }
  return (
    <li>
      {/* The row's tag reads "IF"; its words say what it tests. */}
      <Row id={node.id} kind="if" text={describeTest(node.condition)} {...shared}>
        <TreeButton
          row={node.id}
          action="swap"
          data-node-edit={node.id}
          aria-label={`Swap branches of ${label}`}
          onClick={() => command({ type: 'swap', id: node.id })}
        >
          Swap branches
        </TreeButton>
        {node.onTrue && (
          <TreeButton
            row={node.id}
            action="keep-then"
            aria-label={`Keep THEN only, removing ${label} and its ELSE`}
            onClick={() => command({ type: 'keep-then', id: node.id })}
          >
            Keep THEN only
          </TreeButton>
        )}
        {!isRoot && (
          <TreeButton
            row={node.id}
            action="delete"
            aria-label={`Delete ${label} and its branches`}
            onClick={() => command({ type: 'delete', id: node.id })}
          >
            Delete
          </TreeButton>
        )}
      </Row>
      <ul className={nestedList}>
        <ConditionItem condition={node.condition} inGroup={false} ifId={node.id} {...shared} />
        <BranchItem ifNode={node} branch="onTrue" {...shared} />
        <BranchItem ifNode={node} branch="onFalse" {...shared} />
      </ul>
    </li>
  )
})

function ConditionItem({
  condition,
  inGroup,
  ifId,
  index = 0,
  count = 1,
  ...shared
}: { condition: Condition; inGroup: boolean; ifId: string; index?: number; count?: number } & Shared) {
  const { command, names } = shared
  const label = names.label(condition.id)
  const group = condition.kind !== 'test'
  const button = (action: Action, text: string, name: string, onClick: () => void, disabled = false) => (
    <TreeButton row={condition.id} action={action} aria-label={name} disabled={disabled} onClick={onClick}>
      {text}
    </TreeButton>
  )
  return (
    <li>
      <Row id={condition.id} kind={condition.kind} text={describeCondition(condition)} {...shared}>
        <TreeButton
          row={condition.id}
          action="edit"
          data-node-edit={condition.id}
          aria-label={`Edit ${label}`}
          onClick={() => command({ type: 'edit', id: condition.id })}
        >
          Edit
        </TreeButton>
        {group
          ? button('add-condition', 'Add condition', `Add condition to ${label}`, () =>
              command({ type: 'add-condition', id: condition.id }),
            )
          : !inGroup &&
            button('add-condition', 'Add condition', `Add condition beside ${label}`, () =>
              command({ type: 'add-condition', id: ifId }),
            )}
        {inGroup && (
          <>
            {button(
              'move-up',
              'Move up',
              `Move up ${label}`,
              () => command({ type: 'move', id: condition.id, by: -1 }),
              index === 0,
            )}
            {button(
              'move-down',
              'Move down',
              `Move down ${label}`,
              () => command({ type: 'move', id: condition.id, by: 1 }),
              index === count - 1,
            )}
            {button('duplicate', 'Duplicate', `Duplicate ${label}`, () =>
              command({ type: 'duplicate', id: condition.id }),
            )}
            {button('delete', 'Delete', `Delete ${label}`, () => command({ type: 'delete', id: condition.id }))}
          </>
        )}
      </Row>
      {group && (
        <ul className={nestedList}>
          {condition.conditions.map((child, childIndex) => (
            <ConditionItem
              key={child.id}
              condition={child}
              inGroup
              ifId={ifId}
              index={childIndex}
              count={condition.conditions.length}
              {...shared}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

const branchWord = (branch: Branch) => (branch === 'onTrue' ? 'THEN' : 'ELSE')

/** THEN or ELSE: a list named for its IF, holding the branch's node, or the controls that fill it. */
function BranchItem({
  ifNode,
  branch,
  ...shared
}: { ifNode: Extract<TreeNode, { kind: 'if' }>; branch: Branch } & Shared) {
  const word = branchWord(branch)
  const otherWord = branchWord(branch === 'onTrue' ? 'onFalse' : 'onTrue')
  const node = ifNode[branch]
  const other = ifNode[branch === 'onTrue' ? 'onFalse' : 'onTrue']
  const ifLabel = shared.names.label(ifNode.id)
  const row = branchRow(ifNode.id, branch)
  return (
    <li>
      <p className="text-muted mb-1.5 text-xs font-bold tracking-wider">{word}</p>
      <ol className="grid gap-2" aria-label={`${word} of ${ifLabel}`}>
        {node ? (
          <>
            <NodeItem node={node} {...shared} />
            {!other && (
              <li>
                <TreeButton
                  row={row}
                  action="copy-branch"
                  aria-label={`Duplicate to ${otherWord} of ${ifLabel}`}
                  onClick={() => shared.command({ type: 'copy-branch', id: ifNode.id, branch })}
                >
                  Duplicate to {otherWord}
                </TreeButton>
              </li>
            )}
          </>
        ) : (
          <EmptyBranch ifId={ifNode.id} ifLabel={ifLabel} branch={branch} command={shared.command} />
        )}
      </ol>
    </li>
  )
}

function EmptyBranch({
  ifId,
  ifLabel,
  branch,
  command,
}: {
  ifId: string
  ifLabel: string
  branch: Branch
  command: Shared['command']
}) {
  const [kind, setKind] = useState<NewNodeKind>('open')
  const row = branchRow(ifId, branch)
  const word = branchWord(branch)
  const selectId = useId()
  const item = useRovingItem(row, 'kind', actions.indexOf('kind'))
  return (
    <li className="border-line flex flex-wrap items-center gap-2 rounded-xl border border-dashed px-3 py-2.5">
      <span className="text-muted text-sm">Empty: nothing happens.</span>
      <label className="sr-only" htmlFor={selectId}>
        New node for {word} of {ifLabel}
      </label>
      <select
        id={selectId}
        value={kind}
        onChange={(event) => setKind(event.target.value as NewNodeKind)}
        className="border-line-strong bg-bg text-ink min-h-9 rounded-md border px-2 text-sm"
        {...item}
      >
        {branchKinds.map((choice) => (
          <option key={choice} value={choice}>
            {nodeKindInfo[choice].adds}
          </option>
        ))}
      </select>
      <TreeButton
        row={row}
        action="add"
        aria-label={`Add to ${word} of ${ifLabel}`}
        onClick={() => command({ type: 'add', id: ifId, branch, kind })}
      >
        Add
      </TreeButton>
    </li>
  )
}
