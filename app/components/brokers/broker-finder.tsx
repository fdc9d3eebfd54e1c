import { useEffect, useId, useState } from 'react'
import { site } from '~/config/site'
import { brokers, brokerFinder as copy, findBrokers, type StatusFilter } from '~/content/brokers'
import { timings } from '~/content/site/timings'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { BrokersTable, type DrawnBrokersTable } from './brokers-table'

const field =
  'border-line-strong bg-bg text-ink placeholder:text-muted/70 focus-visible:border-cyan min-h-11 w-full rounded-lg border px-4 text-base'

/**
 * docs/requirements.md#broker-finder: search by name and filter by status above the compatibility
 * table, with the count announced. The controls are in the prerendered page, so nothing moves when
 * React takes over; they stay disabled until then, and without JavaScript they are not shown at
 * all (`noscript:`), leaving the full table as it always was. `table` is the table's words and
 * cells as the loader drew them; the finder chooses which of its rows show.
 */
export function BrokerFinder({ table }: { table: DrawnBrokersTable }) {
  const hydrated = useHydrated()
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const searchId = useId()
  const rows = findBrokers(brokers, query, status)
  // The table follows every keystroke; the count, a live region, once typing pauses (#timings).
  const count = copy.count(rows.length, brokers.length)
  const [spoken, setSpoken] = useState(count)
  useEffect(() => {
    const timer = setTimeout(setSpoken, timings.finderCountDelayMs, count)
    return () => clearTimeout(timer)
  }, [count])
  const mailto = `mailto:${site.supportEmail}?subject=${encodeURIComponent(copy.requestSubject)}`

  return (
    <>
      <search className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end noscript:hidden">
        <div className="flex-1">
          <label htmlFor={searchId} className="text-ink block text-sm font-medium">
            {copy.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={copy.placeholder}
            autoComplete="off"
            spellCheck={false}
            disabled={!hydrated}
            className={cn(field, 'mt-2')}
          />
        </div>
        <fieldset disabled={!hydrated} className="min-w-0">
          <legend className="text-ink text-sm font-medium">{copy.statusLegend}</legend>
          <div className="border-line-strong bg-bg mt-2 inline-flex rounded-lg border p-1">
            {copy.statuses.map((option) => (
              <label
                key={option.value}
                className="choice text-muted has-focus-visible:outline-cyan relative inline-flex min-h-9 cursor-pointer items-center rounded-md px-3.5 text-sm font-semibold transition-colors has-focus-visible:outline-2"
              >
                <input
                  type="radio"
                  name="broker-status"
                  value={option.value}
                  checked={status === option.value}
                  onChange={() => setStatus(option.value)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      </search>
      <p role="status" className="text-muted mb-3 text-sm noscript:hidden">
        {spoken}
      </p>
      <BrokersTable drawn={table} rows={rows} />
      {rows.length === 0 && (
        <div className="border-line bg-surface mt-4 rounded-2xl border px-5 py-6 text-center">
          <p className="text-ink font-semibold">{copy.noMatch}</p>
          <a
            href={mailto}
            className="text-accent hover:text-accent-strong mt-2 inline-flex min-h-11 items-center rounded-sm font-medium underline underline-offset-4"
          >
            {copy.notListed}
          </a>
        </div>
      )}
    </>
  )
}
