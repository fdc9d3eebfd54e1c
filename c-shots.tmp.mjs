import { chromium } from '@playwright/test'
import { findChromium } from './tests/support/chromium.js'
const browser = await chromium.launch({ executablePath: findChromium() })
const paths = process.argv.slice(2)
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: true })
  for (const path of paths) {
    await page.goto('http://127.0.0.1:4303' + path, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `/tmp/c-shots/${path.replaceAll('/', '_') || 'home'}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
