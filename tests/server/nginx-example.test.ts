import { readFileSync } from 'node:fs'
import { request } from 'node:https'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { publicPaths } from '~/route-paths'
import { startNginx } from '../support/nginx.js'
import { observatoryScan } from '../support/observatory'
import { type Answer, buildDir, expectSiteHeaders, freePort, get, readBuild, root } from '../support/servers'
import { testCertificates } from '../support/tls'

// deploy/nginx/example.conf, the production config we hand out, run as written except for what
// only a real host has: its ports become loopback ports (the redirect names the HTTPS one) and its
// certificate a throwaway one from the test run's own certificate authority.

const build = readBuild()
let http = ''
let httpPort = 0
let httpsPort = 0
let stop = async () => {}

/** Replaces `from` in the config, failing if the example no longer has it. */
function swap(config: string, from: string | RegExp, to: string) {
  expect(config, `example.conf still has ${from}`).toMatch(from)
  return config.replace(from, to)
}

beforeAll(async () => {
  const { cert, key } = testCertificates()
  httpPort = await freePort()
  httpsPort = await freePort()
  let config = readFileSync(join(root, 'deploy/nginx/example.conf'), 'utf8')
  config = swap(config, /\/srv\/marketing-site/g, buildDir)
  config = swap(config, /^\s*listen \[::\]:.*\n/gm, '')
  config = swap(config, 'listen 80;', `listen 127.0.0.1:${httpPort};`)
  config = swap(config, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
  config = swap(config, /ssl_certificate \S+;/, `ssl_certificate ${cert};`)
  config = swap(config, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
  config = swap(config, 'return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`)
  const nginx = await startNginx({ buildDir, port: httpsPort, sites: config })
  stop = nginx.stop
  http = `http://127.0.0.1:${httpPort}`
})

afterAll(async () => {
  await stop()
})

function getHttps(path: string): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request({ host: '127.0.0.1', port: httpsPort, path, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]))
        resolveAnswer({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

test('plain HTTP redirects to HTTPS on the same host, keeping path and query', async () => {
  const answer = await get(http, '/brokers?utm_source=x')
  expect(answer.status).toBe(301)
  expect(answer.headers.location).toBe(`https://127.0.0.1:${httpsPort}/brokers?utm_source=x`)
})

test.each(publicPaths)('MDN HTTP Observatory grades %s A+ with every test passed', async (path) => {
  const result = await observatoryScan({ httpPort, httpsPort, path })
  expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe('A+')
  expect(result.score).toBe(130)
  expect(Object.entries(result.tests).filter(([, test]) => !test.pass)).toEqual([])
  expect(result.tests.redirection?.result).toBe('redirection-to-https')
})

test('HTTPS serves every page, the 404 page and an asset with the site headers', async () => {
  for (const file of build.pages) {
    const answer = await getHttps(file.replace(/index\.html$/, ''))
    expect(answer.status).toBe(200)
    expectSiteHeaders(answer, file, build.csp)
  }
  const missing = await getHttps('/no-such-page')
  expect(missing.status).toBe(404)
  expectSiteHeaders(missing, '/404.html', build.csp)
  const asset = await getHttps(build.asset)
  expect(asset.status).toBe(200)
  expectSiteHeaders(asset, build.asset, build.csp)
})
