import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { posterSize } from '~/content/guides'
import { guidePage } from '~/content/guides.server'
import { plans } from '~/content/plans'
import { strategyCardPath, strategyCardSize, strategyPath } from '~/content/strategies'
import { strategyJsonSchema } from '~/lab/engine/json-schema'
import { strategySchemaUrlPath } from '~/lab/engine/schema'
import { templates } from '~/lab/engine/templates'
import { notFoundPath, publicPaths } from '~/route-paths'
import { builtDocument, clientFolder } from '../support/build-pages'
import { site } from '../support/site'

// What crawlers and link-preview bots read: the files of the build and each page's prerendered
// HTML, parsed without running a script. Both servers answer every path with exactly these bytes
// and the right media types (tests/server/serving.test.ts), and an unknown path with the 404 page.

type Head = {
  title: string
  description: string | null
  canonical: string[]
  robots: string | null
  og: Record<string, string>
  twitter: Record<string, string>
  jsonLd: string[]
}

/** The head of the page the build wrote for `path`. */
function readHead(path: string): Head {
  const document = builtDocument(path)
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null
  const tags = (attribute: string, prefix: string) =>
    Object.fromEntries(
      [...document.head.querySelectorAll(`meta[${attribute}^="${prefix}"]`)].map((meta) => [
        meta.getAttribute(attribute) ?? '',
        meta.getAttribute('content') ?? '',
      ]),
    )
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
    robots: content('meta[name="robots"]'),
    og: tags('property', 'og:'),
    twitter: tags('name', 'twitter:'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
  }
}

