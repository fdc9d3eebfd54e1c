/**
 * The brand typeface (docs/decisions/007-self-hosted-brand-typeface.md): Inter, variable on its
 * weight axis, cut down to the characters and features the site uses, and the metric-matched
 * fallback faces that stand in for it until it has loaded.
 *
 * `npm run font:subset` (subsetBrandFont, loaded through Vite's module runner as the build loads its
 * TypeScript; see package.json) writes the font and its license to app/assets/fonts/ and the generated
 * @font-face block in app/styles/app.css. The build does not run it: the subset is committed, and
 * build-steps/brand-font.test.ts fails when the site's text uses a character the subset lacks.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import * as hb from 'harfbuzzjs'
// TypeScript 5 under its own name: its parser is a JavaScript API, which TypeScript 7, a native
// program, does not ship (docs/decisions/014-held-versions.md).
import ts from 'typescript-5'

const require = createRequire(import.meta.url)
const fontverter: { convert: (font: Buffer, to: 'sfnt' | 'woff2') => Promise<Buffer> } = require('fontverter')
const subsetFont: (font: Buffer, text: string, options: object) => Promise<Buffer> = require('subset-font')

const root = resolve(import.meta.dirname, '..')

/** Inter 4.1 as Rasmus Andersson releases it (all glyphs and features; OFL-1.1), from the inter-ui package. */
const source = {
  font: join(root, 'node_modules/inter-ui/variable/InterVariable.woff2'),
  license: join(root, 'node_modules/inter-ui/LICENSE.txt'),
}
export const fontFile = join(root, 'app/assets/fonts/inter.woff2')
const licenseFile = join(root, 'app/assets/fonts/inter-license.txt')
const cssFile = join(root, 'app/styles/app.css')

/**
 * The weights the site sets: Tailwind's font-normal, medium, semibold and bold (650 in app.css's
 * @theme). The font's weight axis is cut to their range (a quarter fewer bytes than 100–900), and
 * each gets a fallback face of its own width; brand-font.test.ts checks the list. Nothing is set
 * heavier than bold: an 800 end of the axis cost 0.9 KB for the 404 page's numeral alone.
 */
export const weights = [400, 500, 600, 650]

/**
 * Layout features kept: kerning, tabular figures for prices and figures (tnum), and ccmp (free at
 * this size). Left out: calt (2.9 KB; Inter's contextual alternates make arrows of "->" and raise
 * punctuation between capitals, and the copy writes →, × and – itself), locl, mark and mkmk (no
 * language forms or combining marks in English copy), fractions and stylistic sets.
 */
export const layoutFeatures = ['ccmp', 'kern', 'tnum']

/**
 * The optical-size axis is pinned to text (14): keeping it (display cuts for headings) would cost
 * about 14 KB more, over half the font again. Headings get Inter's display tracking instead.
 */
const variationAxes = { opsz: 14, wght: { min: weights[0], max: weights.at(-1) } }

/**
 * Fonts with Arial's advance widths (Helvetica's, which Arial copied), in the order the fallback
 * faces try them: Windows, macOS and iOS have Arial; Linux and ChromeOS Liberation Sans or Arimo
 * (Arial's metric clones), or Nimbus Sans (Ghostscript's Helvetica). Each is listed by full and
 * PostScript name, as browsers match local() on either. Android has none of them; it falls through
 * to Roboto.
 */
const fallbackNames = {
  regular: [
    'Arial',
    'ArialMT',
    'Helvetica',
    'Liberation Sans',
    'LiberationSans',
    'Arimo',
    'Nimbus Sans',
    'NimbusSans-Regular',
  ],
  bold: [
    'Arial Bold',
    'Arial-BoldMT',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
    'Nimbus Sans Bold',
    'NimbusSans-Bold',
  ],
}

/** Where the script finds one of those fonts to measure (Debian: fonts-liberation, or fonts-urw-base35, which Ghostscript and fontconfig pull in). */
const referenceFiles = {
  regular: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
    '/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf',
  ],
  bold: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
    '/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf',
  ],
}

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('')

/**
 * ASCII characters the font leaves out: no copy on any page draws them (they appear in class names,
 * paths, patterns, code and the <title> separator, none of them set in Inter), and together they cost
 * 0.9 KB; "_" alone, 0.3 KB, would take the font past one congestion window. Text a visitor types with one of them shows it in the fallback face.
 * brand-font.test.ts fails when a prerendered page's text uses one.
 */
export const undrawnAscii = '#*^_`|~'

