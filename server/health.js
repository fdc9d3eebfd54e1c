// @ts-check
/** Health and readiness for a probe or a load balancer (server/app.js routes to them). */
import { sendText } from './plain-text.js'

/** The paths a probe asks: is the process serving, and is it ready for everything the build does. */
export const healthPaths = { live: '/healthz', ready: '/readyz' }

/**
 * @typedef {{ ok: true } | { ok: false, reason: string }} Readiness
 * @typedef {() => Promise<Readiness>} ReadinessCheck
 */

/** @type {ReadinessCheck} */
export const alwaysReady = async () => ({ ok: true })

/** GET /healthz: 200 `ok` while the process serves. Never cached. */
export function answerLive(/** @type {import('node:http').ServerResponse} */ res) {
  sendText(res, 200, 'ok', { 'Cache-Control': 'no-store' })
}

/**
 * GET /readyz: 200 `ready`, or 503 with the check's reason on one line and Retry-After; a check that
 * throws or takes longer than `timeoutMs` is a 503 too. Never cached.
 * @param {import('node:http').ServerResponse} res
 * @param {ReadinessCheck} readiness
 * @param {number} timeoutMs
 */
export function answerReadiness(res, readiness, timeoutMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** @type {Promise<Readiness>} */
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs)
  })
  Promise.race([Promise.resolve().then(readiness), late])
    .catch((error) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }))
    .then((/** @type {any} */ answer) => {
      clearTimeout(timer)
      if (res.destroyed) return
      if (answer?.ok === true) sendText(res, 200, 'ready', { 'Cache-Control': 'no-store' })
      else {
        const reason = String(answer?.reason || 'not ready')
          .replace(/[\r\n]+/g, ' ')
          .slice(0, 200)
        sendText(res, 503, `not ready: ${reason}`, { 'Cache-Control': 'no-store', 'Retry-After': '5' })
      }
    })
}
