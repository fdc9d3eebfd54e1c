// @ts-check
/**
 * What a visitor downloads on the first load of a route, read from the build (no browser): the HTML
 * file, the stylesheets (and inline styles), every script the page runs at once (modulepreloads,
 * module scripts and their static imports, and the inline scripts themselves), preloaded fonts,
 * eager images and icons, and the fonts and images the CSS refers to. Sizes raw and gzip (level 9,
 * as build-steps/finish-build.ts precompresses); a woff2 font is compressed already and travels as it
 * is, so its "gzip" size is its file size. Used by `npm run bench` and by the byte-budget spec.
 *
 * Inline scripts and styles are listed as resources of their type (`inline: true`), so the JS and
 * CSS totals include them; they are inside the HTML too, so the overall total counts them once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

/** @typedef {'html' | 'css' | 'js' | 'font' | 'image'} ResourceType */
/** @typedef {{ raw: number, gzip: number }} Size */
/** @typedef {{ url: string, type: ResourceType, inline?: true } & Size} Resource */
/**
 * @typedef {object} FirstLoad
 * @property {string} route the path asked for, e.g. '/brokers' or '/no-such-page'
 * @property {string} file the HTML file that answers it, relative to the build folder
 * @property {Resource[]} resources every same-origin file of the first load, HTML first, and the
 *   page's inline scripts and styles (url '(inline script N)' or '(inline style N)')
 * @property {string[]} external URLs on other origins the first load would request (should be none)
 * @property {Record<ResourceType | 'total', Size>} totals
 */

export const resourceTypes = /** @type {const} */ (['html', 'css', 'js', 'font', 'image'])

/**
 * The HTML file our servers answer a path with: the prerendered page, or 404.html for any other path.
 *
 * @param {string} dir the build's client folder, e.g. 'build/client'
 * @param {string} route
 */
