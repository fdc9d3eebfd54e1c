// @ts-check
/**
 * npm start's primary process: checks the build, starts SITE_WORKERS worker processes (default: one
 * per core, server/worker.js) that share the port, and replaces a worker that dies. It never dies
 * with a worker: every message to a worker is sent only while it is connected and with a callback,
 * and every worker has an 'error' listener, so a worker killed mid-answer costs only the requests it
 * held. SIGTERM or SIGINT drains the workers and exits 0; SIGHUP is server/reload.js's. The
 * early-access list is server/signup-writer.js's; this module passes it the workers' questions.
 */
import cluster from 'node:cluster'
import { createAccessLog } from './access-log.js'
import { missingBuildFiles, readManifest } from './app.js'
import { log, reasonOf } from './log.js'
import { drainLimitMs, fail, resolveBuild, withTimeout } from './process-util.js'
import { createRateCounter } from './rate-limit.js'
import { handleReloads } from './reload.js'
import { createSignupWriter } from './signup-writer.js'

/** @typedef {import('node:cluster').Worker} Worker */

/** @typedef {import('./reload.js').Serving} Serving */

/** @param {ReturnType<typeof import('./settings.js').readServerSettings>} config */
export async function runPrimary(config) {
  const { HOST: host, SITE_WORKERS: workers } = config
  const found = resolveBuild()
  if (!found || missingBuildFiles(found).length > 0)
    fail('No production build found in build/. Run `npm run build` first.')
  /** @type {Serving} */
  const serving = { current: found, manifest: readManifest(found), otherBuilds: [] }
  log.info(`npm start on Node.js ${process.version} (${process.execPath}), build ${serving.current}`)
  // The privacy policy is prerendered: it says whether the request log keeps addresses.
  if (config.SITE_ACCESS_LOG_ADDRESSES && !serving.manifest.accessLogAddresses) {
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

  const listenFd = activatedSocket()
  if (listenFd !== undefined)
    log.info(`Listening on the socket systemd passed (fd ${listenFd}); HOST and PORT are the socket unit's`)

  /** Stops everything with one line: a mistake no retry mends. */
  const stopWith = (/** @type {string} */ message) => {
    stopping = true
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGKILL')
    fail(message)
  }
  const signups = createSignupWriter({ config, log, onFatal: stopWith })

  const countRequest = createRateCounter(config.SITE_EARLY_ACCESS_RATE)
  let stopping = false
  let announced = false
  /** Workers told to drain (stopping, or replaced by a reload): their exit is expected. */
  const retiring = new WeakSet()
  /** @type {WeakMap<Worker, Promise<unknown>>} */
  const listeningOf = new WeakMap()
  /** Workers that have listened (a worker that dies before is a failed start). */
  const listened = new WeakSet()
  let listeningCount = 0
  /** Workers that died before listening, in a row: the next start waits longer (a crash loop). */
  let failedStarts = 0

  /** A message to a worker, only while it is connected; a worker gone meanwhile is no error. */
  const send = (/** @type {Worker} */ child, /** @type {object} */ message) => {
    if (!child.isConnected()) return
    child.send(message, undefined, (/** @type {Error | null} */ error) => {
      if (error && child.isConnected())
        log.warn(`npm start: could not answer worker ${child.process.pid}: ${reasonOf(error)}`)
    })
  }

  const start = () => {
    const build = serving.current
    const child = cluster.fork({
      WORKER_BUILD_DIR: build,
      WORKER_OTHER_BUILDS: JSON.stringify(serving.otherBuilds),
      // The socket systemd passed (socket activation), for the workers to share; never passed on as
      // the workers' own LISTEN_FDS (systemd meant this process).
      WORKER_LISTEN_FD: listenFd === undefined ? '' : String(listenFd),
      LISTEN_FDS: '',
      LISTEN_PID: '',
    })
    const pid = child.process.pid
    child.on('error', (error) => log.warn(`npm start: worker ${pid}: ${reasonOf(error)}`))
    // The cluster's own 'listening': from then on the worker takes connections.
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
        signups.answer(message).then((answer) => send(child, { type: message.type, id: message.id, ...answer }))
      } else if (message?.type === 'ready') {
        signups.readiness().then((answer) => send(child, { type: 'ready', id: message.id, ...answer }))
      } else if (message?.type === 'listen-error') {
        if (!announced) stopWith(message.message)
        log.error(`worker ${pid}: ${message.message}`)
        child.process.kill('SIGKILL')
      }
    })
    return child
  }

  /** Tells a worker to drain and exit; cut off if it is still there after the drain limit. */
  const retire = (/** @type {Worker} */ child) => {
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
    // Only once the worker is also disconnected is it out of the cluster: a replacement (and the
    // log line) before that would let connections still go to the dead one.
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
    signups
      .close()
      .catch(() => {})
      .finally(() => process.exit(code))
  }

  /**
   * A question to a worker, answered by a message of the same type and id.
   * @param {Worker} child
   * @param {{ type: string } & Record<string, unknown>} question
   * @param {number} ms
   */
  const ask = (child, question, ms) => {
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

  if (serving.manifest.earlyAccessPath) signups.open(serving.manifest)
  for (let i = 0; i < workers; i++) start()

  /** Stops accepting, lets the requests in flight finish (10 s at most), then exits 0. */
  const stop = (/** @type {string} */ why) => {
    if (stopping) return
    stopping = true
    log.info(`${why}: stopping once the requests in flight are answered`)
    const running = Object.values(cluster.workers ?? {})
    if (running.length === 0) closeAndExit(0)
    for (const child of running) if (child) retire(child)
    // Requests get 10 s to finish; then whatever is left is cut off.
    setTimeout(() => {
      for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGKILL')
      closeAndExit(0)
    }, drainLimitMs).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
  // Under `npm start` (package.json's `exec node server/main.js`) npm is the parent and passes
  // SIGTERM and SIGINT on. An npm that is gone all the same (killed with SIGKILL, which it cannot
  // pass on) would leave the server running under PID 1, out of the supervisor's reach: a parent
  // that changes stops it as SIGTERM does.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid
    setInterval(() => {
      if (process.ppid !== parent) stop(`npm (process ${parent}) is gone`)
    }, 500).unref()
  }

  handleReloads({
    serving,
    config,
    stopping: () => stopping,
    start,
    listening: (child) => listeningOf.get(child) ?? Promise.resolve(),
    retire,
    discard: (child) => {
      retiring.add(child)
      child.process.kill('SIGKILL')
    },
    running: () =>
      Object.values(cluster.workers ?? {}).filter(
        /** @returns {w is Worker} */ (w) => w !== undefined && !retiring.has(w),
      ),
    send,
    ask,
    signups,
  })
}

/**
 * The listening socket systemd passed to this process (socket activation: deploy/systemd's
 * marketing-site.socket), or undefined. systemd keeps that socket open across a restart of the
 * service, so connections that arrive meanwhile wait in its queue instead of being refused.
 * sd_listen_fds(3): LISTEN_PID is this process, LISTEN_FDS how many, the first at fd 3.
 */
function activatedSocket() {
  if (process.env.LISTEN_PID !== String(process.pid)) return undefined
  const count = Number(process.env.LISTEN_FDS)
  return Number.isInteger(count) && count >= 1 ? 3 : undefined
}
