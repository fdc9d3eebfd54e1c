// @ts-check
/**
 * `npm run signups -- <command>`: the early-access list kept by `npm start`, in the store the
 * settings name (SITE_DATA_DIR or DATABASE_URL, from the environment or the project's .env, as for
 * npm start). It never creates a list: it names the one it opened on standard error, and fails
 * when there is none where the settings point.
 *
 *   export [--out FILE] [--pending | --all]
 *                   CSV (email,subscribed_at; with --pending or --all also status) of the confirmed
 *                   addresses, oldest first, on standard output or into FILE (0600, whatever was there).
 *                   Use --out (or `npm run -s`): `npm run` prints its own lines on standard output.
 *                   A cell beginning with = + - @ a tab, a carriage return or ' gets a leading '
 *                   so that no spreadsheet runs it as a formula (OWASP, CSV injection).
 *   import FILE     adds the confirmed addresses of such an export, keeping their subscribed_at; an
 *                   address already listed is left as it is, so importing twice changes nothing.
 *                   Moving from SQLite to PostgreSQL: export --out from one, migrate and import into the other.
 *   backup FILE     SQLite: a consistent copy of the list (VACUUM INTO) while the server runs.
 *                   PostgreSQL: use pg_dump, or `export --all --out FILE`.
 *   delete <email>  removes one address, listed or pending (a deletion request under the privacy
 *                   policy); in SQLite its bytes are zeroed and the WAL checkpointed, so no copy stays readable
 *   count [--pending | --all]
 *   migrate [--grant ROLE]
 *                   PostgreSQL: creates or upgrades the schema (run it as the database's owner), and
 *                   with --grant gives ROLE what npm start needs (SELECT, INSERT, DELETE). SQLite:
 *                   upgrades an existing file (npm start does it too).
 */
import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { loadEnvFile, readServerSettingsOf } from './settings.js'
import { normalizeEmail, openStore } from './store.js'
import { NoListError, schemaVersion } from './store-interface.js'

const usage = `Usage: npm run signups -- export [--out FILE] [--pending | --all]
                           | import FILE | backup FILE | delete <email> | count [--pending | --all] | migrate [--grant ROLE]`

/** A cell a spreadsheet could run as a formula gets a leading ' (and one beginning with ' too, so import can undo it). */
const dangerous = /^[=+\-@\t\r']/

/** A cell's text made inert: a leading ' when a spreadsheet could read it as a formula (OWASP, CSV injection). */
export function inertCell(/** @type {string} */ value) {
  return dangerous.test(value) ? `'${value}` : value
}

/** The cell's text as export wrote it, before inertCell. */
export function fromCsvCell(/** @type {string} */ cell) {
  return cell.startsWith("'") ? cell.slice(1) : cell
}

/**
 * An export's text: a header line, then one line a row, every cell made inert, then quoted where it
 * holds a comma, a quote or a line break (RFC 4180, by csv-stringify).
 * @param {string[]} columns
 * @param {string[][]} rows
 */
export function toCsv(columns, rows) {
  return stringify(
    rows.map((row) => row.map(inertCell)),
    { header: true, columns, record_delimiter: 'unix', quoted_empty: true },
  )
}

/**
 * The rows of a CSV text (RFC 4180, by csv-parse): quoted cells may hold commas, quotes and line
 * breaks; a byte-order mark and empty lines are skipped, short rows kept as they are. Each row with
 * the line it ends on.
 * @param {string} text
 * @returns {{ record: string[], info: { lines: number } }[]}
 */
export function parseCsv(text) {
  try {
    // csv-parse's types do not follow `info: true` to the shape it gives.
    return /** @type {{ record: string[], info: { lines: number } }[]} */ (
      /** @type {unknown} */ (parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }))
    )
  } catch (error) {
    throw new Error(`the file is not CSV as export writes it (${error instanceof Error ? error.message : error})`)
  }
}

