import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { eligibility, riskDisclosure, tagline } from '~/content/site/company'
import { type FooterItem, footerGroups } from '~/content/site/navigation'
import { SiteFooter } from './site-footer'

/** The href an item renders: /#section, /page or /page#hash, or a mailto to support. */
function hrefOf(item: Exclude<FooterItem, { placeholder: true }>) {
  if ('support' in item) return `mailto:${site.supportEmail}`
  if ('section' in item) return `/#${item.section}`
  return item.hash ? `${item.to}#${item.hash}` : item.to
}

function renderFooter() {
  const Stub = createRoutesStub([{ path: '/', Component: SiteFooter }])
  render(<Stub initialEntries={['/']} />)
  return screen.getByRole('contentinfo')
}

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

  it('lists every column item; placeholders are text, the rest are links', async () => {
    renderFooter()
    const nav = await screen.findByRole('navigation', { name: 'Footer' })
    for (const group of footerGroups) {
      const heading = within(nav).getByRole('heading', { name: group.heading })
      const column = heading.parentElement as HTMLElement
      const labels = within(column)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(' (coming soon)', '').replace('Soon', '').trim())
      expect(labels).toEqual(group.items.map((item) => item.label))
      for (const item of group.items) {
        const entry = within(column)
          .getAllByRole('listitem')
          .find((listItem) => listItem.textContent?.startsWith(item.label)) as HTMLElement
        const link = within(entry).queryByRole('link')
        if ('placeholder' in item) {
          expect(link, item.label).toBeNull()
          expect(entry).toHaveTextContent('Soon')
        } else {
          expect(link, item.label).toHaveAttribute('href', hrefOf(item))
        }
      }
    }
  })

  it('ends with the copyright year, Privacy Policy and two policies that do nothing yet', async () => {
    renderFooter()
    const footer = await screen.findByRole('contentinfo')
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`)
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    for (const name of ['Terms of Service', 'Cookie Policy']) {
      const button = within(footer).getByRole('button', { name: new RegExp(`^${name}`) })
      // jsdom's name computation drops the space before the sr-only text; the browser specs check it whole.
      expect(button).toHaveAccessibleName(new RegExp(`^${name}\\s?\\(coming soon\\)$`))
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toHaveAttribute('type', 'button')
    }
  })

  it('carries the eligibility notice and the risk disclosure', async () => {
    renderFooter()
    const disclosure = await screen.findByRole('region', { name: 'Risk disclosure' })
    expect(disclosure).toHaveTextContent(eligibility)
    for (const paragraph of riskDisclosure) expect(disclosure).toHaveTextContent(paragraph)
  })
})
