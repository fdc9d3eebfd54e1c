import { expect, type Page } from '@playwright/test'
import { headerNav } from '~/content/site/navigation'
import { alphaOf } from './colors'
import { menuButton, usesMenu } from './shell'

/**
 * The navigation item for the page shown is marked, visibly and with aria-current: on a desktop
 * full ink and an accent bar under the item; in the phone menu (opened here, and left open) a
 * highlighted row with an accent bar at its start. `value` is "page" on the item's own page,
 * "true" on a page below it. Shared by the specs that check it on the page they have loaded; a
 * menu an earlier check opened is used as it is.
 */
export async function expectNavItemMarked(page: Page, label: string, value: 'page' | 'true') {
  if (usesMenu(page) && (await menuButton(page).getAttribute('aria-expanded')) === 'false') {
    await menuButton(page).click()
  }
  const nav = page.getByRole('navigation', { name: usesMenu(page) ? 'Main (menu)' : 'Main', exact: true })
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(headerNav.length)
  await expect(nav.locator('a[aria-current]')).toHaveCount(1)
  const marked = nav.getByRole('link', { name: label, exact: true })
  await expect(marked).toHaveAttribute('aria-current', value)
  const other = links.filter({ hasNotText: label }).first()
  if (usesMenu(page)) {
    const look = (link: typeof marked) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element)
        return { background: style.backgroundColor, bar: style.boxShadow }
      })
    const [markedLook, otherLook] = [await look(marked), await look(other)]
    expect(markedLook.background).not.toBe(otherLook.background)
    expect(markedLook.bar).toMatch(/inset/)
    expect(otherLook.bar).toBe('none')
  } else {
    const bar = (link: typeof marked) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element, '::after')
        return { content: style.content, height: style.height, color: style.backgroundColor }
      })
    const markedBar = await bar(marked)
    expect(markedBar.height).toBe('2px')
    expect(alphaOf(markedBar.color)).toBe(1)
    expect((await bar(other)).content).toBe('none')
    expect(await marked.evaluate((element) => getComputedStyle(element).color)).not.toBe(
      await other.evaluate((element) => getComputedStyle(element).color),
    )
  }
}

/** The title the mark's check had as a test of its own (navigation.spec.ts), kept as its step's name. */
export function navMarkTitle(path: string, label: string, value: 'page' | 'true') {
  return `on ${path} the ${label} item is marked, visibly and with aria-current="${value}"`
}
