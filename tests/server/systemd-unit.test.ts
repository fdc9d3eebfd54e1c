import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { root } from '../support/servers'

// deploy/systemd/marketing-site.service: the server under systemd, as docs/operations.md installs it.
// Checked by systemd's own tools (Debian's `systemd` package; .ci/run installs it): a missing
// systemd-analyze fails these tests, it never skips them.

const unitFile = join(root, 'deploy/systemd/marketing-site.service')
const unit = readFileSync(unitFile, 'utf8')
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
    expect(values('KillSignal')).toEqual(['SIGTERM'])
    // Longer than the server's own 10 s limit on requests in flight, so it ends them itself.
    expect(Number(values('TimeoutStopSec')[0])).toBeGreaterThan(10)
  })

  test('runs as its own user, with the data folder as the only writable path', () => {
    expect(values('User')).toEqual(['marketing-site'])
    expect(values('ProtectSystem')).toEqual(['strict'])
    expect(values('StateDirectory')).toEqual(['marketing-site'])
    expect(values('StateDirectoryMode')).toEqual(['0700'])
    expect(values('ReadWritePaths')).toEqual([])
    expect(values('NoNewPrivileges')).toEqual(['yes'])
    expect(values('ProtectHome')).toEqual(['yes'])
    // V8 compiles code at run time: W^X would stop Node.js.
    expect(values('MemoryDenyWriteExecute')).toEqual([])
  })

  test('systemd-analyze verify accepts it', () => {
    const result = systemdAnalyze(['verify', '--man=no', installedCopy()])
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
