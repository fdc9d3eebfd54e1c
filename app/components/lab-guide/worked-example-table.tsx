import type { ExampleRow } from '~/content/lab-guide-example.server'
import { ScrollRegion } from './scroll-region'

/**
 * The data guide's worked example: one template's order from the model and from the example chain,
 * figure by figure, with what each ticket says of how it was priced. Drawn by the guide's loader at
 * build time from the engine's two tickets (app/content/lab-guide-example.server.ts), so the page
 * ships the figures as HTML and none of the engine.
 */
export function WorkedExampleTable({
  caption,
  rows,
  notes,
}: {
  caption: string
  rows: readonly ExampleRow[]
  notes: { model: readonly string[]; chain: readonly string[] }
}) {
  return (
    <>
      <ScrollRegion label="Worked example, from the model and from the example chain">
        <table className="w-full text-left text-sm">
          <caption className="text-muted px-3 pt-3 text-left text-xs">{caption}</caption>
          <thead className="text-muted text-xs uppercase">
            <tr>
              {['Figure', 'From the model', 'From the example chain'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-line border-t align-top">
                <th scope="row" className="text-ink px-3 py-2 font-semibold">
                  {row.label}
                </th>
                <td className="px-3 py-2 tabular-nums">{row.model}</td>
                <td className="px-3 py-2 tabular-nums">{row.chain}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        {(
          [
            ['From the model', notes.model],
            ['From the example chain', notes.chain],
          ] as const
        ).map(([heading, words]) => (
          <div key={heading} className="border-line rounded-xl border p-4">
            <h3 className="text-ink font-semibold">{heading}</h3>
            {/* Not paragraphs: the page's text style spaces a paragraph for reading, these are notes. */}
            {words.map((sentence) => (
              <div key={sentence} className="text-muted mt-2 text-xs leading-5">
                {sentence}
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  )
}
