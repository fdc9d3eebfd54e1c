/**
 * Drawing for the build-time images (link-preview card, logo, guide posters): SVG rendered to PNG by
 * resvg with the site's palette and font files, never the build machine's.
 */
import { createRequire } from 'node:module'
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js'

const require = createRequire(import.meta.url)

/** Inter from @expo-google-fonts/inter: the image must not depend on the fonts of the build machine. */
const fontFiles = [
  '400Regular/Inter_400Regular.ttf',
  '600SemiBold/Inter_600SemiBold.ttf',
  '700Bold/Inter_700Bold.ttf',
].map((file) => require.resolve(`@expo-google-fonts/inter/${file}`))
const renderOptions: ResvgRenderOptions = {
  font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  logLevel: 'error',
}

export type BrandColors = Record<'bg' | 'surface' | 'line' | 'ink' | 'muted' | 'accent' | 'cyan', string>

/** The colour tokens of the `@theme` block in app/styles/app.css, so the image follows the site's palette. */
export function brandColors(css: string): BrandColors {
  const tokens = Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[\da-f]{3,8})\b/gi)].map(([, name, value]) => [name, value]),
  )
  const names = ['bg', 'surface', 'line', 'ink', 'muted', 'accent', 'cyan'] as const
  for (const name of names) {
    if (!tokens[name]) throw new Error(`seo-assets: --color-${name} is missing from app/styles/app.css`)
  }
  return Object.fromEntries(names.map((name) => [name, tokens[name]])) as BrandColors
}

export function renderPng(svg: string, width?: number): Buffer {
  const options: ResvgRenderOptions = width
    ? { ...renderOptions, fitTo: { mode: 'width', value: width } }
    : renderOptions
  return new Resvg(svg, options).render().asPng()
}

/** Width of one line of Inter text in px, measured by resvg with the same font files. */
export function textWidth(text: string, weight: number, size: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${size * 2}"><text x="0" y="${size * 1.5}" font-family="Inter" font-weight="${weight}" font-size="${size}">${escapeXml(text)}</text></svg>`
  return new Resvg(svg, renderOptions).getBBox()?.width ?? 0
}

/** Greedy word wrap to lines no wider than `maxWidth` px. */
export function wrapText(text: string, weight: number, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, weight, size) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export function fitFontSize(text: string, weight: number, largest: number, smallest: number, maxWidth: number): number {
  const width = textWidth(text, weight, largest)
  return width <= maxWidth ? largest : Math.max(smallest, Math.floor((largest * maxWidth) / width))
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )
}
