import { eligibility } from '~/content/site/company'
import { expectEdgesAt3To1 } from '../support/boundaries'
import {
  at,
  bothWidths,
  expect,
  expectNoAxeViolations,
  finishAnimations,
  gotoHydrated,
  test,
} from '../support/fixtures'
import { htmlcsErrors } from '../support/htmlcs'
import { appLinkWordings, menuButton, scrollTo, usesMenu } from '../support/shell'
import { appLinkLabels, site } from '../support/site'
import { standInsWithNotFound, unknownPath } from '../support/stand-ins'
import { applyTextSpacing, cutText } from '../support/text-spacing'

// One load of each kind of page (tests/support/stand-ins.ts) at both widths checks what every page
// shares (the shell's landmarks and its footer) and runs axe and HTML_CodeSniffer on it; the states
// that change a part of the page are checked once, on that part.
test.describe('accessibility (axe, WCAG 2.2 AA; HTML_CodeSniffer, WCAG 2 AA, as pa11y runs it) and the shell of every kind of page', () => {
  for (const path of standInsWithNotFound) {
    test(
      `${path}: lang, one h1, one main, banner and footer, no axe violations, no HTML_CodeSniffer errors, edges at 3:1, text spacing`,
      bothWidths,
      async ({ page, expectConsoleError }) => {
        if (path === unknownPath) {
          expectConsoleError(/status of 404/)
          expectConsoleError(/non-existent route/)
        }
        await gotoHydrated(page, path)
        // The Lab whole, once its workbench is there (its fields are the workbench's); its states are
        // checked in the workbench they change.
        if (path === '/lab') await expect(page.locator('#workbench')).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page.getByRole('main')).toHaveCount(1)
        await expect(page.getByRole('banner')).toHaveCount(1)
        // The same footer on every page: the policy one click away, the disclosure always there.
        const footer = page.getByRole('contentinfo')
        await expect(footer).toHaveCount(1)
        await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
        await expect(footer).toContainText(eligibility)
        // Every call to the app, once the app runs, in one of the allowed wordings.
        const wordings = await appLinkWordings(page, site.appUrl)
        expect(wordings.filter((text) => !appLinkLabels.has(text))).toEqual([])
        await expectNoAxeViolations(page, path)
        // The Lab's checks wait for its workbench and also run after a dry run (below).
        if (path !== '/lab') expect(await htmlcsErrors(page), 'HTML_CodeSniffer').toEqual([])
        // Names read cleanly: no stray space before punctuation where visible and hidden text meet.
        const names = [...(await page.locator('body').ariaSnapshot()).matchAll(/(?:link|button) "([^"]*)"/g)]
        expect(names.map(([, name]) => name).filter((name) => /\s[:;,.]/.test(name ?? ''))).toEqual([])
        // Every field's edge and every choice's state at 3:1 or more (WCAG 1.4.11), at rest and focused.
        await expectEdgesAt3To1(page, path)
        // With WCAG 1.4.12's text spacing, as a reader's style sheet sets it, no text is cut or
        // hidden: at 320 px (the phone project narrowed to a 400 % zoom's width) and at 1280 px.
        if (usesMenu(page)) await page.setViewportSize({ width: 320, height: 800 })
        await applyTextSpacing(page)
        await expect(page.locator('body')).toHaveCSS('letter-spacing', /^\d/)
        expect(await cutText(page), `text cut under WCAG text spacing at ${page.viewportSize()?.width} px`).toEqual([])
      },
    )
  }

  test(
    'the focused skip link and the header turned opaque by scrolling have no violations',
    bothWidths,
    async ({ page }) => {
      await gotoHydrated(page, '/')
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).toBeFocused()
      await expectNoAxeViolations(page, 'skip link focused', 'header')
      await skip.blur()
      // The header turns opaque over the content once scrolled: all that changes, the same on every
      // page. Its fade is ended at once, so axe sees the colours it ends with.
      await scrollTo(page, 600)
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')
      await finishAnimations(page.getByRole('banner'))
      await expectNoAxeViolations(page, 'scrolled', 'header')
    },
  )

  // The menu exists below the lg breakpoint, in two layouts: on a phone and at tablet width.
  test('the open mobile menu has no violations', at('phone', 'tablet'), async ({ page }) => {
    await gotoHydrated(page, '/')
    await menuButton(page).click()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Main (menu)' })).toBeVisible()
    await expectNoAxeViolations(page, 'menu open', 'header')
  })
})

test.describe('accessibility of the Lab (HTML_CodeSniffer, WCAG 2 AA, as pa11y runs it)', bothWidths, () => {
  test('the Lab has no errors once its workbench has mounted, after a dry run, nor with a node’s menu open', async ({
    page,
  }) => {
    await gotoHydrated(page, '/lab')
    await expect(page.locator('#workbench')).toBeVisible()
    // Soft, so that a failure also reports the state after the run.
    expect.soft(await htmlcsErrors(page), 'workbench').toEqual([])
    await page.getByRole('button', { name: 'Run dry run' }).click()
    await expect(page.getByRole('region', { name: 'Dry-run result' })).toBeVisible()
    expect.soft(await htmlcsErrors(page), 'after a dry run').toEqual([])
    // A node's More actions menu open.
    await page.getByRole('button', { name: /^More actions for IF Minutes to the close/ }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await htmlcsErrors(page), 'a node’s menu open').toEqual([])
  })
})
