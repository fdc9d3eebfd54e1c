// @ts-check
/**
 * The early-access list in PostgreSQL (DATABASE_URL=postgres://…), for several `npm start`
 * machines behind one load balancer. Same tables and answers as the SQLite adapter; the `pg`
 * package (pure JavaScript) talks to the server. An INSERT outside a transaction commits before
 * PostgreSQL answers, so an acknowledged sign-up is on disk.
 *
 * The schema is versioned (table signups_schema) and created or upgraded only by
 * `npm run signups -- migrate`, run by the database's owner; the server only reads the version, so
 * it runs as a role that may only SELECT, INSERT and DELETE (docs: postgresGrants below). Opening
 * connects to nothing: a database that is down at start shows in ready() and in the calls, and the
 * pool connects again once it is back.
 *
 * The roles, as a DBA sets them up (PostgreSQL 15 or later, where PUBLIC may not create in schema
 * public; on older versions also run REVOKE CREATE ON SCHEMA public FROM PUBLIC):
 *
 *   -- as a superuser, once
 *   CREATE ROLE marketing_site_owner LOGIN PASSWORD '…';  -- runs `npm run signups -- migrate`
 *   CREATE ROLE marketing_site LOGIN PASSWORD '…';        -- runs npm start and the other signups commands
 *   CREATE DATABASE marketing_site OWNER marketing_site_owner;
 *   -- then, as marketing_site_owner: DATABASE_URL=postgres://marketing_site_owner:…@host/marketing_site
 *   --   npm run signups -- migrate --grant marketing_site
 *   -- which creates the tables and runs, in the same transaction:
 *   GRANT USAGE ON SCHEMA public TO marketing_site;
 *   GRANT SELECT ON signups_schema TO marketing_site;
 *   GRANT SELECT, INSERT, DELETE ON signups, signups_pending TO marketing_site;
 *
 * npm start and `signups export|count|delete|import` then run with
 * DATABASE_URL=postgres://marketing_site:…@host/marketing_site. A later migration that adds a
 * table grants it the same way when run with --grant.
 */
import pg from 'pg'
import { schemaVersion } from './store-interface.js'

/** @typedef {import('./store-interface.js').SignupStore} SignupStore */

/** Each schema version's statements, applied in order by migrate(). */
const migrations = [
  // 1: the list (as earlier servers created it at start, so an existing table is adopted as it is)
  // and the pending sign-ups of the confirmation e-mail.
  `CREATE TABLE IF NOT EXISTS signups (
    email text PRIMARY KEY,
    subscribed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE signups_pending (
    token_hash text PRIMARY KEY,
    email text NOT NULL,
    requested_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX signups_pending_email ON signups_pending (email);
  CREATE INDEX signups_pending_expires ON signups_pending (expires_at);`,
]

/**
 * The privileges the server's role needs, for the DBA (and `migrate --grant ROLE`).
 * @param {string} role a PostgreSQL role name
 */
export function postgresGrants(role) {
  const name = quoteIdentifier(role)
  return [
    `GRANT USAGE ON SCHEMA public TO ${name}`,
    `GRANT SELECT ON signups_schema TO ${name}`,
    `GRANT SELECT, INSERT, DELETE ON signups, signups_pending TO ${name}`,
  ]
}

const quoteIdentifier = (/** @type {string} */ name) => `"${name.replaceAll('"', '""')}"`

/** The message for a database without this code's schema, naming the command that fixes it. */
const schemaAdvice = (/** @type {number} */ version) =>
  version === 0
    ? `it has no early-access list (no signups_schema table): run \`npm run signups -- migrate\` as the database's owner`
    : version < schemaVersion
      ? `its early-access list has schema version ${version}, this server reads ${schemaVersion}: run \`npm run signups -- migrate\` as the database's owner`
      : `its early-access list has schema version ${version}, newer than this server's ${schemaVersion}: update the server`

/**
 * @param {string} databaseUrl
 * @returns {SignupStore & { migrate: (grantTo?: string) => Promise<{ from: number, to: number }> }}
 */
