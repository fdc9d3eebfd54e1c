import type { Page } from '@playwright/test'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { confirmedEarlyAccessPolicy, earlyAccessPolicy, privacyFacts } from '~/content/privacy'
import { minimumAge } from '~/content/site/company'
import { inactiveAccountYears } from '~/content/terms'
import { at, bothWidths, expect, gotoHydrated, test } from '../support/fixtures'
import { expectNoSidewaysScroll } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'

function section(page: Page, title: string) {
  return sectionByHeading(page, title)
}

/** The policy as its route's loader reads it (content/legal/privacy.md). */
const policy = policyPage('privacy', { ...contentFacts, ...privacyFacts() })
const privacySections = policy.sections

test.describe('/privacy', () => {
  // axe checks the page in a11y.spec.ts. One load: the steps that only read it first (at desktop
  // also its sections and their points), then the contents link, which scrolls.
  test(
    'has its title, date, introduction, its sections in order with every point, and contents links that lead to them',
    bothWidths,
    async ({ page }) => {
      await gotoHydrated(page, '/privacy')
      await test.step('/privacy › has its title, date, introduction and no sideways scrolling', async () => {
        await expect(page).toHaveTitle(`Privacy Policy | ${site.name}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
        await expect(page.getByText('Last updated October 1, 2025')).toBeVisible()
        await expect(page.locator('time')).toHaveAttribute('datetime', policy.updated ?? '')
        await expect(page.locator('main header')).toContainText(`what information ${site.name} collects`)
        await expectNoSidewaysScroll(page)
      })
      if (test.info().project.name === 'desktop') {
        await test.step('/privacy › has its eleven sections in order, each linked from the contents', async () => {
          // The titles and their order are pinned in app/content/fixed-values.test.ts.
          const expected = privacySections.map((item) => item.title)

          // The policy's sections, in document order, by their headings.
          const headings = page.locator('main section[id] > h2')
          await expect(headings).toHaveCount(expected.length)
          for (const [index, title] of expected.entries()) await expect(headings.nth(index)).toHaveAccessibleName(title)

          const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
          await expect(contents).toHaveText(expected.map((title, index) => `${index + 1}.${title}`))
          for (const [index, item] of privacySections.entries()) {
            await expect(contents.nth(index)).toHaveAttribute('href', `#${item.id}`)
            await expect(page.locator(`section#${item.id}`)).toHaveCount(1)
          }
        })
        await test.step('/privacy › covers every point of docs/requirements.md#privacy-page, in the right section', async () => {
          const collect = section(page, 'Information We Collect')
          for (const point of [
            'name, e-mail address, phone number and login credentials',
            'Brokerage account details or API keys',
            'Trading preferences',
            'Device information',
            'Usage and trading activity',
          ]) {
            await expect(collect).toContainText(point)
          }
          await expect(collect).toContainText('we set no tracking cookies')
          await expect(collect).toContainText(
            'Pages load nothing from other companies until you choose to watch a guide video',
          )
          // What the early-access form does in this build, as the build was configured.
          await expect(collect).toContainText(
            (site.earlyAccessConfirms
              ? confirmedEarlyAccessPolicy()
              : earlyAccessPolicy(site.earlyAccessEndpoint)
            ).trim(),
          )

          const rights = section(page, 'Your Choices and Rights')
          await expect(rights).toContainText('enable or disable trade push notifications')
          await expect(rights).toContainText('California residents may request access to, or deletion of')
          await expect(rights.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
            'href',
            `mailto:${site.supportEmail}`,
          )

          await expect(section(page, 'Data Retention')).toContainText(
            `If an account is inactive for ${inactiveAccountYears} years, we may delete its data`,
          )
          await expect(section(page, 'U.S.-Only Service')).toContainText(
            `residents of the United States aged ${minimumAge} or over`,
          )
          await expect(section(page, 'Children’s Privacy')).toContainText(`You must be ${minimumAge} or older`)
          const links = section(page, 'Third-Party Links')
          for (const party of ['brokers', 'TradingView', 'YouTube']) await expect(links).toContainText(party)
          await expect(links).toContainText('has its own privacy policy')

          const contact = section(page, 'Contact Us')
          await expect(contact.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
            'href',
            `mailto:${site.supportEmail}`,
          )
          await expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
        })
      }
      await test.step('/privacy › a contents link takes the reader to its section', async () => {
        const target = privacySections.at(-2)
        if (!target) throw new Error('no sections')
        const heading = page.getByRole('heading', { level: 2, name: target.title })
        await expect(heading).not.toBeInViewport()
        await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: target.title }).click()
        await expect(page).toHaveURL(new RegExp(`/privacy#${target.id}$`))
        await expect(heading).toBeInViewport()
        // The fixed header does not cover the heading.
        const top = (await heading.boundingBox())?.y ?? 0
        const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0
        expect(top).toBeGreaterThanOrEqual(headerBottom)
      })
    },
  )

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the whole policy is readable', at('desktop'), async ({ page }) => {
      await page.goto('/privacy')
      for (const item of privacySections) {
        await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible()
      }
      await expect(section(page, 'Contact Us')).toContainText(site.supportEmail)
    })
  })
})
