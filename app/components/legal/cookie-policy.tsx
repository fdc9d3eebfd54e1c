import { ContentHtml } from '~/components/content-html'
import { storedItems } from '~/content/cookies'
import type { PolicyPage } from '~/content/pages.server'
import { DocumentPage, DocumentSection } from './document-page'

/**
 * docs/requirements.md#cookie-policy: the stored items by name (app/content/cookies.ts), then the
 * text of content/legal/cookies.md: videos and how to clear it.
 */
export function CookiePolicy({ page }: { page: PolicyPage }) {
  return (
    <DocumentPage title={page.title} intro={<ContentHtml html={page.intro} className="policy-text" />}>
      <DocumentSection id="in-your-browser" title="What this site keeps in your browser">
        <p className="text-muted leading-7">
          No cookies. Only these, in your browser’s own storage for this site, which is never sent to us:
        </p>
        <dl className="mt-6 space-y-4">
          {storedItems.map((item) => (
            <div key={item.key} className="border-line bg-surface rounded-2xl border p-5">
              <dt>
                <code className="text-ink bg-surface-2 rounded px-1.5 py-0.5 font-mono text-sm break-all">
                  {item.key}
                </code>
                <span className="text-muted ml-2 text-sm">{item.storage}</span>
              </dt>
              <dd className="text-muted mt-3 leading-7">{item.purpose}</dd>
              <dd className="text-muted mt-1 text-sm">Kept: {item.kept}</dd>
            </div>
          ))}
        </dl>
      </DocumentSection>
      {page.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} title={section.title}>
          <ContentHtml html={section.html} className="policy-text" />
        </DocumentSection>
      ))}
    </DocumentPage>
  )
}
