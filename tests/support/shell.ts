import { expect, type Page } from '@playwright/test'
import type { NavTarget } from '~/content/site/navigation'

/** Below the lg breakpoint the navigation lives in the menu. */
export function usesMenu(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1024
}

export function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Menu' })
}

/** Clicks a navigation item the way a visitor at this width would: in the bar, or through the menu. */
export async function chooseNavItem(page: Page, name: string) {
  if (usesMenu(page)) {
    await menuButton(page).click()
    await page.getByRole('navigation', { name: 'Main (menu)' }).getByRole('link', { name, exact: true }).click()
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
  }
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY)
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

/** Waits until the page has stopped scrolling (the same position over several frames). */
export async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1
        let still = 0
        const check = () => {
          const now = window.scrollY
          still = now === last ? still + 1 : 0
          last = now
          if (still >= 10) resolve(now)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

/**
 * Where the window should rest after scrolling to this section: its top minus its scroll margin,
 * limited by how far the page can scroll. Also the header's bottom edge, to check that the
 * section does not start hidden under the fixed header.
 */
export function sectionGeometry(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)
    if (!section) throw new Error(`No element #${sectionId} on ${location.pathname}`)
    const top = section.getBoundingClientRect().top + window.scrollY
    const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight
    return {
      expectedScrollY: Math.max(0, Math.min(top - margin, maxScroll)),
      viewportTop: section.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      innerHeight: window.innerHeight,
    }
  }, id)
}

/**
 * The section's top rests at its scroll margin below the window's top, clear of the fixed header
 * (or, for the section that opens the page, the window is at the top).
 */
export async function expectScrolledToSection(page: Page, id: string) {
  // The site records the hash as it starts the scroll. Until then the window can be at rest (still
  // on the previous page, or waiting out the anchor delay), and "settled" would be read too early.
  await expect
    .poll(() => page.evaluate(() => window.location.hash), { message: `the page wrote #${id}` })
    .toBe(`#${id}`)
  const settled = await settledScrollY(page)
  const geometry = await sectionGeometry(page, id)
  expect(Math.abs(settled - geometry.expectedScrollY), `scrollY ${settled} vs #${id}`).toBeLessThanOrEqual(2)
  // A section at the very top of the page (the hero) sits under the header by design: the page's top.
  if (geometry.expectedScrollY === 0) return
  expect(geometry.viewportTop, `#${id} starts below the header`).toBeGreaterThanOrEqual(geometry.headerBottom - 1)
  expect(geometry.viewportTop, `#${id} starts in the viewport`).toBeLessThan(geometry.innerHeight)
}

type Recording = {
  trail: Array<{ y: number; t: number }>
  /** The latest click (through the menu, the item's click comes last). */
  clickAt?: number
  /** When the client-side navigation pushed a new URL. */
  navigatedAt?: number
  /** When the watched element first appeared in the document. */
  appearedAt?: number
}

/**
 * Records, from now on, every scroll position the page passes through, and when things happened:
 * the latest click, the latest URL push, and the first appearance of the element with the id
 * `watch` (read them with `recording`).
 */
export async function recordScrolling(page: Page, { watch }: { watch?: string } = {}) {
  await page.evaluate((watchId) => {
    const recording: Recording = { trail: [] }
    ;(window as unknown as { __recording: Recording }).__recording = recording
    window.addEventListener('scroll', () => recording.trail.push({ y: window.scrollY, t: performance.now() }), {
      passive: true,
    })
    document.addEventListener('click', () => (recording.clickAt = performance.now()), { capture: true })
    const push = history.pushState.bind(history)
    history.pushState = (...args: Parameters<History['pushState']>) => {
      recording.navigatedAt = performance.now()
      push(...args)
    }
    if (watchId && !document.getElementById(watchId)) {
      const observer = new MutationObserver(() => {
        if (!document.getElementById(watchId)) return
        recording.appearedAt = performance.now()
        observer.disconnect()
      })
      observer.observe(document.body, { childList: true, subtree: true })
    }
  }, watch)
}

export function recording(page: Page): Promise<Recording> {
  return page.evaluate(() => (window as unknown as { __recording: Recording }).__recording)
}

/** The href a navigation or footer target renders: /#section, /page, or /page#section. */
export function hrefOf(target: NavTarget): string {
  if ('section' in target) return `/#${target.section}`
  return target.hash ? `${target.to}#${target.hash}` : target.to
}
