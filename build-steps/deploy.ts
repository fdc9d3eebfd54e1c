/**
 * `npm run deploy [-- --nginx] [-- --pid PID] [-- --from DIR]`: a new build, live everywhere it is
 * served, in one command (docs/operations.md, "Deploying a change"):
 *
 *   1. `npm run build` (build-steps/release.ts): a new release, `build` switched to it; with --from,
 *      the release is a copy of the whole build in DIR, made elsewhere, instead. Run as root,
 *      the build runs as the checkout's owner, so the releases stay the service user's.
 *   2. With --nginx: `nginx -t`, then `nginx -s reload`. nginx reads build/nginx/*.conf (each page's
 *      CSP) only when it loads its configuration, but serves build/client's new pages at once: until
 *      it reloads, a new page's inline scripts are blocked by the previous build's CSP. When
 *      `nginx -t` refuses, `build` is switched back to the release it pointed to, so nginx's headers
 *      and files still agree, and nothing is reloaded. NGINX_PATH names another nginx binary.
 *   3. npm start: SIGHUP to --pid PID, else `systemctl reload marketing-site` when the unit is
 *      installed; it then replaces its workers one by one with the new build.
 *
 * It says what it did in a line per step, and exits 1 when a step failed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { switchTo } from './release.ts'

const usage = 'Usage: npm run deploy [-- --nginx] [-- --pid PID] [-- --from DIR]'

/** The nginx binary: NGINX_PATH, Debian's, or the first on PATH. */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env) {
  return env.NGINX_PATH || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path)) || 'nginx'
}

/** The first lines of a command's output, for a one-line report. */
function said(result: ReturnType<typeof spawnSync>) {
  const text = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim()
  return result.error ? result.error.message : text.split('\n').slice(-2).join(' ') || `exit ${result.status}`
}

/** Run as root in a checkout someone else owns: that user's id, group and home, for the build. */
function checkoutOwner(root: string) {
  if (process.getuid?.() !== 0) return undefined
  const { uid, gid } = statSync(root)
  if (uid === 0) return undefined
  const home = spawnSync('getent', ['passwd', String(uid)], { encoding: 'utf8' }).stdout?.split(':')[5]
  return { uid, gid, home: home || root }
}

if (import.meta.main) {
  let options: { nginx: boolean; pid?: string; from?: string }
  try {
    options = parseArgs({
      options: { nginx: { type: 'boolean', default: false }, pid: { type: 'string' }, from: { type: 'string' } },
      strict: true,
    }).values as typeof options
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
    process.exit(2)
  }
  const pid = options.pid === undefined ? undefined : Number(options.pid)
  if (pid !== undefined && !(Number.isInteger(pid) && pid > 1)) {
    console.error(`--pid must be the process id of npm start's main process; got ${JSON.stringify(options.pid)}.`)
    process.exit(2)
  }

  const root = resolve(import.meta.dirname, '..')
  const link = resolve(root, process.env.SITE_BUILD_DIRECTORY || 'build')
  const releasesDir = join(dirname(link), 'releases')
  const before = existsSync(link) ? realpathSync(link) : undefined
  const owner = checkoutOwner(root)
  const report: string[] = []
  let failed = false

  // 1. The build.
  const from = options.from === undefined ? [] : ['--from', resolve(options.from)]
  const built = spawnSync(process.execPath, [join(root, 'build-steps/release.ts'), ...from], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MARKETING_SITE_DEPLOYING: '1', ...(owner ? { HOME: owner.home } : {}) },
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  })
  if (built.status !== 0) {
    console.error('npm run deploy: the build failed; nothing was switched or reloaded.')
    process.exit(built.status || 1)
  }
  const release = realpathSync(link)
  report.push(`build: ${relative(root, link) || link} -> ${relative(dirname(link), release)}`)

  // 2. nginx, whose headers (each page's CSP) must be the new build's.
  if (options.nginx) {
    const nginx = nginxBinary()
    const tested = spawnSync(nginx, ['-t'], { encoding: 'utf8' })
    if (tested.status !== 0) {
      if (before && before !== release) switchTo(link, before, releasesDir)
      console.error(
        `npm run deploy: nginx -t refused the configuration (${said(tested)}); ` +
          (before ? `build is back on ${relative(dirname(link), before)}` : 'build was left on the new release') +
          ', and neither nginx nor npm start was reloaded. Fix it and run npm run deploy again.',
      )
      process.exit(1)
    }
    const reloaded = spawnSync(nginx, ['-s', 'reload'], { encoding: 'utf8' })
    if (reloaded.status === 0) report.push(`nginx: nginx -t passed; reloaded (nginx -s reload): the new build's CSP`)
    else {
      failed = true
      report.push(`nginx: NOT reloaded (${said(reloaded)}): it sends the previous build's CSP until it is`)
    }
  } else
    report.push('nginx: not asked (--nginx): if nginx serves this build, reload it now (nginx -t && nginx -s reload)')

  // 3. npm start.
  if (pid !== undefined) {
    try {
      process.kill(pid, 'SIGHUP')
      report.push(
        `npm start: SIGHUP sent to ${pid}: it takes the new build over worker by worker (its log says "reloaded")`,
      )
    } catch (error) {
      failed = true
      report.push(`npm start: NOT reloaded: SIGHUP to ${pid} failed (${(error as NodeJS.ErrnoException).code})`)
    }
  } else if (spawnSync('systemctl', ['cat', 'marketing-site.service'], { stdio: 'ignore' }).status === 0) {
    const reloaded = spawnSync('systemctl', ['reload', 'marketing-site'], { encoding: 'utf8' })
    if (reloaded.status === 0) {
      report.push('npm start: systemctl reload marketing-site: it takes the new build over worker by worker')
    } else {
      failed = true
      report.push(`npm start: NOT reloaded: systemctl reload marketing-site failed (${said(reloaded)})`)
    }
  } else {
    report.push(
      'npm start: no marketing-site unit installed and no --pid: a running npm start serves the previous build until SIGHUP',
    )
  }

  console.log(report.map((line) => `npm run deploy: ${line}`).join('\n'))
  process.exit(failed ? 1 : 0)
}
