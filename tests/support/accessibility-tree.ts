import type { Page } from '@playwright/test'

/** A node of Chromium's accessibility tree, as a screen reader is given it. */
export type AxNode = { role: string; name: string; ignored: boolean; ignoredReasons: string[] }

/**
 * Chromium's own accessibility tree of the page as it is now (CDP Accessibility.getFullAXTree):
 * what assistive technology reads, including what the browser leaves out of it and why (an element
 * skipped by content-visibility is `ignored`, reason `notRendered`). Playwright's role queries
 * compute roles from the DOM and would not see that.
 */
export async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    return nodes.map((node) => ({
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      ignored: node.ignored,
      ignoredReasons: (node.ignoredReasons ?? []).map((reason) => reason.name),
    }))
  } finally {
    await cdp.detach()
  }
}

/** The landmark roles a screen reader lists (its landmarks or regions menu). */
const landmarkRoles = new Set(['banner', 'navigation', 'main', 'contentinfo', 'region', 'complementary', 'search'])

/** The page's landmarks as `role` or `role: name`, sorted: the list a screen reader offers. */
export async function landmarks(page: Page): Promise<string[]> {
  return (await accessibilityTree(page))
    .filter((node) => !node.ignored && landmarkRoles.has(node.role))
    .map((node) => (node.name ? `${node.role}: ${node.name}` : node.role))
    .sort()
}
