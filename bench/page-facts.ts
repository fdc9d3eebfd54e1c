/**
 * `npm run facts -- --url http://127.0.0.1:3000`: the layout and wording figures a visitor notices,
 * measured in Chromium (Playwright, found as the browser tests find it) on a served build:
 *
 * - every route's document height at 320, 375 and 1280 px, and whether it scrolls sideways at
 *   320 px (scrollWidth > clientWidth), naming the elements that stick out;
 * - the wordings of the free-trial call to action: visible link texts with "trial", "get started"
 *   or "start" that lead to the app's host, on every route at 375 px (phone menu opened) and 1280 px,
 *   and in the Lab at 1280 px once Run has shown a result;
 * - the "Soon" / "coming soon" markers in the footer, seen and spoken, and dashed placeholder tiles;
 * - on /guides, per guide card at 375 and 1280 px, the gap between the last topic and Watch;
 * - on /brokers at 375 px, the table's width against the viewport and the columns in view.
 *
 * Phone widths are emulated as a touch phone (as the browser tests' phone project). Routes come
 * from the site's own sitemap. Prints Markdown and writes it, with the figures as JSON, to
 * --out (default reports/page-facts.md and .json beside it).
 *
 * Options: --url BASE (default http://127.0.0.1:3000), --out FILE.md, --app-url URL (default the
 * build's SITE_APP_URL as the tests read it, tests/support/site.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../tests/support/chromium.js'
import { site } from '../tests/support/site'
import { sitemapPaths, waitUntilStill } from './page-state'

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'reports/page-facts.md' },
    'app-url': { type: 'string', default: site.appUrl },
  },
})
const base = new URL(options.url).origin
const appOrigin = new URL(options['app-url']).origin
const heightWidths = [320, 375, 1280]
const viewportHeight = 800
const trialWords = /trial|get started|\bstart/i
/** The Lab's Run button, by its accessible name. */
const runButton = /^Run\b/

// In-page functions: they run in the browser, so they use nothing but their arguments.

/**
 * The element's text as drawn: text nodes inside a box bigger than a pixel (no visually hidden
 * text), a space between those of different elements, whitespace folded.
 */
const drawnText = (element: Element) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let text = ''
  let previous: Element | null = null
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent) continue
    const box = parent.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(parent).visibility !== 'visible') continue
    if (!parent.checkVisibility()) continue
    text += `${previous && previous !== parent ? ' ' : ''}${node.textContent}`
    previous = parent
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** The document's size, and at most five elements that reach past the viewport's right edge. */
const layout = () => {
  const root = document.documentElement
  const edge = root.clientWidth
  const wide = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > edge + 0.5 && element.checkVisibility())
    // What a scrolling or clipping box holds does not widen the page.
    .filter((element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return false
      }
      return true
    })
    // Only the outermost: a child of a too-wide element says nothing more.
    .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
    .slice(0, 5)
    .map((element) => {
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return `${name} "${text}" to ${Math.round(element.getBoundingClientRect().right)} px`
    })
  return { height: root.scrollHeight, scrollWidth: root.scrollWidth, clientWidth: edge, wide }
}

/**
 * A call of an in-page function that takes `drawnText` first, then JSON arguments: the page's
 * content-security policy allows no eval, so the helper travels as source within the expression.
 */
function withDrawnText<Args extends string[]>(
  fn: (textOf: (element: Element) => string, ...args: Args) => unknown,
  ...args: Args
) {
  return `(${fn})(${drawnText}, ...${JSON.stringify(args)})`
}

/** Every visible link to the app's origin: its drawn text (an icon's label if it has no text). */
const appLinks = (textOf: (element: Element) => string, origin: string) => {
  return [...document.querySelectorAll('a[href]')]
    .filter((link) => link.checkVisibility() && link.getClientRects().length > 0)
    .filter((link) => new URL((link as HTMLAnchorElement).href).origin === origin)
    .map((link) => textOf(link) || `(no text; named "${link.getAttribute('aria-label') ?? ''}")`)
}

