import { eligibility } from '~/content/site/company'
import { landmarks } from '../support/accessibility-tree'
import { expectEdgesAt3To1 } from '../support/boundaries'
import { watchViolations } from '../support/csp-violations'
import {
  at,
  bothWidths,
  expect,
  expectNoAxeViolations,
  finishAnimations,
  gotoHydrated,
  test,
  untilHydrated,
} from '../support/fixtures'
import { removeStart, resetForWalk, walkBothWays } from '../support/focus-walk'
import { htmlcsErrors } from '../support/htmlcs'
import { expectedLandmarks } from '../support/landmarks'
import { appLinkWordings, backToTop, menuButton, scrollTo, usesMenu } from '../support/shell'
import { appLinkLabels, site } from '../support/site'
import { standInPaths, standInsWithNotFound, unknownPath } from '../support/stand-ins'
import { applyTextSpacing, cutText } from '../support/text-spacing'
import { expectHeaderScrollsAway, zoomed } from '../support/zoom'

// One load of each kind of page (tests/support/stand-ins.ts) at both widths checks what every page
// shares (the shell's landmarks and its footer) and runs axe and HTML_CodeSniffer on it; the states
// that change a part of the page are checked once, on that part. The same load then serves the
// checks that only read a page as it loads (its landmarks, its CSP; at desktop) and, once the page
// is put back as loaded, the focus walk and (at desktop) the 400 % zoom. Each of those is a step
// named as its own test was.
test.describe('accessibility (axe, WCAG 2.2 AA; HTML_CodeSniffer, WCAG 2 AA, as pa11y runs it) and the shell of every kind of page', () => {
  for (const path of standInsWithNotFound) {
    test(
      `${path}: lang, one h1, one main, banner and footer, no axe violations, no HTML_CodeSniffer errors, edges at 3:1, text spacing${standInPaths.includes(path) ? ', focus never hidden; at desktop landmarks, CSP, 400 % zoom' : '; at desktop landmarks'}`,
      bothWidths,
      async ({ page, expectConsoleError }) => {
        const desktop = test.info().project.name === 'desktop'
        const standIn = standInPaths.includes(path)
        if (path === unknownPath) {
          expectConsoleError(/status of 404/)
          expectConsoleError(/non-existent route/)
        }
        // Watched from before the load, read before axe and HTML_CodeSniffer put their code in the page.
        const violations = desktop && standIn ? await watchViolations(page) : undefined
        const response = await page.goto(path)
        if (desktop) {
          await test.step(`landmarks › ${path}: the risk disclosure is the footer’s text, not a region of its own`, async () => {
            const found = await landmarks(page)
            expect.soft(found).not.toContain('region: Risk disclosure')
            for (const role of ['banner', 'main', 'contentinfo']) {
              expect
                .soft(
                  found.filter((landmark) => landmark === role),
                  role,
                )
                .toHaveLength(1)
            }
            // Still there, as the footer's words.
            await expect.soft(page.getByRole('contentinfo')).toContainText(eligibility)
          })
        }
        // The rest of gotoHydrated: the step above read the page as its load left it.
        await untilHydrated(page)
        if (violations) {
          await test.step(`${path} loads and hydrates under its CSP with no violation`, async () => {
            const headers = (await response?.allHeaders()) ?? {}
            expect.soft(headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
            await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible()
            expect.soft(await violations()).toEqual([])
          })
        }
        const landmarkList = desktop ? expectedLandmarks[path] : undefined
        if (landmarkList) {
          await test.step(`landmarks › ${path} lists only the shell's landmarks and its navigations`, async () => {
            expect.soft(await landmarks(page)).toEqual([...landmarkList].sort())
          })
        }
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
        const body = page.locator('body')
        const loaded = {
          viewport: page.viewportSize(),
          sheets: await page.evaluate(() => document.adoptedStyleSheets.length),
          letterSpacing: await body.evaluate((element) => getComputedStyle(element).letterSpacing),
        }
        if (usesMenu(page)) await page.setViewportSize({ width: 320, height: 800 })
        await applyTextSpacing(page)
        await expect(body).toHaveCSS('letter-spacing', /^\d/)
        expect(await cutText(page), `text cut under WCAG text spacing at ${page.viewportSize()?.width} px`).toEqual([])

        // The walk and the zoom visit the stand-ins alone, as they always have; first the page goes
        // back to its loaded spacing and size.
        if (!standIn) return
        await page.evaluate((count) => {
          document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, count)
        }, loaded.sheets)
        await expect(body).toHaveCSS('letter-spacing', loaded.letterSpacing)
        if (loaded.viewport) await page.setViewportSize(loaded.viewport)

        // At both widths: the header and the Run bar are fixed differently on a phone.
        await test.step(`focus is never hidden behind the fixed header or the Run bar › ${path}: Tab through every stop, then Shift+Tab back, and each focused element shows`, async () => {
          await resetForWalk(page)
          const { forward, backward } = await walkBothWays(page)
          await removeStart(page)
          // Both walks met the page's controls (a page without any would prove nothing).
          expect.soft(forward.stops).toBeGreaterThan(5)
          expect.soft(backward.stops).toBeGreaterThan(5)
          expect.soft([...forward.hidden, ...backward.hidden]).toEqual([])
        })

        // A real 400 % zoom resizes the loaded page too. It leaves the page scrolled: last.
        if (desktop) {
          await test.step(`at 400 % zoom (320 x 256 CSS px) the header scrolls away with the page › ${path}: the header is not fixed, and the page's heading shows at the top`, async () => {
            await page.setViewportSize(zoomed)
            await backToTop(page)
            await expectHeaderScrollsAway(page)
          })
        }
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
