import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutModulePreloads } from './postbuild.js'

describe('withoutModulePreloads', () => {
  it('removes every module preload hint and nothing else', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a-1.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
      '<link rel="modulepreload" href="/assets/b-2.js"/></head><body><script type="module">import "/assets/a-1.js"</script></body>'
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/></head><body><script type="module">import "/assets/a-1.js"</script></body>',
    )
  })
})

// npm test builds before the unit tests; this checks what the build step actually wrote.
const client = 'build/client'
const pages = existsSync(client)
  ? readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  : []

describe('the prerendered pages', () => {
  it('exist (run `npm run build` first)', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', '404.html']))
  })

  it.each(pages)('%s carries no module preload hints but still loads the app', (page) => {
    const html = readFileSync(join(client, page), 'utf8')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toMatch(/<script type="module"[^>]*>[^<]*import\(?\s*"\/assets\/entry\.client-/)
  })
})
