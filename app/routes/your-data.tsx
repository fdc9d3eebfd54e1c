import { renderToStaticMarkup } from 'react-dom/server'
import { ChainColumnTable } from '~/components/lab-guide/chain-column-table'
import { LabDataPage } from '~/components/lab-guide/lab-data-page'
import { WorkedExampleTable } from '~/components/lab-guide/worked-example-table'
import type { BreadcrumbHandle } from '~/content/breadcrumbs'
import { contentFacts } from '~/content/facts'
import { labGuidePage } from '~/content/lab-guide.server'
import { exampleRows, ticketWords, workedExample } from '~/content/lab-guide-example.server'
import { labGuideFacts } from '~/content/lab-guide-facts.server'
import { labNavItem } from '~/content/site/navigation'
import { chainColumns } from '~/lab/engine/chain-columns'
import { dollars, longDate } from '~/lab/engine/format'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/your-data'

/** The guide sits under the Lab, whose panels link it. */
export const handle: BreadcrumbHandle<unknown> = {
  breadcrumb: () => ({ name: 'Your chain and alert log', above: [{ name: labNavItem.label, path: labNavItem.to }] }),
}

/**
 * Build time only: the guide's words from content/lab/your-data.md, with its numbers from the Lab's
 * constants, and its two tables drawn here from the Lab's own code: the chain columns the reader
 * goes by, and the worked example the engine writes twice. They do nothing in the browser, so they
 * ship as HTML; the page's JavaScript holds none of the engine.
 */
export function loader() {
  const example = workedExample()
  const caption = `${example.template.name}, run at ${example.chain.quoted.time} ET on ${longDate(example.chain.quoted.date)}, ${example.chain.underlying} at ${dollars(example.chain.spot, 2)}`
  const blocks = {
    chainColumnTable: renderToStaticMarkup(<ChainColumnTable columns={chainColumns} />),
    workedExampleTable: renderToStaticMarkup(
      <WorkedExampleTable
        caption={caption}
        rows={exampleRows(example.model, example.quoted)}
        notes={{ model: ticketWords(example.model), chain: ticketWords(example.quoted) }}
      />,
    ),
  }
  return labGuidePage('your-data', { ...contentFacts, ...labGuideFacts() }, blocks)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData?.title, description: loaderData?.description ?? '', path: '/lab/your-data' })

export default function YourData({ loaderData }: Route.ComponentProps) {
  return <LabDataPage page={loaderData} />
}
