// @ts-check
/**
 * Which build file or redirect a request target names, decided as nginx with deploy/nginx/
 * decides it, so that both servers agree on every URL (server/app.js dispatches on it).
 */

/**
 * The decoded, normalized path of a request target, as nginx sees it: origin-form or absolute-form,
 * query and fragment dropped, percent-decoding (malformed -> undefined, so 400), no NUL byte,
 * repeated slashes merged, `.` and `..` resolved (above the root -> undefined).
 * @param {string} target
 */
export function requestPath(target) {
  let raw = target
  if (!raw.startsWith('/')) {
    if (!/^https?:\/\//i.test(raw)) return undefined
    try {
      raw = new URL(raw).pathname
    } catch {
      return undefined
    }
  }
  raw = raw.replace(/[?#].*$/s, '')
  let decoded
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  /** @type {string[]} */
  const segments = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return undefined
      segments.pop()
    } else segments.push(segment)
  }
  const trailingSlash = segments.length > 0 && /\/\.{0,2}$/.test(decoded)
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`
}

/**
 * The build file a path answers with: a page at its one URL (`/brokers`, `/`), any other file at
 * its own path; nothing else (no `.html` guessing, no directory listing; `/brokers/` and
 * `/brokers/index.html` are redirects, see redirectTarget).
 * @param {string} path a normalized path from requestPath()
 * @param {Set<string>} files
 */
export function resolveFile(path, files) {
  if (path === '/') return files.has('/index.html') ? '/index.html' : undefined
  if (path.endsWith('/') || path.endsWith('/index.html')) return undefined
  if (files.has(path)) return path
  return files.has(`${path}/index.html`) ? `${path}/index.html` : undefined
}

/**
 * Where a path that is not a page's URL is sent with 301, if anywhere: the page's URL for
 * `/brokers/` and `/brokers/index.html` (`/` for `/index.html`) where that page exists, and the new
 * page of one that moved (in any of those forms). deploy/nginx/site.conf.template does the same.
 * @param {string} path a normalized path from requestPath()
 * @param {Set<string>} files
 * @param {Map<string, string>} moved old page path -> new page path
 */
export function redirectTarget(path, files, moved) {
  const page = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path
  const trimmed = page.length > 1 && page.endsWith('/') ? page.slice(0, -1) : page
  const target = moved.get(trimmed)
  if (target !== undefined) return target
  if (trimmed === path) return undefined
  return files.has(trimmed === '/' ? '/index.html' : `${trimmed}/index.html`) ? trimmed : undefined
}

/** The query of a request target, `?` included, as sent; none for an empty one, as nginx's $is_args$args (a fragment, which clients never send, dropped). */
export function queryOf(/** @type {string} */ target) {
  return /\?[^#]+/.exec(target)?.[0] ?? ''
}
