// @ts-check
/**
 * The page a confirmation e-mail's link opens (server/early-access.js): it says what pressing
 * Confirm does and holds one plain form that POSTs to the very URL it was opened at, whose query
 * carries the token (a form without `action` posts to its document's URL, query and all). Only that
 * POST confirms: a GET, which mail scanners and link previews send by themselves, never does.
 *
 * It has no script, so it works the same with JavaScript on or off, and it is the same bytes for
 * every token (the token is in the URL only, never in the page), prepared once per build: the
 * site's own stylesheet (the one the home page links), the security and document headers, and a
 * policy that lets it load that stylesheet and its font and post to this site, nothing else.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { documentHeaders, securityHeaders } from './headers.js'

/** What the page says. */
export const confirmPageWords = {
  heading: 'Confirm your early-access sign-up',
  button: 'Confirm',
}

/** The page's policy: its stylesheet and font from this site, its form to this site. */
export const confirmPagePolicy =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const escapeHtml = (/** @type {string} */ text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The stylesheets the built home page links, as `<link>` elements.
 * @param {string} buildDir
 */
function stylesheetsOf(buildDir) {
  const home = readFileSync(join(buildDir, 'client/index.html'), 'utf8')
  return [...home.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"\/?>/g)]
    .map((match) => `<link rel="stylesheet" href="${escapeHtml(match[1] ?? '')}">`)
    .join('')
}

/**
 * The page's HTML.
 * @param {{ siteName: string, hours: number, stylesheets: string }} page
 */
export function confirmPageHtml({ siteName, hours, stylesheets }) {
  const name = escapeHtml(siteName)
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${confirmPageWords.heading} | ${name}</title>${stylesheets}</head>
<body><main id="main" class="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 py-12 sm:py-24">
<h1 class="text-3xl font-bold tracking-tight text-balance sm:text-4xl">${confirmPageWords.heading}</h1>
<p class="text-muted mt-4 text-lg text-pretty">Press ${confirmPageWords.button} to put the address you signed up with on the ${name} early-access list. If you did not sign up, close this page: without confirmation the address is deleted after ${hours} hours.</p>
<form method="post" class="mt-6"><button type="submit" class="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-transparent px-5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors bg-accent text-accent-ink hover:bg-accent-strong">${confirmPageWords.button}</button></form>
<p class="text-muted mt-6 text-sm"><a class="text-accent underline" href="/">${name} home page</a></p>
</main></body></html>
`
}

/**
 * The page's body and headers, once per build.
 * @param {string} buildDir
 * @param {{ siteName: string, hours: number }} confirmation the build's (build/headers.json earlyAccessConfirm)
 * @returns {{ body: Buffer, headers: Record<string, string> }}
 */
export function confirmPage(buildDir, { siteName, hours }) {
  const body = Buffer.from(confirmPageHtml({ siteName, hours, stylesheets: stylesheetsOf(buildDir) }))
  return {
    body,
    headers: {
      ...securityHeaders,
      ...documentHeaders,
      'Content-Security-Policy': confirmPagePolicy,
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html;charset=utf-8',
      'Content-Length': String(body.length),
    },
  }
}
