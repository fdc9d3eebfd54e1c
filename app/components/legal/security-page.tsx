import { PolicyText } from '~/components/privacy/policy-text'
import { securityIntro, securitySections } from '~/content/security'
import { DocumentPage, DocumentSection } from './document-page'

/** docs/requirements.md#security-page */
export function SecurityPage() {
  return (
    <DocumentPage title="Security" intro={<PolicyText blocks={securityIntro} />}>
      {securitySections.map((section) => (
        <DocumentSection key={section.id} id={section.id} title={section.title}>
          <PolicyText blocks={section.blocks} />
        </DocumentSection>
      ))}
    </DocumentPage>
  )
}