export function openPostgresStore(databaseUrl) {
  const url = new URL(databaseUrl)
  url.password = ''
  const where = url.toString()
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8, connectionTimeoutMillis: 5_000 })
  // A broken connection in the pool must not crash the process; the next query opens another.
  pool.on('error', () => {})

  const version = async () => {
    const { rows } = await pool.query("SELECT to_regclass('signups_schema') IS NOT NULL AS present")
    if (!rows[0]?.present) return 0
    return Number((await pool.query('SELECT max(version) AS version FROM signups_schema')).rows[0]?.version ?? 0)
  }

  /**
   * Runs `work` on one connection inside a transaction.
   * @template T
   * @param {(client: pg.PoolClient) => Promise<T>} work
   */
  const transaction = async (work) => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  /** @param {import('./store-interface.js').ListWhich} which */
  const listQuery = (which) => {
    const confirmed = "SELECT email, subscribed_at, 'confirmed' AS status FROM signups"
    const pending =
      "SELECT email, min(requested_at) AS subscribed_at, 'pending' AS status FROM signups_pending GROUP BY email"
    const order = ' ORDER BY status, subscribed_at, email'
    if (which === 'confirmed') return confirmed + order
    if (which === 'pending') return pending + order
    return `${confirmed} UNION ALL ${pending}${order}`
  }

  return {
    kind: 'postgres',
    where,
    ready: async () => {
      try {
        const found = await version()
        return found === schemaVersion ? { ok: true } : { ok: false, reason: `PostgreSQL: ${schemaAdvice(found)}` }
      } catch (error) {
        return {
          ok: false,
          reason: `PostgreSQL: ${error instanceof Error ? error.message || error.name : String(error)}`,
        }
      }
    },
    schemaVersion: version,
    add: async (email) =>
      (await pool.query('INSERT INTO signups (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email])).rowCount ===
      1,
    request: (email, tokenHash, now, expiresAt, resendAfterMs) =>
      transaction(async (client) => {
        await client.query('DELETE FROM signups_pending WHERE expires_at <= $1', [now])
        if ((await client.query('SELECT 1 FROM signups WHERE email = $1', [email])).rowCount) return 'listed'
        const since = new Date(now.getTime() - resendAfterMs)
        const recent = await client.query('SELECT 1 FROM signups_pending WHERE email = $1 AND requested_at > $2', [
          email,
          since,
        ])
        if (recent.rowCount) return 'recent'
        await client.query(
          'INSERT INTO signups_pending (token_hash, email, requested_at, expires_at) VALUES ($1, $2, $3, $4)',
          [tokenHash, email, now, expiresAt],
        )
        return 'pending'
      }),
    confirm: (tokenHash, now) =>
      transaction(async (client) => {
        const { rows } = await client.query(
          'DELETE FROM signups_pending WHERE token_hash = $1 RETURNING email, expires_at',
          [tokenHash],
        )
        const row = rows[0]
        if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return false
        await client.query(
          'INSERT INTO signups (email, subscribed_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
          [row.email, now],
        )
        await client.query('DELETE FROM signups_pending WHERE email = $1', [row.email])
        return true
      }),
    purgeExpired: async (now) =>
      (await pool.query('DELETE FROM signups_pending WHERE expires_at <= $1', [now])).rowCount ?? 0,
    remove: (email) =>
      transaction(async (client) => {
        const listed = (await client.query('DELETE FROM signups WHERE email = $1', [email])).rowCount ?? 0
        const pending = (await client.query('DELETE FROM signups_pending WHERE email = $1', [email])).rowCount ?? 0
        return listed + pending > 0
      }),
    count: async (which = 'confirmed') =>
      Number((await pool.query(`SELECT count(*) AS n FROM (${listQuery(which)}) AS rows`)).rows[0]?.n ?? 0),
    list: async (which = 'confirmed') =>
      (await pool.query(listQuery(which))).rows.map((row) => ({
        email: String(row.email),
        subscribedAt: new Date(row.subscribed_at).toISOString(),
        status: row.status === 'pending' ? 'pending' : 'confirmed',
      })),
    importRows: (rows) =>
      transaction(async (client) => {
        let added = 0
        for (const row of rows) {
          const result = await client.query(
            'INSERT INTO signups (email, subscribed_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
            [row.email, row.subscribedAt],
          )
          added += result.rowCount ?? 0
        }
        return added
      }),
    /**
     * Creates or upgrades the schema, one transaction for all steps, under an advisory lock so two
     * runs wait for each other; with `grantTo`, grants that role what the server needs.
     */
    migrate: (grantTo) =>
      transaction(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(725202601)')
        await client.query('CREATE TABLE IF NOT EXISTS signups_schema (version integer NOT NULL)')
        const from = Number((await client.query('SELECT max(version) AS v FROM signups_schema')).rows[0]?.v ?? 0)
        if (from > schemaVersion) throw new Error(schemaAdvice(from))
        for (let step = from; step < schemaVersion; step++) {
          await client.query(/** @type {string} */ (migrations[step]))
          await client.query('INSERT INTO signups_schema (version) VALUES ($1)', [step + 1])
        }
        if (grantTo) for (const statement of postgresGrants(grantTo)) await client.query(statement)
        return { from, to: schemaVersion }
      }),
    close: async () => {
      await pool.end()
    },
  }
}
