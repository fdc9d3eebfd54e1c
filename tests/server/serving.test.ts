import { statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { securityTxtPath } from '~/content/site/company'
import { strategySchemaUrlPath } from '~/lab/engine/schema'
import { pageUrls } from '../../deploy/configs.js'
import { cacheControl } from '../../server/headers.js'
import {
  clientDir,
  expectDocumentHeaders,
  expectResourceHeaders,
  expectSiteHeaders,
  get,
  raw,
  readBuild,
  type Site,
  startNginxSite,
  startNodeSite,
} from '../support/servers'
import { site as config } from '../support/site'

// Every way we serve the build answers every route, unknown paths and assets with the same status,
// bytes and headers. One assertion (expectSiteHeaders) holds both servers to server/headers.js:
// pages and the 404 page carry the document headers, nothing else does.

const build = readBuild()
const unknownPaths = [
  '/no-such-page',
  '/brokers/no-such-page',
  '/404',
  '/404/',
  '/404.html',
  '/_headers',
  '/index.html.br',
  '/index.html.gz',
  `${build.asset}.br`,
  '/assets/',
  '/assets/no-such-file.js',
  '/index',
  '/brokers.html',
  '/favicon.svg/',
  '/no-such-page/',
  '/no-such-page/index.html',
  '/index.html/',
  '/_redirects',
]

describe.each([
  ['npm start', startNodeSite],
  ['nginx', startNginxSite],
] as const)('%s', (_name, start) => {
  let site: Site
  beforeAll(async () => {
    site = await start()
  })
  afterAll(async () => {
    await site?.stop()
  })

  test.each(build.pages.map((file) => [pageUrls(file)[0] ?? file, file]))(
    '%s answers 200 with %s and its headers',
    async (url, file) => {
      const answer = await get(site.url, url)
      expect(answer.status).toBe(200)
      expect(answer.body.equals(build.read(file))).toBe(true)
      expectSiteHeaders(answer, file, build.csp)
    },
  )

  // One URL per page: its other forms answer 301 with it, the query kept (server/app.js redirectTarget).
  test.each([
    ['/index.html', '/'],
    ['/brokers/', '/brokers'],
    ['/brokers/index.html', '/brokers'],
    ['/guides/?utm_source=x&q=%20', '/guides?utm_source=x&q=%20'],
    ['/brokers/index.html?a=1', '/brokers?a=1'],
    ['//brokers//', '/brokers'],
    ['/index.html?', '/'],
  ])('%s answers 301 with Location %s', async (url, location) => {
    const answer = await get(site.url, url)
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(location)
    expectResourceHeaders(answer.headers, url)
  })

  test.each(unknownPaths)('%s answers 404 with the not-found page', async (url) => {
    const answer = await get(site.url, url)
    expect(answer.status).toBe(404)
    expect(answer.body.equals(build.read('/404.html'))).toBe(true)
    expectSiteHeaders(answer, '/404.html', build.csp)
  })

  test('a hashed asset is served immutable, other files for an hour', async () => {
    const asset = await get(site.url, build.asset)
    expect(asset.status).toBe(200)
    expect(asset.body.equals(build.read(build.asset))).toBe(true)
    expectSiteHeaders(asset, build.asset, build.csp)
    const favicon = await get(site.url, '/favicon.svg')
    expect(favicon.status).toBe(200)
    expectSiteHeaders(favicon, '/favicon.svg', build.csp)
    // Asked for by that name by browsers and crawlers that do not read the page's icon link.
    const ico = await get(site.url, '/favicon.ico')
    expect(ico.status).toBe(200)
    expect(ico.headers['content-type']).toBe('image/x-icon')
    expect(ico.body.equals(build.read('/favicon.ico'))).toBe(true)
    expectSiteHeaders(ico, '/favicon.ico', build.csp)
  })

  test('the brand font is served as font/woff2, immutable, and as it is (woff2 is compressed already)', async () => {
    const { font } = build
    const answer = await get(site.url, font, { headers: { 'accept-encoding': 'br, gzip', origin: site.url } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('font/woff2')
    expect(answer.headers['cache-control']).toBe(cacheControl.immutable)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.equals(build.read(font))).toBe(true)
    expectSiteHeaders(answer, font, build.csp)
    expect(build.files).not.toContain(`${font}.br`)
  })

  // docs/decisions/007: a fresh connection's first flight is 10 segments of 1,460 bytes (RFC 6928);
  // a font answer larger than that waits a round trip for the rest, and mobile LCP with it.
  test('the brand font, headers included, arrives in one initial congestion window', async () => {
    const { font } = build
    const host = new URL(site.url).host
    const answer = await raw(site.url, `GET ${font} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(200)
    expect(answer.raw.length, `${font}: ${answer.raw.length} bytes with its headers`).toBeLessThanOrEqual(10 * 1460)
  })

  test('a page and the 404 page carry all eight security headers; what a page loads carries four', async () => {
    expectDocumentHeaders((await get(site.url, '/brokers')).headers, '/brokers')
    const missing = await get(site.url, '/no-such-page')
    expect(missing.status).toBe(404)
    expectDocumentHeaders(missing.headers, 'the 404 page')
    const poster = build.files.find((file) => file.startsWith('/posters/'))
    // The crawlers' files too, each with its media type (tests/built/seo.test.ts reads what they say).
    for (const file of [
      ...build.subresources,
      build.asset,
      '/favicon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/og-image.png',
      strategySchemaUrlPath,
      poster,
    ]) {
      if (!file) continue
      const answer = await get(site.url, file, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(answer.status, file).toBe(200)
      expectSiteHeaders(answer, file, build.csp)
    }
  })

  test.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('Accept-Encoding: %s gets the precompressed twin (%s)', async (accept, encoding) => {
    for (const [url, file] of [
      ['/', '/index.html'],
      [build.asset, build.asset],
    ] as const) {
      const answer = await get(site.url, url, { headers: { 'accept-encoding': accept } })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
      const twin = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''
      expect(answer.body.equals(build.read(`${file}${twin}`))).toBe(true)
    }
    const missing = await get(site.url, '/no-such-page', { headers: { 'accept-encoding': accept } })
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe(encoding)
  })

  // RFC 9110, 12.5.3: q=0 means "not acceptable", `*` stands for every coding not named, names are
  // case-insensitive; the highest weight wins. One negotiation for a page, an asset and the 404 page.
  test.each<[string, string | undefined, string | undefined]>([
    ['br;q=0, gzip', 'gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined, undefined],
    ['br;q=0', undefined, undefined],
    ['*;q=0', undefined, undefined],
    ['identity;q=0, *;q=0', undefined, undefined],
    ['*', 'br', undefined],
    ['*, br;q=0', 'gzip', undefined],
    ['gzip;q=0.5, *;q=0.1', 'gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip', 'br'],
    ['BR, GZIP', 'br', 'br'],
    ['Gzip', 'gzip', 'gzip'],
    ['x-gzip', 'gzip', undefined],
    ['', undefined, undefined],
    ['deflate, zstd', undefined, undefined],
  ])('Accept-Encoding: %s gets %s', async (accept, encoding, nginxEncoding) => {
    // nginx's gzip_static and brotli_static honor q=0 but neither `*`, `x-gzip` nor the order of
    // other weights: the third column is nginx's answer, always an acceptable coding.
    const expected = _name === 'nginx' ? nginxEncoding : encoding
    for (const [path, file, status] of [
      ['/', '/index.html', 200],
      [build.asset, build.asset, 200],
      ['/no-such-page', '/404.html', 404],
    ] as const) {
      const answer = await get(site.url, path, { headers: { 'accept-encoding': accept } })
      expect(answer.status, path).toBe(status)
      expect(answer.headers['content-encoding'], `${path} with ${accept}`).toBe(expected)
      const twin = expected === 'br' ? '.br' : expected === 'gzip' ? '.gz' : ''
      expect(answer.body.equals(build.read(`${file}${twin}`)), path).toBe(true)
    }
    // A 304 and (npm start; nginx sends the whole twin) a range answer are of the same representation.
    const full = await get(site.url, build.asset, { headers: { 'accept-encoding': accept } })
    const again = await get(site.url, build.asset, {
      headers: { 'accept-encoding': accept, 'if-none-match': full.headers.etag ?? '' },
    })
    expect(again.status).toBe(304)
    if (_name === 'nginx') return
    const part = await get(site.url, build.asset, { headers: { 'accept-encoding': accept, range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers['content-encoding']).toBe(expected)
    expect(part.body.equals(full.body.subarray(0, 10))).toBe(true)
  })

  // What client-side navigation to a page with a loader fetches: its data, precompressed like a page.
  test('a page’s loader data (/privacy.data) answers 200, compressed when the client accepts it', async () => {
    const answer = await get(site.url, '/privacy.data', { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.body.equals(build.read('/privacy.data.gz'))).toBe(true)
    expectSiteHeaders(answer, '/privacy.data', build.csp)
  })

  test('/.well-known/security.txt answers 200 as UTF-8 plain text with its RFC 9116 fields', async () => {
    const answer = await get(site.url, securityTxtPath)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.body.equals(build.read(securityTxtPath))).toBe(true)
    expectSiteHeaders(answer, securityTxtPath, build.csp)
    const body = answer.body.toString('utf8')
    expect(body).toContain(`Contact: mailto:${config.supportEmail}\n`)
    expect(body).toContain(`Policy: ${new URL('/security', config.origin).href}\n`)
    expect(body).toContain('Preferred-Languages: en\n')
    expect(body).toContain(`Canonical: ${new URL(securityTxtPath, config.origin).href}\n`)
    const expires = new Date(/^Expires: (.+)$/m.exec(body)?.[1] ?? '').getTime()
    // Written by this build: after it, and within a year of it.
    const built = statSync(join(clientDir, securityTxtPath)).mtimeMs
    expect(expires).toBeGreaterThan(built)
    expect(expires - built).toBeLessThanOrEqual(365 * 24 * 60 * 60 * 1000)
  })

  test('HEAD answers like GET without a body', async () => {
    for (const [url, status] of [
      ['/', 200],
      [build.asset, 200],
      ['/no-such-page', 404],
    ] as const) {
      const head = await get(site.url, url, { method: 'HEAD' })
      const full = await get(site.url, url)
      expect(head.status).toBe(status)
      expect(head.body.length).toBe(0)
      expect(head.headers['content-length']).toBe(full.headers['content-length'])
      expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy'])
    }
  })

  test('other methods answer 405 with Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await get(site.url, '/', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  test('an error answer is no document, even when it names a page', async () => {
    for (const [method, path, status] of [
      ['POST', '/index.html', 405],
      ['DELETE', '/brokers', 405],
      ['GET', '/index.html%zz', 400],
    ] as const) {
      const answer = await get(site.url, path, { method })
      expect(answer.status, `${method} ${path}`).toBe(status)
      expectResourceHeaders(answer.headers, `${method} ${path}`)
    }
  })
})
