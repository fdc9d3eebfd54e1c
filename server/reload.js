// @ts-check
/**
 * SIGHUP to npm start's primary: it reads where `build` points now and replaces the workers one by
 * one (server/supervisor.js's pool), each new worker listening before an old one drains, so no
 * request is refused or cut off; the workers keep answering the previous build's hashed assets for
 * tabs still open, and each page goes out with its own build's CSP. A build that is incomplete, or
 * whose first worker cannot start, is refused with a log line and the running one stays. SIGHUP
 * also serves logrotate: the request log is reopened by every worker at once, and new workers open
 * it anew.
 */
import cluster from 'node:cluster'
import { missingBuildFiles, readManifest } from './app.js'
import { checkConfirmationSettings } from './confirmations.js'
import { log, reasonOf } from './log.js'
import { buildLink, resolveBuild, withTimeout } from './process-util.js'

/** @typedef {import('node:cluster').Worker} Worker */

/**
 * What the primary serves now (server/supervisor.js), and what a reload replaces.
 * @typedef {object} Serving
 * @property {string} current the build folder the workers serve: `build` resolved, so a later switch
 *   of the link changes nothing until SIGHUP
 * @property {import('./app.js').BuildManifest} manifest its build/headers.json
 * @property {string[]} otherBuilds builds whose hashed assets the workers also answer (the previous
 *   one, for tabs still open)
 */

/**
 * The workers as a reload handles them: server/supervisor.js's pool. Defined here, by the module that
 * needs it, so that this module imports nothing from the supervisor, which imports it.
 * @typedef {object} Pool
 * @property {Serving} serving
 * @property {ReturnType<typeof import('./settings.js').readServerSettings>} config the running settings
 * @property {() => boolean} stopping
 * @property {() => Worker} start starts a worker of `serving.current`
 * @property {(child: Worker) => Promise<unknown>} listening resolves once that worker listens
 * @property {(child: Worker) => Promise<unknown>} retire tells a worker to drain and exit
 * @property {(child: Worker) => void} discard kills a worker whose exit is expected (one that did not start)
 * @property {() => Worker[]} running the workers not told to drain
 * @property {(child: Worker, message: object) => void} send
 * @property {(child: Worker, question: { type: string } & Record<string, unknown>, ms: number) => Promise<any>} ask
 * @property {ReturnType<typeof import('./signup-writer.js').createSignupWriter>} signups
 */

/**
 * Reloads on SIGHUP, one at a time (a SIGHUP during a reload runs one more after it).
 * @param {Pool} pool
 */
export function handleReloads(pool) {
  let reloading = false
  let reloadAgain = false
  process.on('SIGHUP', () => {
    if (pool.stopping()) return
    if (reloading) {
      reloadAgain = true
      return
    }
    reloading = true
    ;(async () => {
      do {
        reloadAgain = false
        await reload(pool)
      } while (reloadAgain && !pool.stopping())
    })()
      .catch((error) => log.error(`reload failed: ${reasonOf(error)}`))
      .finally(() => {
        reloading = false
      })
  })
}

/**
 * The build `build` points to now, taken over worker by worker.
 * @param {Pool} pool
 */
async function reload(pool) {
  const { serving } = pool
  for (const child of Object.values(cluster.workers ?? {})) if (child) pool.send(child, { type: 'reopen-log' })
  const next = resolveBuild()
  const missing = next ? missingBuildFiles(next) : ['the folder itself']
  if (!next || missing.length > 0) {
    log.error(
      `reload refused: the build at ${next ?? buildLink} lacks ${missing.join(', ')}; still serving ${serving.current}`,
    )
    return
  }
  let nextManifest
  try {
    nextManifest = readManifest(next)
  } catch (error) {
    log.error(
      `reload refused: ${next}/headers.json cannot be read (${reasonOf(error)}); still serving ${serving.current}`,
    )
    return
  }
  // What npm start refuses at its start, a reload refuses too: pages that promise a confirmation
  // e-mail the running settings do not send (or the reverse), or a privacy policy that says the log
  // keeps no address while it does.
  const disagreement = settingsDisagreement(nextManifest, pool.config, pool.signups.openedWith())
  if (disagreement) {
    log.error(`reload refused: ${disagreement}; still serving ${serving.current}`)
    return
  }
  const previous = { ...serving }
  const old = pool.running()
  log.info(`reloading: ${serving.current} -> ${next} (${old.length} workers, one by one)`)
  if (next !== serving.current) {
    // The old workers answer the new build's assets too: a new page may ask an old worker for them.
    await Promise.all(old.map((child) => pool.ask(child, { type: 'also-serve', dir: next }, 5000).catch(() => {})))
    serving.otherBuilds = [
      serving.current,
      ...serving.otherBuilds.filter((dir) => dir !== next && dir !== serving.current),
    ].slice(0, 2)
  }
  serving.current = next
  serving.manifest = nextManifest
  if (serving.manifest.earlyAccessPath) pool.signups.open(serving.manifest)
  for (const [index, child] of old.entries()) {
    if (pool.stopping()) return
    const fresh = pool.start()
    try {
      await withTimeout(pool.listening(fresh), 30_000)
    } catch (error) {
      pool.discard(fresh)
      if (index === 0) {
        Object.assign(serving, previous)
        log.error(
          `reload refused: a worker of ${next} did not start (${reasonOf(error)}); still serving ${serving.current}`,
        )
        return
      }
      log.error(
        `reload: a worker of ${next} did not start (${reasonOf(error)}); worker ${child.process.pid} keeps serving the previous build`,
      )
      continue
    }
    await pool.retire(child)
  }
  log.info(`reloaded: serving ${serving.current}`)
}

/**
 * Why a new build cannot be served with the running settings, or undefined when they agree: the
 * checks of npm start's own start (server/supervisor.js, server/confirmations.js), and the
 * early-access list's record when a list is open (its confirmation links' origin, lifetime and path
 * are the build's, read when the list was opened: a change needs a restart).
 * @param {import('./app.js').BuildManifest & { earlyAccessConfirm?: unknown }} manifest the new build's
 * @param {{ SITE_ACCESS_LOG_ADDRESSES: boolean, SITE_SMTP_URL: string, SITE_MAIL_FROM: string }} config
 * @param {(import('./app.js').BuildManifest & { earlyAccessConfirm?: unknown }) | undefined} openedWith
 *   the build whose record the open list uses
 * @returns {string | undefined}
 */
export function settingsDisagreement(manifest, config, openedWith) {
  if (config.SITE_ACCESS_LOG_ADDRESSES && !manifest.accessLogAddresses) {
    return "SITE_ACCESS_LOG_ADDRESSES=1, but the new build's privacy policy says the request log keeps no IP address (rebuild with SITE_ACCESS_LOG_ADDRESSES=1, or unset it and restart)"
  }
  const agreed = checkConfirmationSettings(
    /** @type {Parameters<typeof checkConfirmationSettings>[0]} */ (manifest),
    config,
  )
  if (!agreed.ok) return `the new build and the running settings disagree: ${agreed.message.replace(/\.$/, '')}`
  if (
    openedWith?.earlyAccessPath &&
    manifest.earlyAccessPath &&
    (manifest.earlyAccessPath !== openedWith.earlyAccessPath ||
      JSON.stringify(manifest.earlyAccessConfirm ?? null) !== JSON.stringify(openedWith.earlyAccessConfirm ?? null))
  ) {
    return "the new build's early-access path or confirmation e-mail (its links' origin, lifetime or the site's name) differs from the one the open list was started with: restart npm start to take it (systemctl restart marketing-site)"
  }
  return undefined
}
