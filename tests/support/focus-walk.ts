import type { Page } from '@playwright/test'
import { backToTop } from './shell'

// The focus walk of a11y.spec.ts: Tab through every element on a page, then Shift+Tab back, noting each
// stop where the focused element lies wholly under something fixed to the window.

/**
 * What the focused element is and whether a part of it can be seen (docs/requirements.md#accessibility):
 * its box, cut to the window, must not lie wholly under something fixed or sticky to the window
 * (the header, the Lab's Run bar) that does not hold it. `done` once focus has left the page's
 * elements (past the last one, or before the first).
 */
function focusState() {
  const element = document.activeElement
  if (!element || element === document.body || element === document.documentElement) return { done: true as const }
  const store = window as unknown as { __focusIds?: WeakMap<Element, number>; __nextFocusId?: number }
  store.__focusIds ??= new WeakMap()
  let id = store.__focusIds.get(element)
  if (id === undefined) {
    id = store.__nextFocusId = (store.__nextFocusId ?? 0) + 1
    store.__focusIds.set(element, id)
  }
  // Transitions ended at once (a skip link slides in as another slides out), so each box is where
  // it comes to rest.
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish()
  }
  const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`
  const box = element.getBoundingClientRect()
  const shown = {
    left: Math.max(box.left, 0),
    top: Math.max(box.top, 0),
    right: Math.min(box.right, window.innerWidth),
    bottom: Math.min(box.bottom, window.innerHeight),
  }
  if (shown.right <= shown.left || shown.bottom <= shown.top) {
    return { done: false as const, id, label, hiddenBy: 'the edge of the window' }
  }
  const covering = (window as unknown as { __pinned: Element[] }).__pinned.find((other) => {
    if (other.contains(element) || element.contains(other)) return false
    if (getComputedStyle(other).visibility !== 'visible') return false
    const over = other.getBoundingClientRect()
    return (
      over.left <= shown.left + 0.5 &&
      over.top <= shown.top + 0.5 &&
      over.right >= shown.right - 0.5 &&
      over.bottom >= shown.bottom - 0.5
    )
  })
  // Lying within it is not yet lying under it: a skip link may be drawn over the header. What the
  // window shows at the box's centre and inner corners says which is on top.
  const inset = 1
  const points: [number, number][] = [
    [(shown.left + shown.right) / 2, (shown.top + shown.bottom) / 2],
    [shown.left + inset, shown.top + inset],
    [shown.right - inset, shown.top + inset],
    [shown.left + inset, shown.bottom - inset],
    [shown.right - inset, shown.bottom - inset],
  ]
  const onTop = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y)
    return hit !== null && (element.contains(hit) || !covering?.contains(hit))
  })
  const hiddenBy =
    covering && !onTop ? `${covering.tagName.toLowerCase()} ${covering.getAttribute('aria-label') ?? ''}`.trim() : null
  return { done: false as const, id, label, hiddenBy }
}

/** Notes, once the page has settled, what is fixed or sticky to the window: what focus could hide under. */
const notePinned = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { __pinned: Element[] }).__pinned = [...document.querySelectorAll('body *')].filter(
      (element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position),
    )
  })

/** How many stops Tab can meet on the page at most: everything that can take focus, and a few more. */
const focusableCount = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelectorAll(
        'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]',
      ).length + 5,
  )

type Walk = { log: ReturnType<typeof focusState>[]; first?: number; done: boolean }

/**
 * Starts a walk in the page: each Tab's keyup, once its keydown has moved focus and scrolled it into
 * view, notes where focus is (so the presses need no round trip of their own to be measured). Once
 * focus has left the page's elements or come back to where it started, the walk is over and the page
 * ignores any further Tab, so a batch of presses never goes past the end.
 */
function startWalk() {
  const store = window as unknown as {
    __walk: Walk
    __walkListening?: boolean
    __focusState: typeof focusState
  }
  store.__walk = { log: [], done: false }
  if (store.__walkListening) return
  store.__walkListening = true
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && store.__walk.done) event.preventDefault()
    },
    true,
  )
  window.addEventListener(
    'keyup',
    (event) => {
      const walk = store.__walk
      if (event.key !== 'Tab' || walk.done) return
      const now = store.__focusState()
      if (now.done || now.id === walk.first) {
        walk.done = true
        return
      }
      walk.first ??= now.id
      walk.log.push(now)
    },
    true,
  )
}

/**
 * Presses `key` until focus leaves the page's elements or comes back to where it started, and lists
 * each stop where the focused element could not be seen. Presses go in batches; the page stops the
 * walk itself at its end.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', limit: number) {
  // The measure goes in as source, as page.evaluate sends any function.
  await page.evaluate(`window.__focusState = ${focusState}`)
  await page.evaluate(startWalk)
  // Each batch goes to the browser at once, as a keyboard would send it: the browser hands key
  // events to the page in the order they came, and each keyup is measured after its keydown moved
  // focus. Shift held for the walk back (modifier 8).
  const cdp = await page.context().newCDPSession(page)
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: key === 'Tab' ? 0 : 8 }
  for (let pressed = 0; pressed < limit; ) {
    const batch: Promise<unknown>[] = []
    for (const end = Math.min(pressed + 20, limit); pressed < end; pressed++) {
      batch.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }))
      batch.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }))
    }
    await Promise.all(batch)
    if (await page.evaluate(() => (window as unknown as { __walk: Walk }).__walk.done)) break
  }
  await cdp.detach()
  const log = await page.evaluate(() => (window as unknown as { __walk: Walk }).__walk.log)
  const hidden = log.flatMap((state) =>
    !state.done && state.hiddenBy ? [`${key} to ${state.label}: covered by ${state.hiddenBy}`] : [],
  )
  return { hidden, stops: log.length }
}

/**
 * Puts the page back as a load leaves it for a walk: nothing focused, at the top, the header at rest;
 * and the next Tab starting from the top of the document, as it does after a load (a blur alone
 * leaves Chromium's starting point where the last focus was). The marker that holds the starting
 * point takes no Tab stop and no room; it goes once the walk is done (`removeStart`).
 */
export async function resetForWalk(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await backToTop(page)
  await page.evaluate(() => {
    const start = document.createElement('div')
    start.id = 'walk-start'
    start.tabIndex = -1
    start.style.position = 'absolute'
    document.body.prepend(start)
    start.focus({ preventScroll: true })
  })
}

export const removeStart = (page: Page) => page.evaluate(() => document.getElementById('walk-start')?.remove())

/** Both walks over the page as it is now: forward from the top, then back. */
export async function walkBothWays(page: Page) {
  await notePinned(page)
  const limit = await focusableCount(page)
  const forward = await walk(page, 'Tab', limit)
  const backward = await walk(page, 'Shift+Tab', limit)
  return { forward, backward }
}
