// @ts-check
/**
 * The early-access list in PostgreSQL (DATABASE_URL=postgres://…), for several `npm start`
 * machines behind one load balancer. Same table and answers as the SQLite adapter; the `pg`
 * package (pure JavaScript) talks to the server. An INSERT outside a transaction commits before
 * PostgreSQL answers, so an acknowledged sign-up is on disk.
 */
import pg from 'pg'

/** @typedef {import('./store.js').SignupStore} SignupStore */

/**
 * @param {string} databaseUrl
 * @returns {Promise<SignupStore>}
 */
export async function openPostgresStore(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8, connectionTimeoutMillis: 10_000 })
  // A broken connection in the pool must not crash the process; the next query opens another.
  pool.on('error', () => {})
  try {
    // Every worker (and machine) runs this at start: the lock makes concurrent creations wait.
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock(725202601)')
      await client.query(`CREATE TABLE IF NOT EXISTS signups (
        email text PRIMARY KEY,
        subscribed_at timestamptz NOT NULL DEFAULT now()
      )`)
      await client.query('SELECT pg_advisory_unlock(725202601)')
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  const url = new URL(databaseUrl)
  url.password = ''
  return {
    kind: 'postgres',
    where: url.toString(),
    add: async (email) =>
      (await pool.query('INSERT INTO signups (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email])).rowCount ===
      1,
    remove: async (email) => (await pool.query('DELETE FROM signups WHERE email = $1', [email])).rowCount === 1,
    count: async () => Number((await pool.query('SELECT count(*) AS n FROM signups')).rows[0]?.n ?? 0),
    list: async () =>
      (await pool.query('SELECT email, subscribed_at FROM signups ORDER BY subscribed_at, email')).rows.map((row) => ({
        email: String(row.email),
        subscribedAt: new Date(row.subscribed_at).toISOString(),
      })),
    close: async () => {
      await pool.end()
    },
  }
}
