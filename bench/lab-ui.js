// @ts-check
/**
 * `npm run bench:lab-ui`: how long the Strategy Lab (and the home page's live card, which runs the
 * Lab's engine) takes to answer each interaction, as a visitor
 * on a slow phone feels it. Serves the production build (build/, made by `npm run build`; this
 * script builds nothing) with our own server on a loopback port, drives the local Chromium at 4x
 * CPU throttle (the DevTools protocol's Emulation.setCPUThrottlingRate) at 375 and 1280 px, and
 * reads each interaction's duration from the browser's own Event Timing API (PerformanceObserver
 * 'event' entries with an interactionId, durationThreshold 16): from the input to the next paint,
 * the figure Interaction to Next Paint is made of. Several fresh pages per width; prints the
 * median and the maximum per interaction and width, and writes them as JSON and Markdown to
 * reports/lab-ui-latest.*. Every input is a trusted one (mouse or keyboard through the protocol).
 *
 * An interaction shorter than 16 ms reports no entry: it shows as "<16". Reading a 20,000-row chain
 * is measured by its longest main-thread task instead (the Long Tasks API, 50 ms and over): "<50"
 * when there was none.
 *
 * Options: --runs N (default 5), --throttle N (default 4), --width PX (repeatable; default 375 and 1280),
 * --baseline DIR: also measure another checkout with its own build (e.g. the main branch's, built),
 * served by its own server, its runs interleaved with this one's, so that before and after share
 * the machine's moment: on a busy machine, figures taken minutes apart do not compare.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../tests/support/chromium.js'
import { largeChain } from './large-chain.js'
import { freePort, startServer, stat, stop, table } from './serve.js'

const reportsDir = 'reports'
/** Event Timing reports nothing shorter: an interaction with no entry took less. */
const threshold = 16

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
    width: { type: 'string', multiple: true },
    baseline: { type: 'string' },
    // Accepted for symmetry with `npm run bench`: this script never builds.
    'no-build': { type: 'boolean', default: false },
  },
})
const runs = Number(options.runs)
const throttle = Number(options.throttle)
const widths = (options.width ?? ['375', '1280']).map(Number)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number; got ${options.runs}`)

/**
 * The interactions, in the order one run performs them on a fresh page with the default template.
 * `act` is the measured input; `ready` readies it (not measured); `done` waits for its visible effect.
 *
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{ name: string, ready?: (page: Page) => Promise<void>, act: (page: Page) => Promise<void>, done: (page: Page) => Promise<void> }} Interaction
 * @type {Interaction[]}
 */
const interactions = [
  {
    // What every visitor does first: the page as it loaded, nothing changed.
    name: 'First Run after load',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
  {
    name: "Open a node's editor",
    ready: (page) => aimAt(editButton(page)),
    act: (page) => editButton(page).click(),
    done: (page) => editorOf(page).waitFor(),
  },
  {
    name: 'Apply a node editor',
    ready: async (page) => {
      await editorOf(page).getByRole('spinbutton', { name: 'Quantity' }).fill('3')
      await aimAt(editorOf(page).getByRole('button', { name: 'Apply' }))
    },
    act: (page) => editorOf(page).getByRole('button', { name: 'Apply' }).click(),
    done: (page) => editorOf(page).waitFor({ state: 'hidden' }),
  },
  {
    name: 'Undo',
    ready: (page) => aimAt(undoButton(page)),
    act: (page) => undoButton(page).click(),
    done: async () => {},
  },
  {
    name: 'Type in a scenario field',
    ready: async (page) => {
      // On a phone the figures only conditions read are behind their disclosure.
      const vix = page.getByRole('spinbutton', { name: 'VIX', exact: true })
      if (!(await vix.isVisible())) await page.getByText('More market figures').click()
      await vix.focus()
      await page.keyboard.press('End')
    },
    act: (page) => page.keyboard.press('5'),
    done: async () => {},
  },
  {
    name: 'Run',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
  {
    name: 'Replay',
    ready: (page) => aimAt(page.getByRole('button', { name: 'Replay sample session' })),
    act: (page) => page.getByRole('button', { name: 'Replay sample session' }).click(),
    done: (page) => page.getByRole('heading', { name: /^(Sample session replay|Replay)/ }).waitFor(),
  },
  {
    // The choice, then its Open button; in a build whose choice opened a template on each arrow
    // (measured with --baseline), the arrow itself.
    name: 'Switch templates',
    ready: async (page) => {
      const choice = page.getByRole('combobox', { name: 'Start from a template' })
      if (await openButton(page).count()) {
        await choice.selectOption({ index: 1 })
        await aimAt(openButton(page))
      } else await choice.focus()
    },
    act: async (page) =>
      (await openButton(page).count()) ? openButton(page).click() : page.keyboard.press('ArrowDown'),
    done: async () => {},
  },
  {
    name: 'Run after switching templates',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
]

/**
 * The home page's live card, on a fresh load of /: its code loads on the first touch (focus), and
 * what is measured is the press after it has loaded (the card taking the markup over included),
 * then a second press.
 *
 * @type {Interaction[]}
 */
const heroInteractions = [
  {
    name: 'Hero card: first press, its code loaded',
    ready: async (page) => {
      const loaded = page.waitForResponse((response) => /\/assets\/hero-live-[\w-]+\.js$/.test(response.url()))
      await inView(heroChoice(page, 'IV rank'))
      await heroChoice(page, 'IV rank').locator('input').first().focus()
      await loaded
    },
    act: (page) => heroChoice(page, 'IV rank').locator('label').last().click(),
    done: (page) => heroStatus(page).filter({ hasText: /\S/ }).waitFor(),
  },
  {
    name: 'Hero card: another press',
    ready: (page) => inView(heroChoice(page, 'Alert')),
    act: (page) => heroChoice(page, 'Alert').locator('label').last().click(),
    done: (page) => heroStatus(page).filter({ hasText: 'sell' }).waitFor(),
  },
]
/**
 * A trader's own chain on /lab, after the interactions above: a 20,000-row chain file read (what is
 * measured is the longest main-thread task while it is read: the parsing runs in a Web Worker, and
 * none of the page's own work may hold it), then a Run priced from it.
 *
 * @type {Interaction[]}
 */
const chainInteractions = [
  {
    name: 'Longest task while a 20,000-row chain is read',
    ready: (page) => inView(page.getByRole('group', { name: 'Your option chain' })),
    act: (page) =>
      page.getByRole('group', { name: 'Your option chain' }).locator('input[type=file]').setInputFiles(largeChainFile),
    done: (page) => page.locator('[data-live="status"]', { hasText: 'Chain loaded' }).waitFor({ timeout: 60_000 }),
  },
  {
    name: 'Run with the chain loaded',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
]
/**
 * The chain, as a file on disk: the browser reads a file chosen by its path as a visitor's; one
 * passed as bytes would be built in the page by Playwright's own script, on the main thread measured.
 */
const largeChainFile = join(mkdtempSync(join(tmpdir(), 'lab-ui-')), 'chain-20000.csv')
writeFileSync(largeChainFile, largeChain())
/** The first of these is measured by its long tasks, not by Event Timing: a file chosen is no interaction. */
const longTaskInteractions = new Set([chainInteractions[0]?.name])

const heroChoice = (/** @type {Page} */ page, /** @type {string} */ legend) =>
  page.locator('#home [data-hero-controls]').getByRole('group', { name: legend })
const heroStatus = (/** @type {Page} */ page) => page.locator('#home figure [role="status"]')

/**
 * Scrolls a control into view before it is pressed, as the visitor does: Playwright's click would
 * otherwise scroll it in the same instant as the press, and the press would be charged with
 * drawing the part of the page the scroll brings in.
 */
async function inView(/** @type {import('@playwright/test').Locator} */ control) {
  await control.scrollIntoViewIfNeeded()
}
/**
 * Readies a control to be pressed as the visitor does: in view, and with a mouse (the desktop
 * width) the pointer resting on it. Playwright's click moves the pointer and presses in the same
 * instant, which no hand does: the press would be charged with the pointer's arrival (the hover's
 * style, layout and paint, and the leaving control's). On a touch screen nothing hovers: the tap
 * brings the pointer with it, and so does the click.
 */
async function aimAt(/** @type {import('@playwright/test').Locator} */ control) {
  await inView(control)
  if (!(await control.page().evaluate(() => matchMedia('(pointer: coarse)').matches))) await control.hover()
}
const runButton = (/** @type {Page} */ page) => page.locator('#lab-run')
/** A run's result is on the page: the Run bar says so. */
function upToDate(/** @type {Page} */ page) {
  return page.locator('#lab-run-status', { hasText: 'Up to date' }).waitFor()
}
const openButton = (/** @type {Page} */ page) => page.getByRole('button', { name: 'Open', exact: true })
const editButton = (/** @type {Page} */ page) => page.getByRole('button', { name: /^Edit Open/ }).first()
const undoButton = (/** @type {Page} */ page) =>
  page.getByRole('toolbar', { name: 'Strategy' }).getByRole('button', { name: /^Undo/ })

/**
 * The Open node's editor, open in place in the tree; or, in a build from before 2026-11-26 measured
 * with --baseline, the modal dialog the editors were then.
 */
function editorOf(/** @type {Page} */ page) {
  const name = 'Edit Open position'
  return page.getByRole('form', { name }).or(page.getByRole('dialog', { name }))
}

/** What is measured: this checkout, and the baseline's when given. */
const sites = [
  ...(options.baseline ? [{ label: 'baseline', root: options.baseline }] : []),
  { label: options.baseline ? 'this' : '', root: '.' },
]
const servers = await Promise.all(
  sites.map(async (site) => {
    const port = await freePort()
    return { ...site, origin: `http://127.0.0.1:${port}`, process: await startServer(port, site.root) }
  }),
)
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
/** @type {{ site: string, width: number, run: number, interaction: string, duration: number | null }[]} */
const samples = []
try {
  console.log(`\nLab interactions in ${browser.version()} at ${throttle}x CPU throttle, ${runs} run(s) per width\n`)
  // Interleaved widths (and sites), so that a noisy moment on a shared machine spreads over all.
  for (let run = 1; run <= runs; run++) {
    for (const width of widths) {
      for (const site of servers) {
        const durations = await measureOnce(site.origin, width)
        for (const [interaction, duration] of durations)
          samples.push({ site: site.label, width, run, interaction, duration })
        console.log(
          `run ${run}/${runs} ${site.label.padEnd(8)} ${String(width).padStart(4)} px  ${durations.map(([name, ms]) => `${name} ${shown(ms)}`).join(', ')}`,
        )
      }
    }
  }
} finally {
  await browser.close()
  await Promise.all(servers.map((site) => stop(site.process)))
}

