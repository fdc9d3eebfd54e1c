/**
 * Drawing for the build-time images (link-preview card, logo, guide posters): SVG rendered to PNG by
 * resvg with the site's palette and font files, never the build machine's.
 */
import { createRequire } from 'node:module'
import { crc32, deflateSync } from 'node:zlib'
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

/** The color tokens of the `@theme` block in app/styles/app.css, so the image follows the site's palette. */
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
  const image = new Resvg(svg, options).render()
  return palettePng(demultiplied(image.pixels), image.width, image.height) ?? image.asPng()
}

/** resvg's pixels carry premultiplied alpha; PNG stores straight color. Rounds as resvg's own PNG encoder does. */
function demultiplied(pixels: Buffer): Buffer {
  const straight = Buffer.from(pixels)
  for (let offset = 0; offset < straight.length; offset += 4) {
    const alpha = straight[offset + 3] ?? 0
    if (alpha === 0 || alpha === 255) continue
    for (let channel = offset; channel < offset + 3; channel++) {
      straight[channel] = Math.min(255, Math.floor((straight[channel] ?? 0) / (alpha / 255) + 0.5))
    }
  }
  return straight
}

/**
 * The same pixels as an indexed PNG (color type 3), when they hold at most 256 colors: flat
 * drawings such as the guide posters (about 120 colors with the text's anti-aliasing) take a
 * byte per pixel instead of four, a third of the file. Lossless; undefined for more colors.
 *
 * @param rgba 8-bit RGBA pixels with straight (not premultiplied) alpha, row by row
 */
export function palettePng(rgba: Buffer, width: number, height: number): Buffer | undefined {
  const indexOf = new Map<number, number>()
  const rows = Buffer.alloc(height * (width + 1))
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type, 0 (none): the best choice for indexed images.
    for (let x = 0; x < width; x++) {
      const color = rgba.readUInt32BE((y * width + x) * 4)
      let index = indexOf.get(color)
      if (index === undefined) {
        if (indexOf.size === 256) return undefined
        index = indexOf.size
        indexOf.set(color, index)
      }
      rows[y * (width + 1) + 1 + x] = index
    }
  }
  const colors = [...indexOf.keys()]
  const palette = Buffer.alloc(colors.length * 3)
  const alphas = Buffer.alloc(colors.length)
  colors.forEach((color, index) => {
    palette.writeUIntBE(color >>> 8, index * 3, 3)
    alphas[index] = color & 0xff
  })
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 3, 0, 0, 0], 8) // bit depth 8, indexed color, deflate, adaptive filtering, no interlace
  const lastTranslucent = alphas.findLastIndex((alpha) => alpha !== 0xff)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', palette),
    // Alpha per palette entry, only as far as the last one that is not opaque (none: no chunk).
    ...(lastTranslucent >= 0 ? [pngChunk('tRNS', alphas.subarray(0, lastTranslucent + 1))] : []),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  chunk.write(type, 4, 'latin1')
  data.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length)
  return chunk
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
