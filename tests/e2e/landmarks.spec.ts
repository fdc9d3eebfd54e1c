import { landmarks } from '../support/accessibility-tree'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { expectedLandmarks } from '../support/landmarks'
import { standInPaths } from '../support/stand-ins'

// Why a page lists so few landmarks: tests/support/landmarks.ts. A stand-in's list, and the risk
// disclosure on every stand-in, are checked in the load a11y.spec.ts makes of it; here each page
// that is no stand-in (the strategy page of the Lab's default template).
test.describe('landmarks', () => {
  for (const [path, list] of Object.entries(expectedLandmarks).filter(([path]) => !standInPaths.includes(path))) {
    test(`${path} lists only the shell's landmarks and its navigations`, async ({ page }) => {
      await gotoHydrated(page, path)
      expect(await landmarks(page)).toEqual([...list].sort())
    })
  }
})
