import type { DescribedCondition, DescribedNode, DescribedTree } from '~/lab/describe-tree'
import { dteUnbroken } from '~/lab/dte-unbroken'

/**
 * A strategy's tree written out as nested lists, node by node, in the Lab's own words
 * (describe-tree.ts): what /lab prerenders for readers without JavaScript and what each strategy
 * page shows. It takes the tree already described, so a page that renders it needs none of the
 * engine's code in the browser.
 */
export function StaticTree({ tree }: { tree: DescribedTree }) {
  return (
    <>
      <p className="text-muted mt-3">{tree.trigger}:</p>
      <ul className="text-ink mt-4 grid gap-2 text-sm">
        <StaticNode node={tree.root} />
      </ul>
    </>
  )
}

const branch = 'border-line mt-2 ml-4 grid gap-2 border-l pl-4'

function StaticCondition({ condition }: { condition: DescribedCondition }) {
  return (
    <li>
      {condition.text}
      {condition.conditions && (
        <ul className={branch}>
          {condition.conditions.map((child) => (
            <StaticCondition key={child.id} condition={child} />
          ))}
        </ul>
      )}
    </li>
  )
}

function StaticNode({ node }: { node: DescribedNode }) {
  if (node.kind !== 'if') return <li>{dteUnbroken(node.text)}</li>
  return (
    <li>
      IF
      <ul className={branch}>
        <StaticCondition condition={node.condition} />
        <li>
          THEN
          <ul className={branch}>{node.onTrue ? <StaticNode node={node.onTrue} /> : <li>nothing</li>}</ul>
        </li>
        <li>
          ELSE
          <ul className={branch}>{node.onFalse ? <StaticNode node={node.onFalse} /> : <li>nothing</li>}</ul>
        </li>
      </ul>
    </li>
  )
}
