import { ContentHtml } from '~/components/content-html'
import type { PolicyPage } from '~/content/pages.server'
import { DocumentPage, DocumentSection } from './document-page'

/** docs/requirements.md#security-page, in the words of content/legal/security.md. */
export function SecurityPage({ page }: { page: PolicyPage }) {
  return (
    <DocumentPage title={page.title} intro={<ContentHtml html={page.intro} className="policy-text" />}>
      {page.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} title={section.title}>
          <ContentHtml html={section.html} className="policy-text" />
        </DocumentSection>
      ))}
    </DocumentPage>
  )
}
