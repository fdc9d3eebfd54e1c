import { describe, expect, it } from 'vitest'
import { securityTxt, securityTxtPath } from './security-txt'
import { seoFiles } from './seo-assets'

/** RFC 9116 fields as name -> values, failing on a line that is not `Name: value`. */
function fields(text: string) {
  const found = new Map<string, string[]>()
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([A-Za-z-]+): (\S.*)$/.exec(line)
    expect(match, line).not.toBeNull()
    const [, name = '', value = ''] = match ?? []
    found.set(name, [...(found.get(name) ?? []), value])
  }
  return found
}

const yearMs = 365 * 24 * 60 * 60 * 1000

describe('security.txt (docs/requirements.md#security-page)', () => {
  const built = new Date('2026-03-01T10:20:30.456Z')
  const text = securityTxt({ origin: 'https://acme.example', supportEmail: 'help@acme.example', now: built })

  it('has the contact, policy, language and canonical address, each once', () => {
    const found = fields(text)
    expect(found.get('Contact')).toEqual(['mailto:help@acme.example'])
    expect(found.get('Policy')).toEqual(['https://acme.example/security'])
    expect(found.get('Preferred-Languages')).toEqual(['en'])
    expect(found.get('Canonical')).toEqual(['https://acme.example/.well-known/security.txt'])
    expect(found.get('Expires')).toHaveLength(1)
    expect(text.endsWith('\n')).toBe(true)
  })

  it('expires after the build and within a year of it, as an RFC 3339 UTC time', () => {
    const expires = fields(text).get('Expires')?.[0] ?? ''
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    const at = new Date(expires).getTime()
    expect(at).toBeGreaterThan(built.getTime())
    expect(at - built.getTime()).toBeLessThanOrEqual(yearMs)
  })

  // seoFiles draws every image the build emits (the social cards and posters) before it returns:
  // seconds alone, but over the unit project's 20 s on a busy two-core machine.
  it('is written into the build at its well-known path from the site settings, dated by the build', {
    timeout: 120_000,
  }, () => {
    const now = new Date('2030-06-15T00:00:00Z')
    const files = seoFiles({ SITE_ORIGIN: 'https://acme.example', SITE_SUPPORT_EMAIL: 'help@acme.example' }, now)
    expect(securityTxtPath).toBe('/.well-known/security.txt')
    expect(files[securityTxtPath.slice(1)]).toBe(
      securityTxt({ origin: 'https://acme.example', supportEmail: 'help@acme.example', now }),
    )
  })
})