const columns = servers.flatMap((site) => widths.map((width) => ({ site: site.label, width })))
const rows = [...interactions, ...chainInteractions, ...heroInteractions].map(({ name }) => [
  name,
  ...columns.flatMap(({ site, width }) => {
    const mine = samples.filter(
      (sample) => sample.site === site && sample.width === width && sample.interaction === name,
    )
    const summary = stat(mine.map((sample) => sample.duration ?? threshold - 1))
    if (!summary) return ['–', '–']
    // A long task is one of 50 ms or more: none at all is "<50".
    const figure = longTaskInteractions.has(name) ? (/** @type {number} */ ms) => (ms < 50 ? '<50' : shown(ms)) : shown
    return [figure(summary.median), figure(summary.max)]
  }),
])
const markdown = table(
  [
    'Interaction',
    ...columns.flatMap(({ site, width }) => [
      `${site} ${width} px median (ms)`.trim(),
      `${site} ${width} px max`.trim(),
    ]),
  ],
  rows,
)
console.log(`\n${markdown}`)
mkdirSync(reportsDir, { recursive: true })
const json = JSON.stringify(
  { date: new Date().toISOString(), runs, throttle, widths, baseline: options.baseline, rows, samples },
  null,
  2,
)
writeFileSync(join(reportsDir, 'lab-ui-latest.json'), `${json}\n`)
writeFileSync(join(reportsDir, 'lab-ui-latest.md'), `${markdown}\n`)
console.log(`Written to ${reportsDir}/lab-ui-latest.{json,md}`)

