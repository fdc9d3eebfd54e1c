// @ts-check
/**
 * `npm run bench`: builds the site, serves it with our own server on a loopback port, and runs
 * Lighthouse in a local headless Chromium (found as the browser tests find it) on every route with
 * the mobile and desktop presets, several interleaved runs each. Prints one table of medians
 * (min–max) and the first-load bytes of each route, and writes both as JSON and Markdown to
 * reports/. Needs no network beyond loopback.
 *
 * Beside the routes it measures the instrument's own floor (bench/floor.js): a static page with no
 * script served with our headers, with and without Cross-Origin-Opener-Policy. A route's figures
 * read against those rows: what the floor already scores is this machine's Chromium and Lighthouse,
 * not the page.
 *
 * Options: --runs N (default 3), --no-build (measure the current build/), --preset mobile|desktop,
 * --route PATH (repeatable; default: every public route and an unknown path), --no-floor,
 * --without-scripts (beside each route, the same page with every script request refused: what its
 * scripts add to Total Blocking Time is the difference between the two rows).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, findChromium } from '../tests/support/chromium.js'
import { firstLoad, kb, resourceTypes } from './first-load.js'
import { floorPages, startFloorServer } from './floor.js'
import { freePort, startServer, stat, stop, table } from './serve.js'

const unknownPath = '/no-such-page'
const buildDir = 'build/client'
const reportsDir = 'reports'

const categories = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo'])
const metrics = /** @type {const} */ ([
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 's' },
])

/** @typedef {'mobile' | 'desktop'} Preset */
/**
 * One Lighthouse run: category scores 0–100 and metric values in ms (CLS unitless), or why not.
 * @typedef {{ route: string, preset: Preset, run: number, status?: number, error?: string,
 *   scores: Record<string, number | null>, metrics: Record<string, number | null> }} RunResult
 */
