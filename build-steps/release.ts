/**
 * `npm run build`: builds into a new release folder and switches `build` to it only once the build
 * has succeeded, so a build that fails or is stopped never touches the one being served:
 *
 *   build -> releases/2026-11-26T22-15-03-123Z     (a relative link, replaced atomically by rename)
 *
 * A running `npm start` keeps serving what it loaded until it is told to reload (SIGHUP; `systemctl
 * reload marketing-site`); nginx, whose root is build/client, serves the new files at once but the
 * previous build's CSP until it reloads: the last line says both are due (`npm run deploy` does
 * both). The
 * last `keptReleases` releases stay (the current one and those before it, whose hashed assets tabs
 * still open ask for); older ones, and what a stopped build left half-written, are removed. A
 * `build/` folder of the old layout becomes a release the first time. SITE_BUILD_DIRECTORY names
 * the link (default build/ in the project); releases/ sits beside it, inside the project, whose
 * node_modules the prerendering imports from.
 *
 * `npm run build -- --from DIR` makes the release from a build made elsewhere instead (one built
 * once and checked, then shipped to each host; `npm run deploy -- --from DIR` passes it on): DIR is
 * copied into the new release and switched to only if it is a whole build.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { missingBuildFiles, readManifest } from '../server/app.js'

/**
 * The build's last line: what still serves the previous build. nginx serves the new files at once
 * but sends each page's CSP from the configuration it loaded, so a new page's inline scripts are
 * blocked until it reloads; npm start serves what it loaded until SIGHUP.
 */
export const reloadsDue =
  "npm run build: two reloads are due: nginx's, for the new pages' CSP (nginx -t && systemctl reload nginx), " +
  "and npm start's, for the new build (systemctl reload marketing-site); npm run deploy builds and does both."

/** The current release and the ones before it (tabs of the last two builds still find their assets). */
export const keptReleases = 3

/** A release's folder name: its build's time, sortable (2026-11-26T22-15-03-123Z). */
export function releaseName(date = new Date()) {
  return date.toISOString().replace(/[:.]/g, '-')
}

/** True when the folder holds a whole build (what npm start checks before serving it). */
export function isCompleteBuild(dir: string) {
  if (missingBuildFiles(dir).length > 0) return false
  try {
    readManifest(dir)
    return true
  } catch {
    return false
  }
}

/**
 * Points `link` at `release` atomically (a new link renamed over the old one). A plain folder at
 * `link` (the old layout) is moved into `releasesDir` first, named by its build's time.
 */
export function switchTo(link: string, release: string, releasesDir: string) {
  const next = `${link}.next-${process.pid}`
  rmSync(next, { force: true })
  symlinkSync(relative(dirname(link), release), next)
  const existing = lstatSync(link, { throwIfNoEntry: false })
  if (existing?.isDirectory()) {
    const built = statSync(join(link, 'headers.json'), { throwIfNoEntry: false })?.mtime ?? existing.mtime
    renameSync(link, join(releasesDir, `${releaseName(built)}-before-releases`))
  }
  renameSync(next, link)
}

/** Removes all but the newest `keep` whole releases, never the one `link` points to. */
export function pruneReleases(link: string, releasesDir: string, keep = keptReleases) {
  const current = realpathSync(link)
  const names = readdirSync(releasesDir).sort().reverse()
  const removed: string[] = []
  let kept = 0
  for (const name of names) {
    const dir = join(releasesDir, name)
    if (dir === current || (kept < keep - 1 && isCompleteBuild(dir))) {
      if (dir !== current) kept++
      continue
    }
    rmSync(dir, { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..')
  const link = resolve(root, process.env.SITE_BUILD_DIRECTORY || 'build')
  const releasesDir = join(dirname(link), 'releases')
  const release = join(releasesDir, releaseName())
  mkdirSync(releasesDir, { recursive: true })
  const serving = existsSync(link) ? realpathSync(link) : undefined
  const untouched = serving ? `${relative(root, link)} still points to ${serving}, untouched.` : 'nothing was switched.'
  const { from } = parseArgs({ options: { from: { type: 'string' } } }).values
  if (from !== undefined) {
    // A build made elsewhere: its folder (or what a link to it points to), copied whole.
    const source = existsSync(from) ? realpathSync(from) : from
    if (!isCompleteBuild(source)) {
      console.error(`npm run build: --from ${from} is not a whole build (see npm start's check); ${untouched}`)
      process.exit(1)
    }
    cpSync(source, release, { recursive: true })
  } else {
    const built = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: root,
      env: { ...process.env, SITE_BUILD_DIRECTORY: release },
      stdio: 'inherit',
    })
    if (built.status !== 0 || !isCompleteBuild(release)) {
      rmSync(release, { recursive: true, force: true })
      console.error(`npm run build: the build failed (${built.signal ?? `exit ${built.status}`}); ${untouched}`)
      process.exit(built.status || 1)
    }
  }
  switchTo(link, release, releasesDir)
  const removed = pruneReleases(link, releasesDir)
  console.log(
    `npm run build: ${relative(root, link) || link} -> ${relative(dirname(link), release)}` +
      (from === undefined ? '' : ` (copied from ${from})`) +
      (removed.length > 0 ? `; removed the older releases ${removed.join(', ')}` : '') +
      '.',
  )
  // npm run deploy (build-steps/deploy.ts) does both reloads itself and says so.
  if (!process.env.MARKETING_SITE_DEPLOYING) console.log(reloadsDue)
}
