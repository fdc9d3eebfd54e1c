// @ts-check
/**
 * The security and caching headers every way of serving the site sends: `npm start`, the CDN
 * `_headers` file and the nginx config are all generated from this module, so they cannot drift.
 */

/** Headers sent with every response (pages, assets, the 404 page). */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(self "https://www.youtube-nocookie.com"), camera=(), display-capture=(), encrypted-media=(self "https://www.youtube-nocookie.com"), fullscreen=(self "https://www.youtube-nocookie.com"), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(self "https://www.youtube-nocookie.com"), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  // Without build-time hashes this is the part of the policy that holds for every response;
  // the full per-page policy is added where the build has computed it.
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
}

/** Hashed build assets never change under their name; everything else is revalidated. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  other: 'public, max-age=3600, must-revalidate',
}

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return cacheControl.immutable
  if (pathname === '/' || pathname.endsWith('/') || pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname)) {
    return cacheControl.html
  }
  return cacheControl.other
}
