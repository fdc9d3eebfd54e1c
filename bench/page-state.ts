/**
 * When a page is ready to be measured or captured, for the bench scripts that drive browsers
 * (screenshots.ts, page-facts.ts): one in-page check every driver can evaluate, and the wait on it.
 */

/**
 * The page's size while it is at rest: loaded, hydrated, its fonts and images in, no finite
 * animation or transition running; null until then. Runs in the browser, so it uses nothing from
 * outside. Lazy images are made eager, so a full-page capture or a height includes those below the fold.
 */
export const restingSize = () => {
  for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager')
  const moving = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
  const resting =
    document.readyState === 'complete' &&
    document.documentElement.dataset.hydrated === 'true' &&
    document.fonts.status === 'loaded' &&
    [...document.images].every((image) => image.complete) &&
    moving.length === 0
  const root = document.documentElement
  return resting ? `${root.scrollWidth}x${root.scrollHeight}` : null
}

/** A call of an in-page function with JSON arguments, as an expression every driver can evaluate. */
export function call(fn: (...args: never[]) => unknown, ...args: (string | number | boolean)[]) {
  return `(${fn})(...${JSON.stringify(args)})`
}

/**
 * Waits until the page is at rest and its size has not changed for half a second (a route's code
 * may still be arriving after hydration, the Lab's workbench among it); false if that takes longer
 * than `timeoutMs`.
 */
export async function waitUntilStill(evaluate: <T>(expression: string) => Promise<T>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  let last: string | null = null
  let since = Date.now()
  while (Date.now() < deadline) {
    const size = await evaluate<string | null>(call(restingSize)).catch(() => null)
    if (size === null || size !== last) since = Date.now()
    else if (Date.now() - since >= 500) return true
    last = size
    await sleep(100)
  }
  return false
}

/** Calls `probe` until it answers true, for up to `timeoutMs`; whether it did. */
export async function poll(probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return true
    await sleep(100)
  }
  return false
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The site's public paths, from the sitemap it serves (made from the route table), as paths. */
export async function sitemapPaths(base: string) {
  const answer = await fetch(new URL('/sitemap.xml', base))
  if (!answer.ok) throw new Error(`${base}/sitemap.xml answered ${answer.status}`)
  const xml = await answer.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
}
