import { expect, type Page } from '@playwright/test'
import { contrastRatio } from './colors'

/**
 * One edge a visitor needs to see (WCAG 1.4.11, non-text contrast): what it is, in which state, and
 * the colors it is drawn in and against, as opaque `rgb()` strings (translucent colors laid over
 * what is behind them).
 */
export type Edge = { what: string; state: string; edge: string; against: string }

/**
 * The edges of every form field on the page as it is now, at rest and focused (an empty field has
 * nothing but its border to show where it is), each against the fill inside it and the surface
 * around it; and the choices of each segmented control (the plan switcher, the broker filter): the
 * control's edge against its surroundings, and the ring of the checked choice against the control.
 */
export function pageEdges(page: Page): Promise<Edge[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
    /** Any CSS color (rgb, oklab, color-mix results) as [r, g, b, alpha 0–1], through a canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const over = (top: string, below: number[]): number[] => {
      const [r, g, b, a] = rgba(top)
      return [r * a + (below[0] ?? 0) * (1 - a), g * a + (below[1] ?? 0) * (1 - a), b * a + (below[2] ?? 0) * (1 - a)]
    }
    /** The fill behind an element's content: its own background over its ancestors', down to the page. */
    const fill = (element: Element | null): number[] => {
      const chain: Element[] = []
      for (let at = element; at; at = at.parentElement) chain.unshift(at)
      return chain.reduce((below, at) => over(getComputedStyle(at).backgroundColor, below), [255, 255, 255])
    }
    const css = (color: number[]) => `rgb(${color.map((channel) => Math.round(channel)).join(', ')})`
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 2 && box.height > 2 && getComputedStyle(element).visibility !== 'hidden'
    }
    const nameOf = (element: Element) =>
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
      element.getAttribute('aria-label') ||
      element.getAttribute('placeholder') ||
      element.id ||
      element.tagName

    const edges: { what: string; state: string; edge: string; against: string }[] = []
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type=checkbox],[type=radio],[type=hidden],[type=file]), select, textarea',
      ),
    ].filter(shown)
    const before = document.activeElement as HTMLElement | null
    for (const field of fields) {
      for (const state of ['at rest', 'focused']) {
        if (state === 'focused') field.focus({ preventScroll: true })
        const outside = fill(field.parentElement)
        const inside = fill(field)
        const edge = css(over(getComputedStyle(field).borderTopColor, outside))
        const what = nameOf(field)
        edges.push({ what, state: `${state}, against the surface around it`, edge, against: css(outside) })
        edges.push({ what, state: `${state}, against its own fill`, edge, against: css(inside) })
      }
      field.blur()
    }
    before?.focus({ preventScroll: true })

    for (const group of document.querySelectorAll('.plan-switcher > fieldset > div, fieldset:has(.choice) > div')) {
      if (!shown(group)) continue
      const what = group.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? 'choices'
      const outside = fill(group.parentElement)
      edges.push({
        what,
        state: 'the control, against the surface around it',
        edge: css(over(getComputedStyle(group).borderTopColor, outside)),
        against: css(outside),
      })
      const checked = group.querySelector('label:has(:checked)')
      const ring = checked && getComputedStyle(checked).boxShadow.match(/^(.*?\))\s/)?.[1]
      edges.push({
        what,
        state: 'the checked choice, against the control',
        edge: ring ? css(over(ring, fill(group))) : 'none',
        against: css(fill(group)),
      })
    }
    return edges
  })
}

/** Every edge of `pageEdges` at 3:1 or more; a failure lists each one short of it with its ratio. */
export async function expectEdgesAt3To1(page: Page, context: string) {
  const edges = await pageEdges(page)
  const short = edges
    .map((edge) => ({ ...edge, ratio: edge.edge === 'none' ? 0 : contrastRatio(edge.edge, edge.against) }))
    .filter((edge) => edge.ratio < 3)
    .map((edge) => `${edge.what} (${edge.state}): ${edge.edge} on ${edge.against}, ${edge.ratio.toFixed(2)}:1`)
  expect(short, `field and choice edges under 3:1 (${context})`).toEqual([])
  return edges
}
