/**
 * `npm run shots -- --url http://127.0.0.1:3000`: full-page screenshots of a served build in the
 * three engines the site is checked in, at a phone and a desktop width, of the pages a visitor
 * judges the site by: home, brokers, guides, one guide page, the Strategy Lab before a run, after
 * its Run button is pressed and with a tree node's "More actions" menu open, one strategy page, the
 * security page, and the footer on its own.
 *
 * - Chromium through Playwright (found as the browser tests find it, tests/support/chromium.js), at
 *   375 px as a touch phone and at 1280 px.
 * - Firefox ESR through puppeteer-core over WebDriver BiDi (tests/support/firefox.ts), at 375 and 1280 px.
 * - WebKitGTK: MiniBrowser on a private Xvfb display driven by WebKitWebDriver (tests/support/webkit.ts),
 *   at 447 px, MiniBrowser's narrowest page, for 375 px (the same layout), and at 1280 px.
 *
 * Each capture is of a viewport made as tall as the page (see fullPage below), so fixed bars sit at
 * the top and bottom of the page, as they do for a visitor at either end of it, in every engine.
 *
 * Files are named <page>-<engine>-<width>.png; index.md beside them lists every capture and each
 * page that was skipped and why (a path the server answers with an error status is skipped, so the
 * script runs on builds that do not have every page yet, and so is a capture of a menu whose button
 * the page does not have). Nothing but the served site is loaded:
 * the site itself requests nothing from elsewhere before a video's Play.
 *
 * Options: --url BASE (default http://127.0.0.1:3000), --label NAME (default: the time),
 * --out FOLDER (default reports/screenshots/<label>), --engine chromium|firefox|webkit (repeatable;
 * default all three).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import type { ElementHandle } from 'puppeteer-core'
import { call, poll, sleep, waitUntilStill } from './page-state'
import { cropPng } from './png-crop'

const engineNames = ['chromium', 'firefox', 'webkit'] as const
type EngineName = (typeof engineNames)[number]

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    label: { type: 'string', default: new Date().toISOString().replace(/[:.]/g, '-') },
    out: { type: 'string' },
    engine: { type: 'string', multiple: true },
  },
})
const base = new URL(options.url).origin
const out = options.out ?? join('reports', 'screenshots', options.label)
const engines = (options.engine ?? [...engineNames]) as EngineName[]
for (const engine of engines) {
  if (!engineNames.includes(engine)) throw new Error(`--engine must be one of ${engineNames.join(', ')}; got ${engine}`)
}

/**
 * One capture of a page: the whole page, or one element of it; `run` presses the Lab's Run button
 * first; `press` presses the first button whose name matches it first (skipped, with a note, where
 * the page has none).
 */
type Capture = { name: string; element?: 'footer'; run?: true; press?: RegExp }
/** The pages, each loaded once per engine and width, and what is captured there, in order. */
const visits: { path: string; captures: Capture[] }[] = [
  { path: '/', captures: [{ name: 'home' }, { name: 'footer', element: 'footer' }] },
  { path: '/brokers', captures: [{ name: 'brokers' }] },
  { path: '/guides', captures: [{ name: 'guides' }] },
  { path: '/guides/getting-started', captures: [{ name: 'guide-getting-started' }] },
  {
    path: '/lab',
    captures: [
      { name: 'lab' },
      { name: 'lab-after-run', run: true },
      { name: 'lab-more-actions', press: /^More actions\b/ },
    ],
  },
  { path: '/strategies/iron-condor-45', captures: [{ name: 'strategy-iron-condor-45' }] },
  { path: '/security', captures: [{ name: 'security' }] },
]
/** The Lab's Run button, by its accessible name. */
const runButton = /^Run\b/
const viewportHeight = 800
/** How long a page may take to come to rest (loaded, hydrated, fonts and images in, transitions over) on a busy machine. */
const settleMs = 15_000

/** What a capture needs from an engine's page. */
type Tab = {
  goto(url: string): Promise<void>
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>
  /** Makes the viewport this many CSS pixels tall (the width stays). */
  resize(height: number): Promise<void>
  /** The viewport as a PNG. */
  viewport(): Promise<Buffer>
  /** Clicks the button whose accessible name matches `name`, with the engine's own pointer input. */
  clickButton(name: RegExp): Promise<void>
}
type Engine = {
  name: EngineName
  version: string
  widths: number[]
  withTab(width: number, use: (tab: Tab) => Promise<void>): Promise<void>
  close(): Promise<void>
}

// In-page functions: they run in the browser, so they use nothing but their arguments.

/**
 * Where the page's footer landmark is in the page, in device pixels (the last footer that is not
 * inside an article, section, aside or main), or null.
 */
