import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { firstLoad, firstLoadUrls, htmlFileFor } from './first-load.js'

const dir = mkdtempSync(join(tmpdir(), 'first-load-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(path: string, content: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), content)
}

const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/entry.js"/>
<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin=""/>
<link rel="icon" href="/favicon.svg"/>
<link rel="canonical" href="https://example.org/"/>
<script type="application/ld+json">{"@context":"https://schema.org","url":"/not-a-script.js"}</script>
</head><body>
<img src="/hero.svg" alt=""/><img src="/below.svg" loading="lazy" alt=""/>
<script type="module">import "/assets/entry.js"; import * as route0 from "/assets/route.js"; import("/assets/start.js");</script>
</body></html>`

write('index.html', page)
write('brokers/index.html', '<html></html>')
write('404.html', '<html><script src="https://cdn.example/x.js"></script></html>')
write(
  'assets/app.css',
  'body{color:red;background:url(/assets/grid.svg)}@font-face{src:url("/assets/inter.woff2")}.x{background:url(data:image/png;base64,AA==)}',
)
write('assets/grid.svg', '<svg/>')
write('assets/entry.js', 'import{a}from"./shared.js";const m=()=>import("./lazy.js");')
write('assets/route.js', 'import"./shared.js";export const x=`import from "RouterProvider"`;')
write('assets/start.js', 'export{}')
write('assets/shared.js', 'export const a=1')
write('assets/lazy.js', 'export const lazy=1')
write('assets/inter.woff2', 'font')
write('favicon.svg', '<svg/>')
write('hero.svg', '<svg/>')
write('below.svg', '<svg/>')

describe('htmlFileFor', () => {
  it('maps routes to their prerendered files and anything else to the 404 page', () => {
    expect(htmlFileFor(dir, '/')).toBe('index.html')
    expect(htmlFileFor(dir, '/brokers')).toBe('brokers/index.html')
    expect(htmlFileFor(dir, '/brokers?x=1')).toBe('brokers/index.html')
    expect(htmlFileFor(dir, '/nope')).toBe('404.html')
    expect(htmlFileFor(dir, '/404')).toBe('404.html')
    expect(htmlFileFor(dir, '/../../etc/passwd')).toBe('404.html')
  })
})

describe('firstLoadUrls', () => {
  it('finds stylesheets, scripts, preloaded fonts and eager images, not data blocks or lazy images', () => {
    expect(firstLoadUrls(page)).toEqual([
      { url: '/assets/app.css', type: 'css' },
      { url: '/assets/entry.js', type: 'js' },
      { url: '/assets/inter.woff2', type: 'font' },
      { url: '/favicon.svg', type: 'image' },
      { url: '/hero.svg', type: 'image' },
      { url: '/assets/entry.js', type: 'js' },
      { url: '/assets/route.js', type: 'js' },
      { url: '/assets/start.js', type: 'js' },
    ])
  })
})

describe('firstLoad', () => {
  it('follows static imports but not lazy ones, and sums raw and gzip bytes per type', () => {
    const load = firstLoad(dir, '/')
    expect(load.resources.map((resource) => resource.url).sort()).toEqual(
      [
        '/index.html',
        '/assets/app.css',
        '/assets/entry.js',
        '/assets/shared.js',
        '/assets/route.js',
        '/assets/start.js',
        '/assets/inter.woff2',
        '/favicon.svg',
        '/hero.svg',
        '/assets/grid.svg',
        '(inline script 1)',
      ].sort(),
    )
    const js = load.resources.filter((resource) => resource.type === 'js')
    expect(load.totals.js.raw).toBe(js.reduce((sum, resource) => sum + resource.raw, 0))
    expect(load.totals.font.raw).toBe(4)
    // Fonts are not compressed again on the wire.
    expect(load.totals.font.gzip).toBe(4)
    expect(load.totals.html.raw).toBe(Buffer.byteLength(page))
    // Inline scripts count in JS and are inside the HTML: the overall total counts them once.
    const inline = load.resources.filter((resource) => resource.inline)
    expect(inline.map((resource) => resource.type)).toEqual(['js'])
    expect(load.totals.total.raw).toBe(
      load.resources.reduce((sum, resource) => sum + resource.raw, 0) - inline.reduce((sum, r) => sum + r.raw, 0),
    )
    expect(load.totals.html.gzip).toBeGreaterThan(0)
    expect(load.external).toEqual([])
  })

  it('reports requests to other origins', () => {
    expect(firstLoad(dir, '/missing').external).toEqual(['https://cdn.example/x.js'])
  })
})
