import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { settingsOf } from '../../server/setting.js'
import { serverSettings } from '../../server/settings.js'
import { untilServing } from '../support/early-access-build'
import { collectOutput, freePort, get, root } from '../support/servers'

// deploy/systemd/marketing-site.service: the server under systemd, as docs/operations.md installs it.
// Checked by systemd's own tools (Debian's `systemd` package; .ci/run installs it): a missing
// systemd-analyze fails these tests, it never skips them.

const unitFile = join(root, 'deploy/systemd/marketing-site.service')
const unit = readFileSync(unitFile, 'utf8')
// deploy/systemd/marketing-site.socket: the port, held across a restart.
const socketUnit = readFileSync(join(root, 'deploy/systemd/marketing-site.socket'), 'utf8')
const temp = mkdtempSync(join(tmpdir(), 'site-unit-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** Every `Name=value` of the unit, in order (comments and sections left out). */
const directives = unit
  .split('\n')
  .filter((line) => /^[A-Za-z]+=/.test(line))
  .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const)
const values = (name: string) => directives.filter(([key]) => key === name).map(([, value]) => value)

function systemdAnalyze(args: string[]) {
  const result = spawnSync('systemd-analyze', args, { encoding: 'utf8' })
  if (result.error) {
    throw new Error(`systemd-analyze cannot run (${result.error.message}): apt-get install systemd (.ci/run does it).`)
  }
  return result
}

/** The unit as installed on this machine: this checkout for /srv/marketing-site, the Node.js the tests run on. */
function installedCopy() {
  writeFileSync(join(temp, 'marketing-site.socket'), socketUnit)
  const file = join(temp, 'marketing-site.service')
  writeFileSync(
    file,
    unit
      .replaceAll('/srv/marketing-site', root)
      .replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `),
  )
  return file
}

describe('the systemd unit', () => {
  test('runs node server/main.js directly, restarts it always, reads the settings from a file, reloads with SIGHUP and stops with SIGTERM', () => {
    expect(values('ExecStart')).toEqual(['/usr/bin/node /srv/marketing-site/server/main.js'])
    expect(unit).not.toMatch(/^ExecStart=.*\bnpm\b/m)
    expect(values('Restart')).toEqual(['always'])
    expect(values('EnvironmentFile')).toEqual(['/srv/marketing-site/.env'])
    expect(values('ExecReload')).toEqual(['/bin/kill -HUP $MAINPID'])
    // server/node-check.js's exit on a Node.js too old: restarting it would only repeat the message.
    expect(values('RestartPreventExitStatus')).toEqual(['78'])
    expect(values('KillSignal')).toEqual(['SIGTERM'])
    // Longer than the server's own 10 s limit on requests in flight, so it ends them itself.
    expect(Number(values('TimeoutStopSec')[0])).toBeGreaterThan(10)
  })

  test('runs as its own user, with the data and log folders as the only writable paths', () => {
    expect(values('User')).toEqual(['marketing-site'])
    expect(values('ProtectSystem')).toEqual(['strict'])
    expect(values('StateDirectory')).toEqual(['marketing-site'])
    expect(values('StateDirectoryMode')).toEqual(['0700'])
    expect(values('LogsDirectory')).toEqual(['marketing-site'])
    expect(values('LogsDirectoryMode')).toEqual(['0700'])
    expect(values('ReadWritePaths')).toEqual([])
    expect(values('NoNewPrivileges')).toEqual(['yes'])
    expect(values('ProtectHome')).toEqual(['yes'])
    // V8 compiles code at run time: W^X would stop Node.js.
    expect(values('MemoryDenyWriteExecute')).toEqual([])
  })

  test('takes its port from its socket unit, which holds it on loopback across a restart', () => {
    expect(values('Requires')).toEqual(['marketing-site.socket'])
    expect(values('After').join(' ')).toContain('marketing-site.socket')
    expect(socketUnit).toMatch(/^ListenStream=127\.0\.0\.1:3000$/m)
    expect(socketUnit).toMatch(/^WantedBy=sockets\.target$/m)
  })

  test('systemd-analyze verify accepts it and its socket', () => {
    const service = installedCopy()
    const result = systemdAnalyze(['verify', '--man=no', join(temp, 'marketing-site.socket'), service])
    expect(result.stderr + result.stdout).toBe('')
    expect(result.status).toBe(0)
  })

  test('systemd-analyze security rates its exposure low', () => {
    const result = systemdAnalyze(['security', '--offline=true', '--no-pager', installedCopy()])
    expect(result.status, result.stderr).toBe(0)
    const exposure = /Overall exposure level for marketing-site\.service: ([\d.]+)/.exec(result.stdout)?.[1]
    expect(Number(exposure)).toBeLessThanOrEqual(2)
  })
})

/**
 * The unit's file-system sandbox rebuilt with bubblewrap (apt: bubblewrap; .ci/run installs it),
 * where systemd itself does not run: ProtectSystem=strict makes everything read-only, then the
 * unit's StateDirectory= and LogsDirectory= (and PrivateTmp=) are the writable places.
 */
function sandboxArgs(writable: { state: string; logs: string }) {
  expect(values('ProtectSystem')).toEqual(['strict'])
  const args = ['--die-with-parent', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc']
  if (values('PrivateTmp')[0] === 'yes') {
    args.push('--tmpfs', '/tmp')
    // The unit's checkout is /srv/marketing-site; a checkout under /tmp (a fresh clone's) is put
    // back, read-only as the rest, else the sandbox's own /tmp would hide the server and its Node.
    for (const path of new Set([root, dirname(process.execPath)])) {
      if (path.startsWith('/tmp/')) args.push('--ro-bind', path, path)
    }
  }
  for (const name of values('StateDirectory')) {
    args.push('--tmpfs', '/var/lib', '--bind', writable.state, `/var/lib/${name}`, '--remount-ro', '/var/lib')
  }
  for (const name of values('LogsDirectory')) {
    args.push('--tmpfs', '/var/log', '--bind', writable.logs, `/var/log/${name}`, '--remount-ro', '/var/log')
  }
  return args
}

describe('the server in the unit', () => {
  // The Node.js a plain Debian host has at /usr/bin/node (Debian's or NodeSource's 20 here), older
  // than package.json's engines: the unit's own ExecStart, as written.
  const systemNode = '/usr/bin/node'

  test('on a Node.js older than the server supports, says what to install and exits 78, which the unit does not restart', () => {
    expect(existsSync(systemNode), `${systemNode} (apt-get install nodejs)`).toBe(true)
    const version = spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
    expect(Number(version.split('.')[0]), 'this check needs an older Node.js at /usr/bin/node').toBeLessThan(26)
    const [node, entry] = (values('ExecStart')[0] ?? '').replaceAll('/srv/marketing-site', root).split(' ')
    const result = spawnSync(node as string, [entry as string], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, PORT: '0' },
      timeout: 20_000,
    })
    expect(result.stderr).toBe(
      `marketing-site: Node.js ${version} (${systemNode}) is too old: the server needs Node.js 26 or later.\n` +
        "Install a current, patched Node.js 26 LTS release (Debian: NodeSource's node_26.x apt repository, or nodejs.org) " +
        'as the Node.js the unit runs, then start the server again (docs/operations.md, "Which Node.js").\n',
    )
    expect(result.stdout).toBe('')
    expect(result.status).toBe(78)
    expect(values('RestartPreventExitStatus')).toContain(String(result.status))
  })

  test('writes the request log .env.example suggests under ProtectSystem=strict (bubblewrap)', async () => {
    const bwrap = spawnSync('bwrap', ['--version'], { encoding: 'utf8' })
    if (bwrap.error) throw new Error(`bwrap cannot run (${bwrap.error.message}): apt-get install bubblewrap.`)
    expect(existsSync(join(root, 'build/headers.json')), 'run `npm run build` first').toBe(true)
    const accessLog = settingsOf(serverSettings).find(({ name }) => name === 'SITE_ACCESS_LOG')?.example ?? ''
    expect(accessLog).toMatch(/^\/var\/log\//)
    const state = join(temp, 'state')
    const logs = join(temp, 'logs')
    mkdirSync(state)
    mkdirSync(logs)
    const port = await freePort()
    const child = spawn('bwrap', [...sandboxArgs({ state, logs }), process.execPath, join(root, 'server/main.js')], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_WORKERS: '1',
        SITE_DATA_DIR: '/var/lib/marketing-site',
        SITE_ACCESS_LOG: accessLog,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = collectOutput(child)
    const exited = new Promise((done) => child.once('exit', done))
    const file = join(logs, accessLog.replace(/^\/var\/log\/marketing-site\//, ''))
    /** The log's lines as written so far (the server writes them a moment after it answers). */
    const lines = () =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => JSON.parse(line))
        : []
    try {
      await untilServing(child, output, 'exited in the sandbox')
      expect((await get(`http://127.0.0.1:${port}`, '/robots.txt')).status).toBe(200)
      // Read while the server runs: stopping the sandbox ends its processes at once, with
      // whatever they had not yet written, which is not what this test is about.
      await expect
        .poll(lines)
        .toContainEqual(expect.objectContaining({ method: 'GET', path: '/robots.txt', status: 200 }))
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  })
})
