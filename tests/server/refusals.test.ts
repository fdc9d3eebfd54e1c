import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createSiteServer, serverTimeouts } from '../../server/app.js'
import { createRefusalLog, type RefusalEntry, refusalMessage } from '../../server/refusals.js'
import { buildDir, raw } from '../support/servers'

// Requests Node's HTTP parser refuses (400, 431) and connections timed out (408) leave a trace,
// rate-limited; and the time-outs are what the README says. npm start writing them: access-log.test.ts.

afterEach(() => {
  vi.useRealTimers()
})

describe('the refusal log', () => {
  test('at most ten lines a second, then one saying how many more; an address only when given', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z') })
    const entries: RefusalEntry[] = []
    const refused = createRefusalLog({ write: (entry) => entries.push(entry) })
    for (let i = 0; i < 25; i++) refused({ status: 400, code: 'HPE_INVALID_TRANSFER_ENCODING' })
    expect(entries).toHaveLength(10)
    expect(entries[0]).toEqual({
      time: '2026-11-28T12:00:00.000Z',
      refused: 'HPE_INVALID_TRANSFER_ENCODING',
      status: 400,
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(entries).toHaveLength(11)
    expect(entries[10]).toEqual({ time: '2026-11-28T12:00:01.000Z', refused: 'more', count: 15 })
    refused({ status: 408, code: 'ERR_HTTP_REQUEST_TIMEOUT', address: '203.0.113.9' })
    expect(entries[11]).toEqual({
      time: '2026-11-28T12:00:01.000Z',
      refused: 'ERR_HTTP_REQUEST_TIMEOUT',
      status: 408,
      address: '203.0.113.9',
    })
    // Nothing more to sum up: no line.
    await vi.advanceTimersByTimeAsync(5000)
    expect(entries).toHaveLength(12)
    expect(refusalMessage(entries[0] as RefusalEntry)).toBe(
      'request refused by the HTTP parser: 400 (HPE_INVALID_TRANSFER_ENCODING)',
    )
    expect(refusalMessage(entries[10] as RefusalEntry)).toBe(
      '15 more requests refused by the HTTP parser in the last second',
    )
  })
})

describe('the server', () => {
  test('the time-outs: headers within 10 s, the whole request within 30 s, looked for every second', () => {
    expect(serverTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1000 })
    const server = createSiteServer(buildDir)
    expect(server.headersTimeout).toBe(10_000)
    expect(server.requestTimeout).toBe(30_000)
  })

  test('a slowloris is cut with a 408 once its headers are late (not at Node’s next 30 s sweep); every refusal reaches onRefused', async () => {
    const refusals: { status: number; code: string }[] = []
    const server = createSiteServer(buildDir, {
      timeouts: { headersMs: 400, requestMs: 2000, checkEveryMs: 100 },
      onRefused: ({ status, code }) => refusals.push({ status, code }),
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const { port } = server.address() as AddressInfo
    try {
      // One header byte every 100 ms, never the blank line that ends them.
      const started = performance.now()
      const answer = await new Promise<{ text: string; ms: number }>((done) => {
        const socket = connect(port, '127.0.0.1')
        let text = ''
        const drip = setInterval(() => socket.write('a'), 100)
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
        socket.on('data', (chunk) => {
          text += chunk.toString()
        })
        socket.on('close', () => {
          clearInterval(drip)
          done({ text, ms: performance.now() - started })
        })
        socket.on('error', () => {})
      })
      expect(answer.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
      expect(answer.ms).toBeGreaterThanOrEqual(400)
      expect(answer.ms).toBeLessThan(1500)

      const base = `http://127.0.0.1:${port}`
      const smuggled = await raw(
        base,
        'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      )
      expect(smuggled.status).toBe(400)
      const big = await raw(base, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`)
      expect(big.status).toBe(431)
      expect(refusals).toEqual([
        { status: 408, code: 'ERR_HTTP_REQUEST_TIMEOUT' },
        { status: 400, code: expect.stringMatching(/^HPE_/) },
        { status: 431, code: 'HPE_HEADER_OVERFLOW' },
      ])
    } finally {
      server.closeAllConnections()
      await new Promise((closed) => server.close(closed))
    }
  })
})
