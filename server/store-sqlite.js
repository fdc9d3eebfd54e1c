// @ts-check
/**
 * The early-access list in SQLite through Node's built-in node:sqlite (no native add-on), in
 * `signups.sqlite` under the data folder. WAL mode lets every `npm start` worker read and write the
 * same file; a writer that finds it locked waits (busy_timeout) instead of failing. Sign-ups are
 * committed with synchronous=FULL before their promise resolves (and so before the answer), those
 * of one event-loop turn in one transaction: a `kill -9` (or a power cut) loses no acknowledged address.
 *
 * The server owns the file: it creates it (folder 0700, file 0600: the addresses are readable by
 * the server's user only; SQLite gives its -wal and -shm twins the file's mode) and keeps its schema
 * in step (PRAGMA user_version). `secure_delete` zeroes what a DELETE frees, so a deleted address is
 * not left readable in the file; remove() then checkpoints the WAL (TRUNCATE), so no older copy of
 * the page stays there either.
 */
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { NoListError, schemaVersion } from './store-interface.js'

/** @typedef {import('./store-interface.js').SignupStore} SignupStore */
/** @typedef {import('./store-interface.js').ListWhich} ListWhich */

export const sqliteFileName = 'signups.sqlite'

/** Each schema version's statements, applied in order from the file's user_version. */
const migrations = [
  // 1: the list (as every earlier server made it, so an existing file is adopted as it is) and the
  // pending sign-ups of the confirmation e-mail.
  `CREATE TABLE IF NOT EXISTS signups (
    email TEXT PRIMARY KEY NOT NULL,
    subscribed_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS signups_pending (
    token_hash TEXT PRIMARY KEY NOT NULL,
    email TEXT NOT NULL,
    requested_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS signups_pending_email ON signups_pending (email);
  CREATE INDEX IF NOT EXISTS signups_pending_expires ON signups_pending (expires_at);`,
]

/**
 * @param {string} dataDir
 * @param {{ create?: boolean }} [options] create the folder and the file when missing (the server)
 * @returns {SignupStore}
 */
