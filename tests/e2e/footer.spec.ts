import { eligibility, riskDisclosure, tagline } from '~/content/site/company'
import { footerGroups } from '~/content/site/navigation'
import { publicPaths } from '~/route-paths'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { expectScrolledToSection, hrefOf, scrollTo, scrollY, settledScrollY } from '../support/shell'
import { site } from '../support/site'

const socialLinks = [
  { name: 'X (Twitter)', href: site.social.x },
  { name: 'YouTube', href: site.social.youtube },
  { name: 'Instagram', href: site.social.instagram },
  { name: 'LinkedIn', href: site.social.linkedin },
]

test.describe('footer', () => {
  test('shows the brand, tagline, support e-mail and phone', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(site.name, { exact: true })).toBeVisible()
    await expect(footer.locator('svg').first()).toBeVisible()
    await expect(footer.getByText(tagline)).toBeVisible()
    await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    )
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
  })

  test('has four social links opening in a new tab and the Discord placeholder marked coming soon', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' })
    await expect(social.getByRole('listitem')).toHaveCount(5)
    const links = social.getByRole('link')
    await expect(links).toHaveCount(4)
    for (const [index, { name, href }] of socialLinks.entries()) {
      const link = links.nth(index)
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/)
      await expect(link).toBeVisible()
    }
    const discord = social.getByRole('listitem').nth(4)
    await expect(discord).toBeVisible()
    await expect(discord.getByText('Discord community: coming soon')).toBeAttached()
    await expect(discord.getByRole('link')).toHaveCount(0)
  })

  test('lists the Platform, Resources and Company columns with every item; placeholders are not links', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    await expect(nav.getByRole('heading')).toHaveText(footerGroups.map((group) => group.heading))
    for (const group of footerGroups) {
      const column = nav.locator('div').filter({ has: page.getByRole('heading', { name: group.heading, exact: true }) })
      await expect(column.getByRole('listitem')).toHaveCount(group.items.length)
      for (const item of group.items) {
        const entry = column.getByRole('listitem').filter({ hasText: item.label })
        await expect(entry, item.label).toBeVisible()
        if ('placeholder' in item) {
          await expect(entry.getByRole('link'), `${item.label} is not a link`).toHaveCount(0)
          await expect(entry).toContainText('Soon')
        } else {
          const href = 'support' in item ? `mailto:${site.supportEmail}` : hrefOf(item)
          await expect(entry.getByRole('link', { name: item.label })).toHaveAttribute('href', href)
        }
      }
    }
  })

  test('Affiliates and Partnerships leads to /brokers', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliates and Partnerships' }).click()
    await expect(page).toHaveURL('/brokers')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await settledScrollY(page)).toBe(0)
  })

  test('a section link in the footer, used on another page, lands on that home section', async ({ page }) => {
    await gotoHydrated(page, '/guides')
    await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await expectScrolledToSection(page, 'how-it-works')
  })

  test('shows the copyright with the current year, also after the year the site was built', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00'))
    await gotoHydrated(page, '/')
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}. All rights reserved.`)
  })

  test('Privacy Policy goes to /privacy, at the top', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded()
    expect(await scrollY(page)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await settledScrollY(page)).toBe(0)
  })

  test('Terms of Service and Cookie Policy do nothing yet, and say so', async ({ page }) => {
    await gotoHydrated(page, '/brokers')
    await scrollTo(page, 10_000)
    const before = await settledScrollY(page)
    for (const name of ['Terms of Service', 'Cookie Policy']) {
      const button = page.getByRole('contentinfo').getByRole('button', { name: `${name} (coming soon)` })
      await expect(button).toBeVisible()
      await expect(button).toHaveAttribute('aria-disabled', 'true')
      // aria-disabled makes Playwright wait for "enabled"; a visitor can click it all the same.
      await button.click({ force: true })
      await expect(page).toHaveURL('/brokers')
      expect(await settledScrollY(page)).toBe(before)
    }
  })

  test('carries the U.S.-residents-18+ notice and the risk disclosure', async ({ page }) => {
    await gotoHydrated(page, '/')
    const disclosure = page.getByRole('contentinfo').getByRole('region', { name: 'Risk disclosure' })
    await expect(disclosure.getByText(eligibility)).toBeVisible()
    for (const paragraph of riskDisclosure) await expect(disclosure.getByText(paragraph)).toBeVisible()
  })

  test('is on every page, the same', async ({ page }) => {
    // Loads every route in turn: a busy machine needs longer than the limit for one page.
    test.slow()
    for (const path of publicPaths) {
      await gotoHydrated(page, path)
      const footer = page.getByRole('contentinfo')
      await expect(footer, path).toHaveCount(1)
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
      await expect(footer.getByRole('region', { name: 'Risk disclosure' })).toContainText(eligibility)
    }
  })
})
