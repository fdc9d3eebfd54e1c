import { type KeyHandlingRow, keyHandling } from '~/content/security'

/**
 * What we do with a broker connection, one question a row. An answer the company has not given is
 * a muted marker saying so, never a stand-in that reads as a fact. Drawn by the security page's
 * loader at build time (routes/security.tsx): nothing in it runs in the browser, so its words ship
 * as the page's HTML rather than as code that would only draw them again.
 */
export function KeyHandlingTable({ rows }: { rows: readonly KeyHandlingRow[] }) {
  const pending = rows.some((row) => row.answer === '')
  return (
    <>
      {pending && <p className="text-muted">{keyHandling.pendingNote}</p>}
      <div className={pending ? 'mt-4 overflow-x-auto' : 'overflow-x-auto'}>
        <table aria-labelledby={`${keyHandling.id}-heading`} className="w-full text-left text-sm sm:text-base">
          <thead>
            <tr className="border-line border-b">
              <th scope="col" className="text-muted py-2 pr-4 font-semibold">
                {keyHandling.questionHeading}
              </th>
              <th scope="col" className="text-muted py-2 font-semibold">
                {keyHandling.answerHeading}
              </th>
            </tr>
          </thead>
          <tbody className="divide-line divide-y">
            {rows.map((row) => (
              <tr key={row.question}>
                <th scope="row" className="text-ink w-2/5 py-3 pr-4 align-top font-semibold">
                  {row.question}
                </th>
                <td className="py-3 align-top">
                  {row.answer === '' ? <span className="pending-fact">{keyHandling.pending}</span> : row.answer}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
