import { legalDocuments, optionsDisclosure } from '~/content/legal'
import { riskDisclosure } from '~/content/site/company'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'

// docs/requirements.md#legal-page
test('/legal lists the documents that exist, each leading to it, and the risk disclosure', async ({ page }) => {
  await gotoHydrated(page, '/legal')
  await expect(page).toHaveTitle(`Legal | ${site.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal')
  const documents = sectionByHeading(page, 'Documents').getByRole('listitem')
  const expected = legalDocuments(site)
  await expect(documents).toHaveCount(expected.length)
  // Terms of Service only once the company has published them.
  expect(expected.some((document) => document.title === 'Terms of Service')).toBe(Boolean(site.companyLinks.terms))
  const occ = documents.getByRole('link', { name: `${optionsDisclosure.title} (opens in a new tab)` })
  await expect(occ).toHaveAttribute('href', optionsDisclosure.href)
  await expect(occ).toHaveAttribute('target', '_blank')
  for (const paragraph of riskDisclosure) await expect(page.locator('#risk-disclosure')).toContainText(paragraph)
  // No company facts the configuration does not hold.
  await expect(sectionByHeading(page, 'Company')).toHaveCount(site.legal.name || site.legal.address ? 1 : 0)

  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/cookies', 'Cookie Policy'],
    ['/security', 'Security'],
  ] as const) {
    await sectionByHeading(page, 'Documents').getByRole('link', { name: heading, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await page.goBack()
  }
})
