import { securityIntro, securitySections } from '~/content/security'
import { DocumentPage } from './document-page'

/** docs/requirements.md#security-page */
export function SecurityPage() {
  return <DocumentPage title="Security" intro={securityIntro} sections={securitySections} />
}