const footerArea = () => {
  const footer = [...document.querySelectorAll('footer')]
    .filter((element) => !element.parentElement?.closest('article, section, aside, main'))
    .at(-1)
  if (!footer) return null
  const box = footer.getBoundingClientRect()
  const scale = window.devicePixelRatio
  return {
    x: (box.left + window.scrollX) * scale,
    y: (box.top + window.scrollY) * scale,
    width: box.width * scale,
    height: box.height * scale,
  }
}
/** The visible button whose name (aria-label, else its text) matches; the Lab names its buttons so. */
const buttonNamed = (source: string, flags: string) => {
  const pattern = new RegExp(source, flags)
  return (
    [...document.querySelectorAll('button, [role="button"]')].find(
      (button) =>
        button.getClientRects().length > 0 &&
        pattern.test((button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim()),
    ) ?? null
  )
}
/** Whether the page has a visible button whose name matches. */
const hasButton = (source: string, flags: string) => {
  const pattern = new RegExp(source, flags)
  return [...document.querySelectorAll('button, [role="button"]')].some(
    (button) =>
      button.getClientRects().length > 0 &&
      pattern.test((button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim()),
  )
}
/** How many headings name a result: one more once a run has shown its result. */
const resultHeadings = () =>
  [...document.querySelectorAll('h2, h3')].filter((heading) => /\bresult\b/i.test(heading.textContent ?? '')).length

async function chromiumEngine(): Promise<Engine> {
  const { chromium } = await import('@playwright/test')
  const { chromiumArgs, findChromium } = await import('../tests/support/chromium.js')
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    widths: [375, 1280],
    withTab: async (width, use) => {
      const phone = width < 768
      const context = await browser.newContext({
        viewport: { width, height: viewportHeight },
        isMobile: phone,
        hasTouch: phone,
      })
      const page = await context.newPage()
      try {
        await use({
          goto: async (url) => {
            await page.goto(url)
          },
          evaluate: (expression) => page.evaluate(expression),
          resize: (height) => page.setViewportSize({ width, height }),
          viewport: () => page.screenshot(),
          clickButton: (name) => page.getByRole('button', { name }).first().click(),
        })
      } finally {
        await context.close()
      }
    },
    close: () => browser.close(),
  }
}

async function firefoxEngine(): Promise<Engine> {
  const { launchFirefox, setViewport } = await import('../tests/support/firefox')
  // Scrollbars over the page, as on a phone and in current desktop Firefox, so the page is as wide as
  // the viewport, as in the other two engines, rather than 12 px narrower.
  const browser = await launchFirefox({ 'ui.useOverlayScrollbars': 1 })
  return {
    name: 'firefox',
    version: `Firefox ${(await browser.version()).split('/').at(-1)}`,
    widths: [375, 1280],
    withTab: async (width, use) => {
      const page = await browser.newPage()
      try {
        await setViewport(page, width, viewportHeight)
        await use({
          goto: async (url) => {
            await page.goto(url)
          },
          evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
          resize: (height) => setViewport(page, width, height),
          viewport: async () => Buffer.from(await page.screenshot()),
          clickButton: async (name) => {
            const button = (await page.evaluateHandle(call(buttonNamed, name.source, name.flags))).asElement()
            if (!button) throw new Error(`No button named ${name}`)
            await (button as ElementHandle<Element>).click()
          },
        })
      } finally {
        await page.close()
      }
    },
    close: () => browser.close(),
  }
}

async function webkitEngine(): Promise<Engine> {
  // WebDriver's client logs every command at "info" unless told otherwise.
  process.env.WDIO_LOG_LEVEL ??= 'warn'
  const { launchWebKit, missingWebKit } = await import('../tests/support/webkit')
  const missing = missingWebKit()
  if (missing) throw new Error(missing)
  const { driver, close } = await launchWebKit()
  const capabilities = driver.capabilities as { browserName?: string; browserVersion?: string }
  const script = <T>(expression: string) => driver.executeScript(`return ${expression}`, []) as Promise<T>
  return {
    name: 'webkit',
    version: `WebKitGTK ${capabilities.browserName ?? 'MiniBrowser'} ${capabilities.browserVersion ?? ''}`.trim(),
    widths: [447, 1280],
    withTab: async (width, use) => {
      await driver.setWindowRect(null, null, width, viewportHeight)
      if (!(await poll(async () => (await script<number>('window.innerWidth')) === width, 5000))) {
        throw new Error(`MiniBrowser's page did not become ${width} px wide`)
      }
      await use({
        goto: async (url) => {
          await driver.navigateTo(url)
        },
        evaluate: script,
        resize: async (height) => {
          const [{ height: outer }, inner] = await Promise.all([
            driver.getWindowRect(),
            script<number>('window.innerHeight'),
          ])
          await driver.setWindowRect(null, null, width, outer + height - inner)
        },
        viewport: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
        clickButton: async (name) => {
          const button = await script<object | null>(call(buttonNamed, name.source, name.flags))
          const id = button ? Object.values(button)[0] : undefined
          if (typeof id !== 'string') throw new Error(`No button named ${name}`)
          await driver.elementClick(id)
        },
      })
    },
    close,
  }
}

/**
 * The whole page as a PNG, and the value of `measure` (a JavaScript expression) in the page as it
 * was captured. In every engine alike the viewport is made as tall as the page (whose layout may
 * grow with it, so measured again), captured, and set back: WebDriver captures the viewport only,
 * and the others' own full-page captures draw fixed bars (the header, the Lab's Run bar) where the
 * first screenful ended, over the content.
 */
async function fullPage<T>(tab: Tab, measure?: string) {
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      const [inner, full] = await tab.evaluate<[number, number]>(
        '[window.innerHeight, document.documentElement.scrollHeight]',
      )
      if (inner >= full) break
      await tab.resize(full)
      await poll(async () => (await tab.evaluate<number>('window.innerHeight')) >= full, 5000)
    }
    await waitUntilStill(tab.evaluate, settleMs)
    await tab.evaluate('window.scrollTo(0, 0)')
    const measured = (measure ? await tab.evaluate(measure) : undefined) as T
    return { measured, png: await tab.viewport() }
  } finally {
    await tab.resize(viewportHeight)
  }
}

