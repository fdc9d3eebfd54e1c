// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { type GuidePageData, guidePath } from '~/content/guides'
import { guidePage, guideSlugs } from '~/content/guides.server'
import { builtDocument } from '../support/build-pages'
import { site } from '../support/site'

// Every guide page as the build wrote it (run `npm run build` first), without a browser: what a reader
// gets before any script runs. A new guide is checked here, not by a new browser test; the browser
// walks one guide in tests/e2e/guide-pages.spec.ts (its posters drawn, no other host asked).

const guides: readonly GuidePageData[] = guideSlugs().flatMap((slug) => guidePage(slug, process.env) ?? [])

/** An element's text as a reader sees it: runs of white space one space. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The same of a piece of HTML (a guide's rendered Markdown): tags gone, entities read. */
const readable = (html: string) => {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return textOf(holder)
}

/** The innermost section whose heading reads `name`, as tests/support/sections.ts finds it in a browser. */
function sectionByHeading(page: Document, name: string) {
  const headings = [...page.querySelectorAll('section h2')].filter((heading) => textOf(heading) === name)
  return headings.at(-1)?.closest('section') ?? undefined
}

describe.each(guides.map((guide) => [guide.title, guide] as const))('the built guide page %s', (_, guide) => {
  const page = builtDocument(guidePath(guide.slug))

  it('has its title, its heading, its lead and the trail Home › Guides › it', () => {
    expect(page.title).toBe(`${guide.pageTitle} | ${site.name}`)
    expect([...page.querySelectorAll('h1')].map(textOf)).toEqual([guide.title])
    expect(textOf(page.querySelector('main'))).toContain(readable(guide.lead))
    const trail = page.querySelector('nav[aria-label="Breadcrumb"]')
    expect([...(trail?.querySelectorAll('a') ?? [])].map((link) => [textOf(link), link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Guides', '/guides'],
    ])
    expect(textOf(trail?.querySelector('[aria-current="page"]'))).toBe(guide.title)
  })

  it('explains every topic in a section of its own, in full, linking where the text names a page', () => {
    for (const [index, topic] of guide.topics.entries()) {
      const section = sectionByHeading(page, topic)
      if (!section) throw new Error(`${guide.title}: no section is headed “${topic}”`)
      const text = textOf(section)
      const html = guide.sections[index]?.html ?? ''
      for (const paragraph of html.split('</p>').map(readable).filter(Boolean)) expect(text).toContain(paragraph)
      const links = [...section.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')])
      for (const [, to, name] of html.matchAll(/<a href="([^"]+)">(.*?)<\/a>/g))
        expect(links).toContainEqual([readable(name ?? ''), to])
    }
  })

  it('shows each video as a poster from this site, the first fetched at once, and no player yet', () => {
    const posters = [...page.querySelectorAll('figure img')]
    expect(posters.map((poster) => poster.getAttribute('src'))).toEqual(guide.videos.map((video) => video.poster))
    expect(posters.map((poster) => poster.getAttribute('loading'))).toEqual(
      guide.videos.map((_, index) => (index === 0 ? 'eager' : 'lazy')),
    )
    expect(posters[0]?.getAttribute('fetchpriority')).toBe('high')
    expect(page.querySelectorAll('iframe')).toHaveLength(0)
    // Nothing the page loads comes from another host: every image, script and stylesheet is ours.
    const loaded = [...page.querySelectorAll('img[src], script[src], link[rel="stylesheet"], link[rel="preload"]')]
    for (const element of loaded)
      expect(element.getAttribute('src') ?? element.getAttribute('href')).toMatch(/^\/(?!\/)/)
  })

  it('leads on: the guides before and after it, and all guides', () => {
    const pager = page.querySelector('nav[aria-label="More guides"]')
    const links = [...(pager?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))
    expect(links).toEqual([
      ...(guide.previous ? [guidePath(guide.previous.slug)] : []),
      ...(guide.next ? [guidePath(guide.next.slug)] : []),
      '/guides',
    ])
    const names = textOf(pager)
    if (guide.previous) expect(names).toContain(guide.previous.title)
    if (guide.next) expect(names).toContain(guide.next.title)
    expect(names).toContain('All trading guides')
  })

  it('describes itself in structured data: the trail and the article, dated by its file’s last change', () => {
    const nodes = [...page.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (block) => (JSON.parse(block.textContent ?? '') as { '@graph': Record<string, unknown>[] })['@graph'],
    )
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'Article'])
    expect(nodes[1]).toMatchObject({ headline: guide.title, dateModified: guide.updated })
    if (!guide.published) expect(nodes[1]).not.toHaveProperty('datePublished')
  })
})
