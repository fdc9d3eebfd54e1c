import { PayoffFigure } from '~/lab/ui/payoff-figure'
import type { WorkedExample } from './worked-example'

/**
 * docs/requirements.md#strategy-pages: the template's order at its own scenario, worked out by the
 * Lab's engine at build time and labeled as the simulation it is; the chart is drawn from the
 * loader's data, its table the text alternative.
 */
export function WorkedExampleSection({
  example,
  phase = '',
  id = 'worked-example',
}: {
  example: WorkedExample
  /** Which phase of a two-phase template it shows (the wheel's put, then its covered call), or none. */
  phase?: string
  id?: string
}) {
  return (
    <section>
      <h2 id={id} className="text-ink text-2xl font-semibold tracking-tight">
        A worked example (simulated){phase && `: ${phase.charAt(0).toLowerCase()}${phase.slice(1)}`}
      </h2>
      <p className="mt-4">
        With {example.scenario}, the dry run writes this order: estimated prices, not quotes, and no outcome.
      </p>
      <div className="border-line bg-surface mt-6 grid gap-4 rounded-2xl border p-5 text-base">
        <div className="grid gap-1">
          <p className="text-ink font-semibold">{example.order}</p>
          <p className="text-sm">{example.expires}</p>
          <p className="text-muted text-xs">{example.expirationWords}</p>
        </div>
        <div className="border-line overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The order’s legs</caption>
            <thead className="text-muted text-xs uppercase">
              <tr>
                {['Side', 'Option', 'Strike', 'Mid (est.)'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {example.legs.map((leg) => (
                <tr key={`${leg.side}${leg.option}${leg.strike}`} className="border-line border-t">
                  <td className="px-3 py-2 font-semibold">{leg.side}</td>
                  <td className="px-3 py-2">{leg.option}</td>
                  <td className="px-3 py-2 tabular-nums">{leg.strike}</td>
                  <td className="px-3 py-2 tabular-nums">{leg.mid}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm">{example.limitWords}</p>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {example.figures.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted text-xs">{term}</dt>
              <dd className="text-ink font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {example.notes.map((note) => (
          <p key={note} className="text-muted text-xs">
            {note}
          </p>
        ))}
        <PayoffFigure
          drawing={example.payoff}
          caption="Simulated payoff of this order, before fees"
          now="At the scenario’s moment"
        />
      </div>
    </section>
  )
}
