/**
 * The end of `npm run build` (React Router's buildEnd hook, react-router.config.ts): puts the 404
 * page where every server expects it, drops the SPA fallback we never serve, removes the module
 * preload hints from the prerendered pages and moves their loader data into JSON data blocks
 * (docs/decisions/005), computes each page's
 * Content-Security-Policy from its inline scripts, writes the header files of every server, and
 * precompresses text files (brotli and gzip) so no server compresses per request.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  earlyAccessConfirmedId,
  earlyAccessConfirmHours,
  earlyAccessSubscribedId,
} from '../app/content/early-access.ts'
import { movedPages } from '../app/content/site/moved-pages.ts'
import {
  computePagePolicies,
  renderHeadersFile,
  renderNginxMaps,
  renderNginxSite,
  renderRedirectsFile,
} from '../deploy/configs.js'
import { listFiles } from '../server/files.js'
import { loaderDataAsDataBlocks, startAppAfterFirstPaint, withoutModulePreloads } from './deferred-start.ts'

const nginxTemplate = new URL('../deploy/nginx/site.conf.template', import.meta.url)
// `.data`: a page's loader data, fetched on client-side navigation to it.
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/

type FinishBuildOptions = {
  /** The build folder (with client/ inside). */
  buildDir: string
  /** SITE_EARLY_ACCESS_ENDPOINT, allowed in connect-src and form-action; a path is served by npm start. */
  earlyAccessEndpoint?: string
  /** SITE_ORIGIN: npm start takes sign-ups posted from it whatever Host a proxy passes on. */
  origin?: string
  /** SITE_ACCESS_LOG_ADDRESSES: the privacy policy says the request log may hold IP addresses. */
  accessLogAddresses?: boolean
  /**
   * npm start confirms sign-ups by e-mail (SITE_SMTP_URL set at build time; only this yes or no is
   * recorded, never the URL), with links to `origin` naming the site `siteName`.
   */
  earlyAccessConfirm?: { origin: string; siteName: string }
}

/**
 * A build without SITE_EARLY_ACCESS_ENDPOINT publishes a form that confirms and keeps nothing
 * (docs/requirements.md#early-access-form): fine for a preview, a surprise in production. The
 * build says so; undefined when an endpoint is set.
 */
export function earlyAccessWarning(earlyAccessEndpoint: string): string | undefined {
  if (earlyAccessEndpoint) return undefined
  return (
    'finish-build: WARNING: SITE_EARLY_ACCESS_ENDPOINT is not set, so the early-access form collects no addresses: ' +
    'it shows "Subscribed!" and sends nothing, and the page and the privacy policy say so. ' +
    'Set SITE_EARLY_ACCESS_ENDPOINT to the URL that takes {"email": "…"} as JSON to collect them, ' +
    'or to /api/early-access to have npm start keep the list itself.'
  )
}

/**
 * The moved-pages table, checked against the build: an old path must no longer be a page (the
 * redirect would hide it) and a new one must be a page (or the redirect would lead to a 404).
 */
export function checkedMovedPages(moved: Readonly<Record<string, string>>, htmlFiles: readonly string[]) {
  const pages = new Set(htmlFiles.map((file) => (file === '/index.html' ? '/' : file.replace(/\/index\.html$/, ''))))
  for (const [from, to] of Object.entries(moved)) {
    if (!/^\/[\w/-]*[\w-]$/.test(from)) throw new Error(`moved-pages: "${from}" is not a page path like /strategies/x.`)
    if (pages.has(from)) throw new Error(`moved-pages: ${from} is still a page; remove it or its redirect.`)
    if (!pages.has(to)) throw new Error(`moved-pages: ${from} leads to ${to}, which is not a page of this build.`)
  }
  return moved
}

export function finishBuild({
  buildDir,
  earlyAccessEndpoint = '',
  earlyAccessConfirm,
  origin,
  accessLogAddresses = false,
}: FinishBuildOptions) {
  const clientDir = join(buildDir, 'client')
  renameSync(join(clientDir, '404/index.html'), join(clientDir, '404.html'))
  rmSync(join(clientDir, '404'), { recursive: true })
  rmSync(join(clientDir, '__spa-fallback.html'), { force: true })
  const pages = listFiles(clientDir).filter((file) => file.endsWith('.html'))
  for (const page of pages) {
    const path = join(clientDir, page)
    writeFileSync(
      path,
      loaderDataAsDataBlocks(startAppAfterFirstPaint(withoutModulePreloads(readFileSync(path, 'utf8')))),
    )
  }

  const policies = computePagePolicies(clientDir, { earlyAccessEndpoint })
  const redirects = checkedMovedPages(movedPages, pages)
  // A path on this site: npm start keeps the list there (server/early-access.js), nginx passes it on.
  const earlyAccessPath = earlyAccessEndpoint.startsWith('/') ? earlyAccessEndpoint : ''
  const manifest = {
    csp: policies,
    redirects,
    ...(origin ? { origin } : {}),
    // npm start refuses SITE_ACCESS_LOG_ADDRESSES=1 unless this says the policy allows it.
    accessLogAddresses,
    // Where npm start sends a plain form post back to: the confirmation shown by :target.
    ...(earlyAccessPath ? { earlyAccessPath, earlyAccessDone: `/#${earlyAccessSubscribedId}` } : {}),
    // The confirmation e-mail (server/confirmations.js): how long its links last, as the privacy
    // policy says, and where a confirmed link lands; npm start refuses to run this build without
    // SITE_SMTP_URL, and a build without this entry with it.
    ...(earlyAccessPath && earlyAccessConfirm
      ? {
          earlyAccessConfirm: {
            hours: earlyAccessConfirmHours,
            confirmedUrl: `/#${earlyAccessConfirmedId}`,
            origin: earlyAccessConfirm.origin,
            siteName: earlyAccessConfirm.siteName,
          },
        }
      : {}),
  }
  writeFileSync(join(buildDir, 'headers.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(clientDir, '_headers'), renderHeadersFile(policies, { earlyAccessPath }))
  writeFileSync(join(clientDir, '_redirects'), renderRedirectsFile(redirects))
  mkdirSync(join(buildDir, 'nginx'), { recursive: true })
  writeFileSync(
    join(buildDir, 'nginx/maps.conf'),
    renderNginxMaps(policies, { earlyAccessPath, movedPages: redirects }),
  )
  writeFileSync(
    join(buildDir, 'nginx/site.conf'),
    renderNginxSite(readFileSync(nginxTemplate, 'utf8'), { earlyAccessPath }),
  )

  let count = 0
  for (const file of listFiles(clientDir)) {
    if (!compressible.test(file)) continue
    const data = readFileSync(join(clientDir, file))
    if (data.length < 256) continue
    const path = join(clientDir, file)
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  console.log(
    `finish-build: 404.html in place; CSP for ${Object.keys(policies).length} pages in build/headers.json, ` +
      `client/_headers and nginx/; ${count} files precompressed (br, gz).`,
  )
  const warning = earlyAccessWarning(earlyAccessEndpoint)
  if (warning) console.warn(warning)
}