/** The entities JSX text on the site uses; any other fails loudly rather than go uncounted. */
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/**
 * Every piece of text in the app's source that can reach a page: string and template literals and
 * JSX text of app/**\/*.{ts,tsx}, tests left out. Comments and regular expressions are not text.
 * Content modules, components, the Lab's labels and messages shown only after hydration are all
 * here, so this is a superset of what any page shows (values typed in by a visitor aside).
 * `dir` is the folder to read, app/ by default.
 */
export function sourceTexts(dir = join(root, 'app')): { file: string; text: string }[] {
  const texts: { file: string; text: string }[] = []
  for (const file of listSources(dir)) {
    const code = readFileSync(file, 'utf8')
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
    const sourceFile = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind)
    const name = relative(root, file)
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node)) texts.push({ file: name, text: decodeEntities(node.text, name) })
      else if (ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent))
        texts.push({ file: name, text: decodeEntities(node.text, name) })
      else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
        texts.push({ file: name, text: node.text })
      ts.forEachChild(node, visit)
    }
    visit(sourceFile)
  }
  return texts
}

/**
 * The characters the subset must hold: printable ASCII but the undrawn symbols, so everyday edits
 * never need a new subset, and every other character the app's text uses (line breaks and tabs
 * are not drawn).
 */
export function siteCharacters() {
  const characters = new Set(printableAscii)
  for (const { text } of sourceTexts()) {
    for (const character of text) if (!/[\n\r\t]/.test(character)) characters.add(character)
  }
  return [...characters]
    .filter((character) => !undrawnAscii.includes(character))
    .sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join('')
}

/** The copy of the content modules (strings with a space in them: sentences, not IDs or URLs), to weigh widths by. */
function copySample() {
  return sourceTexts(join(root, 'app/content'))
    .map(({ text }) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.includes(' ') && !/^(https?:|mailto:|\/)/.test(text))
    .join(' ')
}

export type FallbackFace = {
  weight: number
  /** Which local font stands in. */
  style: 'regular' | 'bold'
  /** This and the overrides in percent, as the descriptors take them. */
  sizeAdjust: number
  ascentOverride: number
  descentOverride: number
  lineGapOverride: number
}

/**
 * The fallback faces' descriptors, computed rather than guessed:
 *
 * - size-adjust: Inter's advance width over the fallback font's, for the site's own copy shaped
 *   with the default features (kerning included) at that weight (Arial Regular for 400 and 500,
 *   Arial Bold from 600 up), so a line of fallback text is as long as the same line in Inter;
 * - ascent-, descent- and line-gap-override: Inter's own metrics (hhea, which equal its OS/2 typo
 *   and win values) over its units per em, divided by size-adjust, because browsers scale the
 *   overrides by size-adjust too; so lines are as tall and baselines where Inter puts them.
 *
 * `interSfnt` is the subset, uncompressed.
 */
export function fallbackFaces(interSfnt: Buffer): FallbackFace[] {
  const inter = new hb.Face(new hb.Blob(interSfnt))
  const metrics = verticalMetrics(inter)
  const text = copySample()
  const reference = {
    regular: new hb.Face(new hb.Blob(readFileSync(findReference('regular')))),
    bold: new hb.Face(new hb.Blob(readFileSync(findReference('bold')))),
  }
  return weights.map((weight) => {
    const style = weight >= 600 ? 'bold' : 'regular'
    const ratio = advance(inter, text, weight) / advance(reference[style], text)
    const percent = (value: number) => round((value / ratio) * 100)
    return {
      weight,
      style,
      sizeAdjust: round(ratio * 100),
      ascentOverride: percent(metrics.ascent),
      descentOverride: percent(metrics.descent),
      lineGapOverride: percent(metrics.lineGap),
    }
  })
}

/** Inter's ascent, descent and line gap as fractions of the em. */
export function verticalMetrics(face: hb.Face) {
  const extents = new hb.Font(face).hExtents()
  return {
    ascent: extents.ascender / face.upem,
    descent: -extents.descender / face.upem,
    lineGap: extents.lineGap / face.upem,
  }
}

