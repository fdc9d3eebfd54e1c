import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect } from 'vitest'
import { collectOutput, root } from './servers'

/** Where the builds test files share are kept, a folder per run (server-setup.ts names it). */
export const sharedBuilds = join(root, 'build-tests', 'shared-builds')

/** Blocks this process for `ms` (a test file's set-up runs at module load, before anything async). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * A production build made with SITE_EARLY_ACCESS_ENDPOINT=/api/early-access and `env`, made once
 * per test run and shared by every test file that asks for the same settings: the first to ask
 * builds it, under a folder only one process can create; the others wait for its `done` file. A
 * build is the slowest thing these tests do, and the server files run side by side.
 */
function sharedBuild(env: Record<string, string>) {
  const key = createHash('sha256')
    .update(JSON.stringify(Object.entries(env).sort()))
    .digest('hex')
    .slice(0, 16)
  const dir = join(process.env.SITE_TEST_SHARED_BUILDS ?? join(sharedBuilds, `process-${process.pid}`), key)
  const done = join(dir, 'done')
  const failed = join(dir, 'failed')
  mkdirSync(dirname(dir), { recursive: true })
  try {
    mkdirSync(dir)
  } catch {
    // Another test file builds it: wait for its outcome.
    const deadline = Date.now() + 15 * 60_000
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error(`The build with an endpoint failed: ${readFileSync(failed, 'utf8')}`)
      if (Date.now() > deadline) throw new Error(`The shared build in ${dir} was not done after 15 minutes.`)
      pause(250)
    }
    return join(dir, 'build')
  }
  const built = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    env: {
      ...process.env,
      SITE_BUILD_DIRECTORY: join(dir, 'build'),
      SITE_EARLY_ACCESS_ENDPOINT: '/api/early-access',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      // The confirmation build's settings (SITE_SMTP_URL, SITE_ORIGIN), over anything the environment holds.
      ...env,
    },
    encoding: 'utf8',
  })
  if (built.status !== 0 || !existsSync(join(dir, 'build/headers.json'))) {
    writeFileSync(failed, built.stderr || `exit ${built.status}`)
    throw new Error(`The build with an endpoint failed: ${built.stderr}`)
  }
  writeFileSync(done, '')
  return join(dir, 'build')
}

/** The password in the confirmation build's SITE_SMTP_URL: no file of the build may hold it. */
export const confirmationBuildPassword = 'build-time-pw-4e1f9c2a'

/**
 * The build settings of the confirmation e-mail's build, one for every test file, so that a run
 * makes it once: the build records only that SITE_SMTP_URL was set (npm start takes the real one,
 * the test's own SMTP server, at run time) and the origin the mailed links name.
 */
export const confirmationBuildSettings = {
  SITE_SMTP_URL: `smtp://site-mailer:${confirmationBuildPassword}@mailer.example:587`,
  SITE_ORIGIN: 'https://www.tradevane.test',
}

/**
 * The confirmation link in a mail the confirmation build's `npm start` sent: it names the site's
 * canonical origin (SITE_ORIGIN at build time), whatever server sent it.
 */
export function mailedConfirmationLink(text: string): URL {
  const mailed = text.match(/https?:\/\/[^\s/]+\/api\/early-access\?confirm=[\w-]{43}/)?.[0]
  if (!mailed) throw new Error(`No link in the mail: ${text}`)
  const url = new URL(mailed)
  expect(url.origin).toBe(confirmationBuildSettings.SITE_ORIGIN)
  return url
}

/** The shared build with the confirmation e-mail (a folder to copy, not to change). */
export const confirmationBuild = () => sharedBuild(confirmationBuildSettings)

/**
 * A production build made with SITE_EARLY_ACCESS_ENDPOINT=/api/early-access, beside the default one
 * (`npm test` builds that into build/): a checkout in build-tests/ holding a copy of server/ and a
 * copy of that build (shared by the files asking for the same settings) as its build/, so its
 * `npm start` serves it and a test may change it. The build must sit inside the project, whose
 * node_modules its prerendering imports from. `build` is the build to copy (the confirmation one:
 * makeConfirmationCheckout).
 */
export function makeEarlyAccessCheckout(name: string, build = () => sharedBuild({})) {
  const dir = join(root, 'build-tests', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(build(), join(dir, 'build'), { recursive: true })
  cpSync(join(root, 'server'), join(dir, 'server'), { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return { dir, buildDir: join(dir, 'build'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** An early-access checkout of the confirmation e-mail's build (confirmationBuildSettings). */
export const makeConfirmationCheckout = (name: string) => makeEarlyAccessCheckout(name, confirmationBuild)

/**
 * Resolves once a started `node server/main.js` prints that it serves; rejects when it exits first
 * (`exited` words the error: where it exited) or has not served within 20 s.
 */
export function untilServing(child: ChildProcess, output: ReturnType<typeof collectOutput>, exited = 'exited') {
  return new Promise<void>((ready, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not serve: ${output.stderr}`)), 20_000)
    child.stdout?.on('data', () => {
      if (output.stdout.includes('Serving build/client at')) {
        clearTimeout(timer)
        ready()
      }
    })
    child.once('exit', () => reject(new Error(`npm start ${exited}: ${output.stderr}`)))
  })
}

export type RunningSite = {
  url: string
  port: number
  child: ChildProcess
  output: { stdout: string; stderr: string }
  exit: Promise<number | null>
  /** kill -9 of the whole server: the primary and every worker (its own process group). */
  killHard: () => void
  stop: () => Promise<number | null>
}

/** That checkout's `npm start` on `port`, in a process group of its own; resolves once it serves. */
export async function startCheckout(dir: string, port: number, env: Record<string, string>): Promise<RunningSite> {
  const child = spawn(process.execPath, [join(dir, 'server/main.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output = collectOutput(child)
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  await untilServing(child, output)
  const pid = child.pid as number
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output,
    exit,
    killHard: () => {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {}
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const code = await exit
      // Nothing of the group may outlive the test.
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {}
      return code
    },
  }
}
