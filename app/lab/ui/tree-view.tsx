import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { describeCondition, describeTest, nodeWords } from '../describe'
import { branchKinds, nodeKindInfo } from '../engine/kinds'
import type { Condition, TreeNode } from '../engine/model'
import type { NewNodeKind } from '../engine/tree-ops'
import type { LabState } from './lab-state'
import { type MenuChoice, NodeMenu } from './node-menu'
import { pressesSoFar } from './presses'
import { type Branch, branchRow, treeNames } from './tree-names'
import { AddConditionButton, EditButton, positionOf, Row, RunLegend, type Shared, TreeButton } from './tree-row'
import { EditorProvider, type TreeEditor } from './use-inline-editor'
import { RovingProvider, useRovingGrid, useRovingItem } from './use-roving-grid'

/**
 * The strategy as nested lists of nodes, one level of list per level of the tree, each node a chip
 * as every tree of the site draws it (tree-chip.tsx) with its Edit and its More actions menu: every
 * edit works by keyboard and needs no dragging. The tree is one Tab stop; the arrow keys move between
 * nodes and between a node's buttons (use-roving-grid.ts), and the keys that say so are the tree's
 * description. Each row is a group named by its chip's words and described by its place: level,
 * position and the branch it sits in ("Level 2, 2 of 3, THEN of IF VIX < 20"). Each button's name
 * starts with its visible words and goes on with the node it acts on ("Edit VIX < 20"). After a run,
 * the path taken is marked and each condition shows its actual value and result. The open editor, if
 * any, is drawn in the row it concerns (use-inline-editor.tsx); opening or closing it re-renders that
 * row's slot only.
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
  // The request counts from the press that asked for it (`focus.presses`), or else from when the
  // tree first hears of it: a change from an editor reaches the tree in a transition, maybe after
  // the visitor's next key.
  useEffect(() => void pressesSoFar(), [])
  const request = useRef({ focus, presses: 0 })
  useLayoutEffect(() => {
    if (request.current.focus !== focus) request.current = { focus, presses: focus?.presses ?? pressesSoFar() }
  }, [focus])
  const handled = useRef<LabState['focus']>(null)
  useEffect(() => {
    if (!drawn || !focus || focus === handled.current) return
    handled.current = focus
    const active = document.activeElement
    const movedOn = pressesSoFar() !== request.current.presses && active !== null && active !== document.body
    if (!movedOn) grid.focus(focus.id, focus.action)
  }, [focus, drawn, grid])
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a frame and wants a legend; the group only names the tree and carries its keys
    <div
      role="group"
      aria-label="Strategy tree"
      aria-describedby={hintId}
      data-tree-keys-host
      className="relative grid gap-2"
    >
      {/* The tree's description, always read with it; drawn only while a keyboard is in the tree, over
          its top (app.css, tree-keys): a visitor using the pointer, or a phone without arrow keys, needs no lines about keys. */}
      <p id={hintId} className="tree-keys">
        The tree is one Tab stop: the Up and Down arrow keys move between nodes, Left and Right between a node’s
        buttons; a node’s More actions opens its menu.
      </p>
      {shared.run && <RunLegend />}
      <RovingProvider value={grid}>
        <EditorProvider value={editor}>
          <ol className="grid gap-2" onKeyDown={grid.onKeyDown}>
            <li>
              <NodeItem node={root} isRoot names={names} {...shared} />
            </li>
          </ol>
        </EditorProvider>
      </RovingProvider>
    </div>
  )
})

/** A choice of a node's menu: its words, and its name with the node's. */
const choice = (key: string, text: string, name: string, act: () => void, more: Partial<MenuChoice> = {}) => ({
  key,
  text,
  name,
  act,
  ...more,
})

