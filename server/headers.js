// @ts-check
/**
 * The security and caching headers every way of serving the site sends: `npm start` (server/app.js),
 * the CDN `_headers` file and the nginx config are all generated from this module, so they cannot
 * drift. The Content-Security-Policy of a page is built from hashes the build computes over that
 * page's inline scripts (see docs/decisions/003-per-page-csp-with-build-time-hashes.md and 004).
 */
import { createHash } from 'node:crypto'

/** The only host the site frames: the guides' video embeds. */
export const videoEmbedOrigin = 'https://www.youtube-nocookie.com'

/**
 * Headers sent with every response (pages, assets, the favicon, images, the 404 page, error
 * answers), each with its Content-Security-Policy (a page's own, or resourcePolicy) and, for files,
 * Cache-Control. These count on any answer: HSTS on whatever the browser gets from the host,
 * nosniff and CORP on exactly the scripts, styles, fonts and images another site might try to load.
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * Headers sent with HTML documents only (every prerendered page, and the 404 page where the server
 * can tell it apart). Each governs the document it arrives with: how much of its URL goes out as
 * Referer, who may frame it, whether it shares a browsing context group with its opener, which
 * browser features it and its frames may use. On a font, script, stylesheet or image they do
 * nothing but cost bytes: nearly 600 per response, which a fresh connection pays inside its
 * 14,600-byte initial congestion window, and /brokers would pay on a dozen ~300-byte logos. (A
 * stylesheet does read Referrer-Policy for its url() requests, but ours load same-origin files only
 * and the value below is the browsers' default anyway.)
 */
export const documentHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Superseded by frame-ancestors in the CSP; kept for old browsers.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Everything the site does not use is off; the video player may autoplay, go fullscreen and
  // play encrypted media inside its own frame.
  'Permissions-Policy': [
    'accelerometer=()',
    `autoplay=(self "${videoEmbedOrigin}")`,
    'camera=()',
    'display-capture=()',
    `encrypted-media=(self "${videoEmbedOrigin}")`,
    `fullscreen=(self "${videoEmbedOrigin}")`,
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    `picture-in-picture=(self "${videoEmbedOrigin}")`,
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
}

/** The served files that are HTML documents: they get documentHeaders and revalidate (cacheRules). */
export const documentFile = /\.html$/

/**
 * The policy of every response that is not a page (assets, the favicon, plain-text errors): such a
 * document, opened on its own, may load nothing and be framed by no one.
 */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

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

/** Hashed build assets never change under their name; pages are revalidated; the rest for an hour. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  other: 'public, max-age=3600, must-revalidate',
}

/**
 * Cache rules by served file path, in order; nginx's map is generated from the same list.
 * @type {[RegExp, string][]}
 */
export const cacheRules = [
  [/^\/assets\//, cacheControl.immutable],
  [documentFile, cacheControl.html],
]

/** @param {string} file the served file, e.g. `/brokers/index.html` or `/assets/app-x1.css` */
export function cacheControlFor(file) {
  return cacheRules.find(([pattern]) => pattern.test(file))?.[1] ?? cacheControl.other
}
