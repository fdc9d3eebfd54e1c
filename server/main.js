// @ts-check
// `npm start` (or, under a supervisor, `node server/main.js`): serves the production build. HOST
// and PORT choose where (server/settings.js).
//
// The primary process checks the build (`build`, usually a link to releases/<time>, see
// build-steps/release.ts), starts SITE_WORKERS worker processes (default: one per core) that share
// the port, and replaces a worker that dies. It never dies with a worker: every message to a worker
// is sent only while it is connected and with a callback, and every worker has an 'error' listener,
// so a worker killed mid-answer costs only the requests it held.
//
// Signals: SIGTERM or SIGINT stops accepting connections, lets the requests in flight finish, then
// exits 0. SIGHUP reloads: it reads where `build` points now and replaces the workers one by one,
// each new worker listening before an old one drains, so no request is refused or cut off; the
// workers keep answering the previous build's hashed assets for tabs still open, and each page goes
// out with its own build's CSP. A build that is incomplete, or whose first worker cannot start, is
// refused with a log line and the running one stays.
//
// When the form posts to this site, the primary also opens the early-access list and is its one
// writer: the workers send it each request's client address (the rate limit, server/rate-limit.js)
// and each valid address over IPC, so no worker's event loop ever waits on the database's lock
// while it serves pages, and SQLite commits the sign-ups of one moment together. A sign-up is
// acknowledged only after its commit: if its worker dies first, the address may be stored but
// nobody was told so; nothing is ever acknowledged and lost. The workers' readiness (GET /readyz)
// asks the primary, which asks the store.
import cluster from 'node:cluster'
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createAccessLog } from './access-log.js'
import { createSiteServer, missingBuildFiles, readManifest } from './app.js'
import { confirmPage } from './confirm-page.js'
import { answerWorker, openSignups, workerSignupStore } from './confirmations.js'
import { createEarlyAccessHandler } from './early-access.js'
import { log, reasonOf } from './log.js'
import { clientAddress } from './proxy-trust.js'
import { createRateCounter } from './rate-limit.js'
import { loadEnvFile, readServerSettings } from './settings.js'
import { createWorkerServing, trackConnections } from './worker-serving.js'

/** Where the build is: a folder, or a link to the current release (switched by `npm run build`). */
const buildLink = fileURLToPath(new URL('../build', import.meta.url))

/** How long requests in flight get when stopping or when a worker is replaced; then they are cut off. */
const drainLimitMs = 10_000

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

/**
 * The readiness answer of GET /readyz (server/app.js).
 * @typedef {{ ok: true } | { ok: false, reason: string }} Readiness
 */

// The kernel shares the listening socket among the workers (SCHED_NONE) rather than the primary
// accepting each connection and handing it over (round robin): a connection handed to a worker
// killed in that moment was left open and unanswered, the visitor waiting for a time-out (up to 15 s
// under a burst of sign-ups). Shared, a worker's death resets only the connections it had accepted,
// the others wait in the kernel's queue for the next worker, and no connection passes through the
// primary (2,993 sign-ups in 20 kills became 7,223, tests/server/process-life.test.ts).
if (cluster.isPrimary) cluster.schedulingPolicy = cluster.SCHED_NONE

if (cluster.isPrimary) await primary()
else await worker()

