// @ts-check
/**
 * The Content-Security-Policy of a page, made at build time from that page's inline code
 * (docs/decisions/003-per-page-csp-with-build-time-hashes.md): deploy/configs.js writes one per
 * page into build/headers.json, `_headers` and nginx's maps. Nothing here runs in `npm start`,
 * which only reads the result.
 */
import { createHash } from 'node:crypto'
import { videoEmbedOrigin } from '../server/headers.js'

/**
 * @typedef {object} PageSources What one prerendered page needs beyond 'self'.
 * @property {string[]} scriptHashes CSP hash sources of its inline scripts
 * @property {string[]} [styleHashes] hash sources of inline <style> elements, if any
 * @property {string[]} [styleAttributeHashes] hash sources of style="" attributes, if any
 * @property {boolean} [dataImages] whether the page or its CSS uses data: images
 * @property {string} [earlyAccessOrigin] origin the early-access form posts to, if configured
 */

/**
 * The Content-Security-Policy of a page: nothing by default, then only what the page uses.
 * @param {PageSources} sources
 */
export function pagePolicy({
  scriptHashes,
  styleHashes = [],
  styleAttributeHashes = [],
  dataImages = false,
  earlyAccessOrigin = '',
}) {
  const endpoint = earlyAccessOrigin ? [earlyAccessOrigin] : []
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(scriptHashes)]],
    ['style-src', ["'self'", ...unique(styleHashes)]],
    ['img-src', ["'self'", ...(dataImages ? ['data:'] : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...endpoint]],
    ['frame-src', [videoEmbedOrigin]],
    ['form-action', ["'self'", ...endpoint]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  // A style="" attribute can only be allowed by hash with 'unsafe-hashes' (CSP level 3). React
  // output has none today; this keeps the policy honest if a component adds one.
  if (styleAttributeHashes.length > 0) {
    directives.splice(3, 0, ['style-src-attr', ["'unsafe-hashes'", ...unique(styleAttributeHashes)]])
  }
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)].sort()
}

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const executableScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The inline code of a prerendered page that a CSP must allow by hash: scripts without `src`
 * (JSON data blocks such as JSON-LD never run and need no hash), <style> elements and style
 * attributes. React escapes `</script` inside inline scripts, so the first closing tag ends each.
 * @param {string} html
 */
export function inlineSources(html) {
  const scriptHashes = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!executableScriptTypes.has(type)) continue
    scriptHashes.push(sha256Source(match[2] ?? ''))
  }
  const styleHashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => sha256Source(m[1] ?? ''))
  const styleAttributeHashes = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*"([^"]*)"/gi)].map((m) =>
    sha256Source(decodeAttribute(m[1] ?? '')),
  )
  return { scriptHashes, styleHashes, styleAttributeHashes }
}

/**
 * React escapes these in attribute values and text; the browser hashes (and draws) the decoded
 * value. Also read by build-steps/brand-font.test.ts for the text a page draws.
 */
export function decodeAttribute(/** @type {string} */ value) {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}
