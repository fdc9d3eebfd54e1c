import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openStore } from '../../server/store.js'
import { makeEarlyAccessCheckout, type RunningSite, startCheckout } from '../support/early-access-build'
import { freePort } from '../support/servers'

// The life of `npm start` (server/main.js) as an operator meets it: workers that die, reloads, deploys.
// Against a real build with SITE_EARLY_ACCESS_ENDPOINT=/api/early-access and its SQLite list.

const endpoint = '/api/early-access'
const checkout = makeEarlyAccessCheckout(`process-life-${process.pid}`)
const temp = mkdtempSync(join(tmpdir(), 'site-process-life-'))
const started: RunningSite[] = []

afterAll(async () => {
  for (const running of started) await running.stop()
  checkout.remove()
  rmSync(temp, { recursive: true, force: true })
})

async function start(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(temp, 'data-'))
  const running = await startCheckout(checkout.dir, await freePort(), {
    SITE_WORKERS: '2',
    SITE_DATA_DIR: dataDir,
    // The rate limit is for visitors; these tests are one client sending as fast as it can.
    SITE_EARLY_ACCESS_RATE: '1000000000',
    ...env,
  })
  started.push(running)
  return { ...running, dataDir }
}

/** The worker processes of a primary: its children, read from /proc. */
function workerPids(primary: number) {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // pid (comm) state ppid …: the command may hold spaces or parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === primary) pids.push(Number(entry))
    } catch {}
  }
  return pids
}

type Outcome = { email: string; start: number; end: number; status?: number; error?: string }

/** One sign-up on a connection of its own; connection-level failures are returned, not thrown. */
function signUp(url: string, email: string, timeoutMs: number): Promise<Outcome> {
  const start = performance.now()
  return new Promise((resolve) => {
    const body = JSON.stringify({ email })
    const target = new URL(endpoint, url)
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ email, start, end: performance.now(), status: res.statusCode }))
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ email, start, end: performance.now(), error: error.code ?? error.message }),
        )
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ email, start, end: performance.now(), error: error.code ?? error.message }),
    )
    req.end(body)
  })
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')
const isoLine = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (info|warn|error) /

describe('a worker killed under load', () => {
  test('20 random workers killed with SIGKILL during a burst of sign-ups: the primary lives, nothing else fails, every acknowledged address is kept', async () => {
    const site = await start()
    const primary = site.child.pid as number
    const kills: { pid: number; at: number; noticed: number }[] = []
    const outcomes: Outcome[] = []
    let running = true
    let sent = 0
    // Eight clients signing up new addresses back to back, each on a fresh connection.
    const clients = Array.from({ length: 8 }, async () => {
      while (running) outcomes.push(await signUp(site.url, `kill-${sent++}@example.com`, 15_000))
    })
    const answeredSince = (time: number) => outcomes.filter((o) => o.status === 201 && o.start > time).length
    const replacements = () => (site.output.stdout.match(/ info worker \d+ serving /g) ?? []).length

    await expect.poll(() => answeredSince(0), { timeout: 20_000 }).toBeGreaterThan(10)
    for (let round = 0; round < 20; round++) {
      const workers = workerPids(primary)
      expect(workers).toHaveLength(2)
      const victim = workers[Math.floor(Math.random() * workers.length)] as number
      const at = performance.now()
      process.kill(victim, 'SIGKILL')
      // The primary notices once the worker is out of the round robin, and says so; then its
      // replacement serves and sign-ups go on.
      await expect
        .poll(() => site.output.stderr.includes(`worker ${victim} stopped (SIGKILL)`), { timeout: 20_000 })
        .toBe(true)
      kills.push({ pid: victim, at, noticed: performance.now() })
      await expect.poll(replacements, { timeout: 20_000 }).toBe(round + 1)
      const since = performance.now()
      await expect.poll(() => answeredSince(since), { timeout: 20_000 }).toBeGreaterThan(5)
    }
    running = false
    await Promise.all(clients)

    // The primary lives, and said nothing but its own log lines (no stack, no EPIPE crash).
    expect(site.child.exitCode).toBeNull()
    expect(site.child.signalCode).toBeNull()
    for (const line of lines(site.output.stderr)) expect(line).toMatch(isoLine)
    expect((await fetch(`${site.url}/`)).status).toBe(200)

    // Never a 5xx; every answer is the 201 of a new address.
    const answered = outcomes.filter((o) => o.status !== undefined)
    expect(answered.filter((o) => o.status !== 201)).toEqual([])
    // A failure is a connection's, and only of a request in flight between a kill and the
    // primary noticing it (the only requests the killed worker can have held).
    const failed = outcomes.filter((o) => o.error !== undefined)
    for (const failure of failed) {
      expect(['ECONNRESET', 'EPIPE', 'TIMEOUT', 'socket hang up']).toContain(failure.error)
      expect(
        kills.some((kill) => failure.start < kill.noticed && failure.end > kill.at),
        `${failure.email} failed (${failure.error}) outside any kill`,
      ).toBe(true)
    }
    expect(answered.length).toBeGreaterThan(20 * 5)

    expect(await site.stop()).toBe(0)
    const store = await openStore({ dataDir: site.dataDir, databaseUrl: '' })
    const kept = new Set((await store.list()).map((row) => row.email))
    await store.close()
    const lost = answered.filter((o) => !kept.has(o.email)).map((o) => o.email)
    expect(lost).toEqual([])
    console.log(
      `20 kills: ${answered.length} sign-ups answered 201, ${failed.length} cut off with their worker ` +
        `(${[...new Set(failed.map((f) => f.error))].join(', ') || 'none'}), ${kept.size} stored.`,
    )
  }, 240_000)
})
