import { execFileSync, spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeSync,
} from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import autocannon from 'autocannon'
import { afterAll, describe, expect, test } from 'vitest'
import { earlyAccessConfirmCopy } from '~/content/home'
import { inlineSources } from '../../deploy/csp.js'
import { listFiles } from '../../server/files.js'
import { openStore } from '../../server/store.js'
import {
  confirmationBuild,
  makeEarlyAccessCheckout,
  type RunningSite,
  startCheckout,
} from '../support/early-access-build'
import { collectOutput, freePort, get, root } from '../support/servers'

// The life of `npm start` (server/main.js) as an operator meets it: workers that die, reloads, deploys.
// Against a real build with SITE_EARLY_ACCESS_ENDPOINT=/api/early-access and its SQLite list.

const endpoint = '/api/early-access'
const checkout = makeEarlyAccessCheckout(`process-life-${process.pid}`)
const temp = mkdtempSync(join(tmpdir(), 'site-process-life-'))
const started: RunningSite[] = []
/** Filesystems mounted by the tests (tmpfs), unmounted once their servers have stopped. */
const mounts: string[] = []

afterAll(async () => {
  for (const running of started) await running.stop()
  for (const dir of mounts) execFileSync('umount', [dir])
  checkout.remove()
  rmSync(temp, { recursive: true, force: true })
})

async function start(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(temp, 'data-'))
  const running = await startCheckout(checkout.dir, await freePort(), {
    SITE_WORKERS: '2',
    SITE_DATA_DIR: dataDir,
    // The rate limit is for visitors; these tests are one client sending as fast as it can.
    SITE_EARLY_ACCESS_RATE: '1000000000',
    ...env,
  })
  started.push(running)
  return { ...running, dataDir }
}

/** The worker processes of a primary: its children, read from /proc. */
function workerPids(primary: number) {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // pid (comm) state ppid …: the command may hold spaces or parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === primary) pids.push(Number(entry))
    } catch {}
  }
  return pids
}

type Outcome = { email: string; start: number; end: number; status?: number; error?: string }

/** One sign-up on a connection of its own; connection-level failures are returned, not thrown. */
function signUp(url: string, email: string, timeoutMs: number): Promise<Outcome> {
  const start = performance.now()
  return new Promise((resolve) => {
    const body = JSON.stringify({ email })
    const target = new URL(endpoint, url)
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ email, start, end: performance.now(), status: res.statusCode }))
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ email, start, end: performance.now(), error: error.code ?? error.message }),
        )
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ email, start, end: performance.now(), error: error.code ?? error.message }),
    )
    req.end(body)
  })
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')
const isoLine = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (info|warn|error) /

