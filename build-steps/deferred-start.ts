/**
 * The startup rewrite of docs/decisions/005: prerendered pages paint before any JavaScript loads,
 * then start the app. It edits what React Router's <Scripts> writes, so it depends on that markup.
 *
 * Checklist when upgrading React Router (or @react-router/dev):
 * 1. `npm run build`, then read the inline `<script type="module">` of build/client/index.html: it
 *    must still be one `import "…manifest…";`, `import * as routeN from "…";` lines, the
 *    `window.__reactRouterRouteModules = {…};` registry and `import("…entry.client…");`. If the
 *    shape changed, startAppAfterFirstPaint() leaves the script untouched (safe, but slow again):
 *    update the patterns below and deferred-start.test.ts with the new markup. React Router 8.4
 *    writes the same script as 7.18, and still no option to leave out the hints.
 * 2. Check the page has no `<link rel="modulepreload">` left (withoutModulePreloads()).
 * 3. `npm test` (deferred-start.test.ts, the budgets and csp checks fail if the start-up or its CSP
 *    hashes broke), then `npm run bench`: FCP and LCP on mobile should stay near 0.8 s.
 * 4. vite.config.ts keeps React Router's client entry out of the framework chunk; check the
 *    entry's package path there if the entry moved.
 */

/**
 * React Router's <Scripts> writes a <link rel="modulepreload"> for every chunk of the page, with no
 * option to leave them out. The page reads fully without JavaScript, so the script should not
 * compete with the first paint: without the hints the browser fetches the same modules from the
 * page's inline module script, after the HTML and CSS. See docs/decisions/005.
 */
export function withoutModulePreloads(html: string) {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/?>/g, '')
}

/**
 * React Router's inline module script imports the manifest and the route modules statically, so
 * their requests start while the page is still waiting for its stylesheet, and compete with the
 * first paint. This rewrites the script to import the same modules, in the same order of
 * registration, once the browser reports its first contentful paint, and then the client entry.
 *
 * The paint entries arrive once the frame is on screen. A frame and a task after the first
 * requestAnimationFrame is often earlier than that: the modules then load before the page is
 * shown, and Lighthouse counts them against LCP on some runs and not on others (1.07 to 1.37 s
 * mobile on /lab). An engine that never reports paint timing starts three seconds after
 * its first frame instead; a tab opened in the background starts when it is first shown, as it
 * paints then.
 * Anything that does not look like React Router's script is left as it is.
 */
export function startAppAfterFirstPaint(html: string) {
  return html.replace(
    /(<script type="module"[^>]*>)([^<]*)(<\/script>)/g,
    (whole, open: string, body: string, close) => {
      const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1])
      const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => ({
        name: match[1],
        url: match[2],
      }))
      const registry = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1]
      const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1]
      // A route with client exports (clientLoader, HydrateFallback…) comes as several chunks merged
      // into one object (splitRouteModules); that shape has more imports and is not rewritten.
      const imports = body.match(/^import /gm)?.length ?? 0
      if (sideEffects.length !== 1 || routes.length === 0 || !registry || !entry || imports !== 1 + routes.length)
        return whole
      const urls = [...sideEffects, ...routes.map((route) => route.url)].map((url) => `import(${JSON.stringify(url)})`)
      const names = ['', ...routes.map((route) => route.name)].join(',')
      // start() runs once, at the first contentful paint: a first paint of the background alone can
      // come earlier (a long page parsed in several passes), and no app code may compete with the
      // text. It also runs from the fallback timer.
      const start =
        `let started;const start=()=>started??=Promise.all([${urls.join(',')}]).then(([${names}])=>{` +
        `window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})});` +
        "new PerformanceObserver((list)=>list.getEntriesByName('first-contentful-paint').length&&start())" +
        ".observe({type:'paint',buffered:true});" +
        'requestAnimationFrame(()=>setTimeout(start,3000));'
      return `${open}${start}${close}`
    },
  )
}

const streamScript = 'window.__reactRouterContext.streamController'
/** The one script that replays the data blocks: the same bytes, so the same CSP hash, on every page. */
export const streamReplay = `{const s=${streamScript};for(const d of document.querySelectorAll("[data-rr-stream]"))s.enqueue(JSON.parse(d.text));s.close()}`

/**
 * React Router writes a page's loader data as inline scripts, `…streamController.enqueue("…")`,
 * each different, so every page with a loader would need a CSP hash of its own in every policy,
 * and the policy CDN hosts share (`_headers`, the union of every page's hashes) would outgrow the
 * 2,000 characters a line may have there. This moves each chunk of data into a JSON data block,
 * which runs nothing and needs no hash, and replaces React Router's closing script with one that
 * feeds the blocks to the same stream, in order, then closes it: the same script on every page.
 * The data arrives as before, before the app starts (docs/decisions/005). A page of another shape
 * is left as it is.
 */
export function loaderDataAsDataBlocks(html: string) {
  const close = `<script>${streamScript}.close();</script>`
  const enqueue = new RegExp(
    `<script>${streamScript.replaceAll('.', '\\.')}\\.enqueue\\(("(?:[^"\\\\<]|\\\\.)*")\\);</script>`,
    'g',
  )
  if (html.split(close).length !== 2) return html
  const blocks = html.replace(
    enqueue,
    (_, literal: string) => `<script type="application/json" data-rr-stream>${literal}</script>`,
  )
  // Every chunk moved, or none: a chunk left running on its own would reach the stream out of order.
  if (blocks.includes(`${streamScript}.enqueue(`)) return html
  return blocks.replace(close, `<script>${streamReplay}</script>`)
}