/** A node and what hangs under it (an IF's test and branches): the caller puts it in its list item. */
const NodeItem = memo(function NodeItem({
  node,
  isRoot = false,
  ...shared
}: { node: TreeNode; isRoot?: boolean } & Shared) {
  const { command, names } = shared
  const label = names.label(node.id)
  if (node.kind !== 'if') {
    return (
      <Row id={node.id} kind={node.kind} {...nodeWords(node)} buttons={2} {...shared}>
        <EditButton id={node.id} label={label} command={command} />
        <NodeMenu
          row={node.id}
          position={positionOf('menu')}
          label={label}
          choices={[
            choice('delete', 'Delete', `Delete ${label}`, () => command({ type: 'delete', id: node.id }), {
              disabled: isRoot,
            }),
          ]}
        />
      </Row>
    )
  }
  const lone = node.onTrue && !node.onFalse ? 'onTrue' : node.onFalse && !node.onTrue ? 'onFalse' : null
  const [from, to] = lone === 'onFalse' ? ['ELSE', 'THEN'] : ['THEN', 'ELSE']
  return (
    <>
      {/* The row's tag reads "IF"; its words say what it tests. */}
      <Row id={node.id} kind="if" text={describeTest(node.condition)} buttons={1} {...shared}>
        <NodeMenu
          row={node.id}
          position={positionOf('menu')}
          label={label}
          choices={[
            // Keep THEN only first: trimming an IF to its THEN is then one Enter once the menu is open
            // (the keyboard build in lab-build.spec.ts counts its presses).
            choice(
              'keep-then',
              'Keep THEN only',
              `Keep THEN only, removing ${label} and its ELSE`,
              () => command({ type: 'keep-then', id: node.id }),
              { disabled: !node.onTrue },
            ),
            choice('swap', 'Swap branches', `Swap branches of ${label}`, () => command({ type: 'swap', id: node.id }), {
              staysInPlace: true,
            }),
            choice(
              'copy-branch',
              `Duplicate ${from} to ${to}`,
              `Duplicate ${from} to ${to} of ${label}`,
              () => lone && command({ type: 'copy-branch', id: node.id, branch: lone }),
              { disabled: !lone },
            ),
            choice(
              'delete',
              'Delete',
              `Delete ${label} and its branches`,
              () => command({ type: 'delete', id: node.id }),
              { disabled: isRoot },
            ),
          ]}
        />
      </Row>
      <ul className="tree-branches">
        <ConditionItem condition={node.condition} inGroup={false} ifId={node.id} {...shared} />
        <BranchItem ifNode={node} branch="onTrue" {...shared} />
        <BranchItem ifNode={node} branch="onFalse" {...shared} />
      </ul>
    </>
  )
})

function ConditionItem({
  condition,
  inGroup,
  ifId,
  index = 0,
  count = 1,
  parentId,
  ...shared
}: {
  condition: Condition
  inGroup: boolean
  ifId: string
  index?: number
  count?: number
  /** The group it is in, if it is in one. */
  parentId?: string
} & Shared) {
  const { command, names } = shared
  const label = names.label(condition.id)
  const group = condition.kind !== 'test'
  const outside = !inGroup
  return (
    <li>
      <Row
        id={condition.id}
        kind={condition.kind}
        text={describeCondition(condition)}
        buttons={group ? 3 : 2}
        {...shared}
      >
        <EditButton id={condition.id} label={label} command={command} />
        {group && <AddConditionButton id={condition.id} label={label} command={command} />}
        <NodeMenu
          row={condition.id}
          position={positionOf('menu')}
          label={label}
          choices={[
            ...(group
              ? []
              : [
                  // Beside a test: in its group, or with the IF's single test in a new AND group.
                  choice('add-condition', 'Add condition', `Add condition beside ${label}`, () =>
                    command({ type: 'add-condition', id: parentId ?? ifId }),
                  ),
                ]),
            choice(
              'move-up',
              'Move up',
              `Move up ${label}`,
              () => command({ type: 'move', id: condition.id, by: -1 }),
              {
                disabled: outside || index === 0,
                staysInPlace: true,
              },
            ),
            choice(
              'move-down',
              'Move down',
              `Move down ${label}`,
              () => command({ type: 'move', id: condition.id, by: 1 }),
              { disabled: outside || index === count - 1, staysInPlace: true },
            ),
            choice(
              'duplicate',
              'Duplicate',
              `Duplicate ${label}`,
              () => command({ type: 'duplicate', id: condition.id }),
              {
                disabled: outside,
              },
            ),
            choice('delete', 'Delete', `Delete ${label}`, () => command({ type: 'delete', id: condition.id }), {
              disabled: outside,
            }),
          ]}
        />
      </Row>
      {group && (
        <ul className="tree-branches">
          {condition.conditions.map((child, childIndex) => (
            <ConditionItem
              key={child.id}
              condition={child}
              inGroup
              ifId={ifId}
              index={childIndex}
              count={condition.conditions.length}
              parentId={condition.id}
              {...shared}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

const branchWord = (branch: Branch) => (branch === 'onTrue' ? 'THEN' : 'ELSE')

/** THEN or ELSE: an item labeled with its word, holding the branch's node or the controls that fill it. */
function BranchItem({
  ifNode,
  branch,
  ...shared
}: { ifNode: Extract<TreeNode, { kind: 'if' }>; branch: Branch } & Shared) {
  const node = ifNode[branch]
  const ifLabel = shared.names.label(ifNode.id)
  return (
    <li>
      <p className="tree-branch">{branchWord(branch)}</p>
      {node ? (
        <NodeItem node={node} {...shared} />
      ) : (
        <EmptyBranch ifId={ifNode.id} ifLabel={ifLabel} branch={branch} command={shared.command} />
      )}
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
  const item = useRovingItem(row, 'kind', positionOf('kind'))
  return (
    <div className="border-line flex flex-wrap items-center gap-2 rounded-xl border border-dashed px-3 py-2">
      <span className="text-muted text-[0.8125rem]">Empty: nothing happens.</span>
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
    </div>
  )
}
