import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { prerenderedPaths } from '~/route-paths'
import { createSiteServer, healthPaths, type Readiness } from '../../server/app.js'
import { buildDir, expectResourceHeaders, get, readBuild, type Site, startNodeSite } from '../support/servers'

// GET /healthz (the process serves) and GET /readyz (everything the build does can be done: the
// early-access list reachable) for a load balancer, systemd or a monitor. The handler is given a
// stand-in readiness check here; server/main.js gives it the sign-up store's.

const build = readBuild()

describe('the paths', () => {
  test('are no page, no file of the build and no route of the site', () => {
    for (const path of Object.values(healthPaths)) {
      expect(prerenderedPaths).not.toContain(path)
      expect(build.files.filter((file) => file === path || file.startsWith(`${path}/`))).toEqual([])
    }
  })
})

describe('the handler, with a stand-in readiness check', () => {
  let server: Server
  let url = ''
  let readiness: () => Promise<Readiness> = async () => ({ ok: true })

  beforeAll(async () => {
    server = createSiteServer(buildDir, { readiness: () => readiness(), readinessTimeoutMs: 200 })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((closed) => server.close(closed)))
  afterEach(() => {
    readiness = async () => ({ ok: true })
  })

  test('GET /healthz: 200 ok, plain text, not cached, with the headers of every answer', async () => {
    for (const path of ['/healthz', '/healthz?probe=1', '//healthz']) {
      const answer = await get(url, path)
      expect(answer.status, path).toBe(200)
      expect(answer.body.toString()).toBe('ok\n')
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('no-store')
      expectResourceHeaders(answer.headers, path)
    }
  })

  test('HEAD answers without a body; other methods 405; a path below them is unknown', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const head = await get(url, path, { method: 'HEAD' })
      expect(head.status, path).toBe(200)
      expect(head.body.length).toBe(0)
      expect(head.headers['content-length']).toBe(String(path === '/healthz' ? 'ok\n'.length : 'ready\n'.length))
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const refused = await get(url, path, { method })
        expect(refused.status, `${method} ${path}`).toBe(405)
        expect(refused.headers.allow).toBe('GET, HEAD')
      }
      expect((await get(url, `${path}/`)).status).toBe(404)
      expect((await get(url, `${path}/x`)).status).toBe(404)
    }
  })

  test('GET /readyz: 200 ready while the check says so', async () => {
    const answer = await get(url, '/readyz')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe('ready\n')
    expect(answer.headers['cache-control']).toBe('no-store')
    expectResourceHeaders(answer.headers, '/readyz')
  })

  test('GET /readyz: 503 with the reason on one line and Retry-After when not ready', async () => {
    readiness = async () => ({ ok: false, reason: 'the early-access list cannot be reached:\nconnect ECONNREFUSED' })
    const answer = await get(url, '/readyz')
    expect(answer.status).toBe(503)
    expect(answer.body.toString()).toBe('not ready: the early-access list cannot be reached: connect ECONNREFUSED\n')
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(answer.headers['cache-control']).toBe('no-store')
    // Liveness does not follow readiness: the process still serves pages.
    expect((await get(url, '/healthz')).status).toBe(200)
    expect((await get(url, '/')).status).toBe(200)
  })

  test('a check that throws, or never answers, is a 503 too (bounded by the timeout)', async () => {
    readiness = async () => {
      throw new Error('IPC channel closed')
    }
    const thrown = await get(url, '/readyz')
    expect(thrown.status).toBe(503)
    expect(thrown.body.toString()).toBe('not ready: IPC channel closed\n')
    readiness = () => new Promise(() => {})
    const silent = await get(url, '/readyz')
    expect(silent.status).toBe(503)
    expect(silent.body.toString()).toBe('not ready: no answer within 200 ms\n')
  })
})

describe('npm start without an early-access list', () => {
  let site: Site
  beforeAll(async () => {
    site = await startNodeSite()
  })
  afterAll(async () => {
    await site?.stop()
  })

  test('is live and always ready', async () => {
    const live = await get(site.url, '/healthz')
    expect(live.status).toBe(200)
    expect(live.body.toString()).toBe('ok\n')
    const ready = await get(site.url, '/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body.toString()).toBe('ready\n')
  })
})
