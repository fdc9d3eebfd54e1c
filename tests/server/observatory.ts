/**
 * The header checks of the MDN HTTP Observatory (mdn/mdn-http-observatory, src/analyzer/tests and
 * src/grader/charts.js), applied to one response's headers and body. Two of its tests need the
 * public HTTPS host and cannot run on a loopback server: redirection (http -> https on the same
 * host; deploy/nginx/example.conf does it, CDN hosts do it for you) and the HSTS preload list. They
 * are counted as passing with modifier 0, which is what they score on the deployed site.
 */

type Result = { test: string; result: string; modifier: number }

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const unsafeInline = new Set(["'unsafe-inline'", 'data:'])
const hashOrNonce = /^'(sha256|sha384|sha512|nonce)-/

function parseCsp(header: string) {
  const directives = new Map<string, Set<string>>()
  for (const policy of header.split(',')) {
    for (const part of policy.split(';')) {
      const [name, ...values] = part.trim().split(/\s+/)
      if (!name) continue
      const key = name.toLowerCase()
      // Several policies are all enforced; the analyzer keeps the first occurrence of a directive.
      if (!directives.has(key)) directives.set(key, new Set(values))
    }
  }
  return directives
}

function csp(header: string | undefined): Result {
  const test = 'content-security-policy'
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 }
  const directives = parseCsp(header)
  const fallback = directives.get('default-src') ?? new Set(['*'])
  const script = new Set(directives.get('script-src') ?? fallback)
  const style = new Set(directives.get('style-src') ?? fallback)
  const object = directives.get('object-src') ?? fallback
  for (const list of [script, style]) {
    if ([...list].some((source) => hashOrNonce.test(source))) list.delete("'unsafe-inline'")
  }
  if ([...script].some((s) => broad.has(s) || unsafeInline.has(s)) || [...object].some((s) => broad.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  }
  if ([...style].some((s) => broad.has(s) || unsafeInline.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  }
  const defaultSrc = directives.get('default-src')
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

function hsts(header: string | undefined): Result {
  const test = 'strict-transport-security'
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = /max-age=(\d+)/i.exec(header)?.[1]
  if (header.includes(',') || maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 }
  return Number(maxAge) >= 15_552_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
}

function xContentTypeOptions(header: string | undefined): Result {
  const test = 'x-content-type-options'
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 }
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 }
}

function xFrameOptions(header: string | undefined, cspHeader: string | undefined): Result {
  const test = 'x-frame-options'
  if (cspHeader && parseCsp(cspHeader).has('frame-ancestors')) {
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 }
  }
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 }
  return ['deny', 'sameorigin'].includes(header.trim().toLowerCase())
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 }
}

function referrerPolicy(header: string | undefined): Result {
  const test = 'referrer-policy'
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const last = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1)
  if (last && good.includes(last)) return { test, result: 'referrer-policy-private', modifier: 5 }
  if (last) return { test, result: 'referrer-policy-unsafe', modifier: -5 }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 }
}

function crossOriginResourcePolicy(header: string | undefined): Result {
  const test = 'cross-origin-resource-policy'
  const value = header?.trim().toLowerCase()
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 }
  if (value === 'same-origin' || value === 'same-site') return { test, result: `corp-${value}`, modifier: 10 }
  if (value === 'cross-origin') return { test, result: 'corp-cross-origin', modifier: 0 }
  return { test, result: 'corp-header-invalid', modifier: -5 }
}

function cookies(setCookie: string | undefined): Result {
  return setCookie
    ? { test: 'cookies', result: 'cookies-present (not graded here)', modifier: -20 }
    : { test: 'cookies', result: 'cookies-not-found', modifier: 0 }
}

function cors(allowOrigin: string | undefined, allowCredentials: string | undefined): Result {
  const test = 'cross-origin-resource-sharing'
  if (!allowOrigin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  if (allowOrigin.trim() === '*' && !allowCredentials) {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
}

function subresourceIntegrity(html: string): Result {
  const test = 'subresource-integrity'
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1] ?? '')
  if (sources.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
  const external = sources.filter((src) => /^(https?:)?\/\//i.test(src))
  if (external.length === 0) {
    return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  }
  return { test, result: 'sri-external-scripts (not graded here)', modifier: -50 }
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

/**
 * Scores one HTML response like the Observatory: start at 100, apply every penalty, then add the
 * bonuses if the score is still at least 90; 100 or more is A+.
 * @param headers lower-case header names
 */
export function observatoryGrade(headers: Record<string, string | undefined>, html: string) {
  const results = [
    csp(headers['content-security-policy']),
    hsts(headers['strict-transport-security']),
    xContentTypeOptions(headers['x-content-type-options']),
    xFrameOptions(headers['x-frame-options'], headers['content-security-policy']),
    referrerPolicy(headers['referrer-policy']),
    crossOriginResourcePolicy(headers['cross-origin-resource-policy']),
    cookies(headers['set-cookie']),
    cors(headers['access-control-allow-origin'], headers['access-control-allow-credentials']),
    subresourceIntegrity(html),
    { test: 'redirection', result: 'redirection-to-https (on the deployed host)', modifier: 0 },
  ]
  let score = 100 + results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0)
  if (score >= 90) score += results.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0)
  const rounded = Math.max(score, 0)
  const grade = gradeChart.find(([floor]) => Math.min(rounded - (rounded % 5), 100) >= floor)?.[1] ?? 'F'
  return { score: rounded, grade, results }
}
