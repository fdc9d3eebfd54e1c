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
import { pagePolicy } from '../deploy/csp.js'
import { cacheControl, documentHeaders, resourcePolicy, securityHeaders } from '../server/headers.js'

/** The rows the floor adds to the benchmark's table: the path each is served at, and whether with COOP. */
export const floorPages = [
  { label: 'floor (static, our headers)', path: '/', coop: true },
  { label: 'floor (static, without COOP)', path: '/without-coop', coop: false },
]

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

/**
 * What the page loads, by path: its stylesheet; an icon, without which the browser asks for
 * /favicon.ico and logs the 404 (best practices counts it); robots.txt, which the SEO category reads.
 * @type {Record<string, { type: string, body: string }>}
 */
const resources = {
  '/floor.css': {
    type: 'text/css; charset=utf-8',
    body: 'body{margin:0;padding:2rem 1rem;font-family:system-ui,sans-serif;background:#070b14;color:#e8eef8}a{color:#5ff0b8}',
  },
  '/favicon.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="#35e0a1"/></svg>',
  },
  '/robots.txt': { type: 'text/plain; charset=utf-8', body: 'User-agent: *\nAllow: /\n' },
}

/**
 * The headers of one floor response, as our server sends them: a page gets the document headers
 * (COOP only if asked) and our pages' policy for a page with no inline script; anything else gets
 * resourcePolicy.
 * @param {string} type @param {{ coop: boolean }} [document] set for a page
 * @returns {Record<string, string>}
 */
function headers(type, document) {
  const forDocument = Object.entries(document ? documentHeaders : {}).filter(
    ([name]) => document?.coop || name !== 'Cross-Origin-Opener-Policy',
  )
  return {
    ...securityHeaders,
    ...Object.fromEntries(forDocument),
    'Content-Security-Policy': document ? pagePolicy({ scriptHashes: [] }) : resourcePolicy,
    'Content-Type': type,
    'Cache-Control': cacheControl.html,
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
    const floor = floorPages.find((candidate) => candidate.path === path)
    const resource = resources[path]
    if (floor) {
      response.writeHead(200, headers('text/html; charset=utf-8', floor)).end(page)
    } else if (resource) {
      response.writeHead(200, headers(resource.type)).end(resource.body)
    } else {
      response.writeHead(404, headers('text/plain; charset=utf-8')).end('Not found')
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
