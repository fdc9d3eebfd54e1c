/**
 * /.well-known/security.txt (RFC 9116), written into the client build by seo-assets.ts: where to
 * report a vulnerability (the support e-mail), until when the file holds, the policy page, the
 * language, and the file's own address. docs/requirements.md#security-page.
 */
import { securityTxtPath } from '../app/content/site/company.ts'

export { securityTxtPath }

/** How long a build's file holds: under a year, as RFC 9116 recommends (section 2.5.5). */
export const securityTxtLifetimeDays = 360

export function securityTxt({
  origin,
  supportEmail,
  now,
}: {
  origin: string
  supportEmail: string
  now: Date
}): string {
  const expires = new Date(now.getTime() + securityTxtLifetimeDays * 24 * 60 * 60 * 1000)
  // Whole seconds, UTC: the RFC 3339 form RFC 9116 asks for.
  expires.setUTCMilliseconds(0)
  return [
    `Contact: mailto:${supportEmail}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Policy: ${new URL('/security', origin).href}`,
    'Preferred-Languages: en',
    `Canonical: ${new URL(securityTxtPath, origin).href}`,
    '',
  ].join('\n')
}
