import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ConsoleMessage } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'
import { type Site, startNodeSite } from '../support/servers'
import { type SmokePage, smokeSuite } from './smoke'

// The smoke suite in Firefox ESR, the engine our Chromium suite cannot see. Debian's firefox-esr,
// driven over WebDriver BiDi by puppeteer-core (Playwright's own Firefox cannot be downloaded here,
// and its BiDi channel needs a newer Firefox than the ESR). .ci/run installs the package.

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

let site: Site
let browser: Browser

beforeAll(async () => {
  if (!existsSync(firefoxPath)) {
    throw new Error(`No Firefox at ${firefoxPath}: apt-get install firefox-esr (.ci/run does it), or set FIREFOX_PATH.`)
  }
  site = await startNodeSite()
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/**
 * A new page at this width for the length of `use`, recording console errors and warnings and
 * uncaught errors. Requests to other hosts are answered here (the machine has no internet), with
 * an empty page.
 */
async function withPage(width: number, use: (page: SmokePage) => Promise<void>) {
  const page = await browser.newPage()
  try {
    await page.setViewport({ width, height: 800 })
    let messages: string[] = []
    let blockScripts = false
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warn') messages.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => messages.push(`uncaught: ${error}`))
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== new URL(site.url).origin) {
        void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' })
      } else if (blockScripts && url.pathname.endsWith('.js')) {
        void request.abort()
      } else {
        void request.continue()
      }
    })
    await use({
      goto: async (path, { scripts = true } = {}) => {
        blockScripts = !scripts
        messages = []
        await page.goto(new URL(path, site.url).href)
      },
      // puppeteer's types cannot follow a generic function through; the values pass unchanged.
      evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => never, ...args),
      click: (selector) => page.click(selector),
      clickButton: (name) => page.click(`::-p-aria(${name}[role="button"])`),
      type: (selector, text) => page.type(selector, text),
      problems: async () => [...messages],
    })
  } finally {
    await page.close()
  }
}

smokeSuite({ name: 'Firefox ESR', widths: [375, 1280], withPage })
