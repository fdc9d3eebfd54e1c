import { type Broker, brokers, optionsSupportLabels } from '~/content/brokers'
import { CheckIcon } from '~/ui/stroke-icon'

/**
 * The table's words as the brokers page's loader drew them (drawBrokersTable in
 * brokers-table.server.tsx): the sentence above the phone's cards while some columns are empty for
 * every broker, the header row, and each broker's cells by name.
 */
export type DrawnBrokersTable = {
  comingSoon: string | undefined
  head: string
  cells: Readonly<Record<string, string>>
}

const row =
  'border-line border-t max-md:relative max-md:grid max-md:grid-cols-3 max-md:gap-x-3 max-md:gap-y-4 max-md:p-4'

/**
 * docs/requirements.md#brokers-page: a real data table (caption, column and row headers), one
 * markup at every width, so every reader gets the same cells. On a phone CSS lays each broker out
 * as a block with every cell that holds something in view: nothing scrolls sideways, and the
 * columns still empty for every broker are said once, above the blocks, instead of in each.
 * Its words and cells are `drawn` at build time; here, the `rows` the finder shows, in order.
 */
export function BrokersTable({ drawn, rows = brokers }: { drawn: DrawnBrokersTable; rows?: readonly Broker[] }) {
  return (
    <>
      {drawn.comingSoon && (
        <p data-coming-for-every="" className="text-muted mb-3 text-sm md:hidden">
          {drawn.comingSoon}
        </p>
      )}
      <div className="border-line bg-surface overflow-hidden rounded-2xl border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="border-line border-b px-4 py-4 text-left lg:px-6">
            <span className="text-ink block text-base font-semibold">Broker compatibility by asset class</span>
          </caption>
          {/* On a phone each cell names its column, so the header row is for assistive technology only. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's markup, drawn by the route's loader */}
          <thead className="max-md:sr-only" dangerouslySetInnerHTML={{ __html: drawn.head }} />
          <tbody className="max-md:block">
            {rows.map((broker) => (
              <tr
                key={broker.name}
                className={row}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's markup, drawn by the route's loader
                dangerouslySetInnerHTML={{ __html: drawn.cells[broker.name] ?? '' }}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** The key under the table: what a check mark and "pending" mean. */
export function BrokersLegend() {
  return (
    <dl className="text-muted mt-5 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-x-8">
      <div className="flex items-center gap-2">
        <dt className="bg-accent/15 text-accent ring-accent/30 inline-flex size-6 items-center justify-center rounded-full ring-1">
          <CheckIcon className="size-3.5" />
          <span className="sr-only">{optionsSupportLabels.supported}</span>
        </dt>
        <dd>Live: connect and trade options today</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="border-pending/40 bg-pending/10 text-pending rounded-full border px-2 py-0.5 text-xs font-semibold">
          {optionsSupportLabels.pending}
        </dt>
        <dd>Integration in progress, not yet available to trade</dd>
      </div>
    </dl>
  )
}
