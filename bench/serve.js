// @ts-check
/**
 * What the benchmarks share: serving the production build with our own server on a loopback port,
 * stopping what they started, and the medians and Markdown tables they print.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** @typedef {{ median: number, min: number, max: number } | null} Stat */

/** @param {(number | null | undefined)[]} values @returns {Stat} */
export function stat(values) {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (numbers.length === 0) return null
  const middle = Math.floor(numbers.length / 2)
  const median = numbers.length % 2 ? (numbers[middle] ?? 0) : ((numbers[middle - 1] ?? 0) + (numbers[middle] ?? 0)) / 2
  return { median, min: numbers[0] ?? 0, max: numbers.at(-1) ?? 0 }
}

/** @param {string[]} header @param {string[][]} body */
export function table(header, body) {
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map((row) => (row[index] ?? '').length)))
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}

/** Ends a child process we started and waits until it has gone. */
export function stop(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill()
  })
}

/** A free TCP port on loopback, for the server. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = createServer()
      probe.once('error', reject)
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() =>
          address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
        )
      })
    })
  )
}

/** Starts `npm start`'s server (node server/main.js, of the checkout at `root`) and waits until it answers. */
export async function startServer(/** @type {number} */ port, root = '.') {
  const child = spawn(process.execPath, [join(root, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error('The server did not answer within 15 s')
}
