import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './servers'

/**
 * A throwaway PostgreSQL cluster for the tests of the PostgreSQL store: initdb into a temp folder,
 * then `postgres` on a free loopback port, no system service involved. Debian's `postgresql`
 * package provides the binaries (.ci/run installs it); without them this throws, so the tests
 * fail rather than skip. Run as root (CI), the server runs as the `postgres` user, which
 * PostgreSQL requires.
 */
export function findPostgresBin() {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  if (fromPath) return join(fromPath, '..')
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : []
  const bin = versions.map((version) => join(debian, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')))
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does it).')
  return bin
}

export type TestPostgres = {
  url: string
  stop: () => Promise<void>
  /** Shuts PostgreSQL down, keeping its data, as an outage would. */
  halt: () => Promise<void>
  /** Starts it again after halt(), on the same port. */
  resume: () => Promise<void>
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  // PostgreSQL refuses to run as root: the folder goes to the postgres user, which runs it.
  const owner = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim() : ''
  if (asRoot && !owner) throw new Error('No postgres user to run PostgreSQL as (apt-get install postgresql).')
  if (asRoot) {
    chownSync(dir, Number(owner), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()))
    chmodSync(dir, 0o700)
  }
  const command = (name: string, args: string[]) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args]
  const [initCommand, initArgs] = command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const init = spawnSync(initCommand as string, initArgs as string[], { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const port = await freePort()
  const [serverCommand, serverArgs] = command('postgres', [
    '-D',
    data,
    '-k',
    dir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=on',
  ])
  let log = ''
  let child: ChildProcess
  let exited: Promise<unknown>
  const launch = () => {
    child = spawn(serverCommand as string, serverArgs as string[], { stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr?.on('data', (chunk) => {
      log += chunk
    })
    exited = new Promise((done) => child.once('exit', done))
  }
  launch()
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  /** Shuts the postmaster down (fast), keeping its data. */
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // runuser does not pass signals on: tell the postmaster itself (its pid heads postmaster.pid)
      // to shut down fast.
      const pidFile = join(data, 'postmaster.pid')
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
      if (pid > 0) process.kill(pid, 'SIGINT')
      else child.kill('SIGKILL')
      await exited
    }
  }
  const stop = async () => {
    await halt()
    rmSync(dir, { recursive: true, force: true })
  }
  /** Waits until the cluster takes connections. */
  const connectable = async () => {
    const deadline = Date.now() + 20_000
    for (;;) {
      const client = new pg.Client({ connectionString: url })
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => {})
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`PostgreSQL did not start: ${log}`)
        await new Promise((done) => setTimeout(done, 100))
      }
    }
  }
  /** Starts the halted cluster again on the same port and data. */
  const resume = async () => {
    launch()
    await connectable()
  }
  try {
    await connectable()
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop, halt, resume }
}

/** A fresh, empty database in that cluster, so each test starts from nothing. */
export async function freshDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