/**
 * Reads an export back: the confirmed rows (email, subscribed_at), checked before anything is written.
 * @param {string} text
 */
export function readExport(text) {
  const [header, ...rows] = parseCsv(text)
  const names = (header?.record ?? []).map((name) => name.trim().toLowerCase())
  const emailAt = names.indexOf('email')
  const timeAt = names.indexOf('subscribed_at')
  const statusAt = names.indexOf('status')
  if (emailAt < 0 || timeAt < 0) throw new Error('the first line must name the columns email and subscribed_at')
  /** @type {{ email: string, subscribedAt: string }[]} */
  const confirmed = []
  let pending = 0
  for (const {
    record: row,
    info: { lines: line },
  } of rows) {
    const status = statusAt < 0 ? 'confirmed' : fromCsvCell(row[statusAt] ?? '')
    if (status === 'pending') {
      pending++
      continue
    }
    if (status !== 'confirmed') throw new Error(`line ${line}: status must be confirmed or pending`)
    const email = normalizeEmail(fromCsvCell(row[emailAt] ?? ''))
    if (!email) throw new Error(`line ${line}: not an e-mail address`)
    const time = new Date(fromCsvCell(row[timeAt] ?? '').trim())
    if (Number.isNaN(time.getTime())) throw new Error(`line ${line}: subscribed_at is not a date and time`)
    confirmed.push({ email, subscribedAt: time.toISOString() })
  }
  return { confirmed, pending }
}

/**
 * @param {string[]} args
 * @param {{ out: (text: string) => void, err: (text: string) => void, env?: Record<string, string | undefined> }} io
 * @returns {Promise<number>} the exit code
 */
export async function runSignups(args, { out, err, env = process.env }) {
  const parsed = parseArgs(args)
  if (!parsed) {
    err(`${usage}\n`)
    return 2
  }
  const { command, operand, options } = parsed
  const { DATABASE_URL: databaseUrl, SITE_DATA_DIR: dataDir } = readServerSettingsOf(
    ['DATABASE_URL', 'SITE_DATA_DIR'],
    env,
  )

  if (command === 'backup' && !databaseUrl) {
    const { backupSqlite, sqliteFileName } = await import('./store-sqlite.js')
    err(`signups: the early-access list in sqlite: ${dataDir.replace(/\/?$/, '/')}${sqliteFileName}\n`)
    const path = backupSqlite(dataDir, String(operand))
    out(`Backed up the early-access list to ${path}.\n`)
    return 0
  }

  let store
  try {
    store = await openStore({ databaseUrl, dataDir, create: false })
  } catch (error) {
    if (error instanceof NoListError) {
      err(`signups: ${error.message}\n`)
      return 1
    }
    throw error
  }
  try {
    err(`signups: the early-access list in ${store.kind}: ${store.where}\n`)
    if (command === 'migrate') {
      if (store.kind !== 'postgres' || !('migrate' in store) || typeof store.migrate !== 'function') {
        // Opening the file brought it to this version already.
        out(`The early-access list is at schema version ${await store.schemaVersion()}.\n`)
        return 0
      }
      const { from, to } = await store.migrate(options.grant)
      out(
        from === to
          ? `The early-access list is at schema version ${to} already.\n`
          : `Migrated the early-access list from schema version ${from} to ${to}.\n`,
      )
      if (options.grant) out(`Granted ${options.grant} SELECT, INSERT and DELETE on its tables.\n`)
      return 0
    }
    if (command === 'backup') {
      err(
        'signups: backup copies the SQLite file; for PostgreSQL use pg_dump (pg_dump -t signups -t signups_pending -t signups_schema), or `export --all --out FILE`.\n',
      )
      return 1
    }
    // Every other command needs the list as this code reads it.
    const version = await store.schemaVersion()
    if (version !== schemaVersion) {
      const ready = await store.ready()
      err(`signups: ${ready.ok ? `schema version ${version}` : ready.reason}\n`)
      return 1
    }
    const which = options.all ? 'all' : options.pending ? 'pending' : 'confirmed'
    if (command === 'export') {
      const rows = await store.list(which)
      const withStatus = which !== 'confirmed'
      const text = toCsv(
        ['email', 'subscribed_at', ...(withStatus ? ['status'] : [])],
        rows.map((row) => [row.email, row.subscribedAt, ...(withStatus ? [row.status] : [])]),
      )
      if (options.out) {
        writePrivateFile(options.out, text)
        err(`signups: wrote ${rows.length} ${rows.length === 1 ? 'address' : 'addresses'} to ${options.out}\n`)
      } else out(text)
    } else if (command === 'import') {
      const { confirmed, pending } = readExport(readFileSync(String(operand), 'utf8'))
      const added = await store.importRows(confirmed)
      out(
        `Imported ${added} new ${added === 1 ? 'address' : 'addresses'} into the early-access list; ${confirmed.length - added} already on it${pending ? `; ${pending} pending (unconfirmed) left out` : ''}.\n`,
      )
    } else if (command === 'count') {
      out(`${await store.count(which)}\n`)
    } else {
      const email = normalizeEmail(operand) ?? String(operand).trim().toLowerCase()
      if (!(await store.remove(email))) {
        err(`${email} is not on the early-access list (${store.where}).\n`)
        return 1
      }
      out(`Deleted ${email} from the early-access list (${store.where}).\n`)
      if (store.kind === 'postgres') {
        err(
          'signups: PostgreSQL keeps a deleted row readable in the table until VACUUM reclaims it (and in WAL archives and dumps): as the owner, run VACUUM signups, signups_pending.\n',
        )
      }
    }
    return 0
  } finally {
    await store.close()
  }
}

