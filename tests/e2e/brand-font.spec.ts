import type { CDPSession, Page } from '@playwright/test'
import { at, bothWidths, expect, gotoHydrated, holdRequests, test } from '../support/fixtures'

// The brand typeface (docs/decisions/007-self-hosted-brand-typeface.md): one self-hosted file,
// used for the page's text, and a fallback metric-matched so closely that the swap moves nothing.

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }

const fontFile = /\/assets\/inter-[\w-]+\.woff2$/
/** Fonts with Arial's widths, one of which the fallback faces draw with (build-steps/brand-font.ts). */
const fallbackFonts = ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo', 'Nimbus Sans']

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
async function drawnWith(page: Page, expression: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  await cdp.send('DOM.getDocument')
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: await nodeId(cdp, expression) })
  await cdp.detach()
  // The brand face is the subset's own family name ("Inter Variable"), a local face the font's.
  return fonts.map((font) => font.familyName.replace(/^Inter Variable$/, 'Inter'))
}

const heroTitle = 'document.querySelector("h1")'
const heroSubline = 'document.querySelector("h1 + p")'
const firstPrice =
  '[...document.querySelectorAll("#pricing article span")].find((span) => /^\\$\\d/.test(span.textContent))'

/** The brand face's state in the document's font set. */
const interStatus = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Inter').map((face) => face.status))

test(
  'the brand font comes from our own origin, once, and sets headings, copy and prices',
  at('desktop'),
  async ({ page, baseURL }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await gotoHydrated(page, '/')
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
  },
)

test(
  'swapping from the fallback to the brand font moves nothing in view (font held back until after first paint)',
  bothWidths,
  async ({ page }) => {
    // Record every layout shift from the start, as Lighthouse's CLS would.
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = []
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as LayoutShift[]) {
          if (entry.hadRecentInput) continue
          const sources = entry.sources.map(({ node }) =>
            node instanceof Element ? `${node.nodeName.toLowerCase()} "${node.textContent?.slice(0, 40)}"` : '?',
          )
          shifts.push({ value: entry.value, sources })
        }
      }
      const observer = new PerformanceObserver((list) => record(list.getEntries()))
      observer.observe({ type: 'layout-shift', buffered: true })
      // Entries not yet delivered to the callback are taken too.
      Object.assign(window, {
        layoutShifts: () => {
          record(observer.takeRecords())
          return shifts
        },
      })
    })

    const release = await holdRequests(page, fontFile)

    // The font's request holds the load event, so wait for the page's own signal instead.
    await page.goto('/', { waitUntil: 'commit' })
    // At commit the new document may not have its root element yet.
    await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true')
    expect(await interStatus(page)).toEqual(['loading'])
    const fallback = await drawnWith(page, heroTitle)
    expect(
      fallback.filter((family) => fallbackFonts.includes(family)),
      `The hero was drawn with ${fallback.join(', ')}: none of the fallback's local fonts is installed ` +
        '(on Debian: apt-get install fonts-liberation)',
    ).toHaveLength(fallback.length)

    // Where each section starts on the page, in or out of view (CLS only counts what is in view).
    const sectionTops = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main section, footer')].map((element) => ({
          section: element.id || element.nodeName.toLowerCase(),
          top: Math.round(element.getBoundingClientRect().top + window.scrollY),
        })),
      )
    const before = await sectionTops()

    release()
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    )
    expect(await drawnWith(page, heroTitle)).toEqual(['Inter'])
    // Two frames: the swap is laid out and painted, and its shifts, if any, reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await page.evaluate(() =>
      (window as unknown as { layoutShifts: () => { value: number; sources: string[] }[] }).layoutShifts(),
    )
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
    // Nothing in view may move: a line wrapped differently above would move what follows by a line
    // (24 px or more); rounding leaves a pixel or so. Below the first screen the font has long
    // arrived before a visitor scrolls there, and a line may wrap differently (at 375 px, one of the
    // About paragraphs takes six lines in the fallback and five in Inter).
    const viewport = page.viewportSize()?.height ?? 0
    const after = await sectionTops()
    const moved = after
      .map(({ section, top }, index) => ({ section, top, by: top - (before[index]?.top ?? Number.NaN) }))
      .filter(({ top }) => top < viewport)
    expect(moved.length, 'sections in the first screen').toBeGreaterThan(0)
    expect(moved.filter(({ by }) => !(Math.abs(by) <= 4))).toEqual([])
  },
)
