// @vitest-environment node
// (The font tools' WebAssembly wants Node's typed arrays, not jsdom's.)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as hb from 'harfbuzzjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodeAttribute } from '../deploy/csp.js'
import {
  fontFile,
  layoutFeatures,
  readWoff2,
  siteCharacters,
  sourceTexts,
  undrawnAscii,
  unicodeRanges,
  verticalMetrics,
  weights,
} from './brand-font.ts'

const rerun = 'Run `npm run font:subset` and commit app/assets/fonts/ and app/styles/app.css with it.'
const css = readFileSync(join(process.cwd(), 'app/styles/app.css'), 'utf8')

let face: hb.Face
beforeAll(async () => {
  face = new hb.Face(new hb.Blob(await readWoff2(fontFile)))
})

/** Advances of each glyph of a text, in font units, with features turned on (1) or off (0). */
function advances(text: string, features: Record<string, number> = {}) {
  const font = new hb.Font(face)
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(
    font,
    buffer,
    Object.entries(features).map(([tag, value]) => new hb.Feature(tag, value)),
  )
  return buffer.getGlyphPositions().map((position) => position.xAdvance)
}

/** The declarations of each @font-face rule for a family. */
function fontFaces(family: string) {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.includes(`font-family: "${family}";`))
    .map((body) => {
      const value = (name: string) => new RegExp(`${name}:([^;]+);`).exec(body)?.[1]?.replace(/\s+/g, ' ').trim() ?? ''
      return { value, percent: (name: string) => Number.parseFloat(value(name)) / 100 }
    })
}

describe('the brand font (app/assets/fonts/inter.woff2)', () => {
  it('has every character the site’s text uses', () => {
    const covered = new Set(face.collectUnicodes())
    const texts = sourceTexts()
    const missing = [...siteCharacters()]
      .filter((character) => !covered.has(character.codePointAt(0) ?? 0))
      .map((character) => {
        const where = texts.find(({ text }) => text.includes(character))?.file
        return `"${character}" (${unicodeRanges([character.codePointAt(0) ?? 0])[0]}) in ${where}`
      })
    expect(missing, `Characters the subset lacks. ${rerun}`).toEqual([])
  })

  it('keeps the layout features the site relies on: kerning and tabular figures', () => {
    expect(face.getTableFeatureTags('GPOS')).toContain('kern')
    expect(face.getTableFeatureTags('GSUB')).toContain('tnum')
    for (const feature of [...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]) {
      expect(layoutFeatures).toContain(feature)
    }
    // Proportional figures by default; tabular-nums makes every digit as wide as the others.
    expect(new Set(advances('0123456789')).size).toBeGreaterThan(1)
    expect(new Set(advances('0123456789', { tnum: 1 })).size).toBe(1)
    expect(advances('AV')).not.toEqual(advances('AV', { kern: 0 }))
  })

  it('varies over the weights the site sets, and app.css declares the same range', () => {
    const axes = face.getAxisInfos()
    expect(Object.keys(axes), `axes of the subset. ${rerun}`).toEqual(['wght'])
    expect([axes.wght?.min, axes.wght?.max], rerun).toEqual([weights[0], weights.at(-1)])
    const [inter, ...others] = fontFaces('Inter')
    expect(others).toEqual([])
    expect(inter?.value('font-weight')).toBe(`${weights[0]} ${weights.at(-1)}`)
    expect(inter?.value('font-display')).toBe('swap')
    expect(inter?.value('src')).toBe('url("../assets/fonts/inter.woff2") format("woff2")')
  })
})

// npm test builds before the unit tests; the pages as the build wrote them.
const client = 'build/client'
const pages = existsSync(client)
  ? readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  : []

/** What a page draws in the site's font: its text and form values, not scripts, styles or the <title>. */
function drawnText(html: string) {
  const values = [...html.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1])
  const text = html
    // Code and preformatted text are set in the monospace face, not in the brand font.
    .replace(/<(script|style|title|code|pre)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
  return decodeAttribute([text, ...values].join(' '))
}

