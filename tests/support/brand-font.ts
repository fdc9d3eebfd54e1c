import { type CDPSession, expect, type Page } from '@playwright/test'

// The brand typeface (docs/decisions/007-self-hosted-brand-typeface.md): one self-hosted file,
// used for the page's text, and a fallback metric-matched so closely that the swap moves nothing.

export const fontFile = /\/assets\/inter-[\w-]+\.woff2$/
/** Fonts with Arial's widths, one of which the fallback faces draw with (build-steps/brand-font.ts). */
export const fallbackFonts = ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo', 'Nimbus Sans']

/** The node a script expression evaluates to, for DevTools-protocol calls that take a node ID. */
async function nodeId(cdp: CDPSession, expression: string) {
  const { result } = await cdp.send('Runtime.evaluate', { expression })
  if (!result.objectId) throw new Error(`${expression} found no element`)
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId })
  return nodeId
}

/**
 * The fonts Chromium drew an element's own text with, by family: what the reader sees, which
 * computed styles and document.fonts cannot tell.
 */
export async function drawnWith(page: Page, expression: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  await cdp.send('DOM.getDocument')
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: await nodeId(cdp, expression) })
  await cdp.detach()
  // The brand face is the subset's own family name ("Inter Variable"), a local face the font's.
  return fonts.map((font) => font.familyName.replace(/^Inter Variable$/, 'Inter'))
}

export const heroTitle = 'document.querySelector("h1")'
const heroSubline = 'document.querySelector("h1 + p")'
const firstPrice =
  '[...document.querySelectorAll("#pricing article span")].find((span) => /^\\$\\d/.test(span.textContent))'

/** The brand face's state in the document's font set. */
export const interStatus = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Inter').map((face) => face.status))

export const brandFontTitle = 'the brand font comes from our own origin, once, and sets headings, copy and prices'

/** `requests`: every request of the home page, recorded from before its load. */
export async function expectBrandFont(page: Page, requests: string[], baseURL: string | undefined) {
  await page.evaluate(() => document.fonts.ready)

  expect(requests.filter((url) => new URL(url).origin !== baseURL)).toEqual([])
  // Preloaded and named by the stylesheet: one request serves both.
  expect(requests.filter((url) => fontFile.test(new URL(url).pathname))).toHaveLength(1)
  expect(await interStatus(page)).toEqual(['loaded'])
  for (const element of [heroTitle, heroSubline, firstPrice]) {
    expect(await drawnWith(page, element), element).toEqual(['Inter'])
  }
  const price = page
    .locator('#pricing article')
    .first()
    .getByText(/^\$\d+$/)
  await expect(price).toHaveCSS('font-variant-numeric', 'tabular-nums')
}