describe('a worker killed under load', () => {
  test('20 random workers killed with SIGKILL during a burst of sign-ups: the primary lives, nothing else fails, every acknowledged address is kept', async () => {
    const site = await start()
    const primary = site.child.pid as number
    const kills: { pid: number; at: number; noticed: number }[] = []
    const outcomes: Outcome[] = []
    let running = true
    let sent = 0
    // Eight clients signing up new addresses back to back, each on a fresh connection.
    const clients = Array.from({ length: 8 }, async () => {
      while (running) outcomes.push(await signUp(site.url, `kill-${sent++}@example.com`, 15_000))
    })
    const answeredSince = (time: number) => outcomes.filter((o) => o.status === 200 && o.start > time).length
    const replacements = () => (site.output.stdout.match(/ info worker \d+ serving /g) ?? []).length

    await expect.poll(() => answeredSince(0), { timeout: 20_000 }).toBeGreaterThan(10)
    for (let round = 0; round < 20; round++) {
      const workers = workerPids(primary)
      expect(workers).toHaveLength(2)
      const victim = workers[Math.floor(Math.random() * workers.length)] as number
      const at = performance.now()
      process.kill(victim, 'SIGKILL')
      // The primary notices once the worker is out of the round robin, and says so; then its
      // replacement serves and sign-ups go on.
      await expect
        .poll(() => site.output.stderr.includes(`worker ${victim} stopped (SIGKILL)`), { timeout: 20_000 })
        .toBe(true)
      kills.push({ pid: victim, at, noticed: performance.now() })
      await expect.poll(replacements, { timeout: 20_000 }).toBe(round + 1)
      const since = performance.now()
      await expect.poll(() => answeredSince(since), { timeout: 20_000 }).toBeGreaterThan(5)
    }
    running = false
    await Promise.all(clients)

    // The primary lives, and said nothing but its own log lines (no stack, no EPIPE crash).
    expect(site.child.exitCode).toBeNull()
    expect(site.child.signalCode).toBeNull()
    for (const line of lines(site.output.stderr)) expect(line).toMatch(isoLine)
    expect((await fetch(`${site.url}/`)).status).toBe(200)

    // Never a 5xx; every answer is the 200 of a sign-up (new and known addresses get the same).
    const answered = outcomes.filter((o) => o.status !== undefined)
    expect(answered.filter((o) => o.status !== 200)).toEqual([])
    // A failure is a connection's, and only of a request in flight between a kill and the
    // primary noticing it (the only requests the killed worker can have held).
    const failed = outcomes.filter((o) => o.error !== undefined)
    for (const failure of failed) {
      // Reset at once, never left hanging until the client gives up (TIMEOUT).
      expect(['ECONNRESET', 'EPIPE', 'socket hang up']).toContain(failure.error)
      expect(
        kills.some((kill) => failure.start < kill.noticed && failure.end > kill.at),
        `${failure.email} failed (${failure.error}) outside any kill`,
      ).toBe(true)
    }
    expect(answered.length).toBeGreaterThan(20 * 5)

    expect(await site.stop()).toBe(0)
    const store = await openStore({ dataDir: site.dataDir, databaseUrl: '' })
    const kept = new Set((await store.list()).map((row) => row.email))
    await store.close()
    const lost = answered.filter((o) => !kept.has(o.email)).map((o) => o.email)
    expect(lost).toEqual([])
    console.log(
      `20 kills: ${answered.length} sign-ups answered 200, ${failed.length} cut off with their worker ` +
        `(${[...new Set(failed.map((f) => f.error))].join(', ') || 'none'}), ${kept.size} stored.`,
    )
  }, 240_000)
})

/**
 * `npm run build` (build-steps/release.ts) for the checkout: its build/ is the link, releases/ beside
 * it. `args` are the script's (`--from DIR`: a release copied from a build made before, no build).
 */
