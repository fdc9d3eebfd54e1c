import { expect, gotoHydrated, test } from '../support/fixtures'
import { expectNoSidewaysScroll } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'

// docs/requirements.md#cookie-policy: the policy names everything the site keeps in the browser;
// security.spec.ts finds the names by looking, in its walk over a page of each kind.

test('the cookie policy says there are no cookies, what the videos may keep after Play, and how to clear it', async ({
  page,
}) => {
  await gotoHydrated(page, '/cookies')
  await expect(page).toHaveTitle(`Cookie Policy | ${site.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy')
  await expect(page.locator('main header')).toContainText(`${site.name} sets no cookies`)
  await expect(sectionByHeading(page, 'Guide videos')).toContainText('youtube-nocookie.com')
  await expect(sectionByHeading(page, 'Guide videos')).toContainText('until you press Watch')
  await expect(sectionByHeading(page, 'How to clear it').getByRole('listitem')).toHaveCount(3)
  await expectNoSidewaysScroll(page)
})
