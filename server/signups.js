// @ts-check
/**
 * `npm run signups -- <command>`: the early-access list kept by `npm start`, in the store the
 * environment names (SITE_DATA_DIR or DATABASE_URL, as for npm start).
 *   export          CSV (email,subscribed_at) on standard output, oldest first
 *   delete <email>  removes one address (a deletion request under the privacy policy)
 *   count           the number of addresses
 */
import { normaliseEmail, openStore } from './store.js'

const usage = 'Usage: npm run signups -- export | delete <email> | count'

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
const csvField = (/** @type {string} */ value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/**
 * @param {string[]} args
 * @param {{ out: (text: string) => void, err: (text: string) => void }} io
 * @returns {Promise<number>} the exit code
 */
export async function runSignups(args, io) {
  const [command, argument, ...rest] = args
  if (
    !(
      (command === 'export' && argument === undefined) ||
      (command === 'count' && argument === undefined) ||
      (command === 'delete' && argument !== undefined && rest.length === 0)
    )
  ) {
    io.err(`${usage}\n`)
    return 2
  }
  const store = await openStore()
  try {
    if (command === 'export') {
      const rows = await store.list()
      io.out(`email,subscribed_at\n${rows.map((row) => `${csvField(row.email)},${row.subscribedAt}\n`).join('')}`)
    } else if (command === 'count') {
      io.out(`${await store.count()}\n`)
    } else {
      const email = normaliseEmail(argument) ?? String(argument).trim().toLowerCase()
      if (!(await store.remove(email))) {
        io.err(`${email} is not on the early-access list (${store.where}).\n`)
        return 1
      }
      io.out(`Deleted ${email} from the early-access list (${store.where}).\n`)
    }
    return 0
  } finally {
    await store.close()
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await runSignups(process.argv.slice(2), {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    })
  } catch (error) {
    console.error(`signups: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
