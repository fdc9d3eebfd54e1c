// @ts-check
/**
 * The early-access list in SQLite through Node's built-in node:sqlite (no native add-on), in
 * `signups.sqlite` under the data folder. WAL mode lets every `npm start` worker read and write the
 * same file; a writer that finds it locked waits (busy_timeout) instead of failing. Sign-ups are
 * committed with synchronous=FULL before their promise resolves (and so before the answer), those
 * of one event-loop turn in one transaction: a `kill -9` (or a power cut) loses no acknowledged address.
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** @typedef {import('./store.js').SignupStore} SignupStore */

export const sqliteFileName = 'signups.sqlite'

/**
 * @param {string} dataDir created when missing
 * @returns {SignupStore}
 */
export function openSqliteStore(dataDir) {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, sqliteFileName)
  // The busy timeout applies from the first statement on, WAL switching included.
  const db = new DatabaseSync(file, { timeout: 10_000 })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec(`CREATE TABLE IF NOT EXISTS signups (
    email TEXT PRIMARY KEY NOT NULL,
    subscribed_at TEXT NOT NULL
  ) STRICT`)
  const insert = db.prepare('INSERT INTO signups (email, subscribed_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING')
  const remove = db.prepare('DELETE FROM signups WHERE email = ?')
  const count = db.prepare('SELECT count(*) AS n FROM signups')
  const list = db.prepare('SELECT email, subscribed_at FROM signups ORDER BY subscribed_at, email')
  /** Sign-ups waiting for the next commit, each with its promise's resolve and reject. */
  /** @type {{ email: string, resolve: (created: boolean) => void, reject: (error: unknown) => void }[]} */
  let queue = []
  // Group commit: the sign-ups that arrive in one turn of the event loop go into one transaction,
  // so one fsync serves them all; each promise resolves only once that transaction is committed.
  const commit = () => {
    const batch = queue
    queue = []
    try {
      db.exec('BEGIN IMMEDIATE')
      const now = new Date().toISOString()
      const created = batch.map(({ email }) => insert.run(email, now).changes === 1)
      db.exec('COMMIT')
      for (const [i, { resolve }] of batch.entries()) resolve(created[i] === true)
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      for (const { reject } of batch) reject(error)
    }
  }
  return {
    kind: 'sqlite',
    where: file,
    add: (email) =>
      new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(commit)
        queue.push({ email, resolve, reject })
      }),
    remove: async (email) => remove.run(email).changes === 1,
    count: async () => Number(count.get()?.n ?? 0),
    list: async () => list.all().map((row) => ({ email: String(row.email), subscribedAt: String(row.subscribed_at) })),
    close: async () => {
      if (queue.length > 0) commit()
      if (db.isOpen) db.close()
    },
  }
}
