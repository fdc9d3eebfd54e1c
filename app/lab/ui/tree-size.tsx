import { memo, useId } from 'react'
import { limits } from '../engine/kinds'
import { type Strategy, walk } from '../engine/model'

/**
 * How full the tree is: its nodes (conditions included) against `limits.nodes`, the most a strategy
 * can run with and the most a link or file carries (link-codec.ts sizes its limit on bytes to hold
 * the largest such tree, so a tree the Lab runs always travels). Shown under the tree, and said with
 * the change that moves the tree into another band (`sizeWords`), before the limit is reached.
 */

/** From this many nodes the tree is near its limit: four fifths of it. */
export const nearNodes = Math.ceil(limits.nodes * 0.8)

export const nodeCount = (strategy: Strategy) => {
  let count = 0
  for (const _ of walk(strategy.root)) count++
  return count
}

type Band = 'room' | 'near' | 'full' | 'over'

const bandOf = (count: number): Band =>
  count > limits.nodes ? 'over' : count === limits.nodes ? 'full' : count >= nearNodes ? 'near' : 'room'

/** What the tree's size says, in a sentence. */
export function sizeSentence(count: number): string {
  const max = limits.nodes
  switch (bandOf(count)) {
    case 'room':
      return `${count} of ${max} nodes.`
    case 'near':
      return `${count} of ${max} nodes: ${max - count} more fit in a strategy, its link and its file.`
    case 'full':
      return `${count} of ${max} nodes: the tree is full; a link or file carries no more.`
    case 'over': {
      const extra = count - max
      return `${count} of ${max} nodes: remove ${extra} ${extra === 1 ? 'node' : 'nodes'} before the strategy can run, be linked or be exported to open again.`
    }
  }
}

/**
 * The words a change adds to its announcement when it moves the tree across a band (near, full,
 * over, or back under): nothing while it stays in one, so a screen reader hears it once per crossing.
 */
export function sizeWords(before: Strategy, after: Strategy): string {
  if (before === after || before.root === after.root) return ''
  const count = nodeCount(after)
  const band = bandOf(count)
  if (band === bandOf(nodeCount(before))) return ''
  return band === 'room'
    ? `Tree size: ${count} of ${limits.nodes} nodes, room to grow.`
    : `Tree size: ${sizeSentence(count)}`
}

/** The meter under the tree, and its sentence. */
export const TreeSize = memo(function TreeSize({ strategy }: { strategy: Strategy }) {
  const id = useId()
  const count = nodeCount(strategy)
  return (
    <div className="text-muted flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <label htmlFor={id} className="font-medium">
        Tree size
      </label>
      <meter
        id={id}
        min={0}
        max={limits.nodes}
        low={nearNodes}
        high={limits.nodes}
        optimum={0}
        value={Math.min(count, limits.nodes)}
        aria-describedby={`${id}-words`}
        className="h-2.5 w-32"
      />
      <span id={`${id}-words`} className={count > limits.nodes ? 'text-danger' : undefined}>
        {sizeSentence(count)}
      </span>
    </div>
  )
})
