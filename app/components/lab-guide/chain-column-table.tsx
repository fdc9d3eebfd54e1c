import type { ChainColumn } from '~/lab/engine/chain-columns'

/** What a column's need says, under its name. */
const needWords: Record<ChainColumn['need'], string> = {
  yes: 'Required',
  'or symbol': 'Required, or a Symbol column',
  no: 'Optional',
}

/**
 * The columns the Lab reads from a chain file, the header words each goes by and what a cell may
 * hold: the reader's own table (app/lab/engine/chain-columns.ts), drawn by the data guide's loader
 * at build time (routes/your-data.tsx), so the page lists exactly the words the reader matches.
 * Two columns, the header words above what a cell holds, so that a phone reads it without scrolling
 * sideways.
 */
export function ChainColumnTable({ columns }: { columns: readonly ChainColumn[] }) {
  return (
    <div className="border-line mt-6 rounded-xl border">
      <table className="w-full text-left text-sm break-words">
        <caption className="sr-only">
          The columns the Lab reads from a chain file, and the header words it finds them by
        </caption>
        <thead className="text-muted text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Column
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Header words, and what a cell holds
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.field} data-field={column.field} className="border-line border-t align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="text-ink block font-semibold">{column.name}</span>
                <span className="text-muted block text-xs" data-need>
                  {needWords[column.need]}
                </span>
              </th>
              <td className="px-3 py-2">
                <span className="text-ink block" data-words>
                  {column.words.join(', ')}
                </span>
                <span className="text-muted mt-1 block" data-reads>
                  {column.reads}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
