// @ts-check
// Plain JavaScript so that both the Playwright config and the Lighthouse benchmark (a Node script,
// bench/lighthouse.js) find the same browser in the same way.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Finds a Chromium for Playwright and Lighthouse on any machine the README promises to work on, in
 * this order: CHROMIUM_PATH; a Chromium or Chrome installed on the system; the Chromium shipped
 * inside the @sparticuz/chromium npm package (Linux x64/arm64), so a fresh machine with only the npm
 * registry can still run every browser test. Never downloads a browser.
 *
 * @returns {string} the browser's executable path
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  const system = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ].find((path) => existsSync(path))
  if (system && !process.env.USE_BUNDLED_CHROMIUM) return system
  return bundledChromium()
}

/**
 * The Chromium the Playwright suites drive: CHROMIUM_PATH if set; else Chromium's headless shell
 * (Debian's chromium-headless-shell), which is what Playwright itself runs headless tests in, the
 * same Blink and V8 without the browser's own interface: the browser suite took a third less time in
 * it (a11y and home: 88 s in the full browser, 60 s in the shell, on 2 cores); else findChromium().
 * Lighthouse (bench/) and the font-swap test keep the full browser: what they measure is what a
 * visitor's Chrome draws.
 *
 * @returns {string} the browser's executable path
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium()
  const shell = '/usr/bin/chromium-headless-shell'
  return existsSync(shell) && !process.env.USE_BUNDLED_CHROMIUM ? shell : findChromium()
}

/**
 * Unpacks @sparticuz/chromium (once, into the system temp folder) and returns its path. Runs in a
 * child process because unpacking is asynchronous and the Playwright config needs the path at once.
 *
 * @returns {string}
 */
function bundledChromium() {
  const script = `
    const { default: chromium } = await import('@sparticuz/chromium')
    const path = await chromium.executablePath()
    console.log(JSON.stringify({ path, libs: process.env.LD_LIBRARY_PATH ?? '' }))`
  /** @type {string} */
  let output
  try {
    output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  } catch (error) {
    throw new Error(
      `No Chromium found: set CHROMIUM_PATH, install one (apt-get install chromium), or run npm ci so that @sparticuz/chromium is present.\n${error}`,
    )
  }
  /** @type {{ path: string, libs: string }} */
  const { path, libs } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}')
  // The bundled build brings its own shared libraries; the browser process inherits this.
  if (libs) process.env.LD_LIBRARY_PATH = libs
  return path
}

/** Flags for a headless Chromium on a closed network, as root (Chromium hangs on a closed network without them). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
]