async function primary() {
  const found = resolveBuild()
  if (!found || missingBuildFiles(found).length > 0)
    fail('No production build found in build/. Run `npm run build` first.')
  /** The build folder the workers serve: `build` resolved, so a later switch of the link changes nothing until SIGHUP. */
  let current = found
  log.info(`npm start on Node.js ${process.version} (${process.execPath}), build ${current}`)
  const workers = config.SITE_WORKERS
  let manifest = readManifest(current)
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
  /** Builds whose hashed assets the workers also answer (the previous one, for tabs still open). */
  /** @type {string[]} */
  let otherBuilds = []

  /**
   * The early-access list (server/confirmations.js), opened beside the workers' start, not before it:
   * pages are served while it opens, and a sign-up waits for it.
   * @type {Promise<import('./confirmations.js').Signups> | undefined}
   */
  let signups
  const openList = () => {
    if (signups) return
    signups = openSignups(manifest, config, log).then((opened) => {
      log.info(`Keeping the early-access list (${manifest.earlyAccessPath}) in ${opened.description}`)
      return opened
    })
    signups.catch((error) => {
      stopping = true
      for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGKILL')
      fail(`Cannot open the early-access list: ${reasonOf(error)}`)
    })
  }

  const countRequest = createRateCounter(config.SITE_EARLY_ACCESS_RATE)
  let stopping = false
  let announced = false
  /** Workers told to drain (stopping, or replaced by a reload): their exit is expected. */
  const retiring = new WeakSet()
  /** @type {WeakMap<import('node:cluster').Worker, Promise<unknown>>} */
  const listeningOf = new WeakMap()
  /** Workers that have listened (a worker that dies before is a failed start). */
  const listened = new WeakSet()
  let listeningCount = 0
  /** Workers that died before listening, in a row: the next start waits longer (a crash loop). */
  let failedStarts = 0

  /** A message to a worker, only while it is connected; a worker gone meanwhile is no error. */
  const send = (/** @type {import('node:cluster').Worker} */ child, /** @type {object} */ message) => {
    if (!child.isConnected()) return
    child.send(message, undefined, (/** @type {Error | null} */ error) => {
      if (error && child.isConnected())
        log.warn(`npm start: could not answer worker ${child.process.pid}: ${reasonOf(error)}`)
    })
  }

  /**
   * The store's readiness for the workers' GET /readyz (the store checks itself: server/store.js's
   * guardStore logs each change of state once); `{ ok: true }` when the build keeps no list.
   * @returns {Promise<Readiness>}
   */
  const readiness = async () => {
    if (!signups) return { ok: true }
    try {
      const opened = await withTimeout(signups, 1500)
      return await withTimeout(opened.guarded.check(), 1500)
    } catch (error) {
      return { ok: false, reason: `the early-access list does not answer (${reasonOf(error)})` }
    }
  }

  const start = () => {
    const build = current
    const child = cluster.fork({
      WORKER_BUILD_DIR: build,
      WORKER_OTHER_BUILDS: JSON.stringify(otherBuilds),
    })
    const pid = child.process.pid
    child.on('error', (error) => log.warn(`npm start: worker ${pid}: ${reasonOf(error)}`))
    // The cluster's own 'listening': from then on the primary hands this worker connections.
    const listening = new Promise((resolve, reject) => {
      child.once('listening', (address) => {
        listened.add(child)
        failedStarts = 0
        resolve(undefined)
        // A replacement says so (the first ones are summed up by the line below).
        if (announced) log.info(`worker ${pid} serving ${build}`)
        if (!announced && ++listeningCount >= workers) {
          announced = true
          const shown = host.includes(':') ? `[${host}]` : host
          log.info(`Serving build/client at http://${shown}:${address.port}`)
        }
      })
      child.once('exit', (code, signal) => reject(new Error(`it stopped (${signal ?? `exit ${code}`})`)))
    })
    listening.catch(() => {})
    listeningOf.set(child, listening)
    child.on('message', (/** @type {any} */ message) => {
      if (message?.type === 'rate') send(child, { type: 'rate', id: message.id, wait: countRequest(message.key) })
      else if (message?.type === 'signup' || message?.type === 'confirm') {
        // Answered only once committed (or failed): a worker killed meanwhile gets no answer, and
        // its client none either; nothing is acknowledged that is not kept.
        ;(signups ?? Promise.resolve(undefined))
          .then(
            (opened) => answerWorker(opened, message),
            () => answerWorker(undefined, message),
          )
          .then((answer) => send(child, { type: message.type, id: message.id, ...answer }))
      } else if (message?.type === 'ready') {
        readiness().then((answer) => send(child, { type: 'ready', id: message.id, ...answer }))
      } else if (message?.type === 'listen-error') {
        if (!announced) {
          stopping = true
          for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL')
          fail(message.message)
        }
        log.error(`worker ${pid}: ${message.message}`)
        child.process.kill('SIGKILL')
      }
    })
    return child
  }

  /** Tells a worker to drain and exit; cut off if it is still there after the drain limit. */
  const retire = (/** @type {import('node:cluster').Worker} */ child) => {
    retiring.add(child)
    send(child, { type: 'stop' })
    const timer = setTimeout(() => child.process.kill('SIGKILL'), drainLimitMs + 1000)
    timer.unref()
    return new Promise((resolve) => {
      if (child.isDead()) resolve(undefined)
      else child.process.once('exit', () => resolve(clearTimeout(timer)))
    })
  }

  cluster.on('exit', (dead, code, signal) => {
    // Only once the worker is also disconnected is it out of the cluster's round robin: a
    // replacement (and the log line) before that would let connections still go to the dead one.
    const gone = () => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) closeAndExit(0)
        return
      }
      if (retiring.has(dead)) return
      if (!listened.has(dead)) failedStarts++
      // A worker that cannot even start (a crash loop) is retried ever more slowly, up to every 5 s.
      const delay = failedStarts === 0 ? 0 : Math.min(5000, 100 * 2 ** failedStarts)
      log.warn(`worker ${dead.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`)
      setTimeout(() => {
        if (!stopping) start()
      }, delay)
    }
    if (dead.isConnected()) dead.once('disconnect', gone)
    else gone()
  })

  const closeAndExit = (/** @type {number} */ code) => {
    const closing = signups ? signups.then((opened) => opened.close()) : Promise.resolve()
    closing.catch(() => {}).finally(() => process.exit(code))
  }

  if (manifest.earlyAccessPath) openList()
  for (let i = 0; i < workers; i++) start()

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      log.info(`${signal}: stopping once the requests in flight are answered`)
      const running = Object.values(cluster.workers ?? {})
      if (running.length === 0) closeAndExit(0)
      for (const child of running) if (child) retire(child)
      // Requests get 10 s to finish; then whatever is left is cut off.
      setTimeout(() => {
        for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGKILL')
        closeAndExit(0)
      }, drainLimitMs).unref()
    })
  }

  let reloading = false
  let reloadAgain = false
  process.on('SIGHUP', () => {
    if (stopping) return
    if (reloading) {
      reloadAgain = true
      return
    }
    reloading = true
    ;(async () => {
      do {
        reloadAgain = false
        await reload()
      } while (reloadAgain && !stopping)
    })()
      .catch((error) => log.error(`reload failed: ${reasonOf(error)}`))
      .finally(() => {
        reloading = false
      })
  })

  /**
   * SIGHUP: the build `build` points to now, taken over worker by worker. It also serves logrotate:
   * the request log is reopened by every worker at once, and new workers open it anew.
   */
  async function reload() {
    for (const child of Object.values(cluster.workers ?? {})) if (child) send(child, { type: 'reopen-log' })
    const next = resolveBuild()
    const missing = next ? missingBuildFiles(next) : ['the folder itself']
    if (!next || missing.length > 0) {
      log.error(
        `reload refused: the build at ${next ?? buildLink} lacks ${missing.join(', ')}; still serving ${current}`,
      )
      return
    }
    let nextManifest
    try {
      nextManifest = readManifest(next)
    } catch (error) {
      log.error(`reload refused: ${next}/headers.json cannot be read (${reasonOf(error)}); still serving ${current}`)
      return
    }
    const previous = { current, manifest, otherBuilds }
    const old = Object.values(cluster.workers ?? {}).filter(
      /** @returns {w is import('node:cluster').Worker} */ (w) => w !== undefined && !retiring.has(w),
    )
    log.info(`reloading: ${current} -> ${next} (${old.length} workers, one by one)`)
    if (next !== current) {
      // The old workers answer the new build's assets too: a new page may ask an old worker for them.
      await Promise.all(old.map((child) => askWorker(child, { type: 'also-serve', dir: next }, 5000).catch(() => {})))
      otherBuilds = [current, ...otherBuilds.filter((dir) => dir !== next && dir !== current)].slice(0, 2)
    }
    current = next
    manifest = nextManifest
    if (manifest.earlyAccessPath) openList()
    for (const [index, child] of old.entries()) {
      if (stopping) return
      const fresh = start()
      try {
        await withTimeout(listeningOf.get(fresh) ?? Promise.resolve(), 30_000)
      } catch (error) {
        retiring.add(fresh)
        fresh.process.kill('SIGKILL')
        if (index === 0) {
          ;({ current, manifest, otherBuilds } = previous)
          log.error(`reload refused: a worker of ${next} did not start (${reasonOf(error)}); still serving ${current}`)
          return
        }
        log.error(
          `reload: a worker of ${next} did not start (${reasonOf(error)}); worker ${child.process.pid} keeps serving the previous build`,
        )
        continue
      }
      await retire(child)
    }
    log.info(`reloaded: serving ${current}`)
  }

  /**
   * A question to a worker, answered by a message of the same type and id.
   * @param {import('node:cluster').Worker} child
   * @param {{ type: string } & Record<string, unknown>} question
   * @param {number} ms
   */
  function askWorker(child, question, ms) {
    const id = Math.random()
    return withTimeout(
      new Promise((resolve) => {
        const listener = (/** @type {any} */ message) => {
          if (message?.type !== question.type || message.id !== id) return
          child.off('message', listener)
          resolve(message)
        }
        child.on('message', listener)
        send(child, { ...question, id })
      }),
      ms,
    )
  }
}

