import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { guideArticles } from '~/content/guide-articles'
import { guidePath, guides, posterPath, posterSize } from '~/content/guides'
import { publicPaths } from '~/route-paths'
import { brandColors, wrapText } from './draw'
import { ogImageSize, robotsTxt, seoFiles, sitemapEntries, sitemapXml } from './seo-assets'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer) {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(data.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

describe('sitemapXml', () => {
  it('lists each path once as an absolute URL on the origin', () => {
    const xml = sitemapXml('https://example.org', [{ path: '/' }, { path: '/a&b' }])
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://example.org/',
      'https://example.org/a&amp;b',
    ])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/)
  })
})

describe('sitemapEntries', () => {
  it("dates each guide page with its article's last update, and no other page", () => {
    const entries = sitemapEntries()
    expect(entries.map((entry) => entry.path)).toEqual(publicPaths)
    for (const guide of guides) {
      expect(entries).toContainEqual({ path: guidePath(guide.id), lastmod: guideArticles[guide.id].updated })
    }
    expect(entries.filter((entry) => entry.lastmod)).toHaveLength(guides.length)
    expect(sitemapXml('https://example.org', entries)).toContain(
      `<url><loc>https://example.org${guidePath(guides[0].id)}</loc><lastmod>${guideArticles[guides[0].id].updated}</lastmod></url>`,
    )
  })
})

describe('robotsTxt', () => {
  it('allows crawling and points to the sitemap on the origin', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    )
  })
})

describe('brandColors', () => {
  it('reads the colour tokens of app.css', () => {
    const colors = brandColors(readFileSync('app/styles/app.css', 'utf8'))
    expect(colors.bg).toMatch(/^#[\da-f]{6}$/i)
    expect(colors.accent).toMatch(/^#[\da-f]{6}$/i)
  })

  it('names a missing token', () => {
    expect(() => brandColors('--color-bg: #000;')).toThrow(/--color-surface/)
  })
})

describe('wrapText', () => {
  it('breaks text into lines that fit the width, keeping every word in order', () => {
    const text = 'Revolutionizing retail trading with no-code strategy development and automation'
    const lines = wrapText(text, 600, 46, 600)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join(' ')).toBe(text)
  })
})

describe('seoFiles', () => {
  const files = seoFiles({ SITE_NAME: 'Acme Options', SITE_ORIGIN: 'https://acme.example' })

  it('draws a 1200×630 PNG link-preview image and a 512×512 logo', () => {
    expect(pngSize(files['og-image.png'] as Buffer)).toEqual(ogImageSize)
    expect(pngSize(files['logo.png'] as Buffer)).toEqual({ width: 512, height: 512 })
  })

  it('builds the sitemap from the public routes and the configured origin', () => {
    const locs = [...String(files['sitemap.xml']).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(publicPaths.map((path) => `https://acme.example${path}`))
    expect(files['robots.txt']).toContain('Sitemap: https://acme.example/sitemap.xml')
  })

  it('draws a 16:9 poster for every guide video, at the path its page shows, small enough for a phone', () => {
    for (const guide of guides) {
      guide.videos.forEach((_, index) => {
        const poster = files[posterPath(guide, index).slice(1)] as Buffer
        expect(pngSize(poster)).toEqual(posterSize)
        expect(poster.byteLength).toBeLessThan(24 * 1024)
      })
    }
  })
})
