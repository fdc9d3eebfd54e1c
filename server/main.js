// @ts-check
// `npm start`: serves the production build. HOST and PORT choose where (defaults below).
//
// The primary process checks the build, then starts SITE_WORKERS worker processes (default: one
// per core) that share the port; a worker that dies is replaced. SIGTERM or SIGINT stops accepting
// connections, lets the requests in flight finish, then exits 0. When the form posts to this site,
// the primary also opens the early-access list (creating it) and is its one writer: the workers
// send it each request's client address (the rate limit, server/rate-limit.js) and each valid
// address over IPC, so no worker's event loop ever waits on the database's lock while it serves
// pages, and SQLite commits the sign-ups of one moment together (server/store-sqlite.js).
import cluster from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { createAccessLog } from './access-log.js'
import { createSiteServer, missingBuildFiles, readManifest } from './app.js'
import { answerWorker, openSignups, workerSignupStore } from './confirmations.js'
import { createEarlyAccessHandler } from './early-access.js'
import { log } from './log.js'
import { clientAddress } from './proxy-trust.js'
import { createRateCounter } from './rate-limit.js'
import { loadEnvFile, readServerSettings } from './settings.js'

const buildDir = fileURLToPath(new URL('../build/', import.meta.url))

/**
 * Stops with one line on standard error.
 * @returns {never}
 */
function fail(/** @type {string} */ message) {
  console.error(message)
  process.exit(1)
}

/** Settings read before anything starts (server/settings.js), so a mistake stops `npm start` with one line. */
function settings() {
  try {
    loadEnvFile()
    return readServerSettings()
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}

const config = settings()
const host = config.HOST
const port = config.PORT

if (cluster.isPrimary) await primary()
else await worker()

async function primary() {
  if (missingBuildFiles(buildDir).length > 0) fail('No production build found in build/. Run `npm run build` first.')
  const rate = config.SITE_EARLY_ACCESS_RATE
  const workers = config.SITE_WORKERS
  const manifest = readManifest(buildDir)
  /** @type {import('./confirmations.js').Signups | undefined} */
  let signups
  // The privacy policy is prerendered: it says whether the request log keeps addresses.
  if (config.SITE_ACCESS_LOG_ADDRESSES && !manifest.accessLogAddresses) {
    fail(
      "SITE_ACCESS_LOG_ADDRESSES=1, but this build's privacy policy says the request log keeps no IP address: rebuild with SITE_ACCESS_LOG_ADDRESSES=1 so that it says so, or unset it here.",
    )
  }
  // A log file that cannot be opened stops the start with one line, not every worker in a loop.
  if (config.SITE_ACCESS_LOG) {
    try {
      createAccessLog({ destination: config.SITE_ACCESS_LOG }).close()
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
    }
  }
  if (manifest.earlyAccessPath) {
    try {
      signups = await openSignups(manifest, config, log)
      console.log(`Keeping the early-access list (${manifest.earlyAccessPath}) in ${signups.description}`)
    } catch (error) {
      fail(`Cannot open the early-access list: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const countRequest = createRateCounter(rate)
  let stopping = false
  let listening = 0
  let announced = false

  const start = () => {
    const child = cluster.fork()
    child.on('message', (/** @type {any} */ message) => {
      if (message?.type === 'rate') child.send({ type: 'rate', id: message.id, wait: countRequest(message.key) })
      else if (message?.type === 'signup' || message?.type === 'confirm') {
        answerWorker(signups, message).then((answer) => {
          if (child.isConnected()) child.send({ type: message.type, id: message.id, ...answer })
        })
      } else if (message?.type === 'listen-error') {
        stopping = true
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL')
        fail(message.message)
      } else if (message?.type === 'listening' && !announced && ++listening === workers) {
        announced = true
        const shown = host.includes(':') ? `[${host}]` : host
        console.log(`Serving build/client at http://${shown}:${message.port}`)
      }
    })
    return child
  }

  cluster.on('exit', (dead, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0)
        (signups?.close() ?? Promise.resolve()).finally(() => process.exit(0))
      return
    }
    console.error(`npm start: worker ${dead.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`)
    start()
  })

  for (let i = 0; i < workers; i++) start()

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      const running = Object.values(cluster.workers ?? {})
      if (running.length === 0) process.exit(0)
      for (const child of running) child?.send({ type: 'stop' })
      // Requests get 10 s to finish; then whatever is left is cut off.
      setTimeout(() => {
        for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGKILL')
        process.exit(0)
      }, 10_000).unref()
    })
  }
}

async function worker() {
  const proxies = config.SITE_TRUST_PROXY
  const logTo = config.SITE_ACCESS_LOG
  const manifest = readManifest(buildDir)
  const accessLog = logTo
    ? createAccessLog({
        destination: logTo,
        clientAddress: config.SITE_ACCESS_LOG_ADDRESSES ? (req) => clientAddress(req, proxies) : undefined,
      })
    : undefined
  /** @type {import('node:http').RequestListener | undefined} */
  let earlyAccess
  if (manifest.earlyAccessPath) {
    const confirm = /** @type {{ earlyAccessConfirm?: import('./confirmations.js').BuildConfirmation }} */ (manifest)
      .earlyAccessConfirm
    /** Questions to the primary awaiting its answer, by id. */
    /** @type {Map<number, (answer: any) => void>} */
    const pending = new Map()
    let nextId = 0
    process.on('message', (/** @type {any} */ message) => {
      if (message?.type !== 'rate' && message?.type !== 'signup' && message?.type !== 'confirm') return
      pending.get(message.id)?.(message)
      pending.delete(message.id)
    })
    const ask = (/** @type {object} */ question) =>
      new Promise((resolve) => {
        const id = nextId++
        pending.set(id, resolve)
        process.send?.({ ...question, id })
      })
    earlyAccess = createEarlyAccessHandler({
      store: workerSignupStore(ask),
      trustedProxies: proxies,
      // The canonical origin: a proxy that rewrites Host (or drops its port) cannot turn sign-ups away.
      origins: manifest.origin ? [manifest.origin] : [],
      doneUrl: manifest.earlyAccessDone ?? '/',
      confirmedUrl: confirm?.confirmedUrl,
      confirmHours: confirm?.hours,
      limiter: async (key) => (await ask({ type: 'rate', key })).wait,
    })
  }
  const server = createSiteServer(buildDir, { earlyAccess, accessLog })
  let stopping = false

  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${port} on ${host} is already in use; set PORT to another port`
        : error.code === 'EACCES'
          ? `no permission to listen on ${host}:${port}`
          : error.message
    process.send?.({ type: 'listen-error', message: `Cannot start the server: ${reason}.` })
  })

  server.listen(port, host, () => {
    const address = server.address()
    process.send?.({ type: 'listening', port: address && typeof address === 'object' ? address.port : port })
  })

  const stop = () => {
    if (stopping) return
    stopping = true
    server.close(() => process.exit(0))
    // Idle keep-alive connections would hold close() open; a connection busy with a request is
    // closed once its answer has gone (Node sends `Connection: close` after close()).
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
  }
  process.on('message', (/** @type {any} */ message) => {
    if (message?.type === 'stop') stop()
    // logrotate moved the file: the primary passes its SIGHUP on as this message.
    else if (message?.type === 'reopen-log') accessLog?.reopen()
  })
  // Ctrl-C reaches every process of the group; the primary's message follows and finds it stopping.
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  // The primary gone (killed) means no one hands out connections or counts: end too.
  process.on('disconnect', () => {
    if (!stopping) process.exit(0)
  })
}
