import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { createSiteServer } from '../../server/app.js'
import { createWorkerServing, trackConnections } from '../../server/worker-serving.js'
import { buildDir } from '../support/servers'

// How an npm start worker stops (server/worker-serving.js): Node's http server.close() closes idle
// keep-alive connections at once, which races a client sending its next request on one. A draining
// worker answers that next request (with Connection: close) and closes only connections idle a while.

const servers: import('node:http').Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

async function serve() {
  let serving: ReturnType<typeof createWorkerServing> | undefined
  const server = createSiteServer(buildDir, {
    wrap: (handler) => {
      serving = createWorkerServing(handler, buildDir)
      return serving.handler
    },
  })
  servers.push(server)
  const open = trackConnections(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  let drained = () => {}
  const closed = new Promise<void>((done) => {
    drained = done
  })
  return {
    port: (server.address() as AddressInfo).port,
    drain: () => serving?.drain(server, { open, idleMs: 1000, done: drained }),
    closed,
  }
}

/** A raw keep-alive connection: send a request, read one whole answer (head and Content-Length body). */
function keepAlive(port: number) {
  const socket = connect(port, '127.0.0.1')
  let buffer = Buffer.alloc(0)
  let ended = false
  const waiters: (() => void)[] = []
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (const wake of waiters.splice(0)) wake()
  })
  socket.on('close', () => {
    ended = true
    for (const wake of waiters.splice(0)) wake()
  })
  const next = () => new Promise<void>((wake) => waiters.push(wake))
  return {
    socket: socket as Socket,
    ended: () => ended,
    closedAt: new Promise<number>((done) => socket.once('close', () => done(performance.now()))),
    async ask(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n')
        if (end >= 0) {
          const head = buffer.subarray(0, end).toString('latin1')
          const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0)
          if (buffer.length >= end + 4 + length) {
            buffer = buffer.subarray(end + 4 + length)
            return { status: Number(head.split(' ')[1]), head: head.toLowerCase() }
          }
        }
        if (ended) throw new Error('closed before an answer')
        await next()
      }
    },
  }
}

describe('a draining worker', () => {
  test('answers the next request on a kept-alive connection, with Connection: close, instead of racing it', async () => {
    const site = await serve()
    const client = keepAlive(site.port)
    expect((await client.ask('/')).head).toContain('connection: keep-alive')
    site.drain()
    // The connection is idle when the drain starts; the client's next request still gets its answer.
    const answer = await client.ask('/')
    expect(answer.status).toBe(200)
    expect(answer.head).toContain('connection: close')
    await client.closedAt
    await site.closed
  })

  test('closes a connection only once it has been idle for a while, and stops once none is left', async () => {
    const site = await serve()
    const client = keepAlive(site.port)
    expect((await client.ask('/')).status).toBe(200)
    const start = performance.now()
    site.drain()
    const closedAt = await client.closedAt
    // Idle is counted from the server's last answer, a moment before the client has read it: the
    // margin (half the idle time) tells "once idle a while" from Node's close "at once", whatever the load.
    expect(closedAt - start).toBeGreaterThanOrEqual(500)
    await site.closed
  })

  test('accepts no new connection once draining', async () => {
    const site = await serve()
    site.drain()
    await site.closed
    const refused = await new Promise<string>((done) => {
      const socket = connect(site.port, '127.0.0.1')
      socket.on('connect', () => done('connected'))
      socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
    })
    expect(refused).toBe('ECONNREFUSED')
  })
})
