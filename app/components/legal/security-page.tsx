import { ContentHtml } from '~/components/content-html'
import type { PolicyPage } from '~/content/pages.server'
import { type KeyHandlingRow, keyHandling } from '~/content/security'
import { DocumentPage, DocumentSection } from './document-page'

type SecurityPageProps = {
  page: PolicyPage
  /** The table the page opens with: the company's answers, '' where it has given none yet. */
  keyHandling: readonly KeyHandlingRow[]
}

/** docs/requirements.md#security-page, in the words of content/legal/security.md. */
export function SecurityPage({ page, keyHandling: rows }: SecurityPageProps) {
  return (
    <DocumentPage title={page.title} intro={<ContentHtml html={page.intro} className="policy-text" />}>
      <KeyHandlingTable rows={rows} />
      {page.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} title={section.title}>
          <ContentHtml html={section.html} className="policy-text" />
        </DocumentSection>
      ))}
    </DocumentPage>
  )
}

/**
 * What we do with a broker connection, one question a row. An answer the company has not given is
 * a muted marker saying so, never a stand-in that reads as a fact.
 */
function KeyHandlingTable({ rows }: { rows: readonly KeyHandlingRow[] }) {
  const pending = rows.some((row) => row.answer === '')
  return (
    <DocumentSection id={keyHandling.id} title={keyHandling.title}>
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
    </DocumentSection>
  )
}