/** A file of the build at a URL on the configured origin (a page's image tags name it so). */
function builtFile(url: string) {
  const { origin, pathname } = new URL(url, site.origin)
  expect(origin, url).toBe(site.origin)
  return readFileSync(join(clientFolder, pathname))
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(url: string) {
  const data = builtFile(url)
  expect(data.subarray(0, 8).toString('hex'), `${url} is a PNG`).toBe('89504e470d0a1a0a')
  expect(data.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

const heads = new Map(publicPaths.map((path) => [path, readHead(path)]))
const headOf = (path: string) => heads.get(path) ?? readHead(path)

test('sitemap.xml lists exactly the public routes, on the configured origin', () => {
  const xml = builtFile('/sitemap.xml').toString('utf8')
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
  expect(locs).toEqual(publicPaths.map((path) => new URL(path, site.origin).href))
})

test('robots.txt allows crawling and points to the sitemap', () => {
  const text = builtFile('/robots.txt').toString('utf8')
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toMatch(
    new RegExp(`^Sitemap: ${new URL('/sitemap.xml', site.origin).href.replaceAll('.', '\\.')}$`, 'm'),
  )
})

test('the link-preview image is a self-hosted 1200×630 PNG', () => {
  expect(pngSize('/og-image.png')).toEqual({ width: 1200, height: 630 })
})

test.each(publicPaths)('%s has its title, description, canonical URL and link-preview tags', (path) => {
  const head = headOf(path)
  const url = new URL(path, site.origin).href
  const guide = path.startsWith('/guides/') ? guidePage(path.slice('/guides/'.length), process.env) : undefined
  const template = templates.find((item) => strategyPath(item.id) === path)
  // A guide page previews with its first video's poster, a strategy page with its own card, any other with the site's.
  const preview = guide
    ? { path: guide.videos[0].poster, ...posterSize }
    : template
      ? { path: strategyCardPath(template.id), ...strategyCardSize }
      : { path: '/og-image.png', width: 1200, height: 630 }
  const image = new URL(preview.path, site.origin).href

  expect(head.title).toContain(site.name)
  // Long enough to say something, short enough that search results do not cut it off.
  expect(head.description?.length).toBeGreaterThanOrEqual(50)
  expect(head.description?.length).toBeLessThanOrEqual(160)
  expect(head.canonical).toEqual([url])
  expect(head.robots ?? '').not.toMatch(/noindex/)
  expect(head.og).toMatchObject({
    // A guide page and a template's page are articles; every other page (the hubs too) a website.
    'og:type': guide || template ? 'article' : 'website',
    'og:site_name': site.name,
    'og:title': head.title,
    'og:description': head.description,
    'og:url': url,
    'og:image': image,
    'og:image:width': String(preview.width),
    'og:image:height': String(preview.height),
  })
  expect(head.og['og:image:alt']).toContain(site.name)
  expect(head.twitter).toMatchObject({
    'twitter:card': 'summary_large_image',
    'twitter:title': head.title,
    'twitter:description': head.description,
    'twitter:image': image,
  })
  // The image the tags name is the one the build ships.
  expect(pngSize(image)).toEqual({ width: preview.width, height: preview.height })
})

test('every public route has its own title and description', () => {
  const all = publicPaths.map(headOf)
  expect(new Set(all.map((head) => head.title)).size).toBe(publicPaths.length)
  expect(new Set(all.map((head) => head.description)).size).toBe(publicPaths.length)
})

test('the not-found page, which answers every unknown path, is noindex, with no canonical URL and no og:url', () => {
  const head = readHead(notFoundPath)
  expect(head.robots).toMatch(/\bnoindex\b/)
  expect(head.canonical).toEqual([])
  // A page that answers 404 has no URL worth sharing.
  expect(head.og['og:url']).toBeUndefined()
  expect(head.title).toMatch(/not found/i)
})

test('the home page describes the organization, the website and the plans as JSON-LD', () => {
  const blocks = headOf('/').jsonLd
  expect(blocks).toHaveLength(1)
  const data = JSON.parse(blocks[0] ?? '') as { '@context': string; '@graph': Record<string, unknown>[] }
  expect(data['@context']).toBe('https://schema.org')
  const byType = (type: string) => data['@graph'].find((node) => node['@type'] === type)

  const organization = byType('Organization')
  expect(organization).toMatchObject({
    name: site.name,
    url: new URL('/', site.origin).href,
    contactPoint: {
      '@type': 'ContactPoint',
      email: site.supportEmail,
      telephone: site.phone.href.replace('tel:', ''),
    },
  })
  const sameAs = organization?.sameAs as string[]
  expect(sameAs).toEqual(Object.values(site.social).filter(Boolean))
  expect(sameAs.length).toBeGreaterThan(0)
  const logo = organization?.logo as { url: string }
  expect(pngSize(logo.url)).toEqual({ width: 512, height: 512 })

  expect(byType('WebSite')).toMatchObject({ name: site.name, url: new URL('/', site.origin).href })

  const offers = byType('SoftwareApplication')?.offers as Record<string, unknown>[]
  expect(
    offers.map((offer) => ({ name: offer.name, price: Number(offer.price), currency: offer.priceCurrency })),
  ).toEqual(plans.map((plan) => ({ name: plan.name, price: plan.price, currency: 'USD' })))
})

type JsonLdNode = Record<string, unknown> & { '@type'?: unknown }
type ListItem = { '@type': string; position: number; name: string; item: string }

/** Every node of a page's JSON-LD blocks, each block checked for schema.org's context on the way. */
function jsonLdNodes(blocks: string[], path: string): JsonLdNode[] {
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as { '@context'?: unknown; '@graph'?: JsonLdNode[] } & JsonLdNode
    expect(data['@context'], `${path}: @context`).toBe('https://schema.org')
    return data['@graph'] ?? [data]
  })
}

test('every public page carries valid JSON-LD; each below home a breadcrumb trail of canonical pages', () => {
  const canonicalOf = new Map(publicPaths.map((path) => [path, headOf(path).canonical[0]]))

  for (const path of publicPaths) {
    const head = headOf(path)
    expect(head.jsonLd.length, `${path} has JSON-LD`).toBeGreaterThan(0)
    const nodes = jsonLdNodes(head.jsonLd, path)
    for (const node of nodes) expect(node['@type'], `${path}: every node has a @type`).toEqual(expect.any(String))
    const lists = nodes.filter((node) => node['@type'] === 'BreadcrumbList')
    if (path === '/') {
      expect(lists).toEqual([])
      continue
    }
    expect(lists, `${path}: one BreadcrumbList`).toHaveLength(1)
    const items = lists[0]?.itemListElement as ListItem[]
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
    expect(items[0]).toMatchObject({ '@type': 'ListItem', name: 'Home', item: new URL('/', site.origin).href })
    expect(items.at(-1)?.item, `${path}: the trail ends at the page's canonical URL`).toBe(head.canonical[0])
    for (const item of items) {
      expect(item.name, `${path}: every crumb is named`).not.toBe('')
      // Absolute, on the configured origin, and the canonical URL of a page this site serves.
      const itemUrl = new URL(item.item)
      expect(itemUrl.origin).toBe(site.origin)
      expect(canonicalOf.get(itemUrl.pathname), `${path}: ${item.item} is a page's canonical URL`).toBe(item.item)
    }
  }
})

test('each template’s page is one Article: its h1, description, canonical URL and card; the hubs are none', () => {
  const templatePaths = templates.map((template) => strategyPath(template.id))
  for (const path of publicPaths.filter((p) => p === '/strategies' || p.startsWith('/strategies/'))) {
    const head = headOf(path)
    const articles = jsonLdNodes(head.jsonLd, path).filter((node) => node['@type'] === 'Article')
    if (!templatePaths.includes(path)) {
      expect(articles, `${path} is a list of templates, not an article`).toEqual([])
      expect(head.og['og:type'], path).toBe('website')
      continue
    }
    expect(articles, `${path}: one Article`).toHaveLength(1)
    const h1 = builtDocument(path).querySelectorAll('h1')
    expect(h1, `${path}: one h1`).toHaveLength(1)
    expect(articles[0], path).toMatchObject({
      headline: h1[0]?.textContent?.trim(),
      description: head.description,
      url: head.canonical[0],
      mainEntityOfPage: head.canonical[0],
      image: head.og['og:image'],
      author: { '@type': 'Organization', name: site.name },
      publisher: { '@type': 'Organization', name: site.name },
    })
    expect(head.og['og:type'], path).toBe('article')
  }
})

test('/lab describes the Strategy Lab as a free web application', () => {
  const head = headOf('/lab')
  const [application, ...others] = jsonLdNodes(head.jsonLd, '/lab').filter((node) => node['@type'] === 'WebApplication')
  expect(others).toEqual([])
  expect(application).toMatchObject({
    url: head.canonical[0],
    description: head.description,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
  })
  expect(String(application?.name)).toContain('Strategy Lab')
})

test('the published strategy format is the one generated from the Lab’s model', () => {
  expect(JSON.parse(builtFile(strategySchemaUrlPath).toString('utf8'))).toEqual(strategyJsonSchema())
})
