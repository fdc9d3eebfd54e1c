// @ts-check
/**
 * The early-access list: one interface, two adapters. SQLite (node:sqlite, a file under
 * SITE_DATA_DIR) is the default; with DATABASE_URL=postgres://… the same list lives in PostgreSQL,
 * which several `npm start` machines can share. The endpoint (server/early-access.js), the
 * confirmations (server/confirmations.js), the CLI (server/signups.js) and the tests
 * (tests/server/signups-store.test.ts) use only this interface.
 *
 * Two tables, written with INSERT and DELETE only (no UPDATE, so a PostgreSQL role that may only
 * SELECT, INSERT and DELETE runs the server): `signups`, the list, and `signups_pending`, the
 * sign-ups waiting for their confirmation e-mail's link (only with SITE_SMTP_URL), each kept with
 * the hash of its link's token and an expiry; confirming moves the address from one to the other.
 *
 * Only the server creates a list (`create: true`): the SQLite file, or in PostgreSQL nothing at all
 * (`npm run signups -- migrate` creates the schema there). The CLI opens an existing list or fails.
 */
import { defaultDataDir } from './settings.js'

/** @typedef {import('./store-interface.js').Readiness} Readiness */
/** @typedef {import('./store-interface.js').SignupStore} SignupStore */

/**
 * Opens the list that the environment names. With `create` (the server only) a missing SQLite
 * file is created, private to this user, and its schema upgraded; without it a missing list throws
 * NoListError. Opening never waits for PostgreSQL: an unreachable database shows in ready() and in
 * the calls, and only a malformed DATABASE_URL throws here.
 * @param {{ databaseUrl?: string, dataDir?: string, create?: boolean }} [options] default:
 *   DATABASE_URL and SITE_DATA_DIR, not creating
 * @returns {Promise<SignupStore>}
 */
export async function openStore({
  databaseUrl = process.env.DATABASE_URL ?? '',
  dataDir = process.env.SITE_DATA_DIR || defaultDataDir,
  create = false,
} = {}) {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset to keep the list in SQLite.')
    }
    const { openPostgresStore } = await import('./store-postgres.js')
    return openPostgresStore(databaseUrl)
  }
  const { openSqliteStore } = await import('./store-sqlite.js')
  return openSqliteStore(dataDir, { create })
}

/** The longest address the form and the endpoint take (as the browser's e-mail field, RFC 5321). */
export const maxEmailLength = 254

/**
 * The browser's own check of an `<input type="email">` (the HTML standard's "valid e-mail address"),
 * with two steps further: the domain has a dot (`a@b` is an address on an intranet, never a
 * subscriber's), and its last label is not all digits, so no IP address stands for a domain
 * (`a@127.0.0.1`: no top-level domain is numeric, RFC 3696 section 2; the bracketed forms
 * `a@[127.0.0.1]` and `a@[IPv6:::1]` the pattern refuses already). Nothing else is tighter than the
 * form's own check.
 */
const validEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** A domain whose last label is digits only: an IP address, never a mailbox's domain. */
const numericLabel = /\.\d+$/

/**
 * The stored form of an address (trimmed, lower-cased), or undefined when it is no address.
 * @param {unknown} value
 */
export function normalizeEmail(value) {
  if (typeof value !== 'string') return undefined
  const email = value.trim().toLowerCase()
  if (email.length === 0 || email.length > maxEmailLength || !validEmail.test(email)) return undefined
  if (numericLabel.test(email)) return undefined
  return email
}

/** Anything shaped like an e-mail address in a message, replaced: a log line never holds one. */
export function withoutAddresses(/** @type {string} */ text) {
  return text.replace(/[^\s"'(),;:<>[\]]+@[^\s"'(),;:<>[\]]+/g, '<address>')
}

/**
 * @typedef {object} GuardedStore
 * @property {SignupStore} store
 * @property {() => Readiness} state the last known state, without asking the database
 * @property {() => Promise<Readiness>} check asks the database now, logging a change of state
 * @property {<T>(work: (store: SignupStore) => Promise<T>) => Promise<T>} use runs one call; while the
 *   store is down it fails at once (StoreUnavailableError) instead of waiting for a timeout
 * @property {() => void} stop stops the background checks
 */

/** The store is down: the endpoint answers 503 with Retry-After. */
export class StoreUnavailableError extends Error {
  /** @override */
  name = 'StoreUnavailableError'
}

/**
 * The store as the server uses it: every failure marks it down and is logged once (on the change of
 * state, never per request, never with an address), a background check every `retryMs` brings it
 * back up by itself, and while it is down calls fail at once. The checks have hysteresis: a failed
 * call marks the store down at once, but a check (store.ready(), which for SQLite is a committed
 * write) takes it down only after `downAfter` failures in a row, and up again only after `upAfter`
 * successes in a row, so a store that takes a read but not a write never flaps between the two. Until
 * a check has succeeded once, its first failure counts: a list the server never reached is down.
 * @param {SignupStore} store
 * @param {{ log: import('./log.js').Log, retryMs?: number, upAfter?: number, downAfter?: number }} options
 * @returns {GuardedStore}
 */
export function guardStore(store, { log, retryMs = 2000, upAfter = 2, downAfter = 2 }) {
  /** @type {Readiness} */
  let current = { ok: true }
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** Checks in a row that failed, and that succeeded. */
  let failures = 0
  let successes = 0
  /** Whether a check has ever succeeded: until one has, the first failure counts (a list never reached is down). */
  let seen = false
  const name = `the early-access list (${store.kind}: ${store.where})`
  const up = () => {
    if (!current.ok) log.info(`${name} is reachable again; sign-ups are taken.`)
    current = { ok: true }
    if (timer) clearInterval(timer)
    timer = undefined
  }
  const down = (/** @type {string} */ reason) => {
    const said = withoutAddresses(reason)
    // Once per outage: the reason the background check finds may be worded differently each time.
    if (current.ok) log.error(`${name} cannot be used: ${said}. Sign-ups answer 503 until it can.`)
    current = { ok: false, reason: said }
    timer ??= setInterval(() => void check(), retryMs).unref()
  }
  const check = async () => {
    /** @type {Readiness} */
    let result
    try {
      result = await store.ready()
    } catch (error) {
      result = { ok: false, reason: error instanceof Error ? error.message || error.name : String(error) }
    }
    if (result.ok) {
      seen = true
      failures = 0
      successes++
      if (!current.ok && successes >= upAfter) up()
    } else {
      successes = 0
      failures++
      if (!seen || !current.ok || failures >= downAfter) down(result.reason)
    }
    return current
  }
  return {
    store,
    state: () => current,
    check,
    use: async (work) => {
      if (!current.ok) throw new StoreUnavailableError(current.reason)
      try {
        return await work(store)
      } catch (error) {
        successes = 0
        failures = downAfter
        down(error instanceof Error ? error.message || error.name : String(error))
        throw error
      }
    },
    stop: () => {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