/** @typedef {{ median: number, min: number, max: number } | null} Stat */

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-floor': { type: 'boolean', default: false },
    'without-scripts': { type: 'boolean', default: false },
    preset: { type: 'string', multiple: true },
    route: { type: 'string', multiple: true },
  },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number; got ${options.runs}`)
const presets = /** @type {Preset[]} */ (options.preset ?? ['mobile', 'desktop'])
for (const preset of presets) {
  if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`--preset must be mobile or desktop; got ${preset}`)
}
if (!options['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Every public route is in the build's sitemap (made from app/routes.ts), so the route table stays the one list.
const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')
const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
const routes = options.route ?? [...publicPaths, unknownPath]

const bytes = routes.map((route) => firstLoad(buildDir, route))
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = await startServer(port)
const floorPort = options['no-floor'] ? undefined : await freePort()
const floorServer = floorPort === undefined ? undefined : await startFloorServer(floorPort)
/**
 * What each row measures: a route of ours (and, if asked, the same page without its scripts), then the floor pages.
 * @type {{ label: string, url: string, scripts?: boolean }[]}
 */
const targets = [
  ...routes.flatMap((route) => [
    { label: route, url: `${origin}${route}` },
    ...(options['without-scripts']
      ? [{ label: `${route} (no scripts)`, url: `${origin}${route}`, scripts: false }]
      : []),
  ]),
  ...(floorPort === undefined
    ? []
    : floorPages.map((floor) => ({ label: floor.label, url: `http://127.0.0.1:${floorPort}${floor.path}` }))),
]
const chrome = await launchChromium()
/** @type {RunResult[]} */
const results = []
try {
  const chromium = await browserVersion(chrome.port)
  console.log(
    `\nLighthouse ${lighthouseVersion()} in ${chromium}, ${runs} run(s) per route and preset, against ${origin}\n`,
  )
  // Interleaved (run 1 of every route and preset, then run 2, …) so that a noisy moment on a shared
  // machine spreads over all rows instead of skewing one.
  for (let run = 1; run <= runs; run++) {
    for (const { label, url, scripts } of targets) {
      for (const preset of presets) {
        const result = await audit(url, label, preset, run, chrome.port, scripts)
        results.push(result)
        const summary = result.error
          ? result.error
          : categories.map((id) => `${id} ${result.scores[id]}`).join(', ') +
            `, LCP ${format(result.metrics['largest-contentful-paint'] ?? null, 's')}`
        console.log(`run ${run}/${runs} ${preset.padEnd(7)} ${label.padEnd(14)} ${summary}`)
      }
    }
  }
} finally {
  await Promise.all([
    stop(chrome.process),
    stop(server),
    new Promise((resolve) => (floorServer ? floorServer.close(resolve) : resolve(undefined))),
  ])
  // Chromium may still be writing its profile as it exits; a leftover temporary folder is no reason to lose the results.
  try {
    rmSync(chrome.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  } catch (error) {
    console.log(`Could not remove ${chrome.profile}: ${error instanceof Error ? error.message : error}`)
  }
}

const rows = summarize(results)
const markdown = renderMarkdown(rows, bytes)
console.log(`\n${markdown}`)
mkdirSync(reportsDir, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const json = JSON.stringify({ date: new Date().toISOString(), runs, presets, routes, rows, bytes, results }, null, 2)
for (const name of [`bench-${stamp}`, 'bench-latest']) {
  writeFileSync(join(reportsDir, `${name}.json`), `${json}\n`)
  writeFileSync(join(reportsDir, `${name}.md`), `${markdown}\n`)
}
console.log(`Written to ${reportsDir}/bench-${stamp}.{json,md} and ${reportsDir}/bench-latest.{json,md}`)

/**
 * Runs Lighthouse once, retrying up to twice when it fails to record the page (NO_NAVSTART and
 * similar trace errors happen now and then on a busy machine). Lighthouse refuses to audit a page
 * answered with an error status (the 404 page): that run is recorded with its status and no scores.
 *
 * @param {string} url @param {string} route @param {Preset} preset @param {number} run @param {number} port @param {boolean} [scripts] false: every script request refused
 * @returns {Promise<RunResult>}
 */
async function audit(url, route, preset, run, port, scripts = true) {
  const status = await fetch(url).then((response) => response.status)
  if (status >= 400) return { route, preset, run, status, error: `n/a (${status})`, scores: {}, metrics: {} }
  let error = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return { route, preset, run, status, ...(await lighthouseOnce(url, preset, port, scripts)) }
    } catch (caught) {
      error = `error: ${(caught instanceof Error ? caught.message : String(caught)).split('\n')[0]}`
      console.log(`run ${run}/${runs} ${preset.padEnd(7)} ${route.padEnd(14)} attempt ${attempt}: ${error}`)
    }
  }
  return { route, preset, run, status, error, scores: {}, metrics: {} }
}

/**
 * @param {string} url @param {Preset} preset @param {number} port @param {boolean} scripts
 * @returns {Promise<Pick<RunResult, 'scores' | 'metrics'>>}
 */
async function lighthouseOnce(url, preset, port, scripts) {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
      disableFullPageScreenshot: true,
      ...(scripts ? {} : { blockedUrlPatterns: ['*.js'] }),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error('Lighthouse returned no result')
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  return {
    scores: Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score
        return [id, typeof score === 'number' ? Math.round(score * 100) : null]
      }),
    ),
    metrics: Object.fromEntries(
      metrics.map(({ id }) => {
        const value = lhr.audits[id]?.numericValue
        return [id, typeof value === 'number' ? value : null]
      }),
    ),
  }
}

/**
 * Medians and ranges per route and preset.
 *
 * @param {RunResult[]} all
 */
