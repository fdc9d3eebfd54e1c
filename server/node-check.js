// @ts-check
/**
 * The first module the server runs (server/main.js imports it before anything else): on a Node.js
 * older than package.json's `engines.node` asks for, it says in two lines which Node.js to install
 * and exits with 78 (EX_CONFIG, "a configuration error"), which the systemd unit does not restart
 * on (RestartPreventExitStatus=78): a wrong Node.js is the operator's to fix, and restarting it
 * every second would only fill the journal with the same lines.
 *
 * Plain JavaScript that any Node.js able to load an ES module reads (no syntax newer than 2020, no
 * import but node:fs), so it says its piece before a newer module can fail on an older Node.js.
 */
import { readFileSync } from 'node:fs'

/** The exit code of a Node.js the server does not support (sysexits.h EX_CONFIG). */
export const unsupportedNodeExit = 78

/**
 * The lowest major version `engines.node` in package.json allows (">=26"); 0 when it names none (a
 * copy of server/ beside a package.json of its own, as the tests' checkouts are).
 * @param {string} [packageJson]
 */
export function requiredNodeMajor(packageJson = readFileSync(new URL('../package.json', import.meta.url), 'utf8')) {
  const range = JSON.parse(packageJson).engines?.node
  if (range === undefined) return 0
  const match = /^>=\s*(\d+)(?:\.\d+){0,2}$/.exec(String(range).trim())
  if (!match) throw new Error(`package.json's engines.node must read ">=N"; got ${JSON.stringify(range)}`)
  return Number(match[1])
}

/**
 * What to say when `version` is older than the server supports, or undefined when it is fine.
 * @param {string} version process.versions.node
 * @param {string} execPath
 * @param {number} [required]
 */
export function unsupportedNodeMessage(version, execPath, required = requiredNodeMajor()) {
  if (Number(version.split('.')[0]) >= required) return undefined
  return (
    `marketing-site: Node.js ${version} (${execPath}) is too old: the server needs Node.js ${required} or later.\n` +
    `Install a current, patched Node.js ${required} LTS release (Debian: NodeSource's node_${required}.x apt repository, or nodejs.org) ` +
    'as the Node.js the unit runs, then start the server again (docs/operations.md, "Which Node.js").\n'
  )
}

const message = unsupportedNodeMessage(process.versions.node, process.execPath)
if (message) {
  process.stderr.write(message)
  process.exit(unsupportedNodeExit)
}
