import type { Page } from '@playwright/test'
import { at, expect, gotoHydrated, test } from '../support/fixtures'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'
import { standInPaths } from '../support/stand-ins'

// docs/requirements.md#cookie-policy: the policy names everything the site keeps in the browser.
// The walk finds the names by looking, not by reading the policy's own module.

/** The keys of this origin's local and session storage. */
function storageKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }))
}

test(
  'after a page of each kind and an edit in the Lab, the cookie policy names each key the site stored',
  at('desktop'),
  async ({ page, context }) => {
    // One walk over a page of each kind (tests/support/stand-ins.ts), in one browser context; the
    // headers of every page are the servers' tests' (tests/server/serving.test.ts).
    test.slow()
    for (const path of standInPaths) {
      await gotoHydrated(page, path)
      // Scrolled, so there is a position to remember on the way out.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    }

    // The Lab saves the work once it changes: add a condition.
    await gotoHydrated(page, '/lab')
    const before = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
    const tree = page.getByRole('group', { name: 'Strategy tree' })
    await tree.getByRole('button', { name: /^More actions for Minutes to the close/ }).click()
    await tree.getByRole('menuitem', { name: /^Add condition beside/ }).click()
    await page.getByRole('form', { name: 'Add a condition' }).getByRole('button').first().click()
    await expect.poll(() => page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toBe(before)

    // Leaving the Lab for the policy (a new document, so every page-hide write has happened).
    await page.goto('/cookies')
    const stored = await storageKeys(page)
    expect(stored.local.length).toBeGreaterThan(0)
    expect(stored.session.length).toBeGreaterThan(0)
    expect(await context.cookies()).toEqual([])

    const policy = page.getByRole('main')
    for (const key of [...stored.local, ...stored.session]) {
      await expect(
        policy.locator('code').filter({ hasText: new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
        key,
      ).toHaveCount(1)
    }
  },
)

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
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