function summarize(all) {
  return targets.flatMap(({ label: route }) =>
    presets.map((preset) => {
      const mine = all.filter((result) => result.route === route && result.preset === preset)
      const ok = mine.filter((result) => !result.error)
      const note = ok.length === 0 ? (mine[0]?.error ?? 'n/a') : undefined
      return {
        route,
        preset,
        runs: ok.length,
        note,
        scores: Object.fromEntries(categories.map((id) => [id, stat(ok.map((result) => result.scores[id]))])),
        metrics: Object.fromEntries(metrics.map(({ id }) => [id, stat(ok.map((result) => result.metrics[id]))])),
      }
    }),
  )
}

/**
 * @param {ReturnType<typeof summarize>} rows
 * @param {import('./first-load.js').FirstLoad[]} loads
 */
function renderMarkdown(rows, loads) {
  const lighthouseHeader = [
    'Route',
    'Preset',
    'Runs',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    ...metrics.map((metric) => metric.label),
  ]
  const lighthouseRows = rows.map((row) => [
    row.route,
    row.preset,
    String(row.runs),
    ...(row.note
      ? [...categories.map(() => row.note ?? ''), ...metrics.map(() => '–')]
      : [
          ...categories.map((id) => formatStat(row.scores[id] ?? null, 'score')),
          ...metrics.map(({ id, unit }) => formatStat(row.metrics[id] ?? null, unit)),
        ]),
  ])
  const bytesHeader = ['Route', 'File', ...resourceTypes.map((type) => type.toUpperCase()), 'Total']
  const bytesRows = loads.map((load) => [
    load.route,
    load.file,
    ...[...resourceTypes, /** @type {const} */ ('total')].map(
      (type) => `${kb(load.totals[type].raw)} / ${kb(load.totals[type].gzip)}`,
    ),
  ])
  const externals = loads.flatMap((load) => load.external.map((url) => `${load.route}: ${url}`))
  return [
    `Lighthouse ${lighthouseVersion()}: median (min–max) of the runs that completed (${runs} asked); scores 0–100, times in s (TBT ms).`,
    '',
    table(lighthouseHeader, lighthouseRows),
    ...(targets.length > routes.length
      ? [
          '',
          'The floor rows are a static page with no script, served with our headers and again without Cross-Origin-Opener-Policy (bench/floor.js): what they score is this machine, browser and Lighthouse, not the site.',
        ]
      : []),
    '',
    'First-load bytes per route, KiB (1024 bytes) raw / gzip (HTML, stylesheets, every script run at load with its static imports, preloaded fonts, eager images and icons; inline scripts and styles count in JS and CSS, and once in the total):',
    '',
    table(bytesHeader, bytesRows),
    ...(externals.length ? ['', `Third-party requests on first load: ${externals.join(', ')}`] : []),
  ].join('\n')
}

/** @param {Stat} value @param {string} unit */
function formatStat(value, unit) {
  if (!value) return '–'
  const median = format(value.median, unit)
  return value.min === value.max ? median : `${median} (${format(value.min, unit)}–${format(value.max, unit)})`
}

/** @param {number | null} value @param {string} unit */
function format(value, unit) {
  if (value === null) return '–'
  if (unit === 'score') return String(Math.round(value))
  if (unit === 's') return (value / 1000).toFixed(2)
  if (unit === 'ms') return String(Math.round(value))
  return value.toFixed(3)
}

function lighthouseVersion() {
  return spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], {
    encoding: 'utf8',
  }).stdout.trim()
}

/**
 * Starts headless Chromium with a remote-debugging port for Lighthouse, in a throwaway profile.
 *
 * @returns {Promise<{ process: import('node:child_process').ChildProcess, port: number, profile: string }>}
 */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    findChromium(),
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start within 20 s:\n${output}`)), 20_000)
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
      if (output.length > 100_000) return
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited with code ${code}:\n${output}`))
    })
  })
  // Keep reading so a full pipe never blocks the browser.
  child.stderr?.resume()
  return { process: child, port, profile }
}

async function browserVersion(/** @type {number} */ port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`)
  const { Browser } = /** @type {{ Browser: string }} */ (await response.json())
  return Browser
}
