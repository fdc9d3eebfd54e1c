import { useId } from 'react'
import { ExternalLink } from '~/components/ui/external-link'
import { CheckIcon } from '~/components/ui/stroke-icon'
import {
  type Broker,
  brokerColumns,
  brokers,
  comingSoonLabel,
  displayHost,
  type OptionsSupport,
  optionsSupportLabels,
} from '~/content/brokers'
import { cn } from '~/lib/cn'
import { ArrowUpRightIcon } from './icons'
import { Logo } from './logos'

const cell = 'px-4 py-4 lg:px-6'
// The broker column stays in view while the table scrolls sideways on a phone.
const stickyCell = 'sticky left-0 z-10 bg-surface max-sm:shadow-[1px_0_0_var(--color-line)]'

/**
 * docs/requirements.md#brokers-page: a real data table (caption, column and row headers). On a phone the
 * table keeps its shape and scrolls sideways inside its own focusable region; the page never does.
 */
export function BrokersTable({ rows = brokers }: { rows?: readonly Broker[] }) {
  const captionId = useId()
  const hintId = useId()
  return (
    <div className="border-line bg-surface overflow-hidden rounded-2xl border">
      {/* A named region, not a <section>: it scrolls the table on a phone and has no heading of its own. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <section> without a heading is what the HTML validator warns about */}
      <div
        role="region"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl"
      >
        <table className="w-full min-w-[38rem] border-collapse text-left text-sm">
          <caption id={captionId} className="border-line border-b px-4 py-4 text-left lg:px-6">
            <span className="text-ink block text-base font-semibold">Broker compatibility by asset class</span>
          </caption>
          <thead>
            <tr className="text-muted text-xs font-semibold tracking-wider uppercase">
              {brokerColumns.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(cell, 'py-3 whitespace-nowrap', index === 0 && stickyCell)}
                >
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
          </thead>
          <tbody>
            {rows.map((broker) => (
              <tr key={broker.name} className="border-line border-t">
                <th scope="row" className={cn(cell, stickyCell, 'font-normal')}>
                  <ExternalLink href={broker.website} className="group -m-1 flex items-center gap-3 rounded-lg p-1">
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
                </th>
                <td className={cell}>
                  <OptionsStatus options={broker.options} />
                </td>
                {/* The futures, crypto and bonus cells are empty for now (docs/requirements.md#brokers-page). */}
                <td className={cn(cell, 'bg-surface-2/40')} />
                <td className={cn(cell, 'bg-surface-2/40')} />
                <td className={cell} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={hintId} className="border-line text-muted flex items-center gap-2 border-t px-4 py-3 text-xs md:hidden">
        <span aria-hidden="true">↔</span> Swipe the table sideways to see every column.
      </p>
    </div>
  )
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
