import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * What a first visit to a prerendered page downloads, read from the build: the HTML document, the
 * JavaScript it loads (module preloads, script sources, the imports of its inline module scripts and,
 * transitively, the static imports of those files; plus the inline scripts themselves), its
 * stylesheets (plus inline styles), and the fonts and images the HTML or CSS refers to. Each file is
 * gzipped on its own at level 9, as the build's precompressed .gz files are served.
 *
 * Used by the byte-budget spec and by the benchmark script; no dependencies beyond Node.
 */

export const buildDir = fileURLToPath(new URL('../build/client/', import.meta.url))

export type Sizes = { raw: number; gzip: number }
export type Part = Sizes & { files: string[] }
export type FirstLoad = {
  path: string
  /** The HTML file, relative to the build folder. */
  file: string
  html: Part
  css: Part
  js: Part
  fonts: Part
  images: Part
  /** Absolute URLs the page would load from other hosts before any interaction (should be none). */
  external: string[]
  total: Sizes
}

/** The file the servers answer with for a prerendered route (the 404 page is moved by postbuild). */
export function htmlFileFor(path: string, dir = buildDir): string {
  if (path === '/') return 'index.html'
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  for (const candidate of [`${trimmed}/index.html`, `${trimmed}.html`]) {
    if (existsSync(join(dir, candidate))) return candidate
  }
  throw new Error(`No prerendered HTML for ${path} in ${dir} (run npm run build first).`)
}

const fontFile = /\.(woff2?|ttf|otf|eot)(\?|#|$)/i
const imageFile = /\.(svg|png|jpe?g|gif|webp|avif|ico)(\?|#|$)/i

type Tag = { name: string; attrs: Record<string, string>; body: string }

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase()
    if (name) attrs[name] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return attrs
}

function tags(html: string, name: string, withBody: boolean): Tag[] {
  const pattern = withBody
    ? new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, 'gi')
    : new RegExp(`<${name}\\b([^>]*?)/?>`, 'gi')
  return [...html.matchAll(pattern)].map((match) => ({
    name,
    attrs: parseAttributes(match[1] ?? ''),
    body: match[2] ?? '',
  }))
}

function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length
}

class Collector {
  readonly files = new Map<string, Sizes>()
  readonly inline: Sizes[] = []

  addInline(text: string) {
    if (text.trim()) this.inline.push({ raw: Buffer.byteLength(text), gzip: gzipSize(text) })
  }

  part(): Part {
    const all = [...this.files.values(), ...this.inline]
    return {
      raw: all.reduce((sum, size) => sum + size.raw, 0),
      gzip: all.reduce((sum, size) => sum + size.gzip, 0),
      files: [...this.files.keys(), ...(this.inline.length ? [`(${this.inline.length} inline)`] : [])],
    }
  }
}

