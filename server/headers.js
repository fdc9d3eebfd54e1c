// @ts-check
/**
 * The security and caching headers every way of serving the site sends: `npm start` (server/app.js)
 * reads them here at runtime, and the build renders the CDN `_headers` file and the nginx config
 * from the same values (deploy/configs.js), so they cannot drift. A page's Content-Security-Policy
 * is made at build time (deploy/csp.js) and read from build/headers.json (see
 * docs/decisions/003-per-page-csp-with-build-time-hashes.md and 004).
 */
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
 * Plain-text files (robots.txt, /.well-known/security.txt) are UTF-8, and say so: the media-type
 * table npm start looks types up in (mrmime) names the type without a charset, so npm start sets
 * it; nginx adds it by its `charset utf-8`; the CDN `_headers` file names each file the build
 * writes (textFiles).
 */
export const textFile = /\.txt$/
export const textContentType = 'text/plain; charset=utf-8'
export const textFiles = ['/robots.txt', '/.well-known/security.txt']

/**
 * Media types the lookup table (mrmime) lacks, as Debian's nginx mime.types names them, so both
 * servers send the same: /favicon.ico.
 * @type {Record<string, string>}
 */
export const extraMediaTypes = { ico: 'image/x-icon' }

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
