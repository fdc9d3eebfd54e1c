/**
 * Build-time SEO files, emitted by a Vite plugin into the client build (build/client):
 * - og-image.png: the 1200×630 link-preview image, drawn from the brand (name, tagline, color
 *   tokens, mark) with resvg and the Inter font files, so it follows SITE_NAME and never needs
 *   hand-editing;
 * - logo.png: the brand mark as a 512×512 PNG, for the Organization logo in the structured data;
 * - favicon.ico: the brand mark at 16, 32 and 48 px, for clients that ask for it by that name (favicon.ts);
 * - sitemap.xml: the public routes as absolute URLs on the configured origin, pages drawn from a
 *   content file with the day that file last changed;
 * - robots.txt: allows everything and points to the sitemap;
 * - .well-known/security.txt: the security contact (security-txt.ts), expiring under a year after the build;
 * - posters/*.png: the guide pages' video posters (guide-posters.ts);
 * - cards/strategies/*.png: the strategy pages' link-preview cards, their trees drawn (strategy-cards.ts);
 * - lab/strategy.schema.json: the published format of the Strategy Lab's exported files, generated
 *   from the model's schema (app/lab/engine/json-schema.ts).
 * The dev server answers the same paths from memory.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { resolveSiteConfig } from '../app/config/site.ts'
import { guideLastChanges } from '../app/content/guides.server.ts'
import { tagline } from '../app/content/site/company.ts'
import { strategyJsonSchema } from '../app/lab/engine/json-schema.ts'
import { strategySchemaUrlPath } from '../app/lab/engine/schema.ts'
import { publicPaths } from '../app/route-paths.ts'
import { type BrandColors, brandColors, escapeXml, fitFontSize, renderPng, wrapText } from './draw.ts'
import { faviconIco } from './favicon.ts'
import { guidePosterFiles } from './guide-posters.ts'
import { securityTxt, securityTxtPath } from './security-txt.ts'
import { strategyCardFiles } from './strategy-cards.ts'

export const ogImageSize = { width: 1200, height: 630 } as const
export const logoSize = 512

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** A sitemap entry: a route path and, where a content file backs the page, its last change (YYYY-MM-DD). */
export type SitemapEntry = { path: string; lastmod?: string }

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * The day each page's words last changed, where one content file holds them (git's date of the
 * file's last commit): a guide page, and /guides, whose cards come from every guide file. Other
 * pages get no lastmod rather than a date set by hand.
 */
export function pageLastChanges(): Record<string, string> {
  const guides = guideLastChanges()
  const latest = Object.values(guides).sort().at(-1)
  return { ...guides, ...(latest ? { '/guides': latest } : {}) }
}

/** The public routes, each with its last change where a content file dates it. */
export function sitemapEntries(lastChanges = pageLastChanges()): SitemapEntry[] {
  return publicPaths.map((path) => (lastChanges[path] ? { path, lastmod: lastChanges[path] } : { path }))
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n')
}

type OgImageInput = { name: string; tagline: string; host: string; colors: BrandColors; mark: string }

/** The link-preview card as SVG: brand mark and name, the tagline, the site's host, a rising trade line. */
export function ogImageSvg({ name, tagline, host, colors, mark }: OgImageInput): string {
  const { width, height } = ogImageSize
  const left = 80
  const textWidth = width - 2 * left
  // The name shrinks to fit one line (SITE_NAME may be up to 60 characters).
  const nameSize = fitFontSize(name, 700, 64, 32, textWidth - 120)
  const taglineSize = 46
  const taglineLines = wrapText(tagline, 600, taglineSize, textWidth).slice(0, 4)
  const lineHeight = Math.round(taglineSize * 1.22)
  const taglineTop = 290 - ((taglineLines.length - 3) * lineHeight) / 2
  const markHref = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow-accent" cx="1020" cy="40" r="620" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${colors.accent}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-cyan" cx="120" cy="640" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${colors.cyan}" stop-opacity="0.14"/>
      <stop offset="1" stop-color="${colors.cyan}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="trend" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colors.cyan}"/>
      <stop offset="1" stop-color="${colors.accent}"/>
    </linearGradient>
    <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colors.accent}" stop-opacity="0.18"/>
      <stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/>
    </linearGradient>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="${colors.line}" stroke-opacity="0.35" stroke-width="1"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="${colors.bg}"/>
  <rect width="${width}" height="${height}" fill="url(#grid)"/>
  <rect width="${width}" height="${height}" fill="url(#glow-accent)"/>
  <rect width="${width}" height="${height}" fill="url(#glow-cyan)"/>
  <path d="M640 560 L760 500 L840 530 L960 420 L1040 450 L1120 340 L1120 630 L640 630 Z" fill="url(#trend-fill)"/>
  <path d="M640 560 L760 500 L840 530 L960 420 L1040 450 L1120 340" fill="none" stroke="url(#trend)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="1120" cy="340" r="10" fill="${colors.accent}"/>
  <image x="${left}" y="76" width="88" height="88" xlink:href="${markHref}"/>
  <text x="${left + 112}" y="${120 + nameSize * 0.36}" font-family="Inter" font-weight="700" font-size="${nameSize}" fill="${colors.ink}">${escapeXml(name)}</text>
  <text font-family="Inter" font-weight="600" font-size="${taglineSize}" fill="${colors.ink}">${taglineLines
    .map((line, index) => `<tspan x="${left}" y="${taglineTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
  <rect x="${left}" y="520" width="56" height="6" rx="3" fill="${colors.accent}"/>
  <text x="${left}" y="572" font-family="Inter" font-weight="400" font-size="30" fill="${colors.muted}">${escapeXml(host)}</text>
</svg>`
}

/** Every SEO file by its URL path, for the given SITE_* environment, as built at `now`. */
export function seoFiles(
  env: Record<string, string | boolean | undefined>,
  now = new Date(),
): Record<string, string | Buffer> {
  const site = resolveSiteConfig(env)
  const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8')
  const colors = brandColors(readFileSync(join(root, 'app/styles/app.css'), 'utf8'))
  const host = new URL(site.origin).host
  return {
    'og-image.png': renderPng(ogImageSvg({ name: site.name, tagline, host, colors, mark })),
    'logo.png': renderPng(mark, logoSize),
    'favicon.ico': faviconIco(mark),
    'sitemap.xml': sitemapXml(site.origin, sitemapEntries()),
    'robots.txt': robotsTxt(site.origin),
    [securityTxtPath.slice(1)]: securityTxt({ origin: site.origin, supportEmail: site.supportEmail, now }),
    ...guidePosterFiles(site.name, colors, mark),
    ...strategyCardFiles(site.name, colors, mark),
    [strategySchemaUrlPath.slice(1)]: `${JSON.stringify(strategyJsonSchema(), null, 2)}\n`,
  }
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  ico: 'image/x-icon',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

/** Vite plugin: emits the SEO files into the client build, and serves them in development. */
export function seoAssets(): Plugin {
  let env: Record<string, string | boolean | undefined> = {}
  let files: Record<string, string | Buffer> | undefined
  const generate = () => {
    files ??= seoFiles(env)
    return files
  }
  return {
    name: 'seo-assets',
    configResolved(config) {
      // The same SITE_* values the app sees as import.meta.env.
      env = config.env
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const [fileName, source] of Object.entries(generate())) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.slice(1) ?? ''
        const body = generate()[name]
        if (body === undefined) return next()
        res.setHeader('Content-Type', contentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
        res.end(body)
      })
    },
  }
}