/** Every visible link or button elsewhere whose drawn text offers a trial or a start. */
const otherTrialTexts = (textOf: (element: Element) => string, origin: string, words: string) => {
  const pattern = new RegExp(words, 'i')
  return [...document.querySelectorAll('a[href], button')]
    .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
    .filter((element) => !(element instanceof HTMLAnchorElement) || new URL(element.href).origin !== origin)
    .map((element) => ({
      text: textOf(element),
      to: element instanceof HTMLAnchorElement ? element.getAttribute('href') : '(button)',
    }))
    .filter(({ text }) => pattern.test(text))
}

/** The footer landmark's placeholder markers: "Soon" drawn, "coming soon" in hidden text or titles, dashed tiles. */
const footerMarkers = (textOf: (element: Element) => string) => {
  const footer = [...document.querySelectorAll('footer')]
    .filter((element) => !element.parentElement?.closest('article, section, aside, main'))
    .at(-1)
  if (!footer) return null
  const seen = textOf(footer).match(/\bsoon\b/gi)?.length ?? 0
  const everything = (footer.textContent ?? '').match(/coming soon/gi)?.length ?? 0
  const titles = [...footer.querySelectorAll('[title]')].filter((element) =>
    /soon/i.test(element.getAttribute('title') ?? ''),
  ).length
  const dashed = [...footer.querySelectorAll('*')].filter(
    (element) => getComputedStyle(element).borderTopStyle === 'dashed' && element.checkVisibility(),
  ).length
  return { seen, spoken: everything, titles, dashed }
}

/** Per guide card: its title, the bottom of its last topic, the top of Watch, and the card's height. */
const guideGaps = (textOf: (element: Element) => string) => {
  return [...document.querySelectorAll('article')].flatMap((card) => {
    const watch = [...card.querySelectorAll('button, a')].find(
      (element) => element.checkVisibility() && /^watch\b/i.test(textOf(element)),
    )
    if (!watch) return []
    const topics = [...card.querySelectorAll('li')].filter(
      (item) => item.checkVisibility() && item.compareDocumentPosition(watch) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    const last = topics.at(-1)
    const title = card.querySelector('h2, h3')
    const lastBottom = last?.getBoundingClientRect().bottom ?? Number.NaN
    const watchTop = watch.getBoundingClientRect().top
    return [
      {
        title: title ? textOf(title) : '(untitled)',
        gap: Math.round(watchTop - lastBottom),
        cardHeight: Math.round(card.getBoundingClientRect().height),
        watchWidth: Math.round(watch.getBoundingClientRect().width),
      },
    ]
  })
}

/** Each table: its width, its scrolling box's width, and which column headings are wholly, partly or not in view. */
const tables = (textOf: (element: Element) => string) =>
  [...document.querySelectorAll('table')]
    .filter((table) => table.checkVisibility())
    .map((table) => {
      let box: HTMLElement | null = table.parentElement
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement
      const boxRect = (box ?? document.documentElement).getBoundingClientRect()
      const right = Math.min(boxRect.right, document.documentElement.clientWidth)
      const headings = [...table.querySelectorAll('thead th')].map((heading) => {
        const rect = heading.getBoundingClientRect()
        return {
          text: textOf(heading),
          view: rect.right <= right + 0.5 ? 'whole' : rect.left < right ? 'part' : 'none',
        }
      })
      const named = (view: string) => headings.filter((heading) => heading.view === view).map(({ text }) => text)
      return {
        caption: table.caption ? textOf(table.caption) : '',
        scrollWidth: table.scrollWidth,
        boxWidth: Math.round(box?.clientWidth ?? document.documentElement.clientWidth),
        inView: named('whole'),
        partly: named('part'),
        outOfView: named('none'),
      }
    })

async function openPage(browser: Browser, width: number) {
  const phone = width < 768
  const context = await browser.newContext({
    viewport: { width, height: viewportHeight },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  })
  return { page: await context.newPage(), close: () => context.close() }
}

async function visit(page: Page, path: string) {
  const answer = await page.goto(new URL(path, base).href)
  const still = await waitUntilStill((expression) => page.evaluate(expression))
  return { status: answer?.status() ?? 0, still }
}

/** Opens the phone menu, if the page has one, so its links count as a visitor who opens it sees them. */
async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: /\bmenu\b/i }).first()
  if (!(await menu.isVisible().catch(() => false))) return false
  if ((await menu.getAttribute('aria-expanded')) === 'true') return true
  await menu.click()
  await waitUntilStill((expression) => page.evaluate(expression))
  return true
}

