// @vitest-environment node
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentHeaders, securityHeaders } from '../server/headers.js'
import { floorPages, startFloorServer } from './floor.js'

let server: Server
let origin: string

beforeAll(async () => {
  server = await startFloorServer(0)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe("the benchmark's floor pages", () => {
  it('serves a page with no script, with every header our pages get', async () => {
    const response = await fetch(`${origin}${floorPages.find((floor) => floor.coop)?.path}`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('<h1>')
    expect(html).not.toMatch(/<script/i)
    for (const [name, value] of Object.entries({ ...securityHeaders, ...documentHeaders })) {
      expect(response.headers.get(name), name).toBe(value)
    }
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('serves the same page without Cross-Origin-Opener-Policy, and nothing else changed', async () => {
    const [withCoop, withoutCoop] = await Promise.all(
      [true, false].map((coop) => fetch(`${origin}${floorPages.find((floor) => floor.coop === coop)?.path}`)),
    )
    expect(await withoutCoop?.text()).toBe(await withCoop?.text())
    expect(withoutCoop?.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(withoutCoop?.headers.get('referrer-policy')).toBe(documentHeaders['Referrer-Policy'])
  })

  it('serves its stylesheet, and 404 for anything else', async () => {
    const css = await fetch(`${origin}/floor.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
    expect((await fetch(`${origin}/index.html`)).status).toBe(404)
  })
})
