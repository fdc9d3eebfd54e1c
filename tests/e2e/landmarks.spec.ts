import { guidePath } from '~/content/guides'
import { guideCards } from '~/content/guides.server'
import { eligibility } from '~/content/site/company'
import { strategyPath } from '~/content/strategies'
import { defaultTemplate } from '~/lab/engine/templates'
import { landmarks } from '../support/accessibility-tree'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { standInPaths, standInsWithNotFound } from '../support/stand-ins'

// A screen reader's landmark list is for moving around a page. It held one
// region per section of a policy (12 on /privacy), of a strategy page and of a guide, and every
// footer added a "Risk disclosure" region. A page keeps the shell's landmarks (banner, main,
// contentinfo, its navigations) and only the regions a reader jumps to; a section is otherwise a
// plain section with its heading (a <section> is a region only when it has a name).

/** The shell's landmarks, which every page has once. */
const shell = ['banner', 'contentinfo', 'main', 'navigation: Footer', 'navigation: Main']

const [firstGuide] = guideCards(process.env)
const expected: Record<string, string[]> = {
  '/privacy': [...shell, 'navigation: On this page'],
  '/cookies': shell,
  '/security': shell,
  '/legal': shell,
  '/guides': shell,
  [guidePath(firstGuide?.slug ?? '')]: [...shell, 'navigation: Breadcrumb', 'navigation: More guides'],
  [strategyPath(defaultTemplate.id)]: [...shell, 'navigation: Breadcrumb', 'navigation: Related templates'],
}

test.describe('landmarks', () => {
  for (const [path, list] of Object.entries(expected)) {
    test(`${path} lists only the shell's landmarks and its navigations`, async ({ page }) => {
      await gotoHydrated(page, path)
      expect(await landmarks(page)).toEqual([...list].sort())
    })
  }

  for (const path of standInsWithNotFound) {
    test(`${path}: the risk disclosure is the footer’s text, not a region of its own`, async ({
      page,
      expectConsoleError,
    }) => {
      if (!standInPaths.includes(path)) expectConsoleError(/404/)
      await page.goto(path)
      const found = await landmarks(page)
      expect(found).not.toContain('region: Risk disclosure')
      for (const role of ['banner', 'main', 'contentinfo']) {
        expect(
          found.filter((landmark) => landmark === role),
          role,
        ).toHaveLength(1)
      }
      // Still there, as the footer's words.
      await expect(page.getByRole('contentinfo')).toContainText(eligibility)
    })
  }
})
