import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { strategyPath } from '~/content/strategies'
import { templates } from '~/lab/engine/templates'
import { decodeAttribute } from '../../deploy/csp.js'
import { prerenderedPages } from '../support/build-pages'

// What a search engine reads in each page's head, over every page the build wrote: titles and
// descriptions within what results show, no two pages alike, and the guides and templates as articles
// (docs/requirements.md#search-engines-and-sharing).

const client = join(process.cwd(), 'build', 'client')

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]

type Head = { path: string; title: string; description: string; ogType: string | undefined; indexed: boolean }

const heads: Head[] = [...prerenderedPages(), '/404'].map((path) => {
  const file = path === '/404' ? '404.html' : join(path.slice(1), 'index.html')
  const html = readFileSync(join(client, file), 'utf8')
  return {
    path,
    title: decodeAttribute(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decodeAttribute(meta(html, 'name', 'description') ?? ''),
    ogType: meta(html, 'property', 'og:type'),
    indexed: !/noindex/.test(meta(html, 'name', 'robots') ?? ''),
  }
})

/** The pages that share a value, by value: empty when every page has its own. */
function shared(key: 'title' | 'description') {
  const byValue = new Map<string, string[]>()
  for (const head of heads) byValue.set(head[key], [...(byValue.get(head[key]) ?? []), head.path])
  return [...byValue].filter(([, paths]) => paths.length > 1)
}

const isGuidePage = (path: string) => /^\/guides\/[^/]+$/.test(path)
/** A template's page, not a hub: the hubs list templates and stay websites. */
const templatePaths = templates.map((template) => strategyPath(template.id))

describe('titles and descriptions of every built page', () => {
  it('reads every page the build wrote', () => {
    expect(heads.length).toBeGreaterThan(10)
    expect(heads.some((head) => isGuidePage(head.path))).toBe(true)
  })

  it('gives each page a title of at most 60 characters, so results show it whole', () => {
    const long = heads.filter((head) => head.title === '' || head.title.length > 60)
    expect(long.map((head) => `${head.path}: ${head.title.length} "${head.title}"`)).toEqual([])
  })

  it('gives each page a search engine may show a description of 50 to 160 characters', () => {
    const off = heads.filter((head) => head.indexed && (head.description.length < 50 || head.description.length > 160))
    expect(off.map((head) => `${head.path}: ${head.description.length} "${head.description}"`)).toEqual([])
  })

  it('gives no two pages the same title or the same description', () => {
    expect(shared('title')).toEqual([])
    expect(shared('description')).toEqual([])
  })

  it('marks each guide page and each template’s page as an article, and every other page as a website', () => {
    for (const head of heads)
      expect(head.ogType, head.path).toBe(
        isGuidePage(head.path) || templatePaths.includes(head.path) ? 'article' : 'website',
      )
  })

  it.each(['TradingView', 'webhook', 'copy trading'])(
    'names "%s", which people search for, in the title of the guide about it',
    (words) => {
      const guides = heads.filter(
        (head) => isGuidePage(head.path) && head.title.toLowerCase().includes(words.toLowerCase()),
      )
      expect(guides.map((head) => head.path)).toHaveLength(1)
    },
  )
})