export function firstLoad(path: string, dir = buildDir): FirstLoad {
  const file = htmlFileFor(path, dir)
  const html = readFileSync(join(dir, file), 'utf8')
  const base = `/${posix.dirname(file) === '.' ? '' : `${posix.dirname(file)}/`}`
  const external = new Set<string>()
  const js = new Collector()
  const css = new Collector()
  const fonts = new Collector()
  const images = new Collector()

  /** Resolves a reference to a file of the build, or records it as external; returns the URL path. */
  const resolve = (reference: string, from: string): string | undefined => {
    if (!reference || reference.startsWith('data:') || reference.startsWith('#')) return undefined
    const url = new URL(reference, `http://site.invalid${from}`)
    if (url.origin !== 'http://site.invalid') {
      external.add(url.href)
      return undefined
    }
    return decodeURIComponent(url.pathname)
  }
  const read = (urlPath: string): Buffer => {
    const target = join(dir, urlPath)
    if (!existsSync(target)) throw new Error(`${path} refers to ${urlPath}, which is not in the build.`)
    return readFileSync(target)
  }
  const addFile = (collector: Collector, urlPath: string | undefined): Buffer | undefined => {
    if (!urlPath || collector.files.has(urlPath)) return undefined
    const data = read(urlPath)
    collector.files.set(urlPath, { raw: data.length, gzip: gzipSize(data) })
    return data
  }

  // JavaScript: follow static imports through the module graph (dynamic imports of other routes
  // load later, on navigation, and are not counted; an inline script's dynamic import is the app's
  // entry and is).
  const staticImports = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g
  const dynamicImports = /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g
  const addScript = (urlPath: string | undefined) => {
    const data = addFile(js, urlPath)
    if (!data || !urlPath) return
    for (const match of data.toString('utf8').matchAll(staticImports)) addScript(resolve(match[1] ?? '', urlPath))
  }

  for (const script of tags(html, 'script', true)) {
    const type = (script.attrs.type ?? '').toLowerCase()
    const isJavaScript = type === '' || type === 'module' || type.includes('javascript')
    if (!isJavaScript) continue // e.g. JSON-LD: data, counted with the HTML
    if ('src' in script.attrs) {
      addScript(resolve(script.attrs.src ?? '', base))
      continue
    }
    js.addInline(script.body)
    if (type === 'module') {
      for (const match of script.body.matchAll(staticImports)) addScript(resolve(match[1] ?? '', base))
      for (const match of script.body.matchAll(dynamicImports)) addScript(resolve(match[1] ?? '', base))
    }
  }

  const cssUrls = (text: string, from: string) => {
    for (const match of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const reference = match[1] ?? ''
      if (fontFile.test(reference)) addFile(fonts, resolve(reference, from))
      else if (imageFile.test(reference)) addFile(images, resolve(reference, from))
    }
  }

  for (const link of tags(html, 'link', false)) {
    const rel = (link.attrs.rel ?? '').toLowerCase().split(/\s+/)
    // Only links that load something (not canonical, alternate, manifest and the like).
    const loads = ['modulepreload', 'stylesheet', 'preload', 'icon'].some((kind) => rel.includes(kind))
    if (!loads) continue
    const href = resolve(link.attrs.href ?? '', base)
    if (rel.includes('modulepreload')) addScript(href)
    else if (rel.includes('stylesheet')) {
      const data = addFile(css, href)
      if (data && href) cssUrls(data.toString('utf8'), href)
    } else if (rel.includes('preload') && link.attrs.as === 'font') addFile(fonts, href)
    else if (rel.includes('preload') && link.attrs.as === 'image') addFile(images, href)
    else if (rel.includes('preload') && link.attrs.as === 'script') addScript(href)
    else if (rel.includes('preload') && link.attrs.as === 'style') addFile(css, href)
    else if (rel.includes('icon')) addFile(images, href)
  }
  for (const style of tags(html, 'style', true)) {
    css.addInline(style.body)
    cssUrls(style.body, base)
  }
  for (const image of tags(html, 'img', false)) {
    if (image.attrs.loading === 'lazy') continue
    addFile(images, resolve(image.attrs.src ?? '', base))
  }

  const parts = {
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html), files: [file] },
    css: css.part(),
    js: js.part(),
    fonts: fonts.part(),
    images: images.part(),
  }
  // The inline scripts and styles are inside the HTML already: the total counts them once.
  const inline = [...js.inline, ...css.inline]
  const counted = [parts.html, parts.css, parts.js, parts.fonts, parts.images]
  const total = {
    raw: counted.reduce((sum, part) => sum + part.raw, 0) - inline.reduce((sum, size) => sum + size.raw, 0),
    gzip: counted.reduce((sum, part) => sum + part.gzip, 0) - inline.reduce((sum, size) => sum + size.gzip, 0),
  }
  return { path, file, ...parts, external: [...external], total }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** A plain-text table of gzip sizes (KB = 1024 bytes), one row per route. */
export function formatFirstLoadTable(results: FirstLoad[]): string {
  const header = ['route', 'JS', 'CSS', 'HTML', 'fonts', 'images', 'total']
  const rows = results.map((result) => [
    result.path,
    ...[result.js, result.css, result.html, result.fonts, result.images, result.total].map((part) => kb(part.gzip)),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
  return [
    'First load, gzip KB (inline scripts counted in JS and in HTML; total counts them once):',
    line(header),
    ...rows.map(line),
  ].join('\n')
}
