// @ts-check
/**
 * `npm run bench:load`: a fixed-time load test of the production build on loopback, against
 * `npm start` and, when nginx is installed, nginx with our generated config. For each server and
 * path (a page, a hashed asset, an unknown path) it prints requests per second, p50/p99 latency and
 * errors; any error (socket error, timeout, unexpected status) fails the run. Not part of CI.
 *
 * Settings (environment): BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_NODE_PORT (4177),
 * BENCH_NGINX_PORT (4178).
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { findNginx, startNginx, waitForPort } from '../tests/support/nginx.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildDir = `${root}build`
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const nodePort = Number(process.env.BENCH_NODE_PORT ?? 4177)
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 4178)

if (!existsSync(`${buildDir}/headers.json`)) {
  console.error('No production build found in build/. Run `npm run build` first.')
  process.exit(1)
}
// The largest hashed script (the framework chunk), the heaviest asset a first visit fetches.
const entry = readdirSync(`${buildDir}/client/assets`)
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => statSync(`${buildDir}/client/assets/${b}`).size - statSync(`${buildDir}/client/assets/${a}`).size)[0]
/** @type {[string, number][]} path and the status it must answer with */
const targets = [
  ['/', 200],
  [`/assets/${entry}`, 200],
  ['/no-such-page', 404],
]

/** @returns {Promise<{ name: string, url: string, stop: () => Promise<void> }>} */
async function startNode() {
  const child = spawn(process.execPath, [`${root}server/main.js`], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(nodePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForPort('127.0.0.1', nodePort, () => child.exitCode !== null)
  return {
    name: 'npm start',
    url: `http://127.0.0.1:${nodePort}`,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function startNginxServer() {
  const nginx = await startNginx({ buildDir, port: nginxPort })
  return { name: 'nginx', url: nginx.url, stop: nginx.stop }
}

/**
 * @param {string} url
 * @param {number} expected
 */
async function measure(url, expected) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // What a browser asks for: the server picks the brotli twin.
    headers: { 'accept-encoding': 'br, gzip' },
  })
  const expectedClass = `${String(expected)[0]}xx`
  const unexpected = /** @type {const} */ (['1xx', '2xx', '3xx', '4xx', '5xx'])
    .filter((name) => name !== expectedClass)
    .reduce((sum, name) => sum + result[name], 0)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
  }
}

const rows = []
const starters = [startNode, ...(findNginx() ? [startNginxServer] : [])]
if (starters.length === 1) console.log('nginx is not installed; measuring npm start only.')
console.log(`${seconds} s per path, ${connections} connections, loopback.\n`)
for (const start of starters) {
  const server = await start()
  try {
    for (const [path, status] of targets) {
      const figures = await measure(`${server.url}${path}`, status)
      rows.push({ server: server.name, path: path.replace(/-[\w-]{8}\.js$/, '-….js'), status, ...figures })
      console.log(`  ${server.name} ${path}: done`)
    }
  } finally {
    await server.stop()
  }
}

const header = ['server', 'path', 'status', 'req/s', 'p50 ms', 'p99 ms', 'errors']
const table = [header, ...rows.map((r) => [r.server, r.path, r.status, r.rps, r.p50, r.p99, r.errors].map(String))]
const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)))
console.log(
  `\n${table.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n')}`,
)
const failed = rows.filter((row) => row.errors > 0)
if (failed.length > 0) {
  console.error(`\nErrors under load: ${failed.map((row) => `${row.server} ${row.path}`).join(', ')}.`)
  process.exit(1)
}
