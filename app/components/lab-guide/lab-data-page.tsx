import { ContentHtml } from '~/components/content-html'
import { DocumentPage, DocumentSection } from '~/components/legal/document-page'
import type { LabGuidePage, LabGuidePart } from '~/content/lab-guide.server'

/**
 * A guide's stretches of Markdown are styled as the policy pages' text, with a guide's code and code
 * blocks (guide-blocks: a block of pasted alerts wraps rather than widen a phone's page); a block the
 * loader drew keeps its own classes, outside them. Both are classes every page's stylesheet holds.
 */
function Parts({ parts }: { parts: readonly LabGuidePart[] }) {
  return (
    <div className="space-y-4">
      {parts.map((part, index) => (
        <ContentHtml
          // biome-ignore lint/suspicious/noArrayIndexKey: a section's parts are fixed at build time, their place is their identity
          key={index}
          html={part.html}
          className={part.kind === 'text' ? 'policy-text guide-blocks space-y-4' : undefined}
        />
      ))}
    </div>
  )
}

/**
 * The Strategy Lab's guide to a visitor's own option chain and alert log, in the words of
 * content/lab/your-data.md, its tables drawn at build time by its route's loader.
 */
export function LabDataPage({ page }: { page: LabGuidePage }) {
  return (
    <DocumentPage eyebrow="Strategy Lab" title={page.title} intro={<Parts parts={page.intro} />}>
      {page.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} title={section.title}>
          <Parts parts={section.parts} />
        </DocumentSection>
      ))}
    </DocumentPage>
  )
}
