// @ts-check
/**
 * One worker process of `npm start` (server/main.js starts it through the cluster): serves the build
 * the primary names (WORKER_BUILD_DIR) and the hashed assets of the builds before it, asks the
 * primary (server/supervisor.js) for the rate limit, each sign-up and its readiness over IPC, and
 * drains when told to stop.
 */
import { createAccessLog } from './access-log.js'
import { createSiteServer, readManifest } from './app.js'
import { confirmPage } from './confirm-page.js'
import { workerSignupStore } from './confirmations.js'
import { createEarlyAccessHandler } from './early-access.js'
import { log, reasonOf } from './log.js'
import { buildLink, drainLimitMs, withTimeout } from './process-util.js'
import { clientAddress } from './proxy-trust.js'
import { createRefusalLog, refusalMessage } from './refusals.js'
import { createWorkerServing, trackConnections } from './worker-serving.js'

/** @typedef {import('./app.js').Readiness} Readiness */

/** @param {ReturnType<typeof import('./settings.js').readServerSettings>} config */
export async function runWorker(config) {
  const host = config.HOST
  const port = config.PORT
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
  // Refused by the HTTP parser: in the request log when there is one, else in the server's log.
  const refused = createRefusalLog({
    write: accessLog ? (entry) => accessLog.refused(entry) : (entry) => log.warn(refusalMessage(entry)),
  })
  const server = createSiteServer(buildDir, {
    ...handlerOptions,
    accessLog,
    onRefused: ({ status, code, socket }) =>
      refused({
        status,
        code,
        address: config.SITE_ACCESS_LOG_ADDRESSES ? /** @type {any} */ (socket).remoteAddress : undefined,
      }),
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

  const listenFd = process.env.WORKER_LISTEN_FD
  const onListening = () => {
    const address = server.address()
    send({ type: 'listening', port: address && typeof address === 'object' ? address.port : port })
  }
  // Socket activation: the primary holds systemd's socket and shares it as it shares a port.
  if (listenFd) server.listen({ fd: Number(listenFd) }, onListening)
  else server.listen(port, host, onListening)

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