/** The generated CSS: the brand face and its fallback faces. */
export function renderFontFaces(faces: FallbackFace[]) {
  const fontUrl = relative(join(cssFile, '..'), fontFile)
  const fallback = faces.map(
    (face) => `@font-face {
  font-family: "Inter Fallback";
  font-weight: ${face.weight};
  src: ${fallbackNames[face.style].map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${face.sizeAdjust}%;
  ascent-override: ${face.ascentOverride}%;
  descent-override: ${face.descentOverride}%;
  line-gap-override: ${face.lineGapOverride}%;
}`,
  )
  return `${blockStart} generated by \`npm run font:subset\` (build-steps/brand-font.ts): edit the script, not
   this block. Inter, cut to the site's characters, weights ${weights[0]}–${weights.at(-1)} and text optical size; preloaded by
   app/root.tsx. Until it arrives, "Inter Fallback" draws the text with Arial or a font of Arial's
   widths, scaled to Inter's width at each weight (size-adjust: Inter's advance width over Arial's
   for the site's copy) and given Inter's ascent, descent and line gap (Inter's metric over its em,
   divided by size-adjust), so the swap moves nothing. */
@font-face {
  font-family: "Inter";
  font-style: normal;
  font-weight: ${weights[0]} ${weights.at(-1)};
  font-display: swap;
  src: url("${fontUrl}") format("woff2");
}
${fallback.join('\n')}
${blockEnd}`
}

const blockStart = '/* brand-font:'
const blockEnd = '/* brand-font: end */'

export function replaceBlock(css: string, block: string) {
  const start = css.indexOf(blockStart)
  const end = css.indexOf(blockEnd)
  if (start < 0 || end < start)
    throw new Error(`${relative(root, cssFile)} has no "${blockStart}" … "${blockEnd}" block to replace.`)
  return css.slice(0, start) + block + css.slice(end + blockEnd.length)
}

/** Code points as compact ranges, e.g. U+0020-007E, U+00A9. */
export function unicodeRanges(codePoints: Iterable<number>) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const point of sorted) {
    const last = ranges.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else ranges.push([point, point])
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
}

/** Decodes a woff2 file to the uncompressed font HarfBuzz reads. */
export async function readWoff2(file: string) {
  return fontverter.convert(readFileSync(file), 'sfnt')
}

/** `npm run font:subset`: cuts the font and rewrites its @font-face block (see the top of this file). */
export async function subsetBrandFont() {
  const characters = siteCharacters()
  const options = { keepFeatures: layoutFeatures, variationAxes }
  const sfnt = await subsetFont(readFileSync(source.font), characters, { ...options, targetFormat: 'sfnt' })
  const woff2 = await fontverter.convert(sfnt, 'woff2')
  writeFileSync(fontFile, woff2)
  writeFileSync(licenseFile, readFileSync(source.license))

  const faces = fallbackFaces(sfnt)
  writeFileSync(cssFile, replaceBlock(readFileSync(cssFile, 'utf8'), renderFontFaces(faces)))
  // Biome wraps the long src lists; formatting here keeps `npm run lint` clean after a re-run.
  spawnSync('npx', ['biome', 'format', '--write', cssFile], { cwd: root, stdio: 'ignore' })

  const face = new hb.Face(new hb.Blob(sfnt))
  const glyphs = Buffer.from(face.referenceTable('maxp') ?? []).readUInt16BE(4)
  console.log(
    `${relative(root, fontFile)}: ${woff2.length} bytes (woff2), ${glyphs} glyphs for ${[...characters].length} characters ` +
      `(${unicodeRanges([...characters].map((character) => character.codePointAt(0) ?? 0)).join(', ')})`,
  )
  console.log(`Fallback measured on ${findReference('regular')} and ${findReference('bold')}:`)
  console.table(faces)
  console.log(
    `${relative(root, cssFile)}: @font-face block updated. Commit the font, its license and the CSS together.`,
  )
}

function findReference(style: 'regular' | 'bold') {
  const file = referenceFiles[style].find((candidate) => existsSync(candidate))
  if (!file) {
    throw new Error(
      `No font with Arial's widths to measure the fallback on (${referenceFiles[style].join(', ')}). ` +
        'On Debian: apt-get install fonts-liberation.',
    )
  }
  return file
}

/** Advance width of a text in ems, shaped with the font's default features. */
function advance(face: hb.Face, text: string, weight?: number) {
  const font = new hb.Font(face)
  if (weight) font.setVariations([new hb.Variation('wght', weight)])
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  return buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0) / face.upem
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return listSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : []
  })
}

function decodeEntities(text: string, file: string) {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (match, name) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    const character = entities[name]
    if (character === undefined) throw new Error(`${file}: add ${match} to the entities in build-steps/brand-font.ts`)
    return character
  })
}

const round = (value: number) => Math.round(value * 100) / 100
