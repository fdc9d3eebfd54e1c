import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// docs/requirements.md#legal-page: the page lists only what exists and states only configured company facts.

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** Renders the page with these SITE_* settings, in a fresh module graph that reads them. */
async function renderLegal(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const [{ LegalPage }, router, { policyPage }, { contentFacts }] = await Promise.all([
    import('./legal-page'),
    import('react-router'),
    import('~/content/pages.server'),
    import('~/content/facts'),
  ])
  const page = policyPage('legal', contentFacts)
  render(
    <router.MemoryRouter initialEntries={['/legal']}>
      <LegalPage page={page} />
    </router.MemoryRouter>,
  )
  await screen.findByRole('heading', { level: 1, name: 'Legal' })
}

/** A section of the page, by its heading: plain sections, not region landmarks. */
const section = (title: string) => {
  const found = screen.queryByRole('heading', { level: 2, name: title })?.closest('section')
  return found instanceof HTMLElement ? found : null
}

/** A section that must be there. */
const sectionOf = (title: string) => {
  const found = section(title)
  if (!found) throw new Error(`No section "${title}"`)
  return found
}

const documentTitles = () =>
  within(sectionOf('Documents'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a')?.textContent?.replace(' (opens in a new tab)', ''))

describe('LegalPage', () => {
  it('lists the documents that exist, without Terms of Service or a company while none is configured', async () => {
    vi.stubEnv('SITE_TERMS_URL', '')
    vi.stubEnv('SITE_LEGAL_NAME', '')
    vi.stubEnv('SITE_LEGAL_ADDRESS', '')
    await renderLegal()
    expect(documentTitles()).toEqual([
      'Privacy Policy',
      'Cookie Policy',
      'Security',
      'Risk disclosure',
      'Characteristics and Risks of Standardized Options',
    ])
    expect(section('Company')).toBeNull()
    expect(screen.queryByText(/Terms of Service/)).toBeNull()
  })

  it('adds Terms of Service, in a new tab, and the company once they are configured', async () => {
    await renderLegal({
      SITE_TERMS_URL: 'https://example.com/terms',
      SITE_LEGAL_NAME: 'Example Trading Software LLC',
      SITE_LEGAL_ADDRESS: '1 Example Plaza, Springfield, IL 62701',
    })
    expect(documentTitles()).toContain('Terms of Service')
    const terms = screen.getByRole('link', { name: /^Terms of Service/ })
    expect(terms).toHaveAttribute('href', 'https://example.com/terms')
    expect(terms).toHaveAttribute('target', '_blank')
    const company = sectionOf('Company')
    expect(company).toHaveTextContent('Legal nameExample Trading Software LLC')
    expect(company).toHaveTextContent('Registered address1 Example Plaza, Springfield, IL 62701')
  })

  it('shows only the address when only the address is set', async () => {
    await renderLegal({ SITE_LEGAL_NAME: '', SITE_LEGAL_ADDRESS: '1 Example Plaza, Springfield, IL 62701' })
    const company = sectionOf('Company')
    expect(company).not.toHaveTextContent('Legal name')
    expect(company).toHaveTextContent('Registered address')
  })
})