const routes = await sitemapPaths(base)

/** The app links' and trial offers' wordings the page shows now, noted as seen at `where`. */
async function collectWordings(page: Page, where: string) {
  for (const text of await page.evaluate<string[]>(withDrawnText(appLinks, appOrigin))) {
    add(trialWords.test(text) ? trial : otherAppLinks, text, where)
  }
  const others = await page.evaluate<{ text: string; to: string | null }[]>(
    withDrawnText(otherTrialTexts, appOrigin, trialWords.source),
  )
  for (const { text, to } of others) add(elsewhere, `${text} → ${to}`, where)
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
const version = browser.version()
type Layout = ReturnType<typeof layout>
const layouts: Record<string, Record<number, Layout>> = {}
const notes: string[] = []
const trial = new Map<string, Set<string>>()
const otherAppLinks = new Map<string, Set<string>>()
const elsewhere = new Map<string, Set<string>>()
const add = (map: Map<string, Set<string>>, key: string, where: string) =>
  map.set(key, (map.get(key) ?? new Set()).add(where))
let footer: ReturnType<typeof footerMarkers> = null
const guides: Record<number, ReturnType<typeof guideGaps>> = {}
let brokerTables: ReturnType<typeof tables> = []
try {
  for (const width of heightWidths) {
    const { page, close } = await openPage(browser, width)
    try {
      for (const route of routes) {
        const { status, still } = await visit(page, route)
        if (status >= 400) notes.push(`${route} answered ${status} at ${width} px.`)
        if (!still) notes.push(`${route} at ${width} px did not come to rest within 15 s; measured as it was.`)
        layouts[route] = { ...layouts[route], [width]: await page.evaluate(layout) }
        if (route === '/guides' && width !== 320) guides[width] = await page.evaluate(withDrawnText(guideGaps))
        if (route === '/brokers' && width === 375) brokerTables = await page.evaluate(withDrawnText(tables))
        if (route === '/' && width === 1280) footer = await page.evaluate(withDrawnText(footerMarkers))
        if (width === 320) continue
        // After the layout figures: the phone menu, opened, changes the page.
        if (width < 768) await openMenu(page)
        await collectWordings(page, `${route} @${width}`)
        // The Lab offers the trial once more under a result: Run pressed (at desktop, clear of the phone menu), it counts too.
        const run = page.getByRole('button', { name: runButton }).first()
        if (route === '/lab' && width >= 768 && (await run.isVisible().catch(() => false))) {
          await run.click()
          await waitUntilStill((expression) => page.evaluate(expression))
          await collectWordings(page, `${route} @${width} after Run`)
        }
      }
    } finally {
      await close()
    }
  }
} finally {
  await browser.close()
}

const list = (map: Map<string, Set<string>>) =>
  [...map].map(
    ([text, places]) =>
      `- "${text}": ${places.size} place(s) (${[...places].slice(0, 6).join(', ')}${places.size > 6 ? ', …' : ''})`,
  )
const table = (header: string[], rows: (string | number)[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')

const home = layouts['/']
const markdown = [
  `# Page facts of ${base}`,
  '',
  `Measured ${new Date().toISOString()} in Chromium ${version} (Playwright); phone widths emulated as a touch phone. App host: ${appOrigin}.`,
  '',
  ...(notes.length ? [...notes.map((note) => `- ${note}`), ''] : []),
  '## Home page height',
  '',
  `- 375 px: ${home?.[375]?.height ?? '–'} px; 320 px: ${home?.[320]?.height ?? '–'} px; 1280 px: ${home?.[1280]?.height ?? '–'} px.`,
  '',
  '## Every route: document height, and sideways scrolling at 320 px',
  '',
  table(
    [
      'Route',
      'Height 320',
      'Height 375',
      'Height 1280',
      'scrollWidth / clientWidth at 320',
      'Overflows at 320',
      'Sticking out at 320',
    ],
    routes.map((route) => {
      const at = layouts[route] ?? {}
      const narrow = at[320]
      return [
        route,
        at[320]?.height ?? '–',
        at[375]?.height ?? '–',
        at[1280]?.height ?? '–',
        narrow ? `${narrow.scrollWidth} / ${narrow.clientWidth}` : '–',
        narrow ? (narrow.scrollWidth > narrow.clientWidth ? 'yes' : 'no') : '–',
        narrow?.wide.join('; ') || '–',
      ]
    }),
  ),
  '',
  `## Free-trial call to action: ${trial.size} distinct wording(s), ${new Set([...trial.keys()].map((text) => text.toLowerCase())).size} ignoring case`,
  '',
  'Visible link texts containing "trial", "get started" or "start" that lead to the app host, on every route at 375 px (phone menu open) and 1280 px, and in the Lab at 1280 px after Run:',
  '',
  ...(trial.size ? list(trial) : ['- none']),
  '',
  'Other visible links to the app host:',
  '',
  ...(otherAppLinks.size ? list(otherAppLinks) : ['- none']),
  '',
  'Trial or start wordings that lead elsewhere (not counted above):',
  '',
  ...(elsewhere.size ? list(elsewhere) : ['- none']),
  '',
  '## Footer placeholder markers (home page, 1280 px)',
  '',
  footer
    ? `- "Soon" drawn: ${footer.seen}; "coming soon" in the footer's text for assistive technology (including visually hidden): ${footer.spoken}; titles saying soon: ${footer.titles}; dashed placeholder tiles: ${footer.dashed}.`
    : '- no footer found',
  '',
  '## Guide cards on /guides: last topic to Watch',
  '',
  table(
    ['Card', 'Gap 375 (px)', 'Gap 1280 (px)', 'Card height 375', 'Card height 1280', 'Watch width 375'],
    (guides[375] ?? []).map((card, index) => {
      const wide = (guides[1280] ?? []).find((other) => other.title === card.title) ?? guides[1280]?.[index]
      return [card.title, card.gap, wide?.gap ?? '–', card.cardHeight, wide?.cardHeight ?? '–', card.watchWidth]
    }),
  ),
  '',
  '## /brokers at 375 px',
  '',
  ...(brokerTables.length
    ? brokerTables.map(
        (found) =>
          `- Table "${found.caption}": scrollWidth ${found.scrollWidth} px in a box ${found.boxWidth} px wide (viewport 375 px); columns wholly in view: ${found.inView.join(', ') || 'none'}; cut at the edge: ${found.partly.join(', ') || 'none'}; out of view: ${found.outOfView.join(', ') || 'none'}.`,
      )
    : ['- No table shown at 375 px.']),
  `- Page: scrollWidth ${layouts['/brokers']?.[375]?.scrollWidth ?? '–'} / clientWidth ${layouts['/brokers']?.[375]?.clientWidth ?? '–'}.`,
  '',
].join('\n')

console.log(markdown)
mkdirSync(dirname(options.out), { recursive: true })
writeFileSync(options.out, markdown)
const json = {
  base,
  appOrigin,
  layouts,
  trial: Object.fromEntries([...trial].map(([text, places]) => [text, [...places]])),
  footer,
  guides,
  brokerTables,
  notes,
}
writeFileSync(options.out.replace(/\.md$/, '.json'), `${JSON.stringify(json, null, 2)}\n`)