/**
 * Writes `text` to `path` as a file only this user can read (0600), whatever was there before: into
 * a new file beside it, created 0600, then renamed over it, so an earlier file's wider mode (or
 * owner) is not kept and a reader never sees half an export.
 * @param {string} path
 * @param {string} text
 */
export function writePrivateFile(path, text) {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
  const fd = openSync(temporary, 'wx', 0o600)
  try {
    try {
      writeSync(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/**
 * @param {string[]} args
 * @returns {{ command: string, operand?: string, options: { out?: string, pending?: boolean, all?: boolean, grant?: string } } | undefined}
 */
function parseArgs(args) {
  const [command, ...rest] = args
  /** @type {{ out?: string, pending?: boolean, all?: boolean, grant?: string }} */
  const options = {}
  /** @type {string[]} */
  const operands = []
  for (let i = 0; i < rest.length; i++) {
    const arg = /** @type {string} */ (rest[i])
    if (arg === '--out' || arg === '--grant') {
      const value = rest[++i]
      if (value === undefined || value === '') return undefined
      options[arg === '--out' ? 'out' : 'grant'] = value
    } else if (arg === '--pending') options.pending = true
    else if (arg === '--all') options.all = true
    else operands.push(arg)
  }
  /** @type {Record<string, { operands: number, options: string[] }>} */
  const allowed = {
    export: { operands: 0, options: ['out', 'pending', 'all'] },
    count: { operands: 0, options: ['pending', 'all'] },
    import: { operands: 1, options: [] },
    backup: { operands: 1, options: [] },
    delete: { operands: 1, options: [] },
    migrate: { operands: 0, options: ['grant'] },
  }
  const rule = allowed[String(command)]
  if (!rule || operands.length !== rule.operands) return undefined
  if (Object.keys(options).some((name) => !rule.options.includes(name))) return undefined
  if (options.pending && options.all) return undefined
  return { command: /** @type {string} */ (command), operand: operands[0], options }
}

if (import.meta.main) {
  try {
    loadEnvFile()
    process.exitCode = await runSignups(process.argv.slice(2), {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    })
  } catch (error) {
    console.error(`signups: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
