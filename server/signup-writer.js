// @ts-check
/**
 * The primary's part of the early-access list: it opens the list (server/confirmations.js) and is
 * its one writer. The workers send it each valid address, each confirmation and each readiness
 * question over IPC (server/supervisor.js passes them here), so no worker's event loop ever waits
 * on the database's lock while it serves pages, and SQLite commits the sign-ups of one moment
 * together. A sign-up is answered only once committed (or failed).
 *
 * Pages never depend on the list. Settings that disagree with the build stop npm start (no retry
 * mends them), but a list that cannot be opened (a read-only or full data folder, a file of another
 * owner, a database that refuses) is an outage like a database that goes away: pages are served,
 * sign-ups answer 503 with Retry-After, /readyz says not ready, the opening is retried ever more
 * slowly (1 s, 2 s, … up to every 30 s), and the log says so once when it starts and once when it ends.
 */
import { answerWorker, checkConfirmationSettings, openSignups } from './confirmations.js'
import { reasonOf } from './log.js'
import { withTimeout } from './process-util.js'
import { withoutAddresses } from './store.js'

/** @typedef {import('./app.js').Readiness} Readiness */

/** The first wait before the opening is tried again, and the longest. */
const retryFirstMs = 1000
const retryMaxMs = 30_000

/**
 * @param {{
 *   config: ReturnType<typeof import('./settings.js').readServerSettings>,
 *   log: import('./log.js').Log,
 *   onFatal: (message: string) => void,
 *   open?: typeof openSignups,
 * }} options onFatal: the list can never be opened with these settings (npm start must stop);
 *   open: how the list is opened (tests)
 */
export function createSignupWriter({ config, log, onFatal, open: openList = openSignups }) {
  /** The list once open. @type {import('./confirmations.js').Signups | undefined} */
  let opened
  /** Why the last opening failed, while it has not succeeded since. @type {string | undefined} */
  let failing
  /** Settled once the first attempt to open has (either way): a sign-up waits for that, no longer. */
  /** @type {Promise<void> | undefined} */
  let firstAttempt
  /** The build manifest the list was opened with (its confirmation record is used until a restart). */
  /** @type {import('./app.js').BuildManifest | undefined} */
  let openedWith
  /** @type {NodeJS.Timeout | undefined} */
  let retry
  let closed = false

  /** Opens the list for this build (once; a later build keeps the list that is open). */
  const open = (/** @type {import('./app.js').BuildManifest} */ manifest) => {
    if (openedWith) return
    const agreed = checkConfirmationSettings(/** @type {any} */ (manifest), config)
    if (!agreed.ok) {
      onFatal(`Cannot open the early-access list: ${agreed.message}`)
      return
    }
    openedWith = manifest
    let waitMs = retryFirstMs
    const attempt = async () => {
      try {
        const list = await openList(manifest, config, log)
        if (closed) {
          await list.close()
          return
        }
        opened = list
        if (failing !== undefined) log.info('The early-access list can be opened again; sign-ups are taken.')
        failing = undefined
        log.info(`Keeping the early-access list (${manifest.earlyAccessPath}) in ${list.description}`)
      } catch (error) {
        const reason = withoutAddresses(reasonOf(error))
        if (failing === undefined) {
          log.error(
            `Cannot open the early-access list: ${reason}. Pages are served; sign-ups answer 503 until it opens (tried again ever more slowly, up to every ${retryMaxMs / 1000} s).`,
          )
        }
        failing = reason
        if (closed) return
        retry = setTimeout(() => void attempt(), waitMs)
        retry.unref()
        waitMs = Math.min(retryMaxMs, waitMs * 2)
      }
    }
    firstAttempt = attempt()
  }

  /**
   * The store's readiness for the workers' GET /readyz (the store checks itself: server/store.js's
   * guardStore logs each change of state once); `{ ok: true }` when the build keeps no list. The
   * answer is public where the port is: it names no file.
   * @returns {Promise<Readiness>}
   */
  const readiness = async () => {
    if (!firstAttempt) return { ok: true }
    try {
      await withTimeout(firstAttempt, 1500)
      if (!opened) return { ok: false, reason: 'the early-access list cannot be opened' }
      return await withTimeout(opened.guarded.check(), 1500)
    } catch (error) {
      return { ok: false, reason: `the early-access list does not answer (${reasonOf(error)})` }
    }
  }

  /**
   * The answer to a worker's `signup` or `confirm` message, once committed (or failed): a worker
   * killed meanwhile gets no answer, and its client none either; nothing is acknowledged that is
   * not kept. While the list cannot be opened: failed (503) at once.
   * @param {{ type: string, email?: unknown, token?: unknown }} message
   */
  const answer = async (message) => {
    await firstAttempt
    return answerWorker(opened, message)
  }

  const close = async () => {
    closed = true
    if (retry) clearTimeout(retry)
    await firstAttempt
    await opened?.close()
  }

  return { open, readiness, answer, close, openedWith: () => openedWith }
}
