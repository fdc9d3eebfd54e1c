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

/**
 * Back to the top of the page, where a check of the bar or the page as loaded expects it, after an
 * earlier check on the same load scrolled: the header transparent again.
 */
export async function backToTop(page: Page) {
  await scrollTo(page, 0)
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false')
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
 * Where the window should rest after scrolling to this section: its top minus its scroll margin and
 * the page's top scroll padding, limited by how far the page can scroll. Also the header's bottom edge, to check that the
 * section does not start hidden under the fixed header.
 */
export function sectionGeometry(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)
    if (!section) throw new Error(`No element #${sectionId} on ${location.pathname}`)
    const top = section.getBoundingClientRect().top + window.scrollY
    const margin =
      (Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0) +
      (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
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
  // on the previous page, or waiting out the anchor delay).
  await expect
    .poll(() => page.evaluate(() => window.location.hash), { message: `the page wrote #${id}` })
    .toBe(`#${id}`)
  // Then the window travels until it rests at the section. Polled from here rather than counted in
  // the page's animation frames, which a test that holds the page's clock does not see.
  await expect
    .poll(
      async () => {
        const { expectedScrollY } = await sectionGeometry(page, id)
        return Math.abs((await scrollY(page)) - expectedScrollY)
      },
      { message: `the window rests at #${id}` },
    )
    .toBeLessThanOrEqual(2)
  const geometry = await sectionGeometry(page, id)
  // A section at the very top of the page (the hero) sits under the header by design: the page's top.
  if (geometry.expectedScrollY === 0) return
  expect(geometry.viewportTop, `#${id} starts below the header`).toBeGreaterThanOrEqual(geometry.headerBottom - 1)
  expect(geometry.viewportTop, `#${id} starts in the viewport`).toBeLessThan(geometry.innerHeight)
}

/**
 * Records, from now on, each scroll the page asks for with scrollIntoView: which element, and
 * how (smooth or instant). The browser animates a smooth scroll in as many frames as a busy
 * machine can draw, so tests check what the site asked for, and where the window came to rest.
 */
export async function recordScrollRequests(page: Page) {
  await page.evaluate(() => {
    const requests: Array<{ id: string; behavior: string }> = []
    ;(window as unknown as { __scrollRequests: typeof requests }).__scrollRequests = requests
    const scrollIntoView = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      requests.push({ id: this.id, behavior: (typeof options === 'object' && options.behavior) || 'auto' })
      scrollIntoView.call(this, options)
    }
  })
}

export function scrollRequests(page: Page): Promise<Array<{ id: string; behavior: string }>> {
  return page.evaluate(
    () => (window as unknown as { __scrollRequests: Array<{ id: string; behavior: string }> }).__scrollRequests,
  )
}

/** The href a navigation or footer target renders: /#section or /page. */
export function hrefOf(target: NavTarget): string {
  if ('section' in target) return `/#${target.section}`
  return target.to
}

/**
 * The words of every link to the app on the page as it is now (hidden helper text left out): one
 * wording for the trial wherever docs/requirements.md does not name the label.
 */
export function appLinkWordings(page: Page, appUrl: string): Promise<string[]> {
  return page.locator('a[href]').evaluateAll(
    (links, origin) =>
      links
        .filter((link) => (link as HTMLAnchorElement).href.startsWith(origin))
        .map((link) => {
          const copy = link.cloneNode(true) as HTMLElement
          for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
        }),
    new URL(appUrl).origin,
  )
}
