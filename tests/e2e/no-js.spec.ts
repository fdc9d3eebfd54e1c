import { eligibility } from '~/content/site/company'
import { footerGroups, headerNav, policyLinks } from '~/content/site/navigation'
import { at, bothWidths, expect, test } from '../support/fixtures'
import { hrefOf, menuButton, usesMenu } from '../support/shell'
import { site } from '../support/site'
import { standInPaths } from '../support/stand-ins'

// Every page is prerendered: without JavaScript it still shows its content and working links. One
// page of each kind is looked at here, at both widths; tests/built/shell.test.ts reads the same
// links in every page's prerendered HTML.
test.use({ javaScriptEnabled: false })

const navHrefs = headerNav.map(hrefOf)

test.describe('without JavaScript', () => {
  for (const path of standInPaths) {
    test(`${path} shows its heading, the navigation and the footer links`, bothWidths, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Not hidden under the header, which is taller here (its row of links) and stays in the flow.
      const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 0
      const header = await page.getByRole('banner').boundingBox()
      expect(headingTop).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))

      // Desktop: the bar's links. Phone: the menu button cannot work, so a plain row of links shows.
      const nav = usesMenu(page)
        ? page.getByRole('navigation', { name: 'Main (no script)' })
        : page.getByRole('navigation', { name: 'Main', exact: true })
      await expect(nav).toBeVisible()
      for (const [index, item] of headerNav.entries()) {
        await expect(nav.getByRole('link').nth(index)).toHaveText(item.label)
        await expect(nav.getByRole('link').nth(index)).toHaveAttribute('href', navHrefs[index] ?? '')
      }
      // The page's own item is marked in the prerendered HTML already.
      const own = headerNav.find((item) =>
        'to' in item ? path === item.to || path.startsWith(`${item.to}/`) : path === '/' && item.label === 'Home',
      )
      await expect(nav.locator('a[aria-current]')).toHaveText(own ? [own.label] : [])
      if (usesMenu(page)) await expect(menuButton(page)).toBeHidden()

      // The app stays one tap away: Sign In and Get Started, wherever they show at this width.
      const banner = page.getByRole('banner')
      for (const name of [/^Sign In/, /^Get Started/]) {
        const link = banner.getByRole('link', { name }).filter({ visible: true })
        await expect(link).toHaveCount(1)
        await expect(link).toHaveAttribute('href', site.appUrl)
        await expect(link).toHaveAttribute('target', '_blank')
      }

      const footer = page.getByRole('contentinfo')
      await expect(footer).toBeVisible()
      for (const group of footerGroups) {
        for (const item of group.items) {
          if ('companyLink' in item) continue
          const href = 'support' in item ? `mailto:${site.supportEmail}` : hrefOf(item)
          await expect(footer.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', href)
        }
      }
      for (const item of policyLinks) {
        if ('companyLink' in item) continue
        await expect(footer.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.to)
      }
      await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${site.supportEmail}`,
      )
      await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
      await expect(footer.getByText(eligibility)).toBeVisible()
    })
  }

  test(
    'a section link works as a plain link: from /brokers, Pricing lands on /#pricing',
    bothWidths,
    async ({ page }) => {
      await page.goto('/brokers')
      const nav = usesMenu(page)
        ? page.getByRole('navigation', { name: 'Main (no script)' })
        : page.getByRole('navigation', { name: 'Main', exact: true })
      await nav.getByRole('link', { name: 'Pricing' }).click()
      await expect(page).toHaveURL('/#pricing')
      await expect(page.locator('#pricing')).toBeInViewport()
    },
  )

  test(
    'an unknown path shows the 404 page with its text and a way home',
    at('desktop'),
    async ({ page, expectConsoleError }) => {
      expectConsoleError(/status of 404/) // Chrome's own line for the document
      const response = await page.goto('/foo/bar')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    },
  )
})
