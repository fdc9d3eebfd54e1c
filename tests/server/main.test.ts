import { type ChildProcess, spawn } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { Agent, get as httpGet } from 'node:http'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { collectOutput, freePort, root } from '../support/servers'

// `npm start` (server/main.js) as a user meets it: what it prints, and how it fails.

const children: ChildProcess[] = []

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const output = collectOutput(child)
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, output, exit }
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')

describe('npm start', () => {
  const temp = mkdtempSync(join(tmpdir(), 'site-main-'))
  // A failed test must not leave its server running.
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  })
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  /** A copy of the server code in its own folder, with or without a copy of the build. */
  function checkout(name: string, { withBuild }: { withBuild: boolean }) {
    const dir = join(temp, name)
    mkdirSync(join(dir, 'server'), { recursive: true })
    for (const file of readdirSync(join(root, 'server')).filter((entry) => /\.[jt]s$/.test(entry))) {
      copyFileSync(join(root, 'server', file), join(dir, 'server', file))
    }
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
    // build/ is a link to the current release (build-steps/release.ts): copy what it points to.
    if (withBuild) cpSync(join(root, 'build'), join(dir, 'build'), { recursive: true, dereference: true })
    return dir
  }

  // npm runs its scripts with node_modules/.bin first on PATH, where `npm ci` put the Node.js 26 that
  // package.json pins (the `node` package, docs/decisions/009). These tests run on it and start the
  // server with process.execPath, so the server runs on it too.
  test('runs on Node.js 26', () => {
    expect(process.versions.node.split('.')[0]).toBe('26')
  })

  test('without a build it prints one line saying what to run and exits 1', async () => {
    const dir = checkout('unbuilt', { withBuild: false })
    const { output, exit } = run(join(dir, 'server/main.js'), { PORT: '0' })
    expect(await exit).toBe(1)
    expect(lines(output.stderr)).toEqual(['No production build found in build/. Run `npm run build` first.'])
    expect(output.stdout).toBe('')
  })

  test('a file deleted under the running server (a release pruned before a reload) is still answered as it was loaded', async () => {
    const dir = checkout('rebuilt', { withBuild: true })
    const port = await freePort()
    const { child, output, exit } = run(join(dir, 'server/main.js'), { PORT: String(port), HOST: '127.0.0.1' })
    await expect.poll(() => output.stdout, { timeout: 10_000 }).toContain('Serving')
    const before = await (await fetch(`http://127.0.0.1:${port}/favicon.svg`)).text()
    for (const twin of ['', '.br', '.gz']) rmSync(join(dir, `build/client/favicon.svg${twin}`), { force: true })
    rmSync(join(dir, 'build/client/index.html'), { force: true })
    const after = await fetch(`http://127.0.0.1:${port}/favicon.svg`)
    expect(after.status).toBe(200)
    expect(await after.text()).toBe(before)
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    expect(child.exitCode).toBeNull()
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
    expect(output.stderr).toBe('')
  })

  test('on a port in use it prints one line naming the port and exits 1', async () => {
    const port = await freePort()
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(port, '127.0.0.1', done))
    try {
      const { output, exit } = run(join(root, 'server/main.js'), { PORT: String(port), HOST: '127.0.0.1' })
      expect(await exit).toBe(1)
      expect(lines(output.stderr)).toEqual([
        `Cannot start the server: port ${port} on 127.0.0.1 is already in use; set PORT to another port.`,
      ])
    } finally {
      blocker.close()
    }
  })

  /** The processes whose working folder is `dir` (npm start's primary, its workers, npm and a shell). */
  function processesIn(dir: string) {
    const found: number[] = []
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        if (readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry))
      } catch {}
    }
    return found
  }

  /** Whether something accepts connections on the port. */
  const listening = (port: number) =>
    new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })

  test.each(['SIGTERM', 'SIGKILL'] as const)(
    '%s to `npm start` (npm itself) stops the server: the port is closed and no process is left',
    async (signal) => {
      const dir = checkout(`npm-start-${signal}`, { withBuild: true })
      const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', scripts: { start: scripts.start } }))
      const port = await freePort()
      const npm = spawn('npm', ['start'], {
        cwd: dir,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_WORKERS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(npm)
      const output = collectOutput(npm)
      await expect.poll(() => output.stdout, { timeout: 20_000 }).toContain('Serving build/client at')
      expect(await listening(port)).toBe(true)
      expect(processesIn(dir).length).toBeGreaterThanOrEqual(3)
      try {
        process.kill(npm.pid as number, signal)
        await expect.poll(() => listening(port), { timeout: 15_000 }).toBe(false)
        await expect.poll(() => processesIn(dir), { timeout: 15_000 }).toEqual([])
      } finally {
        // What a failed test left: nothing may outlive it.
        for (const pid of processesIn(dir)) process.kill(pid, 'SIGKILL')
      }
    },
    60_000,
  )

  test('socket activation (LISTEN_FDS, as systemd passes it): a restart refuses no connection, they wait in the socket queue', async () => {
    const port = await freePort()
    // tests/support/socket-holder.py stands in for systemd: it holds the socket and starts the server with it.
    const holder = spawn(
      'python3',
      [join(root, 'tests/support/socket-holder.py'), process.execPath, join(root, 'server/main.js'), String(port)],
      {
        env: { ...process.env, SITE_WORKERS: '2' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    )
    children.push(holder)
    const output = collectOutput(holder)
    const servers = () =>
      lines(output.stdout)
        .filter((line) => /^\d+$/.test(line))
        .map(Number)
    try {
      holder.stdin?.write('start\n')
      await expect.poll(() => output.stdout, { timeout: 20_000 }).toContain('Serving build/client at')
      expect(output.stdout).toContain('Listening on the socket systemd passed (fd 3)')
      // Requests back to back, each on a connection of its own, through the restart.
      const outcomes: (number | string)[] = []
      let running = true
      const clients = Array.from({ length: 4 }, async () => {
        while (running) {
          outcomes.push(
            await new Promise<number | string>((done) => {
              httpGet(`http://127.0.0.1:${port}/`, { agent: false, timeout: 30_000 }, (res) => {
                res.resume()
                res.on('end', () => done(res.statusCode ?? 0))
              }).on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message))
            }),
          )
        }
      })
      await expect.poll(() => outcomes.length, { timeout: 10_000 }).toBeGreaterThan(20)
      const [first] = servers()
      process.kill(first as number, 'SIGTERM')
      await expect.poll(() => output.stdout, { timeout: 15_000 }).toContain('SIGTERM: stopping')
      const before = outcomes.length
      holder.stdin?.write('start\n')
      await expect.poll(() => output.stdout.split('Serving build/client at').length, { timeout: 30_000 }).toBe(3)
      await expect.poll(() => outcomes.length, { timeout: 10_000 }).toBeGreaterThan(before + 20)
      running = false
      await Promise.all(clients)
      expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([])
    } finally {
      for (const pid of servers()) {
        try {
          process.kill(pid, 'SIGTERM')
        } catch {}
      }
      holder.stdin?.end()
    }
  }, 240_000)

  test('prints the URL it serves, which answers, and stops on SIGTERM despite open connections', async () => {
    const port = await freePort()
    const { child, output, exit } = run(join(root, 'server/main.js'), { PORT: String(port), HOST: '127.0.0.1' })
    await expect.poll(() => output.stdout, { timeout: 10_000 }).toContain('Serving')
    // One timestamped line each (server/log.js): the Node.js it runs on, then where it serves.
    const [started, serving] = lines(output.stdout)
    expect(started).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z info npm start on Node\\.js ${process.version.replaceAll('.', '\\.')} `,
      ),
    )
    expect(serving).toMatch(new RegExp(`^\\S+Z info Serving build/client at http://127\\.0\\.0\\.1:${port}$`))
    const agent = new Agent({ keepAlive: true })
    const status = await new Promise<number>((done, reject) => {
      httpGet(`http://127.0.0.1:${port}/`, { agent }, (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
      }).on('error', reject)
    })
    expect(status).toBe(200)
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
    agent.destroy()
    expect(output.stderr).toBe('')
  })
})