/** The real folder `build` names now, or undefined when there is none. */
function resolveBuild() {
  try {
    return realpathSync(buildLink)
  } catch {
    return undefined
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

async function worker() {
  const buildDir = process.env.WORKER_BUILD_DIR || buildLink
  const otherBuilds = /** @type {string[]} */ (JSON.parse(process.env.WORKER_OTHER_BUILDS || '[]'))
  const proxies = config.SITE_TRUST_PROXY
  const logTo = config.SITE_ACCESS_LOG
  const manifest = readManifest(buildDir)
  const accessLog = logTo
    ? createAccessLog({
        destination: logTo,
        clientAddress: config.SITE_ACCESS_LOG_ADDRESSES ? (req) => clientAddress(req, proxies) : undefined,
      })
    : undefined

  /** A message to the primary, only while it is there; never an error event. */
  const send = (/** @type {object} */ message) => {
    if (process.connected) process.send?.(message, undefined, {}, () => {})
  }

  /** Questions to the primary awaiting its answer, by id. */
  /** @type {Map<number, (answer: any) => void>} */
  const pending = new Map()
  let nextId = 0
  process.on('message', (/** @type {any} */ message) => {
    if (!['rate', 'signup', 'confirm', 'ready'].includes(message?.type)) return
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  })
  /** Asks the primary; it always answers while both live (a sign-up has no time limit: it is committed or not). */
  const ask = (/** @type {object} */ question) =>
    new Promise((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      send({ ...question, id })
    })

  /** @type {{ at: number, answer: Promise<Readiness> } | undefined} */
  let lastReadiness
  /** Readiness from the primary (the store's), asked at most once a second. */
  const readiness = () => {
    const now = Date.now()
    if (lastReadiness && now - lastReadiness.at < 1000) return lastReadiness.answer
    const question = ask({ type: 'ready' })
    /** @type {Promise<Readiness>} */
    const answer = withTimeout(question, 2000).then(
      (reply) => (reply.ok ? { ok: true } : { ok: false, reason: String(reply.reason) }),
      () => ({ ok: false, reason: 'the server’s primary process did not answer within 2 s' }),
    )
    lastReadiness = { at: now, answer }
    return answer
  }

  /** @type {import('node:http').RequestListener | undefined} */
  let earlyAccess
  if (manifest.earlyAccessPath) {
    const confirm = /** @type {{ earlyAccessConfirm?: import('./confirmations.js').BuildConfirmation }} */ (manifest)
      .earlyAccessConfirm
    earlyAccess = createEarlyAccessHandler({
      store: workerSignupStore(ask),
      trustedProxies: proxies,
      // The canonical origin: a proxy that rewrites Host (or drops its port) cannot turn sign-ups away.
      origins: manifest.origin ? [manifest.origin] : [],
      doneUrl: manifest.earlyAccessDone ?? '/',
      confirmedUrl: confirm?.confirmedUrl,
      confirmHours: confirm?.hours,
      confirmPage: confirm ? confirmPage(buildDir, confirm) : undefined,
      limiter: async (key) => (await ask({ type: 'rate', key })).wait,
    })
  }
  // `readiness` is for server/app.js's GET /readyz.
  const handlerOptions = { earlyAccess, readiness }
  let serving = /** @type {ReturnType<typeof createWorkerServing> | undefined} */ (undefined)
  const server = createSiteServer(buildDir, {
    ...handlerOptions,
    accessLog,
    wrap: (handler) => {
      serving = createWorkerServing(handler, buildDir, {
        otherBuilds,
        onError: (dir, error) =>
          log.warn(`worker ${process.pid}: cannot serve the assets of ${dir}: ${reasonOf(error)}`),
      })
      return serving.handler
    },
  })
  const open = trackConnections(server)

  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${port} on ${host} is already in use; set PORT to another port`
        : error.code === 'EACCES'
          ? `no permission to listen on ${host}:${port}`
          : error.message
    send({ type: 'listen-error', message: `Cannot start the server: ${reason}.` })
  })

  server.listen(port, host, () => {
    const address = server.address()
    send({ type: 'listening', port: address && typeof address === 'object' ? address.port : port })
  })

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    serving?.drain(server, { open, done: () => process.exit(0) })
    setTimeout(() => process.exit(0), drainLimitMs).unref()
  }
  process.on('message', (/** @type {any} */ message) => {
    if (message?.type === 'stop') stop()
    // logrotate moved the file: the primary passes its SIGHUP on as this message.
    else if (message?.type === 'reopen-log') accessLog?.reopen()
    else if (message?.type === 'also-serve') {
      serving?.addBuild(String(message.dir))
      send({ type: 'also-serve', id: message.id })
    }
  })
  // Ctrl-C reaches every process of the group; the primary's message follows and finds it stopping.
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  // SIGHUP is the primary's (a reload); a terminal's hang-up reaches the whole group.
  process.on('SIGHUP', () => {})
  // The primary gone (killed) means no one hands out connections or counts: end too.
  process.on('disconnect', () => {
    if (!stopping) process.exit(0)
  })
}
