import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ConsoleMessage, type Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { guides } from '~/content/guides'
import { contactSection } from '~/content/home'
import { sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { publicPaths } from '~/route-paths'
import { alphaOf } from '../support/colors'
import { type Site, startNodeSite } from '../support/servers'

// A smoke suite in Firefox ESR, the engine our Chromium suite cannot see. Debian's firefox-esr,
// driven over WebDriver BiDi by puppeteer-core (Playwright's own Firefox cannot be downloaded here,
// and its BiDi channel needs a newer Firefox than the ESR). .ci/run installs the package.

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const widths = [375, 1280] as const
const notFound = '/no/such/page'
/** What the not-found page logs on purpose (docs/requirements.md#not-found-page-and-error-screen). */
const expectedOnNotFound = /404 Error: User attempted to access non-existent route/

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

type Opened = { page: Page; messages: string[] }

/**
 * A new page at this width, recording every console error or warning and uncaught error. Requests
 * to other hosts are answered here (the machine has no internet), with an empty page.
 */
async function open(width: number, { blockScripts = false } = {}): Promise<Opened> {
  const page = await browser.newPage()
  await page.setViewport({ width, height: 800 })
  const messages: string[] = []
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
  return { page, messages }
}

async function gotoHydrated(page: Page, path: string) {
  await page.goto(new URL(path, site.url).href)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** The alpha of the header's background colour. */
async function headerAlpha(page: Page) {
  return alphaOf(await page.$eval('header', (header) => getComputedStyle(header).backgroundColor))
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

describe.each(widths)('Firefox ESR at %i px', (width) => {
  test.each([...publicPaths, notFound])('%s loads and hydrates with no console error or warning', async (path) => {
    const { page, messages } = await open(width)
    try {
      await gotoHydrated(page, path)
      await expect(page.$eval('h1', (h1) => h1.textContent?.trim())).resolves.toBeTruthy()
      const unexpected = messages.filter((text) => !(path === notFound && expectedOnNotFound.test(text)))
      expect(unexpected).toEqual([])
    } finally {
      await page.close()
    }
  })

  test(`the header is opaque past ${timings.navOpaqueAfterPx} px before the app starts, and after`, async () => {
    const before = await open(width, { blockScripts: true })
    try {
      await before.page.goto(site.url)
      await scrollTo(before.page, 400)
      await before.page.waitForFunction(() => window.scrollY === 400)
      await expect.poll(() => headerAlpha(before.page)).toBeGreaterThan(0.9)
      expect(await before.page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    } finally {
      await before.page.close()
    }
    const { page } = await open(width)
    try {
      await gotoHydrated(page, '/')
      // At the top it turns (or stays) transparent once the app runs; the change is a 300 ms fade.
      await expect.poll(() => headerAlpha(page)).toBeLessThan(0.1)
      await scrollTo(page, 400)
      await page.waitForSelector('header[data-scrolled="true"]')
      await expect.poll(() => headerAlpha(page)).toBeGreaterThan(0.9)
    } finally {
      await page.close()
    }
  })

  test('a guide card turns to its video and back', async () => {
    const { page, messages } = await open(width)
    try {
      await gotoHydrated(page, '/guides')
      const [guide] = guides
      const watch = await page.waitForSelector(`::-p-aria(Watch ${guide.title}[role="button"])`)
      await watch?.click()
      await page.waitForFunction(() => {
        const back = document.querySelector('[data-face="back"]')
        return back && !back.closest('[inert]') && !back.hasAttribute('inert') && document.querySelector('iframe')
      })
      const backButton = await page.waitForSelector(`::-p-aria(Back to the ${guide.title} overview[role="button"])`)
      await backButton?.click()
      await page.waitForFunction(() => {
        const front = document.querySelector('[data-face="front"]')
        return document.querySelectorAll('iframe').length === 0 && front && !front.closest('[inert]')
      })
      expect(messages).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('the early-access form confirms with Subscribed! and resets', async () => {
    const { page, messages } = await open(width)
    try {
      await gotoHydrated(page, '/')
      await page.type('input[type="email"]', 'trader@example.com')
      await page.click(`::-p-aria(${contactSection.submit}[role="button"])`)
      await page.waitForFunction(
        (text) => document.querySelector('form button[type="submit"]')?.textContent?.trim() === text,
        {},
        contactSection.subscribed,
      )
      // The reset comes timings.subscribedResetMs later; only its arrival is checked here, not its timing.
      await page.waitForFunction(
        (text) =>
          document.querySelector('form button[type="submit"]')?.textContent?.trim() === text &&
          (document.querySelector('input[type="email"]') as HTMLInputElement).value === '',
        { timeout: timings.subscribedResetMs + 20_000 },
        contactSection.submit,
      )
      expect(messages).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('the navigation reaches a home section: Pricing scrolls it into view, clear of the header', async () => {
    const { page, messages } = await open(width)
    try {
      await gotoHydrated(page, '/')
      if (width < 1024) {
        await page.click('::-p-aria(Menu[role="button"])')
        await page.waitForSelector('nav[aria-label="Main (menu)"]', { visible: true })
        await page.click('nav[aria-label="Main (menu)"] a[href="/#pricing"]')
        await page.waitForSelector('nav[aria-label="Main (menu)"]', { hidden: true })
      } else {
        await page.click('nav[aria-label="Main"] a[href="/#pricing"]')
      }
      await page.waitForFunction((id) => window.location.hash === `#${id}`, {}, sectionIds.pricing)
      // Wait for the smooth scroll to come to rest, then check where the section sits.
      await page.waitForFunction(
        (id) => {
          const section = document.getElementById(id)
          if (!section) return false
          const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0
          const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
          const top = section.getBoundingClientRect().top
          return Math.abs(top - margin) <= 2 && top >= header - 1
        },
        { polling: 'raf' },
        sectionIds.pricing,
      )
      expect(messages).toEqual([])
    } finally {
      await page.close()
    }
  })
})
