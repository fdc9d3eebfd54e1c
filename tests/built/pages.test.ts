// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { browseStrategies } from '~/content/site/navigation'
import { prerenderedPages } from '../support/build-pages'

// Static checks of the home page, the legal pages and the site-wide links, read from the build
// (npm run build first) and parsed by jsdom's DOMParser: no browser, no script run.

const clientDir = join(process.cwd(), 'build', 'client')
const fileOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}/index.html`)
const documents = new Map<string, Document>()
/** A built page's document, parsed once for all the checks that read it (they only read). */
function documentOf(file: string) {
  const known = documents.get(file)
  if (known) return known
  const document = new DOMParser().parseFromString(readFileSync(join(clientDir, file), 'utf8'), 'text/html')
  documents.set(file, document)
  return document
}
const linkNames = (document: Document, href: string) =>
  [...document.querySelectorAll(`a[href="${href}"]`)].map((link) => link.textContent?.trim())

/** What a reader sees of a page: its text without scripts, styles or JSON-LD, spaces collapsed. */
function visibleText(file: string) {
  const body = documentOf(file).body.cloneNode(true) as HTMLElement
  for (const element of body.querySelectorAll('script, style, template')) element.remove()
  return body.textContent?.replace(/\s+/g, ' ') ?? ''
}

/**
 * The pages whose words come from the Strategy Lab's templates, whose notes are written apart
 * (app/lab/engine/templates.ts): held to the same style by the checks of their own.
 */
const templatePages = /^\/(strategies|lab)(\/|$)/

describe('one style of writing', () => {
  const pages = prerenderedPages().filter((page) => !templatePages.test(page))

  // U.S. style: "30%", never "30 %" (nor with a no-break space).
  test.each(pages)('%s writes a percentage with no space before the sign', (page) => {
    expect(visibleText(fileOf(page)).match(/.{0,30}\d[\s\u00a0\u202f]%.{0,10}/g) ?? []).toEqual([])
  })

  // "0-DTE credit spread": the figure keeps its hyphen and the space after it.
  test.each(pages)('%s writes 0-DTE whole, with a space after it', (page) => {
    expect(visibleText(fileOf(page)).match(/.{0,30}(0DTE|0-DTE(?=[A-Za-z])).{0,10}/g) ?? []).toEqual([])
  })
})

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
