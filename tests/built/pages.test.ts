import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, test } from 'vitest'
import { browseStrategies } from '~/content/site/navigation'
import { prerenderedPages } from '../support/build-pages'

// Static checks of the home page, the legal pages and the site-wide links, read from the build
// (npm run build first): no browser, every prerendered page.

const clientDir = join(process.cwd(), 'build', 'client')
const fileOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}/index.html`)
const documentOf = (file: string) => new JSDOM(readFileSync(join(clientDir, file), 'utf8')).window.document
const linkNames = (document: Document, href: string) =>
  [...document.querySelectorAll(`a[href="${href}"]`)].map((link) => link.textContent?.trim())

describe('links to the strategy pages', () => {
  test.each(prerenderedPages())('%s: the footer’s Strategy Library leads to /strategies', (page) => {
    const footer = documentOf(fileOf(page)).querySelector('footer nav[aria-label="Footer"]')
    expect(footer && linkNames(footer.ownerDocument, browseStrategies.to)).toContain('Strategy Library')
    expect(footer?.querySelector('a[href^="/lab#"]')).toBeNull()
  })

  test.each([
    ['/', 'index.html'],
    ['/guides', 'guides/index.html'],
    ['/brokers', 'brokers/index.html'],
    ['the not-found page', '404.html'],
  ])('%s says “Browse the strategy library” with a link to /strategies', (_page, file) => {
    expect(linkNames(documentOf(file), browseStrategies.to)).toContain(browseStrategies.label)
  })
})
