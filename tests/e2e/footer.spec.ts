import { expect, gotoHydrated, test } from '../support/fixtures'
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

  test('reads finished: no "Soon" badges, at most one "coming soon", no dashed tile', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Soon', { exact: true })).toHaveCount(0)
    const marked = await footer.evaluate((root) => {
      const found = new Set<Element>()
      for (const element of root.querySelectorAll('*')) {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && /\bsoon\b/i.test(node.nodeValue ?? ''),
        )
        if (own || /\bsoon\b/i.test(element.getAttribute('title') ?? '')) found.add(element.closest('li') ?? element)
      }
      return found.size
    })
    expect(marked).toBeLessThanOrEqual(1)
    const dashed = await footer.evaluate(
      (root) =>
        [...root.querySelectorAll('*')].filter((element) => getComputedStyle(element).borderTopStyle === 'dashed')
          .length,
    )
    expect(dashed).toBe(0)
  })
})
