import { cookiesIntro, cookiesSections, storedItems } from '~/content/cookies'
import { DocumentPage, DocumentSection } from './document-page'

/** docs/requirements.md#cookie-policy: the stored items by name, then videos and how to clear it. */
export function CookiePolicy() {
  return (
    <DocumentPage title="Cookie Policy" intro={cookiesIntro} sections={cookiesSections}>
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
    </DocumentPage>
  )
}
