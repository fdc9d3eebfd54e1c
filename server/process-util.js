// @ts-check
/** Small helpers shared by npm start's primary (server/supervisor.js, server/reload.js) and workers (server/worker.js). */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where the build is: a folder, or a link to the current release (switched by `npm run build`). */
export const buildLink = fileURLToPath(new URL('../build', import.meta.url))

/** How long requests in flight get when stopping or when a worker is replaced; then they are cut off. */
export const drainLimitMs = 10_000

/**
 * Stops with one line on standard error.
 * @returns {never}
 */
export function fail(/** @type {string} */ message) {
  console.error(message)
  process.exit(1)
}

/** The real folder `build` names now, or undefined when there is none. */
export function resolveBuild() {
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
export function withTimeout(promise, ms) {
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