/** @param {number | null} ms */
function shown(ms) {
  return ms === null || ms < threshold ? `<${threshold}` : String(Math.round(ms))
}

/**
 * One fresh page (empty storage) at a width: every interaction in turn, each measured alone.
 *
 * @param {string} origin
 * @param {number} width
 * @returns {Promise<[string, number | null][]>}
 */
async function measureOnce(origin, width) {
  const phone = width < 640
  const context = await browser.newContext({
    viewport: { width, height: phone ? 812 : 800 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  })
  try {
    const page = await context.newPage()
    await showWholeViewport(page)
    await page.addInitScript((durationThreshold) => {
      /** @type {{ name: string, duration: number, interactionId: number }[]} */
      const entries = []
      /** @type {number[]} */
      const longTasks = []
      Object.assign(window, { __labEvents: entries, __longTasks: longTasks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        // interactionId is part of Event Timing, not yet of TypeScript's DOM types.
        for (const entry of /** @type {(PerformanceEventTiming & { interactionId: number })[]} */ (list.getEntries())) {
          if (entry.interactionId)
            entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId })
        }
        // @ts-expect-error durationThreshold is part of Event Timing, not yet of TypeScript's options
      }).observe({ type: 'event', durationThreshold, buffered: true })
    }, threshold)
    await page.goto(`${origin}/lab`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.locator('#workbench').waitFor()
    // Drawn a part per frame (app/lab/ui/stages.tsx): busy until the last part is there.
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    /** @type {[string, number | null][]} */
    const durations = await measureEach(page, interactions)
    // On a phone the chain's panel is behind its disclosure (opened, not measured); a build from
    // before the chain could be loaded (--baseline) has neither.
    const closedChain = page.locator('details:not([open]) > summary').filter({ hasText: 'Your option chain' })
    if (await closedChain.count()) await closedChain.click()
    if (await page.getByRole('group', { name: 'Your option chain' }).count())
      durations.push(...(await measureEach(page, chainInteractions)))
    // The home page's card, on its own fresh load, unthrottled while it loads as the Lab was.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.goto(`${origin}/`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    durations.push(...(await measureEach(page, heroInteractions)))
    return durations
  } finally {
    await context.close()
  }
}

