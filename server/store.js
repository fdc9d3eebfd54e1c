// @ts-check
/**
 * The early-access list: one interface, two adapters. SQLite (node:sqlite, a file under
 * SITE_DATA_DIR) is the default; with DATABASE_URL=postgres://… the same list lives in PostgreSQL,
 * which several `npm start` machines can share. The endpoint (server/early-access.js), the CLI
 * (server/signups.js) and the tests (tests/server/signups-store.test.ts) use only this interface.
 */
import { fileURLToPath } from 'node:url'

/**
 * @typedef {object} Signup
 * @property {string} email trimmed and lower-cased
 * @property {string} subscribedAt ISO 8601 time (UTC) of the first sign-up
 */

/**
 * @typedef {object} SignupStore
 * @property {string} kind 'sqlite' or 'postgres', for messages
 * @property {string} where the file or the database (without its password), for messages
 * @property {(email: string) => Promise<boolean>} add stores a normalised address once, committed
 *   before it resolves; true when it is new, false when it was already on the list
 * @property {(email: string) => Promise<boolean>} remove true when the address was on the list
 * @property {() => Promise<number>} count
 * @property {() => Promise<Signup[]>} list every sign-up, oldest first
 * @property {() => Promise<void>} close
 */

/** The project's data folder, the default SITE_DATA_DIR. */
export const defaultDataDir = fileURLToPath(new URL('../data/', import.meta.url))

/**
 * Opens (and creates, when missing) the list that the environment names.
 * @param {{ databaseUrl?: string, dataDir?: string }} [options] default: DATABASE_URL and SITE_DATA_DIR
 * @returns {Promise<SignupStore>}
 */
export async function openStore({
  databaseUrl = process.env.DATABASE_URL ?? '',
  dataDir = process.env.SITE_DATA_DIR || defaultDataDir,
} = {}) {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset to keep the list in SQLite.')
    }
    const { openPostgresStore } = await import('./store-postgres.js')
    return openPostgresStore(databaseUrl)
  }
  const { openSqliteStore } = await import('./store-sqlite.js')
  return openSqliteStore(dataDir)
}

/** The longest address the form and the endpoint take (as the browser's e-mail field, RFC 5321). */
export const maxEmailLength = 254

/**
 * The browser's own check of an `<input type="email">` (the HTML standard's "valid e-mail address"),
 * so that the endpoint refuses exactly what the form would.
 */
const validEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/**
 * The stored form of an address (trimmed, lower-cased), or undefined when it is no address.
 * @param {unknown} value
 */
export function normaliseEmail(value) {
  if (typeof value !== 'string') return undefined
  const email = value.trim().toLowerCase()
  if (email.length === 0 || email.length > maxEmailLength || !validEmail.test(email)) return undefined
  return email
}
