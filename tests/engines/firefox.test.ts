import { type Browser, type ConsoleMessage, type KeyInput, ProtocolError } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'
import { launchFirefox, setViewport } from '../support/firefox'
import { type Site, startNodeSite } from '../support/servers'
import { type SmokePage, smokeSuite } from './smoke'

// The smoke suite in Firefox ESR, the engine our Chromium suite cannot see, launched as
// tests/support/firefox.ts describes.

let site: Site
let browser: Browser

beforeAll(async () => {
  site = await startNodeSite()
  browser = await launchFirefox()
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
    await setViewport(page, width, 800)
    let messages: string[] = []
    let blockScripts = false
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warn') messages.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => messages.push(`uncaught: ${error}`))
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      const url = new URL(request.url())
      // data: and blob: URLs never reach a host; they go on as they are.
      if (/^https?:$/.test(url.protocol) && url.origin !== new URL(site.url).origin) {
        void settle(
          request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
        )
      } else if (blockScripts && url.pathname.endsWith('.js')) {
        void settle(request.abort())
      } else {
        void settle(request.continue())
      }
    })
    await use({
      goto: async (path, { scripts = true } = {}) => {
        blockScripts = !scripts
        messages = []
        await page.goto(new URL(path, site.url).href)
        const actual = await page.evaluate(() => window.innerWidth)
        if (actual !== width) throw new Error(`The page is ${actual} px wide, not ${width} px`)
      },
      // puppeteer's types cannot follow a generic function through; the values pass unchanged.
      evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => never, ...args),
      click: (selector) => page.click(selector),
      clickButton: (name) => page.click(`::-p-aria(${name}[role="button"])`),
      type: (selector, text) => page.type(selector, text),
      fill: async (selector, value) => {
        const type = await page.$eval(selector, (field) => (field as HTMLInputElement).type)
        if (type === 'date' || type === 'time') {
          // Focus lands on the control's first field only when it comes from outside the control.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
          await page.focus(selector)
          await page.keyboard.type(dateTimeKeys(type, value))
        } else {
          await page.locator(selector).fill(value)
        }
      },
      press: async (key) => {
        const keys = key.split('+') as KeyInput[]
        for (const name of keys) await page.keyboard.down(name)
        for (const name of keys.reverse()) await page.keyboard.up(name)
      },
      problems: async () => [...messages],
    })
  } finally {
    await page.close()
  }
}

smokeSuite({ name: 'Firefox ESR', widths: [375, 1280], withPage })

/**
 * The keys that enter a date or time in Firefox's own controls as Debian's firefox-esr shows them
 * (en-US): month, day and year, then hour, minute and AM or PM, each field moving on to the next
 * once full. Typed in, the value reaches the page's input events as a visitor's would.
 */
function dateTimeKeys(type: 'date' | 'time', value: string) {
  if (type === 'date') {
    const [year, month, day] = value.split('-')
    return `${month}${day}${year}`
  }
  const [hours = 0, minutes = 0] = value.split(':').map(Number)
  const pad = (number: number) => String(number).padStart(2, '0')
  return `${pad(hours % 12 || 12)}${pad(minutes)}${hours < 12 ? 'A' : 'P'}`
}

/**
 * Waits for an intercepted request's answer. Firefox ESR 140 also reports requests it does not
 * hold for us (a data: font of its own, on every new page), and answers "no such request" when
 * told to go on with one; that is no failure. Anything else still fails the run.
 */
async function settle(answer: Promise<void>) {
  try {
    await answer
  } catch (error) {
    if (!(error instanceof ProtocolError && error.message.includes('no such request'))) throw error
  }
}
