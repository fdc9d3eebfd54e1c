import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  computePagePolicies,
  documentPatterns,
  pageUrls,
  renderHeadersFile,
  renderNginxMaps,
  renderNginxSite,
  siteWidePolicy,
} from '../../deploy/configs.js'
import { inlineSources, pagePolicy } from '../../deploy/csp.js'
import { queryOf, redirectTarget, requestPath, resolveFile } from '../../server/app.js'
import { cacheControl, documentHeaders, securityHeaders, videoEmbedOrigin } from '../../server/headers.js'
import { clientDir, expectResourceHeaders, expectSiteHeaders, readBuild } from '../support/servers'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the two groups of security headers', () => {
  test('every response: HSTS, nosniff and CORP (the CSP comes per file)', () => {
    expect(securityHeaders).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
  })

  test('HTML documents only: the headers that govern a document, with their values', () => {
    const youtube = `(self "${videoEmbedOrigin}")`
    expect(documentHeaders).toEqual({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy':
        `accelerometer=(), autoplay=${youtube}, camera=(), display-capture=(), encrypted-media=${youtube}, ` +
        `fullscreen=${youtube}, geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), ` +
        `picture-in-picture=${youtube}, publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), ` +
        'xr-spatial-tracking=()',
    })
  })
})

describe('inline code hashes', () => {
  test('hash every executable inline script, and nothing else', () => {
    const html = [
      '<script>window.a = 1</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script id="_R_">requestAnimationFrame(function(){})</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<style>.a{color:red}</style>',
      '<div style="color:&quot;red&quot;"></div>',
    ].join('')
    expect(inlineSources(html)).toEqual({
      scriptHashes: [sha('window.a = 1'), sha('import "/assets/x.js";'), sha('requestAnimationFrame(function(){})')],
      styleHashes: [sha('.a{color:red}')],
      styleAttributeHashes: [sha('color:"red"')],
    })
  })

  test('the policy starts from nothing and adds only what a page uses', () => {
    const policy = pagePolicy({ scriptHashes: [sha('b'), sha('a'), sha('a')] })
    expect(policy).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')}`,
        "style-src 'self'",
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        `frame-src ${videoEmbedOrigin}`,
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/)
  })

  test('data: images, style attributes and the early-access endpoint only when present', () => {
    const policy = pagePolicy({
      scriptHashes: [],
      styleAttributeHashes: [sha('color:red')],
      dataImages: true,
      earlyAccessOrigin: 'https://api.example.com',
    })
    expect(policy).toContain("img-src 'self' data:")
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha('color:red')}`)
    expect(policy).toContain("connect-src 'self' https://api.example.com")
    expect(policy).toContain("form-action 'self' https://api.example.com")
  })

  test('the build reads SITE_EARLY_ACCESS_ENDPOINT into connect-src and finds data: images in CSS', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-policies-'))
    try {
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'index.html'), '<script>go()</script>')
      writeFileSync(join(dir, 'assets/app.css'), '.x{background:url("data:image/svg+xml,%3Csvg/%3E")}')
      const policies = computePagePolicies(dir, { earlyAccessEndpoint: 'https://hooks.example.com/early?x=1' })
      expect(Object.keys(policies)).toEqual(['/index.html'])
      expect(policies['/index.html']).toContain(`script-src 'self' ${sha('go()')}`)
      expect(policies['/index.html']).toContain("connect-src 'self' https://hooks.example.com;")
      expect(policies['/index.html']).toContain("img-src 'self' data:")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('request paths (npm start reads them as nginx does)', () => {
  test.each([
    ['/', '/'],
    ['/brokers?x=1#y', '/brokers'],
    ['/brokers/', '/brokers/'],
    ['//brokers//', '/brokers/'],
    ['/a/./b/../c', '/a/c'],
    ['/brokers/.', '/brokers/'],
    ['/%62rokers', '/brokers'],
    ['/a%2fb', '/a/b'],
    ['/..%5c..', '/..\\..'],
    ['http://example.com/brokers?x', '/brokers'],
  ])('%s -> %s', (target, path) => {
    expect(requestPath(target)).toBe(path)
  })

  test.each(['/..', '/a/../..', '/%2e%2e/x', '/%zz', '/%', '/%00', '/a%00b', '/%c0%ae', '*', 'ftp://x/y', ''])(
    '%s is refused',
    (target) => {
      expect(requestPath(target)).toBeUndefined()
    },
  )

  test('a page answers at its one URL; other files only at their own; nothing is guessed', () => {
    const files = new Set(['/index.html', '/brokers/index.html', '/favicon.svg'])
    expect(resolveFile('/brokers', files)).toBe('/brokers/index.html')
    expect(resolveFile('/', files)).toBe('/index.html')
    expect(resolveFile('/favicon.svg', files)).toBe('/favicon.svg')
    for (const url of ['/brokers/', '/brokers/index.html', '/index.html', '/favicon.svg/', '/brokers.html', '/index']) {
      expect(resolveFile(url, files)).toBeUndefined()
    }
    for (const url of ['/brokers/index', '/nope']) expect(resolveFile(url, files)).toBeUndefined()
  })

  test('a page’s other URLs, and a page that moved, lead to its one URL; a trailing slash elsewhere leads nowhere', () => {
    const files = new Set(['/index.html', '/brokers/index.html', '/strategies/index.html', '/favicon.svg'])
    const moved = new Map([['/strategies/zero-dte', '/strategies']])
    for (const [path, target] of [
      ['/brokers/', '/brokers'],
      ['/brokers/index.html', '/brokers'],
      ['/index.html', '/'],
      ['/strategies/zero-dte', '/strategies'],
      ['/strategies/zero-dte/', '/strategies'],
      ['/strategies/zero-dte/index.html', '/strategies'],
    ] as const) {
      expect(redirectTarget(path, files, moved), path).toBe(target)
    }
    for (const path of [
      '/',
      '/brokers',
      '/favicon.svg',
      '/favicon.svg/',
      '/nope/',
      '/nope/index.html',
      '/index.html/',
    ]) {
      expect(redirectTarget(path, files, moved), path).toBeUndefined()
    }
    expect(queryOf('/brokers/?utm_source=x&a=%20#frag')).toBe('?utm_source=x&a=%20')
    expect(queryOf('http://example.com/brokers/?x')).toBe('?x')
    for (const target of ['/brokers/', '/brokers/?', '/brokers/?#x']) expect(queryOf(target)).toBe('')
  })
})

describe('_headers for CDN hosts', () => {
  const build = readBuild()
  const rules = parseHeadersFile(readFileSync(join(clientDir, '_headers'), 'utf8'))

  /** Netlify and Cloudflare Pages: every matching rule applies; a repeated header is comma-joined. */
  function headersAt(url: string) {
    const merged: Record<string, string> = {}
    for (const { pattern, headers } of rules) {
      if (!pattern.test(url)) continue
      for (const [name, value] of Object.entries(headers)) {
        merged[name] = merged[name] ? `${merged[name]}, ${value}` : value
      }
    }
    return merged
  }

  const sitePolicy = siteWidePolicy(build.csp)
  const everywhere = Object.fromEntries(Object.keys(build.csp).map((file) => [file, sitePolicy]))

  test.each(build.pages.flatMap((file) => pageUrls(file).map((url) => [url, file])))(
    '%s gets the security and document headers, one CSP allowing %s, and no-cache',
    (url, file) => {
      const answer = { headers: headersAt(url), body: build.read(file) }
      expectSiteHeaders(answer, file, everywhere)
    },
  )

  test('security.txt and robots.txt are named as UTF-8 plain text, with the headers of every response', () => {
    for (const file of ['/.well-known/security.txt', '/robots.txt']) {
      const headers = headersAt(file)
      expect(headers['content-type'], file).toBe('text/plain; charset=utf-8')
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], file).toBe(value)
      expectResourceHeaders(headers, file)
    }
  })

  test.each(['/no/such/page', '/brokers/nope', '/security/extra'])(
    'an unknown path (%s: the host answers with 404.html) gets the /* headers only, a CSP for that page',
    (url) => {
      const answer = { headers: headersAt(url), body: build.read('/404.html') }
      // No rule can name an unknown path, so the document headers stay off; frame-ancestors holds.
      expectSiteHeaders(answer, '/404.html', everywhere, { cacheControl: false, document: false })
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    },
  )

  test.each(['/guides/nope', '/guides/getting-started/extra', '/strategies/nope', '/lab/extra'])(
    'an unknown path in a folder of pages (%s) gets the 404 document the headers nginx gives it',
    (url) => {
      const answer = { headers: headersAt(url), body: build.read('/404.html') }
      expectSiteHeaders(answer, '/404.html', everywhere)
    },
  )

  test('a page costs the hosts one rule or three, a folder of pages one: room under their 100 as content grows', () => {
    const folder = Array.from({ length: 200 }, (_, i) => `/strategies/t${i}/index.html`)
    expect(documentPatterns(['/index.html', '/strategies/index.html', ...folder])).toEqual([
      '/strategies/*',
      '/',
      '/index.html',
      '/strategies',
    ])
  })

  test('the build stops before writing a file a CDN host would truncate', () => {
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`/p${i}/index.html`, pagePolicy({ scriptHashes: [sha(`page ${i}`)] })]),
    )
    expect(() => renderHeadersFile(many)).toThrow(/2,000/)
  })

  test('hashed assets are immutable and carry the headers of every response, not the document ones', () => {
    for (const file of [build.asset, ...build.subresources]) {
      const headers = headersAt(file)
      expect(headers['cache-control'], file).toBe(cacheControl.immutable)
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()]).toBe(value)
      expectResourceHeaders(headers, file)
    }
    for (const file of ['/favicon.svg', '/robots.txt', '/sitemap.xml']) expectResourceHeaders(headersAt(file), file)
  })
})

describe('nginx config rendering', () => {
  test('the template must keep its headers marker', () => {
    expect(() => renderNginxSite('server_tokens off;\n')).toThrow(/#@headers/)
  })

  test('header values go in as literal strings; document headers through maps empty but on documents', () => {
    const site = renderNginxSite('#@headers\n')
    expect(site).toContain(`add_header X-Content-Type-Options "nosniff" always;`)
    expect(site).toContain('add_header Content-Security-Policy $site_csp always;')
    expect(site).toContain('add_header Permissions-Policy $site_permissions_policy always;')
    expect(site).not.toMatch(
      /add_header (Permissions-Policy|Referrer-Policy|X-Frame-Options|Cross-Origin-Opener-Policy) ["']/,
    )
    const maps = renderNginxMaps({})
    expect(maps).toContain(`"~^(200|206|304|404) .*\\.html$" 1;`)
    expect(maps).toContain(
      `map $site_document $site_permissions_policy {\n  volatile;\n  default "";\n  1 '${documentHeaders['Permissions-Policy']}';\n}`,
    )
  })
})

function parseHeadersFile(text: string) {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = []
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!line.startsWith(' ')) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`Bad _headers line: ${line}`)
    rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return rules
}
