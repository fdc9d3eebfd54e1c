import type { Page } from '@playwright/test'
import { contrastRatio } from '../support/colors'
import { expect, gotoHydrated, test } from '../support/fixtures'

// A date or time field is several Tab stops (month, day, year; hours, minutes,
// AM/PM) and, in Chromium, the picker's button after them. On that button the field matched :focus
// but not :focus-visible, so it showed no ring at all. Every stop must show the ring.

/** The part of a field that has focus, as Chromium's accessibility tree names it. */
async function focusedPart(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const focused = nodes.find(
      (node) =>
        node.role?.value !== 'RootWebArea' &&
        node.properties?.some((property) => property.name === 'focused' && property.value.value),
    )
    return `${focused?.role?.value} "${focused?.name?.value}"`
  } finally {
    await cdp.detach()
  }
}

/** The focused field's ring: its outline's style and width, and its contrast with the panel behind it. */
function ringOf(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement
    const style = getComputedStyle(field)
    // The first opaque background behind the field: the panel it sits on.
    let behind: Element | null = field.parentElement
    let background = 'rgb(0, 0, 0)'
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor
      if (color.startsWith('rgb(')) {
        background = color
        break
      }
      behind = behind.parentElement
    }
    return {
      label: field.labels?.[0]?.textContent ?? '',
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
    }
  })
}

const fields = ['Date', 'Time (ET)', 'Trading window starts (ET)', 'Trading window ends (ET)']

test('every part of the Lab’s date and time fields that Tab reaches shows the focus ring, the picker’s button included', async ({
  page,
}) => {
  await gotoHydrated(page, '/lab')
  for (const label of fields) {
    const field = page.getByLabel(label, { exact: true })
    await field.scrollIntoViewIfNeeded()
    // Into the field from the control before it, by keyboard, then every stop until focus leaves it.
    await field.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const parts: string[] = []
    while (await field.evaluate((element) => element === document.activeElement)) {
      const part = await focusedPart(page)
      parts.push(part)
      const ring = await ringOf(page)
      expect(ring.label, part).toBe(label)
      expect(ring.style, `${label}, ${part}: ring`).toBe('solid')
      expect(ring.width, `${label}, ${part}: ring width`).toBeGreaterThanOrEqual(2)
      expect(contrastRatio(ring.color, ring.background), `${label}, ${part}: ring contrast`).toBeGreaterThanOrEqual(3)
      expect(parts.length, `${label}: Tab stops`).toBeLessThan(8)
      await page.keyboard.press('Tab')
    }
    // The walk went through the field's parts and its picker's button.
    expect(parts.length, `${label}: ${parts.join(', ')}`).toBeGreaterThanOrEqual(3)
    expect(parts.at(-1), label).toMatch(/^button "Show (date|time) picker/)
  }
})
