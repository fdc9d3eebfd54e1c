import { describe, expect, test } from 'vitest'
import { guidePath } from '~/content/guides'
import { guideSlugs } from '~/content/guides.server'
import { builtDocument, prerenderedPages } from '../support/build-pages'

// docs/requirements.md#guide-pages: every guide is reached from at least three other pages, by
// links a reader follows from what they are reading. Counted in the build as a crawler reads it:
// the pages' main content only, without the header and footer that every page shares, and without
// a guide's previous and next links, which reach a guide whatever the pages around it say.

const guides: readonly string[] = guideSlugs().map(guidePath)
const pager = 'nav[aria-label="More guides"]'

/** Each prerendered page that search engines may index, as a document. */
const pages = prerenderedPages()
  .map((path) => ({ path: path === '/' ? '/' : path.replace(/\/+$/, ''), document: builtDocument(path) }))
  .filter(
    ({ document }) => !/noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
  )

/** The guide pages a part of a page links, by address (a link to a guide's section counts as one to the guide). */
function guidesLinked(within: Element | null | undefined): Set<string> {
  const links = [...(within?.querySelectorAll('a[href^="/guides/"]') ?? [])].filter((link) => !link.closest(pager))
  return new Set(links.map((link) => (link.getAttribute('href') ?? '').replace(/[#?].*$/, '').replace(/\/+$/, '')))
}

/** For each guide, the other pages whose main content links it. */
const linkedFrom = new Map(
  guides.map((guide) => [
    guide,
    pages.filter(({ path, document }) => path !== guide && guidesLinked(document.querySelector('main')).has(guide)),
  ]),
)

describe('links to each guide', () => {
  test('are read from every page’s main content, and the shared header and footer link no single guide', () => {
    expect(pages.map(({ path }) => path)).toEqual(expect.arrayContaining(['/', '/brokers', '/guides', ...guides]))
    for (const { path, document } of pages) {
      expect(document.querySelectorAll('main'), `${path}: one main`).toHaveLength(1)
      // Counting main alone leaves out nothing: outside it, no page links a guide of its own.
      const outside = [...document.querySelectorAll('a[href^="/guides/"]')].filter((link) => !link.closest('main'))
      expect(
        outside.map((link) => link.getAttribute('href')),
        `${path}: guide links outside main`,
      ).toEqual([])
    }
    // The guides page lists them all, so the count sees a link where there is one.
    const index = pages.find(({ path }) => path === '/guides')
    expect([...guidesLinked(index?.document.querySelector('main'))].sort()).toEqual([...guides].sort())
  })

  test('lead to a guide there is, on every page: a page may write a guide’s address by hand', () => {
    const dead = pages.flatMap(({ path, document }) =>
      [...document.querySelectorAll('a[href^="/guides/"]')]
        .map((link) => (link.getAttribute('href') ?? '').replace(/[#?].*$/, '').replace(/\/+$/, ''))
        .filter((href) => !guides.includes(href))
        .map((href) => `${path} → ${href}`),
    )
    expect(dead).toEqual([])
  })

  test.each(guides)('%s is linked from at least three other pages', (guide) => {
    const from = (linkedFrom.get(guide) ?? []).map(({ path }) => path)
    expect(from.length, `${guide} is linked from ${from.join(', ') || 'no page'}`).toBeGreaterThanOrEqual(3)
  })
})