export function htmlFileFor(dir, route) {
  const path = route.split(/[?#]/)[0] ?? '/'
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [`${path}/index.html`, `${path}.html`]
  for (const candidate of candidates) {
    const file = candidate.replace(/^\/+/, '')
    // The 404 page is never a page of its own (server/app.js), so /404 is an unknown path too.
    if (file === '404.html' || file.startsWith('404/')) continue
    const full = safeJoin(dir, file)
    if (full && existsSync(full) && statSync(full).isFile()) return file
  }
  return '404.html'
}

/**
 * The URLs an HTML document makes the browser fetch before it is interactive, in document order.
 *
 * @param {string} html
 * @returns {{ url: string, type: ResourceType }[]}
 */
export function firstLoadUrls(html) {
  /** @type {{ url: string, type: ResourceType }[]} */
  const found = []
  for (const [tag, name] of html.matchAll(/<(link|script|img)\b[^>]*>/gi)) {
    const attrs = attributes(tag)
    const kind = name?.toLowerCase()
    if (kind === 'link') {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
      const href = attrs.href
      if (!href) continue
      if (rel.includes('stylesheet')) found.push({ url: href, type: 'css' })
      else if (rel.includes('modulepreload')) found.push({ url: href, type: 'js' })
      else if (rel.includes('icon')) found.push({ url: href, type: 'image' })
      else if (rel.includes('preload')) {
        const as = (attrs.as ?? '').toLowerCase()
        /** @type {Record<string, ResourceType>} */
        const types = { script: 'js', style: 'css', font: 'font', image: 'image' }
        const type = types[as]
        if (type) found.push({ url: href, type })
      }
    } else if (kind === 'script') {
      if (attrs.src && !isDataBlock(attrs.type)) found.push({ url: attrs.src, type: 'js' })
    } else if (kind === 'img') {
      if (attrs.src && (attrs.loading ?? '').toLowerCase() !== 'lazy') found.push({ url: attrs.src, type: 'image' })
    }
  }
  // Inline module scripts import the route modules and start the client entry at once.
  for (const [, attrText, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${attrText}>`)
    if (attrs.src || isDataBlock(attrs.type) || !body) continue
    for (const url of moduleSpecifiers(body, { dynamic: true })) found.push({ url, type: 'js' })
  }
  return found
}

/**
 * The first load of one route, from a build folder.
 *
 * @param {string} dir the build's client folder, e.g. 'build/client'
 * @param {string} route
 * @returns {FirstLoad}
 */
export function firstLoad(dir, route) {
  const file = htmlFileFor(dir, route)
  const html = readFileSync(join(dir, file), 'utf8')
  const base = new URL(route, 'http://site.invalid')
  /** @type {Map<string, Resource>} */
  const resources = new Map([[`/${file}`, { url: `/${file}`, type: 'html', ...sizes(Buffer.from(html)) }]])
  /** @type {Set<string>} */
  const external = new Set()

  /** @param {string} url @param {ResourceType} type @param {URL} from */
  const add = (url, type, from) => {
    const resolved = new URL(url, from)
    if (resolved.origin !== base.origin) {
      external.add(resolved.href)
      return
    }
    const pathname = decodeURIComponent(resolved.pathname)
    if (resources.has(pathname)) return
    const full = safeJoin(dir, pathname)
    if (!full || !existsSync(full)) throw new Error(`${route}: ${pathname} is referenced by ${file} but not in ${dir}`)
    const data = readFileSync(full)
    const size = type === 'font' ? { raw: data.length, gzip: data.length } : sizes(data)
    resources.set(pathname, { url: pathname, type, ...size })
    // A module's static imports load before it runs; dynamic ones only when asked for.
    if (type === 'js') {
      for (const specifier of moduleSpecifiers(data.toString('utf8'), { dynamic: false }))
        add(specifier, 'js', resolved)
    }
  }
  for (const { url, type } of firstLoadUrls(html)) add(url, type, base)

  // Inline scripts and styles: JavaScript and CSS the page runs, carried inside the HTML.
  let inlineScripts = 0
  for (const [, attrText, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${attrText}>`)
    if (attrs.src || isDataBlock(attrs.type) || !body?.trim()) continue
    const url = `(inline script ${++inlineScripts})`
    resources.set(url, { url, type: 'js', inline: true, ...sizes(Buffer.from(body)) })
  }
  let inlineStyles = 0
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (!body?.trim()) continue
    const url = `(inline style ${++inlineStyles})`
    resources.set(url, { url, type: 'css', inline: true, ...sizes(Buffer.from(body)) })
    for (const reference of cssReferences(body)) add(reference.url, reference.type, base)
  }
  // Fonts and images a stylesheet refers to (url(...)); the browser fetches those it uses.
  for (const resource of [...resources.values()]) {
    if (resource.type !== 'css' || resource.inline) continue
    const full = safeJoin(dir, resource.url)
    if (!full) continue
    const from = new URL(resource.url, base)
    for (const reference of cssReferences(readFileSync(full, 'utf8'))) add(reference.url, reference.type, from)
  }

  const list = [...resources.values()]
  /** @type {Record<ResourceType | 'total', Size>} */
  const totals = {
    html: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    js: { raw: 0, gzip: 0 },
    font: { raw: 0, gzip: 0 },
    image: { raw: 0, gzip: 0 },
    total: { raw: 0, gzip: 0 },
  }
  for (const resource of list) {
    const keys = resource.inline ? [resource.type] : [resource.type, /** @type {const} */ ('total')]
    for (const key of keys) {
      totals[key].raw += resource.raw
      totals[key].gzip += resource.gzip
    }
  }
  return { route, file, resources: list, external: [...external], totals }
}

/**
 * Path specifiers of `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in
 * (minified) module code, and with `dynamic`, of `import("/x.js")` with a literal string.
 *
 * @param {string} code
 * @param {{ dynamic: boolean }} options
 */
export function moduleSpecifiers(code, { dynamic }) {
  const specifiers = []
  // Only path specifiers of JavaScript files: bare words in strings ("… from `RouterProvider`") are not imports.
  const path = String.raw`(["'])((?:\.{1,2}\/|\/)[^"'\s]+?\.m?js)\1`
  const staticImport = new RegExp(String.raw`(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?${path}`, 'g')
  for (const match of code.matchAll(staticImport)) if (match[2]) specifiers.push(match[2])
  if (dynamic) {
    for (const match of code.matchAll(new RegExp(String.raw`\bimport\(\s*${path}\s*\)`, 'g'))) {
      if (match[2]) specifiers.push(match[2])
    }
  }
  return specifiers
}

/**
 * Font and image files a stylesheet refers to with url(...); data: URLs and fragments are not files.
 *
 * @param {string} css
 * @returns {{ url: string, type: ResourceType }[]}
 */
function cssReferences(css) {
  /** @type {{ url: string, type: ResourceType }[]} */
  const found = []
  for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    if (!url || url.startsWith('data:') || url.startsWith('#')) continue
    if (/\.(woff2?|ttf|otf|eot)(\?|#|$)/i.test(url)) found.push({ url, type: 'font' })
    else if (/\.(svg|png|jpe?g|gif|webp|avif|ico)(\?|#|$)/i.test(url)) found.push({ url, type: 'image' })
  }
  return found
}

/** @param {Buffer} data @returns {Size} */
function sizes(data) {
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length }
}

/** `type` values that make a script a data block the browser never runs (JSON-LD, for one). */
function isDataBlock(/** @type {string | undefined} */ type) {
  if (!type) return false
  return !/^(module|text\/javascript|application\/javascript)$/i.test(type.trim())
}

/**
 * @param {string} tag
 * @returns {Record<string, string>}
 */
function attributes(tag) {
  /** @type {Record<string, string>} */
  const attrs = {}
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '')
  for (const [, name, , double, single, bare] of body.matchAll(
    /([^\s=/>]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    if (name) attrs[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  }
  return attrs
}

function decodeEntities(/** @type {string} */ value) {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (_, entity) =>
    entity === 'amp' ? '&' : entity === 'quot' ? '"' : entity === '#39' ? "'" : entity === 'lt' ? '<' : '>',
  )
}

/** Joins a URL path onto the build folder, refusing anything that would land outside it. */
function safeJoin(/** @type {string} */ dir, /** @type {string} */ path) {
  const root = normalize(dir)
  const full = normalize(join(root, path))
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : undefined
}

/** Bytes as KiB with one decimal. */
export const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1)
