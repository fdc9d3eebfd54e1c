import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/**
 * HTML_CodeSniffer, the checker pa11y runs, from its own npm package (pa11y itself would bring a
 * second browser through puppeteer). Its script is served to the page under test from the site's
 * own origin by a route of the test, so the page's Content-Security-Policy stays in force.
 */
const source = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')
const scriptPath = '/__test__/HTMLCS.js'

type Message = { type: number; code: string; msg: string; element: Element }
type HtmlCodeSniffer = {
  ERROR: number
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void
  getMessages(): Message[]
}

/** The WCAG 2 AA errors HTML_CodeSniffer finds in the page as it is now, as `code: message <element>` lines. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'HTMLCS' in window)
  if (!loaded) {
    await page.route(`**${scriptPath}`, (route) => route.fulfill({ contentType: 'text/javascript', body: source }))
    await page.addScriptTag({ url: scriptPath })
  }
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS
        const describeElement = (element: Element) => {
          const html = element.outerHTML ?? String(element)
          const start = html.slice(0, html.indexOf('>') + 1 || 160)
          return start.length > 160 ? `${start.slice(0, 160)}…` : start
        }
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === htmlcs.ERROR)
                .map((message) => `${message.code}: ${message.msg} ${describeElement(message.element)}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        )
      }),
  )
}
