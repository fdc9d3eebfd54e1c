import { expect, expectDrawnAt, gotoHydrated, test } from '../support/fixtures'
import { expectScrolledToSection, scrollTo, scrollY, settledScrollY } from '../support/shell'
import { site } from '../support/site'

// What the footer shows and where each item leads: app/components/layout/site-footer.test.tsx;
// that every page has it: a11y.spec.ts. Here, what only a browser shows: where its links land,
// the year where the visitor is, and the policies that do nothing yet. The same at every width.
test.describe('footer', () => {
  test('a section link in the footer, used on another page, lands on that home section', async ({ page }) => {
    await gotoHydrated(page, '/guides')
    await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await expectScrolledToSection(page, 'how-it-works')
  })

  test('Terms of Service does nothing until the company publishes it', async ({ page }) => {
    test.skip(Boolean(site.companyLinks.terms), 'this build has a Terms of Service address')
    await gotoHydrated(page, '/brokers')
    await scrollTo(page, 10_000)
    const before = await settledScrollY(page)
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service', exact: true })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    // aria-disabled makes Playwright wait for "enabled"; a visitor can click it all the same.
    await button.click({ force: true })
    await expect(page).toHaveURL('/brokers')
    expect(await settledScrollY(page)).toBe(before)
  })

  test('Legal, Cookie Policy and Security lead to their pages, at the top', async ({ page }) => {
    for (const [name, path] of [
      ['Legal', '/legal'],
      ['Cookie Policy', '/cookies'],
      ['Security', '/security'],
    ] as const) {
      await gotoHydrated(page, '/guides')
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      expect(await settledScrollY(page)).toBe(0)
    }
  })

  // One load of the home page, its clock set to a year after the build before the load: the footer
  // as it reads, then Privacy Policy, which leaves the page.
  test('shows this year, marks the pages still to come, and Privacy Policy goes to /privacy, at the top', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00'))
    await gotoHydrated(page, '/')
    await test.step('footer › shows the copyright with the current year, also after the year the site was built', async () => {
      await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}. All rights reserved.`)
    })
    await test.step('footer › marks each page still to come with a visible "soon", read out as "coming soon", and no dashed tile', async () => {
      const footer = page.getByRole('contentinfo')
      const nav = footer.getByRole('navigation', { name: 'Footer' })
      const { apiDocs, community, careers, press } = site.companyLinks
      const toCome = Object.entries({
        'API Documentation': apiDocs,
        Community: community,
        Careers: careers,
        Press: press,
      })
        .filter(([, href]) => !href)
        .map(([label]) => label)
      for (const label of toCome) {
        const item = nav.getByRole('listitem').filter({ hasText: label })
        await expect(item.getByText('soon', { exact: true })).toBeVisible()
        await expect(item).toHaveText(`${label}: coming soon`)
        await expect(item.getByRole('link')).toHaveCount(0)
      }
      // Nothing else in the columns says soon.
      await expect(nav.getByText('soon', { exact: true })).toHaveCount(toCome.length)
      const dashed = await footer.evaluate(
        (root) =>
          [...root.querySelectorAll('*')].filter((element) => getComputedStyle(element).borderTopStyle === 'dashed')
            .length,
      )
      expect(dashed).toBe(0)
    })
    await test.step('footer › Privacy Policy goes to /privacy, at the top', async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded()
      expect(await scrollY(page)).toBeGreaterThan(0)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
      // Once /privacy is drawn: until then the home page, scrolled, is still on screen.
      await expectDrawnAt(page, '/privacy')
      expect(await settledScrollY(page)).toBe(0)
    })
  })
})
