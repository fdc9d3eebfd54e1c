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
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../tests/support/chromium.js'
import {
  chainInteractions,
  drawnRow,
  heroInteractions,
  interactions,
  longTaskInteractions,
} from './lab-interactions.js'
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
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./lab-interactions.js').Interaction} Interaction */
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number; got ${options.runs}`)

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
const rowNames = [...interactions, ...chainInteractions, ...heroInteractions].flatMap((interaction) =>
  interaction.drawn ? [interaction.name, drawnRow(interaction)] : [interaction.name],
)
const rows = rowNames.map((name) => [
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
    if (interaction.drawn) await page.evaluate(timeUntilDrawn, interaction.drawn)
    await interaction.act(page)
    await interaction.done(page)
    await settle(page)
    if (interaction.drawn)
      // @ts-expect-error timeUntilDrawn's result
      durations.push([drawnRow(interaction), await page.evaluate(() => window.__drawnAfter ?? null)])
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

/**
 * In the page: from the next press (pointer or key), how long until the element `selector` is on
 * screen with words in it, as `window.__drawnAfter` in ms: checked at each frame's start, and timed
 * to the start of the frame after the one that first shows it, when that frame's drawing is done on
 * the main thread. It still leaves out that frame's raster and display, which Event Timing's
 * figures include.
 *
 * @param {string} selector
 */
function timeUntilDrawn(selector) {
  Object.assign(window, { __drawnAfter: undefined })
  const start = (/** @type {Event} */ event) => {
    removeEventListener('pointerdown', start, true)
    removeEventListener('keydown', start, true)
    const check = () => {
      const element = document.querySelector(selector)
      if (element?.checkVisibility() && element.textContent?.trim())
        requestAnimationFrame((now) => Object.assign(window, { __drawnAfter: now - event.timeStamp }))
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }
  addEventListener('pointerdown', start, true)
  addEventListener('keydown', start, true)
}

/** Waits until two frames have painted and the observer has had time to report. */
function settle(/** @type {Page} */ page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 400)))),
  )
}
