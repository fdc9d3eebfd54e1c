import { afterAll, beforeAll, expect } from 'vitest'
import { type Site, startNodeSite } from '../support/servers'
import { launchWebKit, missingWebKit, type WebKit } from '../support/webkit'
import type { ConsoleMessage } from '../support/webkit-inspector'
import { type SmokePage, smokeSuite } from './smoke'

// The smoke suite in WebKitGTK, the engine of Safari and of Linux's GNOME Web: Debian's MiniBrowser
// driven by WebKitWebDriver over WebDriver classic, its console read through WebKit's remote
// inspector (tests/support/webkit.ts). Playwright's own WebKit cannot be downloaded here. .ci/run
// installs the packages.

/**
 * MiniBrowser's window cannot be narrower than its toolbar: 447 px is the smallest width of its
 * page, so WebKit runs there instead of at 375 px. Both fall between the xs and sm breakpoints
 * (app/styles/app.css), so the page has the same layout at either.
 */
const narrowest = 447
const elsewhere = '<!doctype html><title>Elsewhere</title>'

let site: Site
let webkit: WebKit

beforeAll(async () => {
  const missing = missingWebKit()
  if (missing) throw new Error(missing)
  site = await startNodeSite()
  webkit = await launchWebKit()
  // The machine has no internet: requests to other hosts (the guide videos) get an empty page here.
  await webkit.inspector.intercept(`^https?://(?!${escapeRegExp(new URL(site.url).host)}/)`)
  webkit.inspector.onRequest((url) => (url.startsWith(`${site.url}/`) ? 'refuse' : { html: elsewhere }))
}, 90_000)

afterAll(async () => {
  await webkit?.close()
  await site?.stop()
})

/** The site's script files, refused while a page loads with `scripts: false`. */
const siteScripts = () => `^${escapeRegExp(site.url)}/.*\\.js(\\?.*)?$`

async function withPage(width: number, use: (page: SmokePage) => Promise<void>) {
  const { driver, inspector } = webkit
  await driver.setWindowRect(null, null, width, 800)
  // The window manager may apply the size a moment later; a width the window refuses fails here.
  await expect
    .poll(() => driver.executeScript('return window.innerWidth', []), {
      timeout: 5000,
      message: `MiniBrowser's page should be ${width} px wide`,
    })
    .toBe(width)

  const find = async (selector: string) => elementId(await driver.findElement('css selector', selector))
  // On a busy machine an element can still be coming into place (a card's face after its turn)
  // when the page says it has settled: WebDriver then calls it not interactable. It is clicked once
  // it can be, as a visitor clicks it once it is there; any other error fails at once. It goes to
  // the middle of the window first: WebDriver scrolls an element only to the window's edge, where
  // the fixed header or the Run bar covers it, and calls it not interactable.
  const clickWhenInPlace = async (element: () => Promise<object>) => {
    const clicked = async () => {
      const reference = await element()
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', [reference])
      try {
        await driver.elementClick(elementId(reference))
        return true
      } catch (error) {
        if (String(error).includes('not interactable')) return false
        throw error
      }
    }
    await expect.poll(clicked, { timeout: 15_000, interval: 100 }).toBe(true)
  }
  await use({
    goto: async (path, { scripts = true } = {}) => {
      await (scripts ? inspector.stopIntercepting(siteScripts()) : inspector.intercept(siteScripts()))
      await inspector.clearMessages()
      await driver.navigateTo(new URL(path, site.url).href)
    },
    evaluate: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, args),
    click: (selector) => clickWhenInPlace(() => driver.findElement('css selector', selector)),
    clickButton: (name) =>
      clickWhenInPlace(async () => {
        const button = await driver.executeScript(`return (${buttonNamed}).apply(null, arguments)`, [name])
        if (!button) throw new Error(`No button named ${name}.`)
        return button
      }),
    type: async (selector, text) => driver.elementSendKeys(await find(selector), text),
    fill: async (selector, value) => {
      const field = await find(selector)
      const type = await driver.getElementProperty(field, 'type')
      if (type === 'date' || type === 'time') {
        // WebKitGTK's date and time controls, typed into over WebDriver, drop or misplace keys on a
        // busy machine (a year read as 0202, a day left as it was, one run in two). The value is set
        // as the control itself sets it: through the input's own value setter, then an input event,
        // which is what React reads. Firefox's suite types into its controls key by key.
        await driver.executeScript(
          "const [selector, value] = arguments; const input = document.querySelector(selector); Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value); input.dispatchEvent(new Event('input', { bubbles: true }))",
          [selector, value],
        )
      } else {
        await driver.elementClear(field)
        await driver.elementSendKeys(field, value)
      }
    },
    press: async (key) => {
      const codes = key.split('+').map((name) => {
        const code = webDriverKeys[name]
        if (!code) throw new Error(`No WebDriver code for the key ${name}.`)
        return code
      })
      const actions = [
        ...codes.map((value) => ({ type: 'keyDown', value })),
        ...codes.reverse().map((value) => ({ type: 'keyUp', value })),
      ]
      await driver.performActions([{ type: 'key', id: 'keyboard', actions }])
    },
    problems: async () =>
      (await inspector.messages())
        .filter((message) => message.level === 'error' || message.level === 'warning')
        .map(describeMessage),
  })
}

/** The WebDriver codes of the keys the suite presses (WebDriver's normalized key values). */
const webDriverKeys: Record<string, string> = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Shift: '\uE008' }

/**
 * The button named `name`, found in the page: WebKitGTK's computed-label command answers with
 * empty names or errors where no accessibility bus runs (as here), so the name is the button's
 * aria-label or else its text, which is what it is for every button of the site.
 */
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button, [role="button"]')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
  ) ?? null

function describeMessage({ level, text, url }: ConsoleMessage) {
  return `${level}: ${text}${url ? ` (${url})` : ''}`
}

function elementId(reference: object) {
  const id = Object.values(reference)[0]
  if (typeof id !== 'string') throw new Error(`Not an element: ${JSON.stringify(reference)}`)
  return id
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

smokeSuite({ name: 'WebKitGTK', widths: [narrowest, 1280], withPage })
