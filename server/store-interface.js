// @ts-check
/**
 * What the early-access list's interface (server/store.js) and its two adapters
 * (server/store-sqlite.js, server/store-postgres.js) share: the store's shape, the schema version
 * they read and write, and the error for a missing list. A module of its own, so that store.js can
 * load an adapter and the adapter need not import store.js back.
 */

/**
 * @typedef {object} Signup
 * @property {string} email trimmed and lower-cased
 * @property {string} subscribedAt ISO 8601 time (UTC) of the first sign-up (for a pending one: of the request)
 * @property {'confirmed' | 'pending'} status
 */

/** @typedef {{ ok: true } | { ok: false, reason: string }} Readiness */

/**
 * @typedef {'listed' | 'pending' | 'recent'} RequestResult 'listed': already on the list, nothing
 *   kept; 'pending': kept as pending with this token; 'recent': a pending request for it is younger
 *   than `resendAfterMs`, nothing new kept (no second mail)
 */

/**
 * @typedef {object} SignupStore
 * @property {'sqlite' | 'postgres'} kind for messages
 * @property {string} where the file or the database (without its password), for messages
 * @property {() => Promise<Readiness>} ready a cheap check: reachable, current (the schema version)
 *   and, for SQLite, able to take a write (a committed write, at most once a second); never rejects
 * @property {(email: string) => Promise<boolean>} add puts a normalized address on the list once,
 *   committed before it resolves; true when it is new, false when it was already on the list
 * @property {(email: string, tokenHash: string, now: Date, expiresAt: Date, resendAfterMs: number) => Promise<RequestResult>} request
 *   keeps a sign-up as pending until its token is confirmed (expired pending rows are dropped on the way)
 * @property {(tokenHash: string, now: Date) => Promise<boolean>} confirm moves the pending sign-up of
 *   this token onto the list (and drops every pending row of that address); false when the token is
 *   unknown, used or expired
 * @property {(now: Date) => Promise<number>} purgeExpired drops expired pending rows; how many
 * @property {(email: string) => Promise<boolean>} remove removes an address, listed or pending; true when it was there
 * @property {(which?: ListWhich) => Promise<number>} count
 * @property {(which?: ListWhich) => Promise<Signup[]>} list oldest first
 * @property {(rows: { email: string, subscribedAt: string }[]) => Promise<number>} importRows adds
 *   confirmed sign-ups with their own time, in one transaction, leaving addresses already listed as
 *   they are; how many were new
 * @property {() => Promise<number>} schemaVersion the version the list has (0: none)
 * @property {() => Promise<void>} close
 */

/** @typedef {'confirmed' | 'pending' | 'all'} ListWhich */

/** The schema this code reads and writes (SQLite: PRAGMA user_version; PostgreSQL: signups_schema). */
export const schemaVersion = 1

/** No list where the settings point: the CLI says so instead of answering for an empty one. */
export class NoListError extends Error {
  /** @override */
  name = 'NoListError'
}
