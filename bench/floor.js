// @ts-check
/**
 * The benchmark's control: the lowest figures this machine's Chromium and Lighthouse can give a page
 * served with our headers. A page with no script, one short paragraph and a small stylesheet is served
 * twice: with every header our pages get (server/headers.js), and the same without
 * Cross-Origin-Opener-Policy.
 *
 * Why the second: COOP same-origin puts the page in a new browsing context group, so Lighthouse's
 * tab, which starts on about:blank, commits it in a fresh renderer process. That process's start-up
 * (a new V8 context, the first system-font lookups) is main-thread work Lighthouse's simulation
 * multiplies by the CPU slowdown and can place after First Contentful Paint, where it counts as
 * blocking time whatever the page does. The two rows show how much of a route's TBT is this
 * instrument's and how much is the page's own.
 */
import { createServer } from 'node:http'
import { documentHeaders, pagePolicy, securityHeaders } from '../server/headers.js'

/** The rows the floor adds to the benchmark's table, and the path each is served at. */
export const floorPages = [
  { label: 'floor (static, our headers)', path: '/' },
  { label: 'floor (static, without COOP)', path: '/without-coop' },
]

const stylesheet =
  'body{margin:0;padding:2rem 1rem;font-family:system-ui,sans-serif;background:#070b14;color:#e8eef8}a{color:#5ff0b8}'

const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="#35e0a1"/></svg>'

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static floor</title>
<meta name="description" content="The benchmark's control page: no script, one paragraph.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/floor.css">
</head>
<body>
<main>
<h1>Automate options trading without code</h1>
<p>Build logic-tree strategies, connect chart alerts and mirror trades across U.S. brokers.</p>
<p><a href="/">Automate your first strategy</a></p>
</main>
</body>
</html>
`

// Our pages' policy, for a page with no inline script.
const policy = pagePolicy({ scriptHashes: [] })

/**
 * The headers of one floor response.
 * @param {'page' | 'page without COOP' | 'stylesheet'} kind
 * @returns {Record<string, string>}
 */
export function floorHeaders(kind) {
  if (kind === 'stylesheet') {
    return { ...securityHeaders, 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }
  }
  const pageHeaders = Object.entries(documentHeaders).filter(
    ([name]) => kind === 'page' || name !== 'Cross-Origin-Opener-Policy',
  )
  return {
    ...securityHeaders,
    ...Object.fromEntries(pageHeaders),
    'Content-Security-Policy': policy,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  }
}

/**
 * Serves the floor pages on loopback.
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function startFloorServer(port) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname
    if (path === '/robots.txt') {
      // Lighthouse's SEO category reads it; without one the floor would lose points for it.
      response
        .writeHead(200, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('User-agent: *\nAllow: /\n')
    } else if (path === '/favicon.svg') {
      // Without an icon the browser asks for /favicon.ico and logs the 404, which best practices counts.
      response.writeHead(200, { ...securityHeaders, 'Content-Type': 'image/svg+xml' }).end(icon)
    } else if (path === '/floor.css') {
      response.writeHead(200, floorHeaders('stylesheet')).end(stylesheet)
    } else if (path === '/' || path === '/without-coop') {
      response.writeHead(200, floorHeaders(path === '/' ? 'page' : 'page without COOP')).end(page)
    } else {
      response.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
