// @ts-check
// `npm start` (or, under a supervisor, `node server/main.js`): serves the production build. HOST
// and PORT choose where (server/settings.js).
//
// The primary process (server/supervisor.js) checks the build (`build`, usually a link to
// releases/<time>, see build-steps/release.ts), starts SITE_WORKERS worker processes
// (server/worker.js, default: one per core) that share the port, and replaces a worker that dies.
//
// Signals: SIGTERM or SIGINT stops accepting connections, lets the requests in flight finish, then
// exits 0. SIGHUP reloads (server/reload.js): it takes over the build `build` points to now,
// worker by worker, so no request is refused or cut off.
//
// When the form posts to this site, the primary also opens the early-access list and is its one
// writer (server/signup-writer.js): the workers send it each request's client address (the rate
// limit, server/rate-limit.js) and each valid address over IPC. A sign-up is acknowledged only after
// its commit: if its worker dies first, the address may be stored but nobody was told so; nothing is
// ever acknowledged and lost. The workers' readiness (GET /readyz) asks the primary, which asks the store.

// First: on a Node.js too old for what follows, it says which to install and exits 78.
import './node-check.js'
import cluster from 'node:cluster'
import { fail } from './process-util.js'
import { loadEnvFile, readServerSettings } from './settings.js'

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

// The kernel shares the listening socket among the workers (SCHED_NONE) rather than the primary
// accepting each connection and handing it over (round robin): a connection handed to a worker
// killed in that moment was left open and unanswered, the visitor waiting for a time-out (up to 15 s
// under a burst of sign-ups). Shared, a worker's death resets only the connections it had accepted,
// the others wait in the kernel's queue for the next worker, and no connection passes through the
// primary (2,993 sign-ups in 20 kills became 7,223, tests/server/process-life.test.ts).
if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_NONE
  const { runPrimary } = await import('./supervisor.js')
  await runPrimary(config)
} else {
  const { runWorker } = await import('./worker.js')
  await runWorker(config)
}
