import { describe, expect, it } from 'vitest'
import { strategyPageAt } from '~/components/strategies/page-data'
import { site } from '~/config/site'
import { contentFacts } from '~/content/facts'
import { guidePath } from '~/content/guides'
import { guidePage, guideSlugs } from '~/content/guides.server'
import { faqItems } from '~/content/pages.server'
import { strategiesIndex, strategyPath } from '~/content/strategies'
import { strategyTags, templates } from '~/lab/engine/templates'
import { labPage } from '~/lab/meta'
import { publicPaths } from '~/route-paths'
import { trailAt } from '../../../tests/support/route-trail'
import { htmlText, structuredDataFor } from './page-graph'

/** The FAQ the home route's loader hands to the structured data. */
const faq = faqItems(contentFacts)

type Node = Record<string, unknown> & { '@type': string }

/** Each page's breadcrumb trail, as its route's handle names it. */
const trails = new Map(await Promise.all(publicPaths.map(async (path) => [path, await trailAt(path)] as const)))

/** The data as a crawler reads it: serialized and parsed back. */
function nodesAt(path: string): Node[] {
  // A guide page and a template's page pass their loader's data, and the home page its FAQ, as
  // StructuredData does, with the trail its route names.
  const slug = path.startsWith('/guides/') ? path.slice('/guides/'.length) : undefined
  const strategy = path.startsWith('/strategies/') ? strategyPageAt(path.slice('/strategies/'.length)) : undefined
  const trail = trails.get(path)
  const data = structuredDataFor(path, { trail, faq, guide: slug ? guidePage(slug, {}) : undefined, strategy })
  if (!data) return []
  const parsed = JSON.parse(JSON.stringify(data)) as { '@context': string; '@graph': Node[] }
  expect(parsed['@context']).toBe('https://schema.org')
  return parsed['@graph']
}
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type)
const url = (path: string) => new URL(path, site.origin).href

describe('structured data by page', () => {
  it('gives every public page below home a breadcrumb trail that starts at home and ends at the page', () => {
    for (const path of publicPaths.filter((p) => p !== '/')) {
      const [list] = ofType(nodesAt(path), 'BreadcrumbList')
      const items = list?.itemListElement as { position: number; name: string; item: string }[]
      expect(items[0]).toMatchObject({ position: 1, name: 'Home', item: url('/') })
      expect(items.at(-1)?.item).toBe(url(path))
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
      for (const item of items) expect(item.name).not.toBe('')
    }
  })

  it('places a guide page under the guides page, and describes it as an Article with no date nobody gave', () => {
    for (const slug of guideSlugs()) {
      const page = guidePage(slug, {})
      const nodes = nodesAt(guidePath(slug))
      const [list] = ofType(nodes, 'BreadcrumbList')
      const items = (list?.itemListElement ?? []) as { item: string }[]
      expect(items.map((item) => item.item)).toEqual([url('/'), url('/guides'), url(guidePath(slug))])
      const [article] = ofType(nodes, 'Article')
      expect(article).toMatchObject({
        headline: page?.title,
        description: page?.lead,
        // The day the guide's file last changed; published only where the file gives the company's date.
        dateModified: page?.updated,
        mainEntityOfPage: url(guidePath(slug)),
        publisher: { '@type': 'Organization', name: site.name },
      })
      expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      if (page?.published) expect(article?.datePublished).toBe(page.published)
      else expect(article).not.toHaveProperty('datePublished')
      // No upload dates are configured, so no VideoObject is claimed.
      expect(ofType(nodes, 'VideoObject')).toEqual([])
    }
  })

  it('describes each template’s page as one Article: its h1, description, address and card, by the company, undated', () => {
    for (const template of templates) {
      const page = strategyPageAt(template.id)
      const path = strategyPath(template.id)
      const articles = ofType(nodesAt(path), 'Article')
      expect(articles, path).toHaveLength(1)
      expect(articles[0]).toEqual({
        '@type': 'Article',
        headline: page?.heading,
        description: page?.description,
        image: url(page?.card.path ?? ''),
        inLanguage: 'en-US',
        mainEntityOfPage: url(path),
        url: url(path),
        author: { '@type': 'Organization', name: site.name, url: url('/'), logo: expect.anything() },
        publisher: { '@type': 'Organization', name: site.name, url: url('/'), logo: expect.anything() },
      })
    }
  })

  it('gives the strategy index and the hubs no Article, whatever data reaches them', () => {
    const other = strategyPageAt(templates[0]?.id ?? '')
    for (const path of [strategiesIndex.path, ...strategyTags.map((tag) => strategyPath(tag))]) {
      expect(ofType(nodesAt(path), 'Article'), path).toEqual([])
      const graph = JSON.parse(
        JSON.stringify(structuredDataFor(path, { trail: trails.get(path), strategy: other })),
      ) as {
        '@graph': Node[]
      }
      expect(ofType(graph['@graph'], 'Article'), path).toEqual([])
    }
  })

  it('adds the FAQ to the home page with every question and its answer as plain text', () => {
    const [page] = ofType(nodesAt('/'), 'FAQPage')
    const questions = page?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(questions.map((q) => q.name)).toEqual(faq.map(([question]) => question))
    expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(faq.map(([, answer]) => htmlText(answer)))
    // Plain text: no tag, no entity, and no screen-reader note.
    for (const question of questions) expect(question.acceptedAnswer.text).not.toMatch(/[<>]|&\w+;|new tab/)
    expect(ofType(nodesAt('/'), 'BreadcrumbList')).toEqual([])
  })

  it('names the Lab as its heading does, not by the footer link into its library', () => {
    const [list] = ofType(nodesAt('/lab'), 'BreadcrumbList')
    expect(((list?.itemListElement ?? []) as { name: string }[]).at(-1)?.name).toBe('Strategy Lab')
  })

  it('describes the Lab as a free web application that runs in any browser', () => {
    const [application] = ofType(nodesAt('/lab'), 'WebApplication')
    expect(application).toMatchObject({
      name: `${site.name} Strategy Lab`,
      url: url('/lab'),
      description: labPage.description,
      applicationCategory: 'FinanceApplication',
      operatingSystem: 'Any (web browser)',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
      publisher: { '@type': 'Organization', name: site.name, url: url('/') },
    })
    // Only the Lab is an application; the other pages describe no software of their own.
    for (const path of publicPaths.filter((p) => p !== '/lab'))
      expect(ofType(nodesAt(path), 'WebApplication')).toEqual([])
  })

  it('reads a page at its folder address, as prerendering renders it, the same as without the slash', async () => {
    for (const path of publicPaths.filter((p) => p !== '/')) {
      const trail = await trailAt(`${path}/`)
      expect(trail, path).toEqual(trails.get(path))
      expect(structuredDataFor(`${path}/`, { trail }), path).toEqual(structuredDataFor(path, { trail }))
    }
  })

  it('has nothing for an address that is no page', async () => {
    expect(await trailAt('/404')).toEqual([])
    expect(structuredDataFor('/guides/nope')).toBeUndefined()
    expect(structuredDataFor('/404', { trail: await trailAt('/404') })).toBeUndefined()
  })
})
