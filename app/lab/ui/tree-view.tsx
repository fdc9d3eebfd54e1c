import { memo, useState } from 'react'
import { cn } from '~/lib/cn'
import { describeCondition, describeNode } from '../describe'
import { dteUnbroken } from '../dte-unbroken'
import type { Evaluation, Step } from '../engine/evaluate'
import { branchKinds, type NodeKind, nodeKindInfo } from '../engine/kinds'
import type { Condition, TreeNode } from '../engine/model'
import type { NewNodeKind } from '../engine/tree-ops'
import type { Problem } from '../engine/validate'
import { NodeButton } from './controls'
import { useNodeFocusRef } from './node-focus'
import type { TreeCommand } from './use-lab'

type Shared = {
  run: Evaluation | null
  problems: readonly Problem[]
  command: (command: TreeCommand) => void
}

/**
 * The strategy as nested lists of nodes, each with its own buttons: every edit works by keyboard
 * and needs no dragging. After a run, the path taken is marked and each condition shows its actual
 * value and result.
 */
export function TreeView({ root, ...shared }: { root: TreeNode } & Shared) {
  return (
    <ol className="grid gap-2" aria-label="Strategy tree">
      <NodeItem node={root} isRoot {...shared} />
    </ol>
  )
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
  children,
}: {
  id: string
  kind: NodeKind
  text: string
  run: Evaluation | null
  problems: readonly Problem[]
  children?: React.ReactNode
}) {
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
        <span className="bg-line/60 text-muted w-14 shrink-0 rounded-md py-1 text-center text-[10px] font-bold">
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
      {children && <div className="mt-2 flex flex-wrap gap-1.5">{children}</div>}
    </div>
  )
}

