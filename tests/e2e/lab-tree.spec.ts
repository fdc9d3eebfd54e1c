import { accessibilityTree } from '../support/accessibility-tree'
import { bothWidths, expect, gotoHydrated, test } from '../support/fixtures'

// The workbench's panels were `content-visibility: auto`, which left a panel
// below the fold out of Chromium's accessibility tree (ignored, "notRendered") until it was
// scrolled to: its heading, its region and its fields were missing from a screen reader's lists.
test(
  'on load, before any scrolling, every panel of the workbench is in the accessibility tree',
  bothWidths,
  async ({ page }) => {
    await gotoHydrated(page, '/lab')
    await expect(page.locator('#workbench')).toBeVisible()
    // Nothing has scrolled: what follows is read from the page as it loaded.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const tree = await accessibilityTree(page)
    const find = (role: string, name: string) => tree.filter((node) => node.role === role && node.name === name)
    const wanted = [
      ['heading', 'Scenario'],
      ['region', 'Scenario'],
      // Chromium's own role for a date field.
      ['Date', 'Date'],
      ['button', 'Replay sample session'],
    ] as const
    for (const [role, name] of wanted) {
      const nodes = find(role, name)
      expect(nodes, `${role} "${name}" in the tree`).not.toHaveLength(0)
      expect(
        nodes.map((node) => node.ignoredReasons),
        `${role} "${name}" is not left out`,
      ).toEqual(nodes.map(() => []))
    }
    // Every heading the page draws, scrolled to or not, is one a screen reader can list. (The DOM's
    // checkVisibility() counts what is skipped by content-visibility: auto as visible, as it is.)
    const drawn = await page
      .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
      .evaluateAll(
        (headings) =>
          headings.filter((heading) => heading.checkVisibility() && !heading.closest('[aria-hidden="true"]')).length,
      )
    expect(tree.filter((node) => node.role === 'heading' && !node.ignored)).toHaveLength(drawn)
  },
)
