// @ts-check
/**
 * The primary's part of the early-access list: it opens the list (server/confirmations.js) and is
 * its one writer. The workers send it each valid address, each confirmation and each readiness
 * question over IPC (server/supervisor.js passes them here), so no worker's event loop ever waits
 * on the database's lock while it serves pages, and SQLite commits the sign-ups of one moment
 * together. A sign-up is answered only once committed (or failed).
 */
import { answerWorker, openSignups } from './confirmations.js'
import { reasonOf } from './log.js'
import { withTimeout } from './process-util.js'

/** @typedef {import('./app.js').Readiness} Readiness */

/**
 * @param {{
 *   config: ReturnType<typeof import('./settings.js').readServerSettings>,
 *   log: import('./log.js').Log,
 *   onFatal: (message: string) => void,
 * }} options onFatal: the list can never be opened with these settings (npm start must stop)
 */
export function createSignupWriter({ config, log, onFatal }) {
  /**
   * The early-access list, opened beside the workers' start, not before it: pages are served while
   * it opens, and a sign-up waits for it.
   * @type {Promise<import('./confirmations.js').Signups> | undefined}
   */
  let signups
  /** The build manifest the list was opened with (its confirmation record is used until a restart). */
  /** @type {import('./app.js').BuildManifest | undefined} */
  let openedWith

  /** Opens the list for this build (once; a later build keeps the list that is open). */
  const open = (/** @type {import('./app.js').BuildManifest} */ manifest) => {
    if (signups) return
    openedWith = manifest
    signups = openSignups(manifest, config, log).then((opened) => {
      log.info(`Keeping the early-access list (${manifest.earlyAccessPath}) in ${opened.description}`)
      return opened
    })
    signups.catch((error) => onFatal(`Cannot open the early-access list: ${reasonOf(error)}`))
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

  /**
   * The answer to a worker's `signup` or `confirm` message, once committed (or failed): a worker
   * killed meanwhile gets no answer, and its client none either; nothing is acknowledged that is not kept.
   * @param {{ type: string, email?: unknown, token?: unknown }} message
   */
  const answer = (message) =>
    (signups ?? Promise.resolve(undefined)).then(
      (opened) => answerWorker(opened, message),
      () => answerWorker(undefined, message),
    )

  const close = () => (signups ? signups.then((opened) => opened.close()) : Promise.resolve())

  return { open, readiness, answer, close, openedWith: () => openedWith }
}
