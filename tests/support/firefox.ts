import { existsSync } from 'node:fs'
import puppeteer, { type Page, ProtocolError } from 'puppeteer-core'

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core: the smoke suite
 * (tests/engines/firefox.test.ts) and the screenshots (bench/screenshots.ts) launch it here.
 * Playwright's own Firefox cannot be downloaded here, and its BiDi channel needs a newer Firefox
 * than the ESR. .ci/run installs the package.
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** A headless Firefox ESR with these preferences set; fails, naming the package, where there is none. */
export function launchFirefox(prefs: Record<string, unknown> = {}) {
  if (!existsSync(firefoxPath)) {
    throw new Error(`No Firefox at ${firefoxPath}: apt-get install firefox-esr (.ci/run does it), or set FIREFOX_PATH.`)
  }
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, extraPrefsFirefox: prefs })
}

/**
 * page.setViewport sends WebDriver BiDi's browsingContext.setViewport together with
 * emulation.setScreenOrientationOverride, which older Firefox ESR releases do not know (140, Debian
 * bookworm's, answers "unknown command"). There the viewport alone is set, with the same
 * browsingContext.setViewport call puppeteer makes, and awaited.
 */
export async function setViewport(page: Page, width: number, height: number) {
  try {
    await page.setViewport({ width, height })
  } catch (error) {
    if (!(error instanceof ProtocolError && error.message.includes('setScreenOrientationOverride'))) throw error
    const frame = page.mainFrame() as unknown as {
      browsingContext?: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> }
    }
    if (!frame.browsingContext)
      throw new Error('puppeteer-core no longer exposes the BiDi context of a frame', { cause: error })
    await frame.browsingContext.setViewport({ viewport: { width, height } })
  }
}
