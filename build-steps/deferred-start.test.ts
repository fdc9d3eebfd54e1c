import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  loaderDataAsDataBlocks,
  startAppAfterFirstPaint,
  streamReplay,
  withoutModulePreloads,
} from './deferred-start.ts'

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

describe('startAppAfterFirstPaint', () => {
  const reactRouterScript =
    '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
    'import * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
    'import("/assets/entry.client-4.js");</script>'

  it('imports the same modules once the first paint is reported (or 3 s after the first frame), registers the routes, then starts the client entry', () => {
    const script = /<script type="module" async="">([^<]*)<\/script>/.exec(
      startAppAfterFirstPaint(reactRouterScript),
    )?.[1]
    expect(script).toBe(
      'let started;const start=()=>started??=Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/home-3.js")])' +
        '.then(([,route0,route1])=>{window.__reactRouterRouteModules={"root":route0,"routes/home":route1};' +
        'return import("/assets/entry.client-4.js")});' +
        "new PerformanceObserver((list)=>list.getEntriesByName('first-contentful-paint').length&&start())" +
        ".observe({type:'paint',buffered:true});" +
        'requestAnimationFrame(()=>setTimeout(start,3000));',
    )
    expect(script).not.toMatch(/^import /m)
  })

  it('leaves a split route module alone (its chunks merge into one object)', () => {
    const split =
      '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
      'import * as route1_clientLoader from "/assets/home-3.js";\nimport * as route1_main from "/assets/home-4.js";\n' +
      'const route1 = {...route1_clientLoader,...route1_main};\n  \n' +
      '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-5.js");</script>'
    expect(startAppAfterFirstPaint(split)).toBe(split)
  })

  it('leaves any other module script alone', () => {
    const other = '<script type="module">import "/x.js"; console.log(1)</script>'
    expect(startAppAfterFirstPaint(other)).toBe(other)
  })
})

// npm test builds before the unit tests; this checks what the build step actually wrote.
const client = 'build/client'
const pages = existsSync(client)
  ? readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  : []

describe('loaderDataAsDataBlocks', () => {
  const stream = 'window.__reactRouterContext.streamController'
  const enqueue = (literal: string) => `<script>${stream}.enqueue(${literal});</script>`
  const close = `<script>${stream}.close();</script>`

  it('moves each chunk of loader data into a JSON block, in order, fed to the stream by one script', () => {
    const first = String.raw`"[{\"_1\":2},\"loaderData\",\"a \u003c b\"]\n"`
    const second = String.raw`"[\"P1:3\"]\n"`
    const page = `<main>x</main>${enqueue(first)}${enqueue(second)}${close}<script type="module">go()</script>`
    const blocks = loaderDataAsDataBlocks(page)
    expect(blocks).toBe(
      `<main>x</main><script type="application/json" data-rr-stream>${first}</script>` +
        `<script type="application/json" data-rr-stream>${second}</script>` +
        `<script>${streamReplay}</script><script type="module">go()</script>`,
    )
    // What each block holds is what the script passed: a JSON string of the same text.
    expect(JSON.parse(first)).toBe('[{"_1":2},"loaderData","a < b"]\n')
  })

  it('the one script hands the router the same text, in order, then closes the stream', () => {
    const chunks = ['[{"_1":2},"loaderData",{"x":"</script>"}]\n', 'two']
    const blocks = chunks.map((chunk) => ({ text: JSON.stringify(chunk).replaceAll('<', '\\u003c') }))
    const received: string[] = []
    const streamController = { enqueue: (text: string) => received.push(text), close: () => received.push('closed') }
    new Function('document', 'window', streamReplay)(
      { querySelectorAll: () => blocks },
      { __reactRouterContext: { streamController } },
    )
    expect(received).toEqual([...chunks, 'closed'])
  })

  it('leaves a page of another shape alone', () => {
    for (const page of [`${enqueue('"x"')}`, `${enqueue('"x"')}${close}${close}`, `${enqueue('x + y')}${close}`]) {
      expect(loaderDataAsDataBlocks(page)).toBe(page)
    }
  })
})

describe('the prerendered pages', () => {
  it('exist (run `npm run build` first)', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', '404.html']))
  })

  it.each(pages)('%s carries no module preload hints and starts the app after the first paint', (page) => {
    const html = readFileSync(join(client, page), 'utf8')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toMatch(
      /<script type="module"[^>]*>let started;const start=[^<]*import\("\/assets\/entry\.client-[^<]*PerformanceObserver\(\(list\)=>list\.getEntriesByName\('first-contentful-paint'\)/,
    )
    expect(html).not.toMatch(/<script type="module"[^>]*>import /)
    // Loader data only in data blocks, with the one script that replays them (no per-page hash).
    expect(html).not.toContain('streamController.enqueue("')
    expect(html).toContain(`<script>${streamReplay}</script>`)
  })
})
