import { publicPaths } from '~/route-paths'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'
import { htmlcsErrors } from '../support/htmlcs'
import { menuButton, scrollTo, usesMenu } from '../support/shell'

const notFound = '/no/such/page'

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of [...publicPaths, notFound]) {
    test(`${path} has no violations, at the top and scrolled`, async ({ page, expectConsoleError }) => {
      if (path === notFound) {
        expectConsoleError(/status of 404/)
        expectConsoleError(/non-existent route/)
      }
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page, `${path}, top`)
      // The header turns opaque over the content once scrolled: check it (all that changes) in that state too.
      await scrollTo(page, 600)
      await expectNoAxeViolations(page, `${path}, scrolled`, 'header')
    })
  }

  test('the open mobile menu has no violations', async ({ page }) => {
    // The desktop project checks the menu at tablet width, where it also exists.
    if (!usesMenu(page)) await page.setViewportSize({ width: 768, height: 1024 })
    await gotoHydrated(page, '/')
    await menuButton(page).click()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page, 'menu open', 'header')
  })

  test('the focused skip link has no violations', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await expectNoAxeViolations(page, 'skip link focused', 'header')
  })

  test('every page has one main landmark, a banner, a footer and lang="en"', async ({ page, expectConsoleError }) => {
    // Loads every route in turn: a busy machine needs longer than the limit for one page.
    test.slow()
    expectConsoleError(/status of 404|non-existent route/)
    for (const path of [...publicPaths, notFound]) {
      await gotoHydrated(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('main'), path).toHaveCount(1)
      await expect(page.getByRole('banner'), path).toHaveCount(1)
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1)
    }
  })
})

test.describe('accessibility (HTML_CodeSniffer, WCAG 2 AA, as pa11y runs it)', () => {
  test('the home page has no errors', async ({ page }) => {
    await gotoHydrated(page, '/')
    expect(await htmlcsErrors(page)).toEqual([])
  })

  test('the Lab has no errors once its workbench has mounted, nor after a dry run', async ({ page }) => {
    await gotoHydrated(page, '/lab')
    await expect(page.locator('#workbench')).toBeVisible()
    // Soft, so that a failure also reports the state after the run.
    expect.soft(await htmlcsErrors(page), 'workbench').toEqual([])
    await page.getByRole('button', { name: 'Run dry run' }).click()
    await expect(page.getByRole('region', { name: 'Dry-run result' })).toBeVisible()
    expect(await htmlcsErrors(page), 'after a dry run').toEqual([])
  })
})
