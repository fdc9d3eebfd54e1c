import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { homeTitle, pageMeta } from './seo'

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined
}

describe('pageMeta', () => {
  const description = 'Check which U.S. brokers work with automated options trading.'

  it('titles a page "<title> | <brand>" and builds the canonical URL from the configured origin', () => {
    const meta = pageMeta({ title: 'Broker compatibility', description, path: '/brokers' })
    expect(meta).toContainEqual({ title: `Broker compatibility | ${site.name}` })
    expect(find(meta, 'name', 'description')?.content).toBe(description)
    expect(find(meta, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${site.origin}/brokers`,
    })
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${site.origin}/brokers`)
    expect(find(meta, 'property', 'og:title')?.content).toBe(`Broker compatibility | ${site.name}`)
    expect(find(meta, 'name', 'twitter:description')?.content).toBe(description)
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${site.origin}/og-image.png`)
    expect(find(meta, 'name', 'robots')).toBeUndefined()
  })

  it('gives the home page the brand title', () => {
    const meta = pageMeta({ description, path: '/' })
    expect(meta).toContainEqual({ title: homeTitle })
    expect(homeTitle.startsWith(site.name)).toBe(true)
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${site.origin}/`)
  })

  it('keeps a noindex page out of search indexes, without a canonical URL or og:url', () => {
    const meta = pageMeta({ title: 'Page not found', description, noindex: true })
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex')
    expect(find(meta, 'rel', 'canonical')).toBeUndefined()
    expect(find(meta, 'property', 'og:url')).toBeUndefined()
  })
})
