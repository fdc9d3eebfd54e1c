import { strategyPath } from '~/content/strategies'
import { dteUnbroken } from '~/lab/dte-unbroken'
import type { ComparisonRow } from './page-data'

const textLink = 'rounded-sm text-accent underline underline-offset-4 hover:text-accent-strong'

/** The table's columns: a heading and the row's value under it. */
const columns = [
  ['Ticker', 'ticker'],
  ['Structure', 'structure'],
  ['DTE', 'dte'],
  ['Delta', 'delta'],
  ['Stop', 'stop'],
  ['Target', 'target'],
  ['Capital', 'capital'],
] as const satisfies readonly (readonly [string, keyof ComparisonRow])[]

/**
 * A hub's templates side by side: ticker, structure, days to expiry and delta from each tree, the
 * stop and target from its risk rules, and the buying power its worked example's order ties up.
 * On a phone the table scrolls sideways inside its own box.
 * Drawn to HTML by the hubs' route loader at build time (routes/strategies.tsx), so its code is in
 * no page's JavaScript; its links are plain links, as a prerendered page's are before it runs.
 */
export function ComparisonTable({ rows }: { rows: ComparisonRow[] }) {
  return (
    <section className="mt-12">
      <h2 id="comparison-heading" className="text-ink text-2xl font-semibold tracking-tight">
        Side by side
      </h2>
      <p className="text-muted mt-3 text-sm">
        Stops and targets are percentages of the credit received or the debit paid; capital is the buying power each
        template’s worked example ties up, one order at its own made-up scenario.
      </p>
      {/* Its links are focusable, so a keyboard scrolls it too. */}
      <div className="border-line mt-5 overflow-x-auto rounded-xl border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The templates compared</caption>
          <thead className="text-muted text-xs uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Template
              </th>
              {columns.map(([heading]) => (
                <th key={heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-line border-t align-top">
                <th scope="row" className="min-w-48 px-3 py-2 font-semibold">
                  <a href={strategyPath(row.id)} className={textLink}>
                    {dteUnbroken(row.name)}
                  </a>
                </th>
                {columns.map(([heading, key]) => (
                  <td key={heading} className="px-3 py-2 whitespace-nowrap">
                    {dteUnbroken(row[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