const launchers: Record<EngineName, () => Promise<Engine>> = {
  chromium: chromiumEngine,
  firefox: firefoxEngine,
  webkit: webkitEngine,
}

mkdirSync(out, { recursive: true })
const rows: string[][] = []
const notes: string[] = []

// A page the server does not have (yet) is skipped, with a note, in every engine.
const statuses = await Promise.all(visits.map(({ path }) => fetch(new URL(path, base)).then((answer) => answer.status)))
const present = visits.filter((visit, index) => {
  const status = statuses[index] ?? 0
  if (status < 400) return true
  notes.push(`${visit.path} answered ${status}: ${visit.captures.map(({ name }) => name).join(', ')} skipped.`)
  return false
})

const versions: string[] = []
for (const name of engines) {
  const engine = await launchers[name]()
  versions.push(engine.version)
  console.log(`${engine.version} at ${engine.widths.join(' and ')} px`)
  try {
    for (const width of engine.widths) {
      for (const visit of present) {
        await engine.withTab(width, async (tab) => {
          await tab.goto(new URL(visit.path, base).href)
          for (const capture of visit.captures) {
            const file = join(out, `${capture.name}-${engine.name}-${width}.png`)
            const note: string[] = []
            if (capture.press) {
              if (!(await tab.evaluate<boolean>(call(hasButton, capture.press.source, capture.press.flags)))) {
                const skipped = `${capture.name} (${engine.name}, ${width} px): no button named ${capture.press} on ${visit.path}; skipped.`
                notes.push(skipped)
                console.log(skipped)
                continue
              }
              await tab.clickButton(capture.press)
            }
            if (capture.run) {
              const before = await tab.evaluate<number>(call(resultHeadings))
              await tab.clickButton(runButton)
              const shown = await poll(
                async () => (await tab.evaluate<number>(call(resultHeadings))) > before,
                settleMs,
              )
              if (!shown) note.push(`no result heading appeared within ${settleMs / 1000} s of Run`)
            }
            if (!(await waitUntilStill(tab.evaluate, settleMs))) note.push(`not at rest within ${settleMs / 1000} s`)
            await tab.evaluate('window.scrollTo(0, 0)')
            await sleep(200)
            if (capture.element === 'footer') {
              const { png, measured } = await fullPage<ReturnType<typeof footerArea>>(tab, call(footerArea))
              if (!measured) throw new Error(`No footer on ${visit.path}`)
              writeFileSync(file, cropPng(png, measured))
            } else {
              writeFileSync(file, (await fullPage(tab)).png)
            }
            rows.push([capture.name, visit.path, engine.name, String(width), relative(out, file), note.join('; ')])
            console.log(`${engine.name} ${width} ${capture.name}${note.length ? ` (${note.join('; ')})` : ''}`)
          }
        })
      }
    }
  } finally {
    await engine.close()
  }
}

const table = [
  '| Page | Path | Engine | Width | File | Note |',
  '|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
]
const index = [
  `# Screenshots of ${base}`,
  '',
  `Taken ${new Date().toISOString()} with ${versions.join(', ')}. Full pages at each width (the footer alone as an element); WebKitGTK's 447 px stands in for 375 px (MiniBrowser's narrowest page, the same layout).`,
  '',
  ...(notes.length ? [...notes.map((note) => `- ${note}`), ''] : []),
  ...table,
  '',
].join('\n')
writeFileSync(join(out, 'index.md'), index)
console.log(`\n${notes.join('\n')}\n${rows.length} screenshots and index.md in ${out}`)