export function openSqliteStore(dataDir, { create = false } = {}) {
  const dir = resolve(dataDir)
  const file = join(dir, sqliteFileName)
  if (!existsSync(file)) {
    if (!create) {
      throw new NoListError(
        `No early-access list at ${file}: SITE_DATA_DIR must name the folder npm start keeps it in (or DATABASE_URL its database).`,
      )
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    closeSync(openSync(file, 'a', 0o600))
  } else if (!statSync(file).isFile()) throw new NoListError(`${file} is not a file.`)
  // The busy timeout applies from the first statement on, WAL switching included.
  const db = new DatabaseSync(file, { timeout: 10_000 })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA secure_delete = ON')
  migrate(db)

  const insert = db.prepare('INSERT INTO signups (email, subscribed_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING')
  const listed = db.prepare('SELECT 1 FROM signups WHERE email = ?')
  const recentPending = db.prepare('SELECT 1 FROM signups_pending WHERE email = ? AND requested_at > ?')
  const insertPending = db.prepare(
    'INSERT INTO signups_pending (token_hash, email, requested_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const takePending = db.prepare('DELETE FROM signups_pending WHERE token_hash = ? RETURNING email, expires_at')
  const removePendingOf = db.prepare('DELETE FROM signups_pending WHERE email = ?')
  const purge = db.prepare('DELETE FROM signups_pending WHERE expires_at <= ?')
  const removeListed = db.prepare('DELETE FROM signups WHERE email = ?')
  const counts = {
    confirmed: db.prepare('SELECT count(*) AS n FROM signups'),
    pending: db.prepare('SELECT count(DISTINCT email) AS n FROM signups_pending'),
  }
  const lists = {
    confirmed: db.prepare(
      "SELECT email, subscribed_at, 'confirmed' AS status FROM signups ORDER BY subscribed_at, email",
    ),
    // One row per address: its first request.
    pending: db.prepare(
      "SELECT email, min(requested_at) AS subscribed_at, 'pending' AS status FROM signups_pending GROUP BY email ORDER BY subscribed_at, email",
    ),
  }

  /** Runs `work` in one IMMEDIATE transaction, rolled back when it throws. */
  const transaction = /** @type {<T>(work: () => T) => T} */ (work) => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    }
  }

  /** Sign-ups waiting for the next commit, each with its promise's resolve and reject. */
  /** @type {{ email: string, resolve: (created: boolean) => void, reject: (error: unknown) => void }[]} */
  let queue = []
  // Group commit: the sign-ups that arrive in one turn of the event loop go into one transaction,
  // so one fsync serves them all; each promise resolves only once that transaction is committed.
  const commit = () => {
    const batch = queue
    queue = []
    try {
      const now = new Date().toISOString()
      const created = transaction(() => batch.map(({ email }) => insert.run(email, now).changes === 1))
      for (const [i, { resolve }] of batch.entries()) resolve(created[i] === true)
    } catch (error) {
      for (const { reject } of batch) reject(error)
    }
  }
  /** @param {ListWhich} which */
  const rowsOf = (which) =>
    (which === 'all' ? [lists.confirmed, lists.pending] : [lists[which]]).flatMap((statement) =>
      statement.all().map((row) => ({
        email: String(row.email),
        subscribedAt: String(row.subscribed_at),
        status: /** @type {'confirmed' | 'pending'} */ (String(row.status)),
      })),
    )
  /**
   * Whether the file takes a write: reading is not enough (a full disk or a read-only mount still
   * reads, and `BEGIN IMMEDIATE; ROLLBACK` writes nothing, so it succeeds on a full disk too). The
   * schema version, read and written back unchanged in one committed transaction, puts a frame in
   * the WAL (synced) as a sign-up does, and fails as a sign-up would ("database or disk is full",
   * "attempt to write a readonly database").
   * @returns {import('./store-interface.js').Readiness}
   */
  const probe = () => {
    try {
      const version = transaction(() => {
        const found = userVersion(db)
        if (found === schemaVersion) db.exec(`PRAGMA user_version = ${schemaVersion}`)
        return found
      })
      return version === schemaVersion
        ? { ok: true }
        : { ok: false, reason: `the SQLite file has schema version ${version}, this server reads ${schemaVersion}` }
    } catch (error) {
      return { ok: false, reason: `SQLite: ${error instanceof Error ? error.message : String(error)}` }
    }
  }
  /** The last probe: readiness is asked by every worker, each at most once a second. */
  /** @type {{ at: number, result: import('./store-interface.js').Readiness } | undefined} */
  let probed
  return {
    kind: 'sqlite',
    where: file,
    ready: async () => {
      const now = Date.now()
      if (!probed || now - probed.at >= 1000) probed = { at: now, result: probe() }
      return probed.result
    },
    add: (email) =>
      new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(commit)
        queue.push({ email, resolve, reject })
      }),
    request: async (email, tokenHash, now, expiresAt, resendAfterMs) =>
      transaction(() => {
        purge.run(now.toISOString())
        if (listed.get(email)) return 'listed'
        if (recentPending.get(email, new Date(now.getTime() - resendAfterMs).toISOString())) return 'recent'
        insertPending.run(tokenHash, email, now.toISOString(), expiresAt.toISOString())
        return 'pending'
      }),
    confirm: async (tokenHash, now) =>
      transaction(() => {
        const row = takePending.get(tokenHash)
        if (!row || String(row.expires_at) <= now.toISOString()) return false
        const email = String(row.email)
        insert.run(email, now.toISOString())
        removePendingOf.run(email)
        return true
      }),
    purgeExpired: async (now) => Number(purge.run(now.toISOString()).changes),
    remove: async (email) => {
      const removed = transaction(
        () => Number(removeListed.run(email).changes) + Number(removePendingOf.run(email).changes) > 0,
      )
      // What the DELETE zeroed in the pages is now in the WAL; older copies of those pages are too,
      // until the WAL is copied into the file and emptied.
      db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
      return removed
    },
    count: async (which = 'confirmed') =>
      which === 'all'
        ? Number(counts.confirmed.get()?.n ?? 0) + Number(counts.pending.get()?.n ?? 0)
        : Number(counts[which].get()?.n ?? 0),
    list: async (which = 'confirmed') => rowsOf(which),
    importRows: async (rows) =>
      transaction(() =>
        rows.reduce((added, row) => added + Number(insert.run(row.email, row.subscribedAt).changes), 0),
      ),
    schemaVersion: async () => userVersion(db),
    close: async () => {
      if (queue.length > 0) commit()
      if (db.isOpen) db.close()
    },
  }
}

function userVersion(/** @type {DatabaseSync} */ db) {
  return Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)
}

/** Brings the file's schema to this code's version, in one transaction per step. */
function migrate(/** @type {DatabaseSync} */ db) {
  const from = userVersion(db)
  if (from > schemaVersion) {
    db.close()
    throw new Error(`The early-access list has schema version ${from}, newer than this server's ${schemaVersion}.`)
  }
  for (let version = from; version < schemaVersion; version++) {
    db.exec('BEGIN IMMEDIATE')
    try {
      db.exec(/** @type {string} */ (migrations[version]))
      db.exec(`PRAGMA user_version = ${version + 1}`)
      db.exec('COMMIT')
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    }
  }
}

/**
 * A consistent copy of the list while the server runs (`npm run signups -- backup FILE`): SQLite's
 * VACUUM INTO reads one snapshot, WAL included, into a new file, created private (0600).
 * @param {string} dataDir
 * @param {string} target must not exist
 */
export function backupSqlite(dataDir, target) {
  const file = join(resolve(dataDir), sqliteFileName)
  if (!existsSync(file)) throw new NoListError(`No early-access list at ${file}.`)
  const path = resolve(target)
  // 'wx': never over an existing file (a previous backup).
  closeSync(openSync(path, 'wx', 0o600))
  const db = new DatabaseSync(file, { timeout: 10_000, readOnly: true })
  try {
    db.prepare('VACUUM INTO ?').run(path)
  } finally {
    db.close()
  }
  return path
}
