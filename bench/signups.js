// @ts-check
/**
 * `npm run bench:signups`: a fixed-time load test of the early-access endpoint that `npm start`
 * keeps (SITE_EARLY_ACCESS_ENDPOINT=/api/early-access), on loopback, at 32 and 256 connections.
 * Every request signs up a new address as JSON; it prints sign-ups per second, p50/p99 latency
 * and errors, then checks the list against the acknowledgements: every address answered 200 must
 * be in the list exactly once. Any error or a mismatch fails the run. Not part of CI.
 *
 * Then the answer's time by the address's state (docs/decisions/013): one client, one request at a
 * time, new, known (on the list) and, when the build confirms by e-mail, pending addresses in turn;
 * their medians must lie within 0.2 ms of each other, or the answer tells an address's state.
 *
 * Needs a build with the endpoint: `SITE_EARLY_ACCESS_ENDPOINT=/api/early-access npm run build`;
 * for the pending state, one made with SITE_SMTP_URL set too (any value: the build records only a
 * yes), whose mail goes to an SMTP server this script starts.
 * The list goes to a fresh folder under the system's temp folder (or to DATABASE_URL, whose
 * `signups` table must then start empty). Settings (environment): BENCH_SECONDS (10),
 * BENCH_NODE_PORT (4179), SITE_WORKERS (the cores), BENCH_TIMING_ROUNDS (300 of each state).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'
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
const confirming = Boolean(JSON.parse(readFileSync(manifestFile, 'utf8')).earlyAccessConfirm)
const rounds = Number(process.env.BENCH_TIMING_ROUNDS ?? 300)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-signups-'))
/** @type {Map<string, string>} the confirmation link mailed to each address */
const links = new Map()
const smtp = confirming ? await startSmtp(links) : undefined
const env = {
  SITE_DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  ...(smtp ? { SITE_SMTP_URL: smtp.url, SITE_MAIL_FROM: 'Bench <bench@example.com>' } : {}),
}

const child = spawn(process.execPath, [join(root, 'server/main.js')], {
  // The rate limit is for visitors; the benchmark is one client sending as fast as it can.
  env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), SITE_EARLY_ACCESS_RATE: '1000000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const rows = []
/** @type {Record<string, number> | undefined} median answer time (ms) by address state */
let timings
/** @type {string[]} addresses answered 200 (new and known addresses get the same answer) */
const acknowledged = []
let sent = 0
try {
  // A loaded machine may take more than waitForPort's 10 s to start npm start: up to a minute.
  for (let tries = 1; ; tries++) {
    try {
      await waitForPort('127.0.0.1', port, () => child.exitCode !== null)
      break
    } catch (error) {
      if (tries >= 6 || child.exitCode !== null) throw error
    }
  }
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
  timings = await timeByState()
} finally {
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
  await new Promise((done) => (smtp ? smtp.server.close(() => done(undefined)) : done(undefined)))
}

const store = await openStore({ dataDir, databaseUrl: env.DATABASE_URL })
// With the confirmation e-mail on, a sign-up is pending: all are read. The timing phase's own
// addresses (not bench-…) are left out.
const stored = (await store.list(confirming ? 'all' : 'confirmed'))
  .map((row) => row.email)
  .filter((email) => email.startsWith('bench-'))
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

if (timings) {
  const medians = Object.values(timings)
  const spread = Math.max(...medians) - Math.min(...medians)
  console.log(
    `\nAnswer time by address state, median of ${rounds} each, one request at a time: ${Object.entries(timings)
      .map(([state, ms]) => `${state} ${ms.toFixed(2)} ms`)
      .join(
        ', ',
      )}; spread ${spread.toFixed(2)} ms (at most 0.2).${confirming ? '' : ' Pending: build with SITE_SMTP_URL set.'}`,
  )
  if (spread > 0.2) {
    console.error("The answer tells an address's state by its time.")
    process.exit(1)
  }
}

/**
 * One client, one request at a time on one kept-alive connection: new, known and pending addresses
 * in turn (the order rotated each round), each answer timed from the request's first byte to the
 * answer's last. Known addresses are signed up (and, with the confirmation e-mail, confirmed by
 * their link) first; pending ones are signed up and left unconfirmed.
 * @returns {Promise<Record<string, number>>}
 */
async function timeByState() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const post = (/** @type {string} */ target, /** @type {string} */ body, /** @type {string} */ type) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint()
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: target,
          method: 'POST',
          agent,
          headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  const signUp = async (/** @type {string} */ email) => {
    const answer = /** @type {{ status: number, ms: number }} */ (
      await post(path, JSON.stringify({ email }), 'application/json')
    )
    if (answer.status !== 200) throw new Error(`A sign-up answered ${answer.status}.`)
    return answer.ms
  }
  const known = Array.from({ length: rounds }, (_, i) => `known-${i}@example.com`)
  const pending = confirming ? Array.from({ length: rounds }, (_, i) => `pending-${i}@example.com`) : []
  for (const email of [...known, ...pending]) await signUp(email)
  if (confirming) {
    const deadline = Date.now() + 30_000
    while (known.some((email) => !links.has(email)) && Date.now() < deadline) await sleep(50)
    for (const email of known) {
      const link = links.get(email)
      if (!link) throw new Error(`No confirmation mail reached ${email}.`)
      const answer = /** @type {{ status: number }} */ (
        await post(new URL(link).pathname + new URL(link).search, '', 'application/x-www-form-urlencoded')
      )
      if (answer.status !== 303) throw new Error(`Confirming ${email} answered ${answer.status}.`)
    }
  }
  /** @type {Record<string, number[]>} */
  const times = { new: [], known: [], ...(confirming ? { pending: [] } : {}) }
  const states = Object.keys(times)
  for (let i = 0; i < rounds; i++) {
    for (let k = 0; k < states.length; k++) {
      const state = /** @type {string} */ (states[(i + k) % states.length])
      const email =
        state === 'new' ? `new-${i}@example.com` : /** @type {string} */ ((state === 'known' ? known : pending)[i])
      times[state]?.push(await signUp(email))
    }
  }
  agent.destroy()
  return Object.fromEntries(Object.entries(times).map(([state, list]) => [state, median(list)]))
}

function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function sleep(/** @type {number} */ ms) {
  return new Promise((done) => setTimeout(done, ms))
}

/**
 * An SMTP server on loopback that keeps each mail's confirmation link by recipient.
 * @param {Map<string, string>} links
 */
async function startSmtp(links) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, done) => {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (/** @type {string} */ chunk) => {
        raw += chunk
      })
      stream.on('end', () => {
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        const link = /https?:\/\/\S+\?confirm=[\w-]{43}/.exec(text)?.[0]
        for (const to of session.envelope.rcptTo) if (link) links.set(to.address, link)
        done()
      })
    },
  })
  await new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address())
  return { server, url: `smtp://127.0.0.1:${address.port}` }
}
