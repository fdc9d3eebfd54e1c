import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/config/site'
import { eligibility, riskDisclosure, tagline } from '~/content/site/company'
import { type FooterItem, footerGroups, policyLinks } from '~/content/site/navigation'
import { SiteFooter } from './site-footer'

/** The href an item renders: /#section, /page, or a mailto to support. */
function hrefOf(item: Exclude<FooterItem, { companyLink: string }>) {
  if ('support' in item) return `mailto:${site.supportEmail}`
  if ('section' in item) return `/#${item.section}`
  return item.to
}

function renderFooter() {
  const Stub = createRoutesStub([{ path: '/', Component: SiteFooter }])
  render(<Stub initialEntries={['/']} />)
  return screen.getByRole('contentinfo')
}

/** The footer's items marked "coming soon", seen or heard (a badge, a tooltip or screen-reader text), once each. */
function comingSoonMarkers(footer: HTMLElement) {
  const marked = [...footer.querySelectorAll('*')].filter(
    (element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\bsoon\b/i.test(node.nodeValue ?? ''),
      ) || /\bsoon\b/i.test(element.getAttribute('title') ?? ''),
  )
  return [...new Set(marked.map((element) => element.closest('li') ?? element))]
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('SiteFooter', () => {
  it('shows the brand, tagline and support contacts', async () => {
    renderFooter()
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getAllByText(site.name).length).toBeGreaterThan(0)
    expect(within(footer).getByText(tagline)).toBeVisible()
    expect(within(footer).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    )
    expect(within(footer).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
  })

  it('has five social items: four new-tab links with names, and Discord marked coming soon (not a link)', async () => {
    renderFooter()
    const list = await screen.findByRole('list', { name: 'Social media' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'X (Twitter) (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      site.social.x,
      site.social.youtube,
      site.social.instagram,
      site.social.linkedin,
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(items[4]).toHaveTextContent('Discord community: coming soon')
    expect(within(items[4] as HTMLElement).queryByRole('link')).toBeNull()
  })

  it('lists every column item; a company page without an address is plain text marked soon, the rest are links', async () => {
    renderFooter()
    const nav = await screen.findByRole('navigation', { name: 'Footer' })
    for (const group of footerGroups) {
      const heading = within(nav).getByRole('heading', { name: group.heading })
      const column = heading.parentElement as HTMLElement
      const entries = within(column).getAllByRole('listitem')
      expect(entries.map((item) => item.textContent)).toEqual(
        group.items.map((item) => ('companyLink' in item ? `${item.label}: coming soon` : item.label)),
      )
      for (const [index, item] of group.items.entries()) {
        const entry = entries[index] as HTMLElement
        const link = within(entry).queryByRole('link')
        if ('companyLink' in item) {
          expect(site.companyLinks[item.companyLink], item.label).toBe('')
          expect(link, item.label).toBeNull()
          expect(within(entry).queryByRole('button'), item.label).toBeNull()
          // The label as the footer's requirements fix it, then "soon", seen (not screen-reader-only) and not hidden from anyone.
          expect(entry.firstElementChild?.firstChild?.nodeValue, item.label).toBe(item.label)
          const soon = within(entry).getByText('soon', { exact: true })
          expect(soon).toHaveClass('stand-in-tag')
          expect(soon).not.toHaveClass('sr-only')
          expect(soon.closest('[aria-hidden], .sr-only, [hidden]')).toBeNull()
        } else {
          expect(link, item.label).toHaveAttribute('href', hrefOf(item))
        }
      }
    }
    expect(within(nav).getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal')
  })

  it('ends with the copyright year, the policies and Security; Terms of Service does nothing yet', async () => {
    renderFooter()
    const footer = await screen.findByRole('contentinfo')
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`)
    const row = within(footer).getByRole('link', { name: 'Privacy Policy' }).closest('ul') as HTMLElement
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(policyLinks.map((item) => item.label))
    expect(within(row).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(within(row).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies')
    expect(within(row).getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security')
    const terms = within(row).getByRole('button', { name: 'Terms of Service' })
    expect(terms).toHaveAttribute('aria-disabled', 'true')
    expect(terms).toHaveAttribute('type', 'button')
  })

  it('marks each page still to come as "coming soon", and nothing else; no company facts that are not configured', async () => {
    const footer = renderFooter()
    // The placeholder social link, and the four column items without an address (docs/requirements.md#footer).
    const columnItems = footerGroups.flatMap((group): readonly FooterItem[] => group.items)
    expect(comingSoonMarkers(footer).map((item) => item.textContent)).toEqual([
      'Discord community: coming soon',
      ...columnItems.filter((item) => 'companyLink' in item).map((item) => `${item.label}: coming soon`),
    ])
    expect(site.legal).toEqual({ name: '', address: '' })
    expect(within(footer).queryByText(/registered|operated by/i)).toBeNull()
  })

  it('carries the eligibility notice and the risk disclosure, as its text rather than a region of its own', async () => {
    const footer = renderFooter()
    expect(footer).toHaveTextContent(eligibility)
    for (const paragraph of riskDisclosure) expect(footer).toHaveTextContent(paragraph)
    // Not a landmark: it would sit in every page's landmark list (docs/requirements.md#accessibility).
    expect(within(footer).queryByRole('region')).toBeNull()
  })
})

describe('SiteFooter with every company fact configured', () => {
  const configured = {
    SITE_LEGAL_NAME: 'Example Trading Software LLC',
    SITE_LEGAL_ADDRESS: '1 Example Plaza, Suite 100, Springfield, IL 62701',
    SITE_TERMS_URL: 'https://example.com/terms',
    SITE_CAREERS_URL: 'https://example.com/careers',
    SITE_PRESS_URL: 'https://example.com/press',
    SITE_COMMUNITY_URL: 'https://example.com/community',
    SITE_API_DOCS_URL: 'https://example.com/api',
    SITE_SOCIAL_DISCORD: 'https://discord.gg/example',
  }

  async function renderConfigured() {
    for (const [name, value] of Object.entries(configured)) vi.stubEnv(name, value)
    vi.resetModules()
    // A fresh module graph reads the settings again; the router comes from the same graph.
    const [{ SiteFooter: Footer }, router, { policyLinks: policies, footerGroups: groups }] = await Promise.all([
      import('./site-footer'),
      import('react-router'),
      import('~/content/site/navigation'),
    ])
    const Stub = router.createRoutesStub([{ path: '/', Component: Footer }])
    render(<Stub initialEntries={['/']} />)
    return { footer: await screen.findByRole('contentinfo'), policies, groups }
  }

  it('links each company page to its address in a new tab, and marks nothing as coming soon', async () => {
    const { footer, policies, groups } = await renderConfigured()
    const companyItems = [...groups.flatMap((group): readonly FooterItem[] => group.items), ...policies].filter(
      (item) => 'companyLink' in item,
    )
    expect(companyItems.map((item) => item.label)).toEqual([
      'API Documentation',
      'Community',
      'Careers',
      'Press',
      'Terms of Service',
    ])
    const expected: Record<string, string> = {
      'API Documentation': configured.SITE_API_DOCS_URL,
      Community: configured.SITE_COMMUNITY_URL,
      Careers: configured.SITE_CAREERS_URL,
      Press: configured.SITE_PRESS_URL,
      'Terms of Service': configured.SITE_TERMS_URL,
    }
    for (const [label, href] of Object.entries(expected)) {
      // jsdom's name computation drops the space before the sr-only text; the browser specs check it whole.
      const link = within(footer).getByRole('link', { name: new RegExp(`^${label}\\s?\\(opens in a new tab\\)$`) })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(within(footer).queryByRole('button')).toBeNull()
    expect(comingSoonMarkers(footer)).toEqual([])
  })

  it('names the legal entity and its registered address', async () => {
    const { footer } = await renderConfigured()
    expect(footer).toHaveTextContent(`${configured.SITE_LEGAL_NAME}, ${configured.SITE_LEGAL_ADDRESS}`)
  })
})
