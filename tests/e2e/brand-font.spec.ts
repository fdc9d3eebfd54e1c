import { drawnWith, fallbackFonts, fontFile, heroTitle, interStatus } from '../support/brand-font'
import { chromiumArgs, findChromium } from '../support/chromium.js'
import { bothWidths, expect, holdRequests, test } from '../support/fixtures'

// In the full browser, which draws text as a visitor's Chrome does. The rest of the suite runs in
// Chromium's headless shell (tests/support/chromium.js), whose text layout differs by a fraction of
// a pixel: there the same swap measured a shift of 0.011 at 1280 px, against under 0.01 here.
test.use({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } })

// The brand typeface (docs/decisions/007-self-hosted-brand-typeface.md): one self-hosted file,
// used for the page's text, and a fallback metric-matched so closely that the swap moves nothing.
// That the page loads it from our own origin and sets its text with it: home.spec.ts, on the home
// page it loads for its other checks (tests/support/brand-font.ts).

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }

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