/**
 * Makes the page's browser window tall enough to hold the whole viewport below the browser's own
 * toolbar. Headless Chromium makes the window as tall as the viewport, toolbar included: the
 * toolbar took the window's top 87 px (Chromium 156), and the viewport's bottom 87 px fell off
 * screen. The Lab's Run bar is fixed there, and a frame whose only change it was is never drawn.
 * Event Timing then ended a press of Run at the next frame drawn, the result's: 104 ms where the
 * press's own frame, drawn, takes 32 (Run with the chain loaded, 375 px). On a phone the whole
 * viewport is on screen. The viewport itself (the page's size, its layout) does not change.
 *
 * @param {Page} page
 */
async function showWholeViewport(page) {
  const browserSession = await browser.newBrowserCDPSession()
  const pageSession = await page.context().newCDPSession(page)
  try {
    const { targetInfo } = await pageSession.send('Target.getTargetInfo')
    const { windowId, bounds } = await browserSession.send('Browser.getWindowForTarget', {
      targetId: targetInfo.targetId,
    })
    // Room for a toolbar, with a margin: a window taller than that changes nothing on the page.
    await browserSession.send('Browser.setWindowBounds', {
      windowId,
      bounds: { height: (bounds.height ?? 0) + 200 },
    })
  } finally {
    await pageSession.detach()
    await browserSession.detach()
  }
}

/**
 * Each interaction in turn, measured alone: readied, settled, pressed, its effect awaited.
 *
 * @param {Page} page
 * @param {Interaction[]} list
 * @returns {Promise<[string, number | null][]>}
 */
async function measureEach(page, list) {
  /** @type {[string, number | null][]} */
  const durations = []
  for (const interaction of list) {
    await interaction.ready?.(page)
    await settle(page)
    await page.evaluate(() => {
      // @ts-expect-error the init script's buffers
      window.__labEvents.length = 0
      // @ts-expect-error the init script's buffers
      window.__longTasks.length = 0
    })
    await interaction.act(page)
    await interaction.done(page)
    await settle(page)
    const entries = /** @type {{ duration: number }[]} */ (
      // @ts-expect-error the init script's buffer
      await page.evaluate(() => window.__labEvents)
    )
    // A long task is one over 50 ms: with none, the longest was shorter (shown as "<16" as an interaction's would be).
    const longTasks = /** @type {number[]} */ (
      // @ts-expect-error the init script's buffer
      await page.evaluate(() => window.__longTasks)
    )
    if (longTaskInteractions.has(interaction.name)) {
      durations.push([interaction.name, longTasks.length ? Math.max(...longTasks) : null])
      continue
    }
    durations.push([interaction.name, entries.length ? Math.max(...entries.map((entry) => entry.duration)) : null])
  }
  return durations
}

/** Waits until two frames have painted and the observer has had time to report. */
function settle(/** @type {Page} */ page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 400)))),
  )
}
