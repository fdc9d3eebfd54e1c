import { NodeChip } from '~/components/tree-chip'
import type { DescribedNode, DescribedTree } from '~/lab/describe-tree'
import { dteUnbroken } from '~/lab/dte-unbroken'

/**
 * A strategy's tree written out node by node, in the Lab's own words (describe-tree.ts) and drawn
 * as the Lab draws it (tree-chip.tsx): what /lab prerenders for readers without JavaScript and what
 * each strategy page shows. Nested lists, one level per level of the tree: an IF's item holds its
 * THEN and ELSE, each labeled, with the node it leads to. It takes the tree already described, so
 * a page that renders it needs none of the engine's code in the browser.
 */
export function StaticTree({ tree }: { tree: DescribedTree }) {
  return (
    <>
      <p className="text-muted mt-3">{tree.trigger}:</p>
      <ul className="mt-4">
        <li>
          <StaticNode node={tree.root} />
        </li>
      </ul>
    </>
  )
}

function StaticNode({ node }: { node: DescribedNode }) {
  return (
    <>
      <NodeChip tag={node.tag} kind={node.kind} note={node.note}>
        {dteUnbroken(node.text)}
      </NodeChip>
      {node.branches && (
        <ul className="tree-branches">
          {node.branches.map(({ word, node: next }) => (
            <li key={word}>
              <p className="tree-branch">{word}</p>
              {next ? <StaticNode node={next} /> : <p className="tree-words text-muted">Nothing happens.</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
