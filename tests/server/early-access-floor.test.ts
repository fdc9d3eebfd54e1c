import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { answerFloorMs, createEarlyAccessHandler } from '../../server/early-access.js'

// A sign-up's answer leaves at the same time whatever the address's state (server/early-access.js,
// docs/decisions/013): checked here with the handler's clock in the test's hands, not with wall time.
// `npm run bench:signups` measures the real times.

let server: Server | undefined
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  server = undefined
})

/** The handler on loopback, with a clock that moves only when told and a wait the test releases. */
async function start(workMs: Record<string, number>) {
  let time = 1000
  const waits: { ms: number; release: () => void }[] = []
  const handler = createEarlyAccessHandler({
    store: {
      add: async (email: string) => {
        // The store's work takes the time the test gives each address.
        time += workMs[email] ?? 0
        return true
      },
    },
    limiter: async () => 0,
    trustedProxies: undefined,
    doneUrl: '/',
    clock: {
      now: () => time,
      wait: (ms) =>
        new Promise<void>((release) => {
          waits.push({
            ms,
            release: () => {
              time += ms
              release()
            },
          })
        }),
    },
  })
  server = createServer(handler)
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready))
  const { port } = server.address() as AddressInfo
  const answered: string[] = []
  const signUp = (email: string) =>
    new Promise<{ status: number; at: number }>((resolve, reject) => {
      const body = JSON.stringify({ email })
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/early-access',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          answered.push(email)
          resolve({ status: res.statusCode ?? 0, at: time })
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  return { waits, answered, signUp, arrivedAt: () => time }
}

test('every sign-up answers at the floor: a new address written in 4 ms, a known one in 1 ms and a bad one at once wait 21, 24 and 25 ms, and nothing is answered before the wait is over', async () => {
  const site = await start({ 'new@example.com': 4, 'known@example.com': 1 })
  const answers = []
  for (const [email, wait] of [
    ['new@example.com', answerFloorMs - 4],
    ['known@example.com', answerFloorMs - 1],
    ['not-an-address', answerFloorMs],
  ] as const) {
    const arrived = site.arrivedAt()
    const answer = site.signUp(email)
    await expect.poll(() => site.waits.length).toBe(answers.length + 1)
    const waiting = site.waits.at(-1)
    expect(waiting?.ms, email).toBe(wait)
    // Held until the floor: the client has no answer yet.
    await new Promise((done) => setTimeout(done, 50))
    expect(site.answered).not.toContain(email)
    waiting?.release()
    const { status, at } = await answer
    expect(status, email).toBe(email === 'not-an-address' ? 400 : 200)
    expect(at - arrived, email).toBe(answerFloorMs)
    answers.push(status)
  }
})

test('a store slower than the floor adds no wait', async () => {
  const site = await start({ 'slow@example.com': answerFloorMs + 5 })
  expect((await site.signUp('slow@example.com')).status).toBe(200)
  expect(site.waits).toEqual([])
})