async function release(env: Record<string, string> = {}, args: string[] = []) {
  const child = spawn(process.execPath, [join(root, 'build-steps/release.ts'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      SITE_BUILD_DIRECTORY: join(checkout.dir, 'build'),
      SITE_EARLY_ACCESS_ENDPOINT: endpoint,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  const status = await new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { status, ...output }
}

/** The hashed scripts of a build folder. */
const scripts = (buildDir: string) =>
  listFiles(join(buildDir, 'client')).filter((file) => /^\/assets\/.+\.js$/.test(file))

const pageBuild = (buildDir: string) => ({
  dir: buildDir,
  html: readFileSync(join(buildDir, 'client/index.html'), 'utf8'),
  csp: (JSON.parse(readFileSync(join(buildDir, 'headers.json'), 'utf8')) as { csp: Record<string, string> }).csp[
    '/index.html'
  ],
})

describe('deploys', () => {
  test('a new release is served only after SIGHUP, which replaces the workers under load with no failed request; the old assets stay, each page has its own CSP', async () => {
    const link = join(checkout.dir, 'build')
    const releasesDir = join(checkout.dir, 'releases')
    // The checkout's build/ is a plain folder, the old layout: the first release moves it aside.
    expect(lstatSync(link).isDirectory()).toBe(true)
    const plain = readFileSync(join(link, 'client/index.html'), 'utf8')
    // Both releases are builds made elsewhere, copied (release.ts --from), as a deploy that builds
    // once and ships the folder does: the first is the build the checkout has; the second the
    // project's own build (npm test's `npm run build`, without the early-access list), whose pages
    // and hashed scripts differ from it. How `npm run build` builds into a release of its own is
    // what npm test's build stage runs; a build that fails is the next test.
    const first = await release({}, ['--from', link])
    expect(first.status, first.stderr).toBe(0)
    expect(first.stdout).toContain(`(copied from ${link})`)
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    const legacy = readdirSync(releasesDir).find((name) => name.endsWith('-before-releases'))
    expect(readFileSync(join(releasesDir, String(legacy), 'client/index.html'), 'utf8')).toBe(plain)

    const site = await start()
    const before = pageBuild(realpathSync(link))
    const second = await release({}, ['--from', join(root, 'build')])
    expect(second.status, second.stderr).toBe(0)
    const after = pageBuild(realpathSync(link))
    expect(dirname(after.dir)).toBe(releasesDir)
    expect(readdirSync(releasesDir)).toHaveLength(3)
    // Another build: some hashed scripts are new, the old ones are gone from it (kept in the old release).
    expect(after.html).not.toBe(before.html)
    const oldScript = scripts(before.dir).find((file) => !existsSync(join(after.dir, 'client', file)))
    const newScript = scripts(after.dir).find((file) => !existsSync(join(before.dir, 'client', file)))
    if (!oldScript || !newScript) throw new Error('The new release changed no hashed script.')
    // Until told, npm start serves what it loaded.
    expect((await get(site.url, '/')).body.toString()).toBe(before.html)

    // Load on the home page; SIGHUP once it runs; stop once the reload is over and more answers came.
    let answers = 0
    let finished: (result: { errors: number; timeouts: number; non2xx: number; '2xx': number; total: number }) => void
    const result = new Promise<Parameters<typeof finished>[0]>((done) => {
      finished = done
    })
    const load = autocannon({ url: `${site.url}/`, connections: 16, duration: 120 }, (error, figures) => {
      if (error) throw error
      finished({ ...figures, total: figures.requests.total })
    })
    load.on('response', () => {
      answers++
    })
    await expect.poll(() => answers, { timeout: 20_000 }).toBeGreaterThan(200)
    process.kill(site.child.pid as number, 'SIGHUP')
    await expect
      .poll(() => site.output.stdout.includes(`reloaded: serving ${after.dir}`), { timeout: 60_000 })
      .toBe(true)
    const reloadedAt = answers
    await expect.poll(() => answers, { timeout: 20_000 }).toBeGreaterThan(reloadedAt + 200)
    load.stop()
    const figures = await result
    console.log(
      `reload under load: ${figures.total} requests, ${figures['2xx']} 2xx, ${figures.non2xx} non-2xx, ` +
        `${figures.errors} errors, ${figures.timeouts} timeouts`,
    )
    expect(figures.errors).toBe(0)
    expect(figures.timeouts).toBe(0)
    expect(figures.non2xx).toBe(0)
    expect(figures['2xx']).toBeGreaterThan(400)
    expect(site.output.stderr).toBe('')

    // The new page with its own build's CSP, which allows exactly its inline scripts.
    const page = await get(site.url, '/')
    expect(page.body.toString()).toBe(after.html)
    expect(page.headers['content-security-policy']).toBe(after.csp)
    const scriptSrc = /script-src ([^;]*)/.exec(after.csp ?? '')?.[1] ?? ''
    for (const hash of inlineSources(after.html).scriptHashes) expect(scriptSrc).toContain(hash)
    // A tab still on the old page gets its scripts; the new page's are there too.
    const old = await get(site.url, oldScript, { headers: { 'accept-encoding': 'identity' } })
    expect(old.status).toBe(200)
    expect(old.body.equals(readFileSync(join(before.dir, 'client', oldScript)))).toBe(true)
    expect(old.headers['cache-control']).toContain('immutable')
    expect((await get(site.url, newScript)).status).toBe(200)
    expect(site.child.exitCode).toBeNull()
    // The tests after this one take sign-ups: the checkout goes back to an early-access build.
    const back = await release({}, ['--from', before.dir])
    expect(back.status, back.stderr).toBe(0)
  }, 300_000)

  test('a failed build leaves build/ and the site as they were', async () => {
    const site = await start()
    const link = join(checkout.dir, 'build')
    const serving = realpathSync(link)
    const releases = readdirSync(join(checkout.dir, 'releases')).sort()
    const page = (await get(site.url, '/')).body.toString()
    // A malformed setting stops the build (app/config/site.ts).
    const failed = await release({ SITE_ORIGIN: 'not an origin' })
    expect(failed.status).not.toBe(0)
    expect(failed.stderr).toContain('still points to')
    expect(realpathSync(link)).toBe(serving)
    expect(readdirSync(join(checkout.dir, 'releases')).sort()).toEqual(releases)
    // Nor does a release from a folder that is not a whole build.
    const notWhole = await release({}, ['--from', temp])
    expect(notWhole.status).toBe(1)
    expect(notWhole.stderr).toContain(`--from ${temp} is not a whole build`)
    expect(notWhole.stderr).toContain('still points to')
    expect(realpathSync(link)).toBe(serving)
    expect(readdirSync(join(checkout.dir, 'releases')).sort()).toEqual(releases)
    // And a reload now keeps the same build.
    process.kill(site.child.pid as number, 'SIGHUP')
    await expect.poll(() => site.output.stdout.includes(`reloaded: serving ${serving}`), { timeout: 60_000 }).toBe(true)
    const answer = await get(site.url, '/')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(page)
  }, 300_000)
})

describe('a reload whose build disagrees with the running settings', () => {
  /** Points the checkout's build link at `dir` at once (a new link renamed over the old), as a build does. */
  const pointBuildAt = (dir: string) => {
    const link = join(checkout.dir, 'build')
    const next = `${link}.next-${process.pid}`
    symlinkSync(dir, next)
    renameSync(next, link)
  }
  const refusals = (site: { output: { stderr: string } }) =>
    lines(site.output.stderr).filter((line) => line.includes('reload refused'))

  test('is refused both ways (confirmation e-mail built but not set, set but not built): the old build keeps serving, one line says why, /readyz stays 200', async () => {
    const link = join(checkout.dir, 'build')
    const releasesDir = join(checkout.dir, 'releases')
    const plainBefore = lstatSync(link).isSymbolicLink() ? realpathSync(link) : undefined
    // Without the confirmation e-mail: the build the checkout has; with it: a new release of the
    // tests' confirmation build (made once a run, shared with the files that send the e-mail).
    const mailBuild = confirmationBuild()
    const site = await start()
    const serving = realpathSync(link)
    const before = (await get(site.url, '/')).body.toString()
    const built = await release({}, ['--from', mailBuild])
    expect(built.status, built.stderr).toBe(0)
    const withMail = realpathSync(link)
    const withoutMail =
      plainBefore ??
      join(releasesDir, String(readdirSync(releasesDir).find((name) => name.endsWith('-before-releases'))))
    const mailPage = readFileSync(join(withMail, 'client/index.html'), 'utf8')
    expect(mailPage).not.toBe(before)
    expect(mailPage).toContain('e-mail')
    // Its pages differ by more than the origin: the form's hint promises the e-mail.
    expect(mailPage).toContain(earlyAccessConfirmCopy().hint)
    expect(before).not.toContain(earlyAccessConfirmCopy().hint)

    // Started without SITE_SMTP_URL, reloaded into a build whose pages promise a confirmation e-mail.
    process.kill(site.child.pid as number, 'SIGHUP')
    await expect.poll(() => refusals(site).length, { timeout: 30_000 }).toBe(1)
    expect(refusals(site)[0]).toMatch(isoLine)
    expect(refusals(site)[0]).toContain('SITE_SMTP_URL is not set')
    expect(refusals(site)[0]).toContain(`still serving ${serving}`)
    expect(site.output.stdout).not.toContain('reloaded:')
    expect((await get(site.url, '/')).body.toString()).toBe(before)
    const ready = await get(site.url, '/readyz')
    expect(ready.status).toBe(200)
    expect(site.child.exitCode).toBeNull()

    // The reverse: started with SITE_SMTP_URL on the build that says so, reloaded into one that does not.
    const mailing = await start({
      SITE_SMTP_URL: 'smtp://mailer.example:587',
      SITE_MAIL_FROM: 'Site <early-access@example.com>',
    })
    expect((await get(mailing.url, '/')).body.toString()).toBe(mailPage)
    pointBuildAt(withoutMail)
    process.kill(mailing.child.pid as number, 'SIGHUP')
    await expect.poll(() => refusals(mailing).length, { timeout: 30_000 }).toBe(1)
    expect(refusals(mailing)[0]).toContain('SITE_SMTP_URL is set, but this build was made without it')
    expect(refusals(mailing)[0]).toContain(`still serving ${withMail}`)
    expect(mailing.output.stdout).not.toContain('reloaded:')
    expect((await get(mailing.url, '/')).body.toString()).toBe(mailPage)
    expect((await get(mailing.url, '/readyz')).status).toBe(200)
    expect(mailing.child.exitCode).toBeNull()
    await mailing.stop()
    await site.stop()
  }, 300_000)
})

describe('readiness', () => {
  test('GET /readyz asks the primary, which asks the list: 503 with the reason while the list cannot be used, 200 again once it can, logged once', async () => {
    const site = await start()
    const ready = await get(site.url, '/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body.toString()).toBe('ready\n')
    // A schema this server does not read (another version's migration) makes the list unusable.
    const db = new DatabaseSync(join(site.dataDir, 'signups.sqlite'))
    const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
    db.exec('PRAGMA user_version = 999')
    try {
      // Each worker asks at most once a second: the answer changes within a few.
      let down = await get(site.url, '/readyz')
      await expect
        .poll(
          async () => {
            down = await get(site.url, '/readyz')
            return down.status
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(503)
      expect(down.body.toString()).toMatch(/^not ready: .*schema version 999.*\n$/)
      expect(down.body.toString().split('\n')).toHaveLength(2)
      // The answer is public where the port is: it names no file or database of the server's.
      expect(down.body.toString()).not.toContain(site.dataDir)
      // Pages are served all the while.
      expect((await get(site.url, '/')).status).toBe(200)
    } finally {
      db.exec(`PRAGMA user_version = ${version}`)
      db.close()
    }
    await expect.poll(async () => (await get(site.url, '/readyz')).status, { timeout: 15_000, interval: 200 }).toBe(200)
    // One line for the outage, one for the return, each with its time.
    const outage = lines(site.output.stderr).filter((line) => line.includes('schema version 999'))
    expect(outage).toHaveLength(1)
    expect(outage[0]).toMatch(isoLine)
    await expect.poll(() => site.output.stdout, { timeout: 5000 }).toMatch(/ info .*reachable again/)
  }, 180_000)
})

/**
 * A tmpfs of `size` mounted at a new folder: a data folder that can be made read-only or full for
 * real (a read-only bind or tmpfs, not chmod: the tests run as root, for whom modes do not block a
 * write). It needs root (CAP_SYS_ADMIN), as .ci/run has; without it the test fails here, saying so.
 */
function mountTmpfs(size: string) {
  const dir = mkdtempSync(join(temp, 'disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    throw new Error(`These tests mount a tmpfs and need root: ${(error as Error).message}`)
  }
  mounts.push(dir)
  return {
    dir,
    readOnly: (on: boolean) => execFileSync('mount', ['-o', `remount,${on ? 'ro' : 'rw'}`, dir]),
    /** Fills the filesystem to the last byte; returns the filler to delete. */
    fill: () => {
      const filler = join(dir, 'filler')
      const fd = openSync(filler, 'w')
      try {
        for (;;) writeSync(fd, Buffer.alloc(4096))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      } finally {
        closeSync(fd)
      }
      return filler
    },
  }
}

/** A sign-up by fetch: its status and Retry-After. */
async function post(url: string, email: string) {
  const answer = await fetch(new URL(endpoint, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  return { status: answer.status, retryAfter: answer.headers.get('retry-after') }
}

describe('an early-access list that cannot be opened or written', () => {
  test('a read-only data folder at boot: pages are served, sign-ups answer 503 with Retry-After, /readyz 503, one log line; once writable, the list opens by itself', async () => {
    const disk = mountTmpfs('1m')
    disk.readOnly(true)
    const site = await start({ SITE_DATA_DIR: disk.dir })
    const cannotOpen = () =>
      lines(site.output.stderr).filter((line) => line.includes('Cannot open the early-access list'))
    expect((await get(site.url, '/')).status).toBe(200)
    const refused = await post(site.url, 'read-only@example.com')
    expect(refused.status).toBe(503)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    const ready = await get(site.url, '/readyz')
    expect(ready.status).toBe(503)
    expect(ready.body.toString()).toBe('not ready: the early-access list cannot be opened\n')
    // Retried (at 1, 3, 7 s …) without a line each time.
    await new Promise((done) => setTimeout(done, 3500))
    expect(cannotOpen()).toHaveLength(1)
    expect(cannotOpen()[0]).toMatch(isoLine)
    expect(cannotOpen()[0]).toContain('Pages are served; sign-ups answer 503')
    expect(site.child.exitCode).toBeNull()

    disk.readOnly(false)
    await expect.poll(async () => (await post(site.url, 'writable@example.com')).status, { timeout: 30_000 }).toBe(200)
    expect((await get(site.url, '/readyz')).status).toBe(200)
    expect(site.output.stdout).toMatch(/ info The early-access list can be opened again/)
    expect(cannotOpen()).toHaveLength(1)
    expect(await site.stop()).toBe(0)
    const store = await openStore({ dataDir: disk.dir, databaseUrl: '' })
    expect((await store.list()).map((row) => row.email)).toEqual(['writable@example.com'])
    await store.close()
  }, 240_000)

  test('a full disk: pages are served, sign-ups answer 503 with Retry-After, /readyz 503 (a write, not a read), one line per change of state; with space again it comes back', async () => {
    const disk = mountTmpfs('512k')
    const site = await start({ SITE_DATA_DIR: disk.dir })
    expect((await post(site.url, 'before@example.com')).status).toBe(200)
    const filler = disk.fill()
    // A sign-up fails, and so does every write after it; the background check's write too.
    const refused = await post(site.url, 'full@example.com')
    expect(refused.status).toBe(503)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    await expect.poll(async () => (await get(site.url, '/readyz')).status, { timeout: 15_000 }).toBe(503)
    expect((await get(site.url, '/')).status).toBe(200)
    // Down, and it stays down without a line every check (checks every 2 s).
    await new Promise((done) => setTimeout(done, 5000))
    expect((await get(site.url, '/readyz')).status).toBe(503)
    expect((await post(site.url, 'still-full@example.com')).status).toBe(503)
    const outage = lines(site.output.stderr).filter((line) => line.includes('cannot be used'))
    expect(outage).toHaveLength(1)
    expect(outage[0]).toMatch(/disk is full/)
    expect(site.output.stdout).not.toContain('reachable again')

    rmSync(filler)
    await expect.poll(async () => (await get(site.url, '/readyz')).status, { timeout: 15_000 }).toBe(200)
    expect((await post(site.url, 'after@example.com')).status).toBe(200)
    expect(lines(site.output.stdout).filter((line) => line.includes('reachable again'))).toHaveLength(1)
    expect(lines(site.output.stderr).filter((line) => line.includes('cannot be used'))).toHaveLength(1)
    expect(await site.stop()).toBe(0)
    const store = await openStore({ dataDir: disk.dir, databaseUrl: '' })
    expect((await store.list()).map((row) => row.email).sort()).toEqual(['after@example.com', 'before@example.com'])
    await store.close()
  }, 240_000)
})
