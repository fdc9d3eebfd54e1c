import { watchViolations } from '../support/csp-violations'
import { expect, expectDrawnAt, gotoHydrated, test } from '../support/fixtures'
import { standInPaths } from '../support/stand-ins'

// The strict per-page Content-Security-Policy (deploy/csp.js, hashes computed by the build) must
// not block anything the site itself does: a page of each kind loads, hydrates and navigates under
// it. Each load is checked in the load a11y.spec.ts makes of it (the 404 page's in not-found.spec.ts);
// here, the navigation. That every page's policy allows its inline code and every file its markup
// asks for is read from the build in tests/built/csp.test.ts.

test('client-side navigation to a page of each kind loads its code under the first page’s CSP', async ({ page }) => {
  // Visits a route of each kind in turn: a busy machine needs longer than the limit for one page.
  test.slow()
  const violations = await watchViolations(page)
  await gotoHydrated(page, '/')
  const linkTo = (path: string) => page.locator(`a[href="${path}"], a[href^="${path}#"]`).first()
  for (const path of standInPaths.filter((p) => p !== '/')) {
    // A link to the page itself, or into one of its sections (the footer's /lab#library). A guide
    // or strategy page is linked from its neighbors, which the page before it need not be: its
    // index (/guides, /strategies), which the page before it links, links them all.
    const index = path.slice(0, path.lastIndexOf('/'))
    if (index !== '' && (await linkTo(path).count()) === 0) {
      await linkTo(index).dispatchEvent('click')
      await expectDrawnAt(page, index)
    }
    const link = linkTo(path)
    // Not every viewport shows every link; the click event is what React Router handles.
    await link.dispatchEvent('click')
    // Drawn, not only addressed: the next step looks for its links on this page, not the last one.
    await expectDrawnAt(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(await violations()).toEqual([])
})
