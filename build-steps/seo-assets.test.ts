import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { guidePath, posterPath, posterSize } from '~/content/guides'
import { readGuides } from '~/content/guides.server'
import { lastChange } from '~/lib/content.server'
import { publicPaths } from '~/route-paths'
import { brandColors, palettePng, renderPng, wrapText } from './draw'
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
  it('dates each guide page with the last change of its file, /guides with the latest of them, and no other page', () => {
    const entries = sitemapEntries()
    const guides = readGuides()
    expect(entries.map((entry) => entry.path)).toEqual(publicPaths)
    for (const guide of guides)
      expect(entries).toContainEqual({ path: guidePath(guide.slug), lastmod: lastChange(guide.file) })
    const latest = guides
      .map((guide) => lastChange(guide.file))
      .sort()
      .at(-1)
    expect(entries).toContainEqual({ path: '/guides', lastmod: latest })
    // No date set by hand: a page no content file backs has no lastmod.
    expect(entries.filter((entry) => entry.lastmod)).toHaveLength(guides.length + 1)
    const [first] = guides
    expect(sitemapXml('https://example.org', entries)).toContain(
      `<url><loc>https://example.org${guidePath(first?.slug ?? '')}</loc><lastmod>${lastChange(first?.file ?? '')}</lastmod></url>`,
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
  it('reads the color tokens of app.css', () => {
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
    for (const guide of readGuides()) {
      guide.videos.forEach((_, index) => {
        const poster = files[posterPath(guide.slug, guide.videos.length, index).slice(1)] as Buffer
        expect(pngSize(poster)).toEqual(posterSize)
        // Indexed color: one cold connection's first round trip carries it whole.
        expect(poster[25], 'PNG color type').toBe(3)
        expect(poster.byteLength).toBeLessThan(10 * 1024)
      })
    }
  })
})

describe('renderPng', () => {
  /** The RGBA pixels a PNG decodes to, as resvg draws it unscaled. */
  const decode = (png: Buffer, width: number, height: number) =>
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
    ).render().pixels
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">${body}</svg>`

  it('writes a flat drawing as an indexed PNG of the same pixels, translucent ones included, in fewer bytes', () => {
    for (const drawing of [
      svg('<rect width="64" height="32" fill="#0b1220"/><circle cx="20" cy="16" r="11" fill="#38bdf8"/>'),
      svg(
        '<circle cx="16" cy="16" r="12" fill="#38bdf8"/><rect x="40" y="4" width="20" height="20" fill="#fff" fill-opacity="0.4"/>',
      ),
    ]) {
      const reference = new Resvg(drawing).render().asPng()
      const png = renderPng(drawing)
      expect(png[25], 'PNG color type').toBe(3)
      expect(decode(png, 64, 32)).toEqual(decode(reference, 64, 32))
      expect(png.byteLength).toBeLessThan(reference.byteLength)
    }
  })

  it('keeps full color for more than 256 colors', () => {
    const gradient = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff" stop-opacity="0.5"/></linearGradient></defs><rect width="64" height="32" fill="url(#g)"/>',
    )
    const png = renderPng(gradient, 512)
    expect(png[25], 'PNG color type').toBe(6)
    expect(
      palettePng(new Resvg(gradient, { fitTo: { mode: 'width', value: 512 } }).render().pixels, 512, 256),
    ).toBeUndefined()
  })
})
