import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// docs/requirements.md#early-access-form and #footer: the contact section offers the phone only once
// the company has set it; the default is a fictional 555 number.

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The contact section with these SITE_* settings, in a fresh module graph that reads them. */
async function renderContact(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const [{ Contact }, { site }] = await Promise.all([import('./contact'), import('~/config/site')])
  render(<Contact />)
  const section = screen.getByRole('region', { name: 'Talk to a person' })
  return { site, ways: section.querySelector('dl') as HTMLElement }
}

const terms = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((term) => term.textContent)

describe('Contact', () => {
  it('leaves out the phone while SITE_PHONE is the fictional default, and keeps e-mail and hours', async () => {
    const { site, ways } = await renderContact()
    expect(site.phone.configured).toBe(false)
    expect(terms(ways)).toEqual(['E-mail', 'Hours'])
    expect(within(ways).queryByText(site.phone.display)).toBeNull()
    expect(ways.querySelector('a[href^="tel:"]')).toBeNull()
    expect(within(ways).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    )
  })

  it('offers the phone, as a link to call, once SITE_PHONE is set', async () => {
    const { site, ways } = await renderContact({ SITE_PHONE: '+1 (212) 867-5309' })
    expect(terms(ways)).toEqual(['E-mail', 'Phone', 'Hours'])
    expect(within(ways).getByRole('link', { name: '+1 (212) 867-5309' })).toHaveAttribute('href', 'tel:+12128675309')
    expect(site.phone.configured).toBe(true)
  })
})
