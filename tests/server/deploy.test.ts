import { execFile, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { reloadsDue } from '../../build-steps/release.ts'
import { inlineSources } from '../../deploy/csp.js'
import { type RunningSite, startCheckout } from '../support/early-access-build'
import { startNginx } from '../support/nginx.js'
import { freePort, get, root } from '../support/servers'

// `npm run deploy` (build-steps/deploy.ts) against a real nginx and npm start serving a checkout's
// build: release the project's build (run `npm run build` first) and serve it, then deploy a build
// whose pages differ (another SITE_NAME, so other inline scripts and other CSP hashes). nginx reads
// each page's CSP from build/nginx/ when it loads its configuration but serves build/client's new
// pages at once: after a build alone, a new page's inline scripts were blocked by the previous
// build's CSP until someone reloaded nginx.

const dir = join(root, 'build-tests', `deploy-${process.pid}`)
const link = join(dir, 'build')
const env = { ...process.env, SITE_BUILD_DIRECTORY: link, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
let firstBuild = { stdout: '', stderr: '', status: 0 as number | null }
let node: RunningSite
let nginx: Awaited<ReturnType<typeof startNginx>>

/** The CSP each page of the build `build` points to now was written with (build/headers.json). */
const builtPolicies = () =>
  (JSON.parse(readFileSync(join(link, 'headers.json'), 'utf8')) as { csp: Record<string, string> }).csp

const pathOf = (file: string) => (file === '/404.html' ? '/no-such-page' : file.replace(/\/index\.html$/, '') || '/')

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // The first build: `npm test`'s own (build/), released as a build made elsewhere; deploy builds the second.
  const built = spawnSync(process.execPath, [join(root, 'build-steps/release.ts'), '--from', join(root, 'build')], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  firstBuild = { stdout: built.stdout, stderr: built.stderr, status: built.status }
  if (built.status !== 0) throw new Error(`The first build failed: ${built.stderr}`)
  // The checkout's npm start serves `build`, beside its server/.
  cpSync(join(root, 'server'), join(dir, 'server'), { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  node = await startCheckout(dir, await freePort(), { SITE_WORKERS: '1' })
  nginx = await startNginx({ buildDir: link, port: await freePort() })
}, 600_000)

afterAll(async () => {
  await nginx?.stop()
  await node?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test("a build alone ends by saying that nginx's and npm start's reloads are due", () => {
  expect(firstBuild.stdout.trim().split('\n').at(-1)).toBe(reloadsDue)
})

test('npm run deploy builds, checks and reloads nginx, reloads npm start: every page is served with its own CSP', async () => {
  const before = builtPolicies()
  const oldWorkers = nginx.workers()
  expect(oldWorkers.length).toBeGreaterThan(0)
  // nginx as this test runs it (its own prefix and configuration), for deploy's `nginx -t` and `-s reload`.
  const wrapper = join(dir, 'nginx')
  writeFileSync(wrapper, `#!/bin/sh\nexec ${nginx.commandLine.join(' ')} "$@"\n`)
  chmodSync(wrapper, 0o755)

  const deployed = await promisify(execFile)(
    process.execPath,
    [join(root, 'build-steps/deploy.ts'), '--nginx', '--pid', String(node.child.pid)],
    { cwd: root, env: { ...env, SITE_NAME: 'Deployvane', NGINX_PATH: wrapper }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = deployed.stdout.trim().split('\n').slice(-3)
  expect(report[0]).toMatch(/^npm run deploy: build: \S*build -> releases\/\S+$/)
  expect(report[1]).toBe("npm run deploy: nginx: nginx -t passed; reloaded (nginx -s reload): the new build's CSP")
  expect(report[2]).toMatch(new RegExp(`^npm run deploy: npm start: SIGHUP sent to ${node.child.pid}: `))
  // deploy did the reloads: the build's own reminder is not among its lines.
  expect(deployed.stdout).not.toContain(reloadsDue)

  const after = builtPolicies()
  // The new pages need another policy than the old ones (else this test would prove nothing).
  expect(after['/index.html']).not.toBe(before['/index.html'])

  // nginx -s reload returns once the master is told. The master starts new workers with the new
  // configuration, then asks the old ones to finish; until they exit they still accept connections
  // and answer with the previous build's CSP. The reload is done when none of them is left.
  const deadline = Date.now() + 30_000
  const alive = (pid: number) => existsSync(`/proc/${pid}`)
  while (oldWorkers.some(alive)) {
    if (Date.now() > deadline) throw new Error(`nginx's workers from before the deploy still run 30 s after it`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  for (const [file, policy] of Object.entries(after)) {
    const answer = await get(nginx.url, pathOf(file))
    const csp = answer.headers['content-security-policy'] ?? ''
    expect(csp, file).toBe(policy)
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    for (const hash of inlineSources(answer.body.toString('utf8')).scriptHashes) {
      expect(scriptSrc, `${file} from nginx allows its inline script ${hash}`).toContain(hash)
    }
  }

  // npm start took the new build over too.
  while (!node.output.stdout.includes('reloaded: serving')) {
    if (Date.now() > deadline + 20_000) throw new Error(`npm start did not reload: ${node.output.stdout}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const home = await get(node.url, '/')
  expect(home.headers['content-security-policy']).toBe(after['/index.html'])
  expect(home.body.toString('utf8')).toContain('Deployvane')
}, 600_000)
