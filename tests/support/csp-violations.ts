import type { Page } from '@playwright/test'

/**
 * Collects CSP violations from the page's own event and from Chrome's console report. Set before
 * the load; read before a test puts code of its own in the page (axe, HTML_CodeSniffer).
 */
export async function watchViolations(page: Page) {
  const reports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text())
  })
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`)
    })
  })
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
    return [...reports, ...events]
  }
}
