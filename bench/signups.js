// @ts-check
/**
 * `npm run bench:signups`: a fixed-time load test of the early-access endpoint that `npm start`
 * keeps (SITE_EARLY_ACCESS_ENDPOINT=/api/early-access), on loopback, at 32 and 256 connections.
 * Every request signs up a new address as JSON; it prints sign-ups per second, p50/p99 latency
 * and errors, then checks the list against the acknowledgements: every address answered 200 must
 * be in the list exactly once. Any error or a mismatch fails the run. Not part of CI.
 *
 * Needs a build with the endpoint: `SITE_EARLY_ACCESS_ENDPOINT=/api/early-access npm run build`.
 * The list goes to a fresh folder under the system's temp folder (or to DATABASE_URL, whose
 * `signups` table must then start empty). Settings (environment): BENCH_SECONDS (10),
 * BENCH_NODE_PORT (4179), SITE_WORKERS (the cores).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { openStore } from '../server/store.js'
import { waitForPort } from '../tests/support/nginx.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const port = Number(process.env.BENCH_NODE_PORT ?? 4179)
const manifestFile = join(root, 'build/headers.json')
const path = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')).earlyAccessPath : undefined
if (!path) {
  console.error(
    'The build has no early-access endpoint. Run `SITE_EARLY_ACCESS_ENDPOINT=/api/early-access npm run build`.',
  )
  process.exit(1)
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-signups-'))
const env = { SITE_DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' }

const child = spawn(process.execPath, [join(root, 'server/main.js')], {
  // The rate limit is for visitors; the benchmark is one client sending as fast as it can.
  env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), SITE_EARLY_ACCESS_RATE: '1000000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const rows = []
/** @type {string[]} addresses answered 200 (new and known addresses get the same answer) */
const acknowledged = []
let sent = 0
try {
  await waitForPort('127.0.0.1', port, () => child.exitCode !== null)
  console.log(`${seconds} s per run, loopback, ${path}.\n`)
  for (const connections of [32, 256]) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      duration: seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          // One request in flight per connection: the context remembers which address it carries.
          setupRequest: (request, context) => {
            context.email = `bench-${connections}-${sent++}@example.com`
            return { ...request, body: JSON.stringify({ email: context.email }) }
          },
          onResponse: (status, _body, context) => {
            if (status === 200) acknowledged.push(String(context.email))
          },
        },
      ],
    })
    const created = result['2xx']
    rows.push({
      connections,
      rps: Math.round(created / seconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    })
    console.log(`  ${connections} connections: done`)
  }
} finally {
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

const store = await openStore({ dataDir, databaseUrl: env.DATABASE_URL })
const stored = (await store.list()).map((row) => row.email)
await store.close()
// Every acknowledged address is in the list exactly once (the list may hold a few more: requests
// still in flight when a run's time was up are committed, but their answers are not counted).
const counts = new Map()
for (const email of stored) counts.set(email, (counts.get(email) ?? 0) + 1)
const missing = acknowledged.filter((email) => counts.get(email) !== 1)
rmSync(dataDir, { recursive: true, force: true })

const header = ['connections', 'sign-ups/s', 'p50 ms', 'p99 ms', 'errors']
const table = [header, ...rows.map((r) => [r.connections, r.rps, r.p50, r.p99, r.errors].map(String))]
const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)))
console.log(
  `\n${table.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n')}`,
)
console.log(
  `\nAcknowledged (200): ${acknowledged.length}; in the list: ${stored.length} (sent: ${sent}); ` +
    `acknowledged but not in the list exactly once: ${missing.length}.`,
)
if (missing.length > 0 || stored.length > sent || rows.some((row) => row.errors > 0)) {
  console.error('Errors under load, or the list does not match the acknowledgements.')
  process.exit(1)
}
