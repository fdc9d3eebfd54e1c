// @ts-check
/**
 * The early-access list in SQLite through Node's built-in node:sqlite (no native add-on), in
 * `signups.sqlite` under the data folder. WAL mode lets every `npm start` worker read and write the
 * same file; a writer that finds it locked waits (busy_timeout) instead of failing. Each sign-up is
 * one autocommitted INSERT with synchronous=FULL: committed to disk before the answer, so a
 * `kill -9` (or a power cut) loses no acknowledged address.
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
  return {
    kind: 'sqlite',
    where: file,
    add: async (email) => insert.run(email, new Date().toISOString()).changes === 1,
    remove: async (email) => remove.run(email).changes === 1,
    count: async () => Number(count.get()?.n ?? 0),
    list: async () => list.all().map((row) => ({ email: String(row.email), subscribedAt: String(row.subscribed_at) })),
    close: async () => {
      if (db.isOpen) db.close()
    },
  }
}