const NodeItem = memo(function NodeItem({
  node,
  isRoot = false,
  run,
  problems,
  command,
}: { node: TreeNode; isRoot?: boolean } & Shared) {
  const focusRef = useNodeFocusRef(node.id)
  const name = node.kind === 'if' ? 'IF' : describeNode(node)
  if (node.kind !== 'if') {
    return (
      <li>
        <Row id={node.id} kind={node.kind} text={describeNode(node)} run={run} problems={problems}>
          <NodeButton
            data-node-edit={node.id}
            ref={focusRef}
            aria-label={`Edit ${name}`}
            onClick={() => command({ type: 'edit', id: node.id })}
          >
            Edit
          </NodeButton>
          {!isRoot && (
            <NodeButton aria-label={`Delete ${name}`} onClick={() => command({ type: 'delete', id: node.id })}>
              Delete
            </NodeButton>
          )}
        </Row>
      </li>
    )
  }
  return (
    <li>
      {/* The row's tag already reads "IF": the text goes on from it. */}
      <Row id={node.id} kind="if" text="the condition below is true, THEN…, ELSE…" run={run} problems={problems}>
        <NodeButton
          data-node-edit={node.id}
          ref={focusRef}
          aria-label="Swap the THEN and ELSE branches of this IF"
          onClick={() => command({ type: 'swap', id: node.id })}
        >
          Swap branches
        </NodeButton>
        {node.onTrue && (
          <NodeButton
            aria-label="Keep THEN only: remove this IF’s check and its ELSE branch"
            onClick={() => command({ type: 'keep-then', id: node.id })}
          >
            Keep THEN only
          </NodeButton>
        )}
        {!isRoot && (
          <NodeButton
            aria-label="Delete this IF and its branches"
            onClick={() => command({ type: 'delete', id: node.id })}
          >
            Delete
          </NodeButton>
        )}
      </Row>
      <ul className="border-line mt-2 ml-3 grid gap-2 border-l pl-3 sm:ml-5 sm:pl-4">
        <ConditionItem
          condition={node.condition}
          inGroup={false}
          ifId={node.id}
          run={run}
          problems={problems}
          command={command}
        />
        <Branch
          label="THEN"
          node={node.onTrue}
          other={node.onFalse}
          ifId={node.id}
          branch="onTrue"
          run={run}
          problems={problems}
          command={command}
        />
        <Branch
          label="ELSE"
          node={node.onFalse}
          other={node.onTrue}
          ifId={node.id}
          branch="onFalse"
          run={run}
          problems={problems}
          command={command}
        />
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
  run,
  problems,
  command,
}: { condition: Condition; inGroup: boolean; ifId: string; index?: number; count?: number } & Shared) {
  const focusRef = useNodeFocusRef(condition.id)
  const text = describeCondition(condition)
  const group = condition.kind !== 'test'
  return (
    <li>
      <Row id={condition.id} kind={condition.kind} text={text} run={run} problems={problems}>
        <NodeButton
          data-node-edit={condition.id}
          ref={focusRef}
          aria-label={`Edit ${text}`}
          onClick={() => command({ type: 'edit', id: condition.id })}
        >
          Edit
        </NodeButton>
        {group ? (
          <NodeButton
            aria-label={`Add a condition to “${text}”`}
            onClick={() => command({ type: 'add-condition', id: condition.id })}
          >
            Add condition
          </NodeButton>
        ) : (
          !inGroup && (
            <NodeButton
              aria-label={`Add a condition beside “${text}” (makes an AND group)`}
              onClick={() => command({ type: 'add-condition', id: ifId })}
            >
              Add condition
            </NodeButton>
          )
        )}
        {inGroup && (
          <>
            <NodeButton
              aria-label={`Move up: ${text}`}
              disabled={index === 0}
              onClick={() => command({ type: 'move', id: condition.id, by: -1 })}
            >
              Up
            </NodeButton>
            <NodeButton
              aria-label={`Move down: ${text}`}
              disabled={index === count - 1}
              onClick={() => command({ type: 'move', id: condition.id, by: 1 })}
            >
              Down
            </NodeButton>
            <NodeButton
              aria-label={`Duplicate ${text}`}
              onClick={() => command({ type: 'duplicate', id: condition.id })}
            >
              Duplicate
            </NodeButton>
            <NodeButton aria-label={`Delete ${text}`} onClick={() => command({ type: 'delete', id: condition.id })}>
              Delete
            </NodeButton>
          </>
        )}
      </Row>
      {group && (
        <ul className="border-line mt-2 ml-3 grid gap-2 border-l pl-3 sm:ml-5 sm:pl-4">
          {condition.conditions.map((child, childIndex) => (
            <ConditionItem
              key={child.id}
              condition={child}
              inGroup
              ifId={ifId}
              index={childIndex}
              count={condition.conditions.length}
              run={run}
              problems={problems}
              command={command}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

function Branch({
  label,
  node,
  other,
  ifId,
  branch,
  ...shared
}: {
  label: 'THEN' | 'ELSE'
  node: TreeNode | null
  other: TreeNode | null
  ifId: string
  branch: 'onTrue' | 'onFalse'
} & Shared) {
  const [kind, setKind] = useState<NewNodeKind>('open')
  return (
    <li>
      <p className="text-muted mb-1.5 text-xs font-bold tracking-wider">{label}</p>
      {node ? (
        <ol className="grid gap-2">
          <NodeItem node={node} {...shared} />
          {!other && (
            <li>
              <NodeButton
                aria-label={`Copy this ${label} branch to ${label === 'THEN' ? 'ELSE' : 'THEN'}`}
                onClick={() => shared.command({ type: 'copy-branch', id: ifId, branch })}
              >
                Duplicate to {label === 'THEN' ? 'ELSE' : 'THEN'}
              </NodeButton>
            </li>
          )}
        </ol>
      ) : (
        <div className="border-line flex flex-wrap items-center gap-2 rounded-xl border border-dashed px-3 py-2.5">
          <span className="text-muted text-sm">Empty: nothing happens.</span>
          <label className="sr-only" htmlFor={`${ifId}-${branch}-kind`}>
            New node for {label}
          </label>
          <select
            id={`${ifId}-${branch}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as NewNodeKind)}
            className="border-line bg-bg text-ink min-h-9 rounded-md border px-2 text-sm"
          >
            {branchKinds.map((choice) => (
              <option key={choice} value={choice}>
                {nodeKindInfo[choice].adds}
              </option>
            ))}
          </select>
          <NodeButton
            aria-label={`Add to ${label}`}
            onClick={() => shared.command({ type: 'add', id: ifId, branch, kind })}
          >
            Add
          </NodeButton>
        </div>
      )}
    </li>
  )
}
