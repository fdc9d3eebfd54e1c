import { renderToStaticMarkup } from 'react-dom/server'
import {
  type Broker,
  brokerColumns,
  brokerConnection,
  brokers,
  columnsEmptyForEvery,
  comingForEveryBroker,
  comingSoonLabel,
  displayHost,
  type ExtraColumn,
  emptyCellMark,
  extraCell,
  extraColumns,
  type OptionsSupport,
  optionsSupportLabels,
} from '~/content/brokers'
import { cn } from '~/lib/cn'
import { ExternalLink } from '~/ui/external-link'
import { CheckIcon } from '~/ui/stroke-icon'
import { brokerConnections } from './broker-connections'
import type { DrawnBrokersTable } from './brokers-table'
import { ArrowUpRightIcon } from './icons'
import { Logo } from './logos'

const [, optionsColumn] = brokerColumns

// From md up, a table as drawn; below it, one block per broker: its name beside its options status,
// over its futures, crypto and bonus cells, each cell under its column's name (the cell-label
// utility in app/styles/app.css). A column no broker has anything in is left out of those blocks
// (and narrowed from lg up): its cells stay in the table, for screen readers, but out of view.
const cell = 'px-4 py-4 lg:px-6'
const drawnCell = 'max-md:cell-label max-md:p-0'
const header = 'px-4 py-3 whitespace-nowrap lg:px-6'
const emptyColumnCell = 'px-4 py-4 max-md:sr-only lg:px-3'
const emptyColumnHeader = 'px-4 py-3 whitespace-nowrap lg:w-28 lg:px-3'

/**
 * The brokers table's words and cells, drawn at build time by the brokers page's loader: nothing in
 * them runs in the browser, so they ship as the page's HTML, and the finder (BrokersTable) only
 * chooses which rows to show. `everyBroker` is the whole list, which the sentence above the phone's
 * cards and the columns left out of those cards are judged by, whatever the finder shows.
 */
export function drawBrokersTable(everyBroker: readonly Broker[] = brokers): DrawnBrokersTable {
  const emptyForEvery = new Set<ExtraColumn['key']>(columnsEmptyForEvery(everyBroker).map((column) => column.key))
  return {
    comingSoon: comingForEveryBroker(everyBroker),
    head: renderToStaticMarkup(<HeaderRow emptyForEvery={emptyForEvery} />),
    cells: Object.fromEntries(
      everyBroker.map((broker) => [
        broker.name,
        renderToStaticMarkup(<BrokerCells broker={broker} emptyForEvery={emptyForEvery} />),
      ]),
    ),
  }
}

function HeaderRow({ emptyForEvery }: { emptyForEvery: ReadonlySet<string> }) {
  return (
    <tr className="text-muted text-xs font-semibold tracking-wider uppercase">
      {brokerColumns.map((column) => (
        <th key={column.key} scope="col" className={emptyForEvery.has(column.key) ? emptyColumnHeader : header}>
          {column.label}
          {'comingSoon' in column && (
            <>
              <span className="sr-only"> ({comingSoonLabel})</span>
              <span
                aria-hidden="true"
                className="bg-surface-2 text-muted border-line mt-1.5 block w-fit rounded-full border px-2 py-0.5 text-[0.7rem] font-medium tracking-normal whitespace-nowrap normal-case"
              >
                {comingSoonLabel}
              </span>
            </>
          )}
        </th>
      ))}
    </tr>
  )
}

/** One broker's row header (name, site, how it connects), its options status and its other cells. */
function BrokerCells({ broker, emptyForEvery }: { broker: Broker; emptyForEvery: ReadonlySet<string> }) {
  return (
    <>
      <th scope="row" className="px-4 py-4 font-normal max-md:col-span-2 max-md:self-center max-md:p-0 lg:px-6">
        <ExternalLink href={broker.website} className="group -m-1 flex w-fit items-center gap-3 rounded-lg p-1">
          <Logo name={broker.icon} alt={broker.name} size={40} className="size-10 shrink-0" />
          {/* The logo's alt text names the link; this visible copy would only repeat it. */}
          <span aria-hidden="true" className="flex min-w-0 flex-col">
            <span className="text-ink group-hover:text-accent font-semibold whitespace-nowrap transition-colors">
              {broker.name}
            </span>
            <span className="text-muted flex items-center gap-0.5 text-xs">
              {displayHost(broker.website)}
              <ArrowUpRightIcon className="size-3" />
            </span>
          </span>
        </ExternalLink>
        <ConnectionLine words={brokerConnections[broker.name] ?? ''} />
      </th>
      <td data-label={optionsColumn.label} className={cn(cell, drawnCell)}>
        <OptionsStatus options={broker.options} />
      </td>
      {/* Futures, crypto and bonus: empty for now (docs/requirements.md#brokers-page). */}
      {extraColumns.map((column) => (
        <td
          key={column.key}
          data-label={column.label}
          data-empty={emptyCellMark(column)}
          className={cn(
            emptyForEvery.has(column.key) ? emptyColumnCell : cn(cell, drawnCell),
            'comingSoon' in column && 'md:bg-surface-2/40',
          )}
        >
          <ExtraCell value={extraCell(broker, column)} />
        </td>
      ))}
    </>
  )
}

/**
 * How the broker's accounts connect, in the company's words (a setting, app/config/settings.ts); until
 * it gives them, a muted marker that the fact is still to be confirmed, so nothing is claimed.
 */
function ConnectionLine({ words }: { words: string }) {
  return (
    <p className="text-muted mt-2 text-xs leading-5 md:pl-13">
      {brokerConnection.label}{' '}
      {words ? (
        <span className="text-ink">{words}</span>
      ) : (
        <span
          data-unconfirmed=""
          className="border-line-strong rounded border border-dashed px-1.5 py-px whitespace-nowrap italic"
        >
          {brokerConnection.unconfirmed}
        </span>
      )}
    </p>
  )
}

/** A futures, crypto or bonus cell once a broker has one: a check mark, or the bonus's words. */
function ExtraCell({ value }: { value: true | string | undefined }) {
  if (value === undefined) return null
  if (value === true) return <OptionsStatus options={true} />
  return <span className="text-ink">{value}</span>
}

function OptionsStatus({ options }: { options: OptionsSupport }) {
  if (options === true) {
    return (
      <span className="bg-accent/15 text-accent ring-accent/30 inline-flex size-8 items-center justify-center rounded-full ring-1">
        <CheckIcon className="size-4.5" />
        <span className="sr-only">{optionsSupportLabels.supported}</span>
      </span>
    )
  }
  return (
    <span className="border-pending/40 bg-pending/10 text-pending inline-flex items-center rounded-full border px-2.5 py-1 text-xs font-semibold">
      {optionsSupportLabels.pending}
    </span>
  )
}