describe('the ASCII symbols the font leaves out', () => {
  it('are checked against the built pages (run `npm run build` first)', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'lab/index.html']))
  })

  it.each(pages)('are drawn nowhere on %s', (page) => {
    const text = drawnText(readFileSync(join(client, page), 'utf8'))
    const used = [...undrawnAscii].filter((character) => text.includes(character))
    expect(used, `take them out of undrawnAscii in build-steps/brand-font.ts. ${rerun}`).toEqual([])
  })

  it('are noticed when a page does draw one', () => {
    expect(drawnText('<title>A | B</title><p>Plan #1</p>')).toContain('#')
    expect(drawnText('<title>A | B</title><p>Plan #1</p>')).not.toContain('|')
    expect(drawnText('<p>a <code>stop_limit</code> order</p>')).not.toContain('_')
  })
})

describe('the weights the site sets', () => {
  it('are the ones the subset and its fallback faces were made for', () => {
    // Tailwind's font-* utilities, with the weights app.css's @theme sets instead.
    const tailwind: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    }
    for (const [, name, value] of css.matchAll(/--font-weight-(\w+): (\d+);/g)) tailwind[name ?? ''] = Number(value)
    const used = new Set<number>()
    for (const { file, text } of sourceTexts()) {
      for (const [, name, arbitrary] of text.matchAll(/(?<![\w-])font-(?:(\w+)|\[(\d+)\])(?![\w-])/g)) {
        const weight = arbitrary ? Number(arbitrary) : tailwind[name ?? '']
        if (weight === undefined) continue // font-sans, font-mono
        expect(
          weights,
          `${file} sets font weight ${weight}: add it to weights in build-steps/brand-font.ts. ${rerun}`,
        ).toContain(weight)
        used.add(weight)
      }
    }
    expect([...used].sort(), 'a weight nothing sets only costs bytes').toEqual(weights)
  })
})

describe('the fallback faces', () => {
  it('have one face per weight, each with Inter’s ascent, descent and line gap once scaled by its size-adjust', () => {
    const inter = verticalMetrics(face)
    const faces = fontFaces('Inter Fallback')
    expect(
      faces.map((fallback) => Number(fallback.value('font-weight'))),
      rerun,
    ).toEqual(weights)
    for (const fallback of faces) {
      const scale = fallback.percent('size-adjust')
      // Arial is narrower than Inter: every face is scaled up, by less in bold.
      expect(scale).toBeGreaterThan(1)
      expect(scale).toBeLessThan(1.15)
      expect(fallback.percent('ascent-override') * scale).toBeCloseTo(inter.ascent, 3)
      expect(fallback.percent('descent-override') * scale).toBeCloseTo(inter.descent, 3)
      expect(fallback.percent('line-gap-override') * scale).toBeCloseTo(inter.lineGap, 3)
      expect(fallback.value('src')).toMatch(/^local\("Arial(?: Bold)?"\)/)
    }
  })

  it('come straight after Inter in the site’s font stack', () => {
    expect(css).toMatch(/--font-sans:\s*"Inter", "Inter Fallback", ui-sans-serif,/)
  })
})

describe('sourceTexts', () => {
  it('reads string literals, template text and JSX text (entities decoded), not comments or regular expressions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-font-'))
    try {
      writeFileSync(
        join(dir, 'page.tsx'),
        [
          '// σ in a comment',
          '/** √ in a doc comment */',
          "const label = 'a ≤ b'",
          'const pattern = /[Δ]/',
          `const total = \`\${label} → \${1}…\``,
          'export const Page = () => <p title="x &amp; y">Fish &amp; chips ©</p>',
        ].join('\n'),
      )
      writeFileSync(join(dir, 'page.test.tsx'), "const skipped = 'ß'")
      const text = sourceTexts(dir)
        .map((entry) => entry.text)
        .join('')
      expect(text).toContain('a ≤ b')
      expect(text).toContain(' → ')
      expect(text).toContain('…')
      expect(text).toContain('x & y')
      expect(text).toContain('Fish & chips ©')
      for (const absent of ['σ', '√', 'Δ', 'ß', '&amp;']) expect(text).not.toContain(absent)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('unicodeRanges', () => {
  it('joins neighboring code points', () => {
    expect(unicodeRanges([0x41, 0x20, 0x42, 0x2264, 0x43, 0x2265, 0xa9])).toEqual([
      'U+0020',
      'U+0041-0043',
      'U+00A9',
      'U+2264-2265',
    ])
  })
})
