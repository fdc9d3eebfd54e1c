/**
 * The guide pages' video posters (docs/requirements.md#guide-pages), drawn at build time from each
 * video's place in its guide and the brand, so a guide page shows its video without asking YouTube for a
 * thumbnail. One PNG per video of each guide file (content/guides), at the path `posterPath()` gives the page.
 */

import { type Guide, readGuides } from '../app/content/guides.server.ts'
import { posterPath, posterSize, posterText } from '../app/content/guides.ts'
import { type BrandColors, escapeXml, fitFontSize, renderPng, wrapText } from './draw.ts'

/** Drawn on a 1280×720 canvas, rendered down to `posterSize`. */
const canvas = { width: 1280, height: 720 } as const

type PosterInput = { guide: Guide; videoIndex: number; siteName: string; colors: BrandColors; mark: string }

/**
 * One poster as SVG: the brand in a corner, a trade line, and at the bottom left what
 * `posterText()` says: a small label over a headline. Flat colors, no gradient or grid: either
 * would double the PNG's bytes.
 */
export function posterSvg({ guide, videoIndex, siteName, colors, mark }: PosterInput): string {
  const { width, height } = canvas
  const left = 72
  const { eyebrow, headline } = posterText(guide, videoIndex)
  const headlineSize = fitFontSize(headline, 700, 96, 48, width - 2 * left)
  const headlineLines = wrapText(headline, 700, headlineSize, width - 2 * left).slice(0, 2)
  const lineHeight = Math.round(headlineSize * 1.1)
  const headlineBottom = height - 96
  const markHref = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.surface}"/>
  <path d="M760 330 L880 270 L960 300 L1080 190 L1160 220 L1220 130" fill="none" stroke="${colors.accent}" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="1220" cy="130" r="10" fill="${colors.accent}"/>
  <image x="${left}" y="64" width="56" height="56" xlink:href="${markHref}"/>
  <text x="${left + 76}" y="103" font-family="Inter" font-weight="600" font-size="34" fill="${colors.ink}">${escapeXml(siteName)}</text>
  <text x="${left}" y="${headlineBottom - headlineLines.length * lineHeight - 24}" font-family="Inter" font-weight="600" font-size="30" letter-spacing="3" fill="${colors.accent}">${escapeXml(eyebrow.toUpperCase())}</text>
  <text font-family="Inter" font-weight="700" font-size="${headlineSize}" fill="${colors.ink}">${headlineLines
    .map(
      (line, index) =>
        `<tspan x="${left}" y="${headlineBottom - (headlineLines.length - 1 - index) * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')}</text>
</svg>`
}

/** Every guide video's poster, by its path in the build (without the leading slash). */
export function guidePosterFiles(siteName: string, colors: BrandColors, mark: string): Record<string, Buffer> {
  return Object.fromEntries(
    readGuides().flatMap((guide) =>
      guide.videos.map((_, videoIndex) => [
        posterPath(guide.slug, guide.videos.length, videoIndex).slice(1),
        renderPng(posterSvg({ guide, videoIndex, siteName, colors, mark }), posterSize.width),
      ]),
    ),
  )
}
