// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { htmlText } from '~/components/seo/page-graph'
import { cpiSchedule } from '~/content/cpi-releases'
import { contentFacts } from '~/content/facts'
import { faqItems, policyPage, readLegal } from '~/content/pages.server'
import { privacyFacts } from '~/content/privacy'
import { securityFacts } from '~/content/security'
import { browseStrategies } from '~/content/site/navigation'
import { alertFieldRows } from '~/content/webhook-alerts.server'
import type { Facts } from '~/lib/content.server'
import { firstLoad } from '../../bench/first-load.js'
import { prerenderedPages } from '../support/build-pages'
import { bundledCpiClaims } from '../support/cpi-claims'

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
  // Blocks read apart, as they are drawn: a breadcrumb's "0-DTE" and the next item are two words.
  for (const block of body.querySelectorAll('p, li, div, dt, dd, td, th, h1, h2, h3, h4, h5, h6, figcaption'))
    block.append(' ')
  return body.textContent?.replace(/\s+/g, ' ') ?? ''
}

describe('one style of writing', () => {
  // Every page, the strategy pages and the Lab too, whose words the templates write.
  const pages = prerenderedPages()

  // U.S. style: "30%", never "30 %" (nor with a no-break space).
  test.each(pages)('%s writes a percentage with no space before the sign', (page) => {
    expect(visibleText(fileOf(page)).match(/.{0,30}\d[\s\u00a0\u202f]%.{0,10}/g) ?? []).toEqual([])
  })

  // "0-DTE credit spread": the figure keeps its hyphen and the space after it. "0DTE", the spelling
  // traders search for, only as "0DTE (0-DTE)", in a title, an h1 or a description.
  test.each(pages)('%s writes 0-DTE whole, with a space after it', (page) => {
    expect(visibleText(fileOf(page)).match(/.{0,30}(0DTE(?! \(0-DTE\))|0-DTE(?=[A-Za-z])).{0,10}/g) ?? []).toEqual([])
  })

  // Where CPI dates come from is said as it is: none bundled while the company's schedule is empty.
  test.each(pages)('%s says CPI dates are bundled only when the CPI schedule has some', (page) => {
    const claims = bundledCpiClaims(visibleText(fileOf(page)))
    expect(claims).toEqual(cpiSchedule.releases.length === 0 ? [] : claims)
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

/** The JavaScript a page's first load runs, files and inline scripts, as one text. */
function firstLoadScripts(page: string) {
  const load = firstLoad(clientDir, page)
  return load.resources
    .filter((resource) => resource.type === 'js' && !resource.inline)
    .map((resource) => readFileSync(join(clientDir, resource.url), 'utf8'))
    .join('\n')
}

describe('words from content files', () => {
  // TradingView's own placeholders are meant to be there, in the alert messages the automation
  // guide shows; they are not facts, and a fact never takes one's name.
  const placeholders = alertFieldRows().placeholders
  test.each(prerenderedPages())('%s has no {{fact}} left unfilled', (page) => {
    const braces = readFileSync(join(clientDir, fileOf(page)), 'utf8').match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []
    expect(braces.filter((name) => !placeholders.includes(name))).toEqual([])
  })

  // Each policy page (content/legal/<page>.md) shows its title and every section, anchored, and
  // none of its sentences ship in the page's JavaScript: they come as the page's data.
  const pageFacts: Record<string, Facts> = {
    privacy: { ...contentFacts, ...privacyFacts() },
    security: { ...contentFacts, ...securityFacts() },
  }
  test.each(readLegal().map((entry) => entry.id))('/%s', (id) => {
    const policy = policyPage(id, pageFacts[id] ?? contentFacts)
    const document = documentOf(fileOf(`/${id}`))
    expect(document.querySelector('h1')?.textContent).toBe(policy.title)
    for (const section of policy.sections) {
      expect(document.getElementById(section.id)?.textContent, section.id).toContain(section.title)
    }
    const scripts = firstLoadScripts(`/${id}`)
    const sentences = [policy.intro, ...policy.sections.map((section) => section.html)]
      .flatMap((html) => htmlText(html).split(/(?<=\.) /))
      .filter((sentence) => sentence.length >= 40)
    expect(sentences.length).toBeGreaterThan(0)
    for (const sentence of sentences) expect(scripts, sentence).not.toContain(sentence)
  })

  test('the home page shows every FAQ answer, and its JavaScript carries none', () => {
    const text = visibleText('index.html')
    const scripts = firstLoadScripts('/')
    for (const [question, answer] of faqItems(contentFacts)) {
      expect(text).toContain(question)
      expect(text).toContain(htmlText(answer))
      // (A short answer may be a sentence the footer states too, as the eligibility is.)
      if (htmlText(answer).length > 60) expect(scripts, question).not.toContain(htmlText(answer).slice(0, 60))
    }
  })
})

test('/favicon.ico is in the build, an ICO file', () => {
  expect(readFileSync(join(clientDir, 'favicon.ico')).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
})
