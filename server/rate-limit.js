// @ts-check
/**
 * How many early-access requests a client address may make: SITE_EARLY_ACCESS_RATE a minute
 * (default 10). A fixed one-minute window per address, opened by its first request. Under `npm
 * start` the counts live in the primary process and the workers ask it over IPC (server/main.js),
 * so a client whose connections land on different workers still gets one allowance.
 */

/**
 * @typedef {(key: string) => Promise<number>} RateLimiter
 *   resolves 0 when the request may go ahead, else the seconds until the client may try again
 */

export const rateWindowMs = 60_000

/** SITE_EARLY_ACCESS_RATE: a whole number of requests a minute, at least 1. */
export function rateFromEnv(/** @type {string | undefined} */ value) {
  if (value === undefined || value.trim() === '') return 10
  const rate = Number(value)
  if (!Number.isInteger(rate) || rate < 1) {
    throw new Error(`SITE_EARLY_ACCESS_RATE must be a whole number of requests a minute, 1 or more; got ${value}.`)
  }
  return rate
}

/**
 * The counts themselves, in one process.
 * @param {number} limit requests per window
 * @param {{ now?: () => number, windowMs?: number }} [options]
 */
export function createRateCounter(limit, { now = Date.now, windowMs = rateWindowMs } = {}) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const windows = new Map()
  let sweepAt = 0
  /** @param {string} key */
  return (key) => {
    const time = now()
    // Forget closed windows now and then, so a flood of addresses cannot grow the map for ever.
    if (time >= sweepAt) {
      for (const [address, window] of windows) if (window.resetAt <= time) windows.delete(address)
      sweepAt = time + windowMs
    }
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs }
      windows.set(key, window)
    }
    window.count++
    return window.count <= limit ? 0 : Math.max(1, Math.ceil((window.resetAt - time) / 1000))
  }
}

/**
 * @param {ReturnType<typeof createRateCounter>} counter
 * @returns {RateLimiter}
 */
export const localRateLimiter = (counter) => async (key) => counter(key)
