import type { Page } from '@playwright/test'

/**
 * WCAG 1.4.12's text spacing: line height 1.5 times the font size, 2 font sizes after a paragraph,
 * letter spacing 0.12 and word spacing 0.16 times the font size. Applied as a reader's style sheet or
 * extension does, over the site's own styles: through the CSSOM (a constructed sheet, which the
 * site's Content-Security-Policy does not stop, as it stops an injected <style>).
 */
export async function applyTextSpacing(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(`
      * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }
    `)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
}

/**
 * Text the page cuts or hides as it is now: an element holding text that is drawn narrower or lower
 * than a pixel, or whose text runs past an edge its box clips (overflow hidden or clip, as `truncate`
 * and line clamps set). Visually hidden text (`sr-only`, clipped to a pixel on purpose) and text not
 * shown at all (display none, closed disclosures, inert menus) are not counted.
 */
export function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
    const visuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') return true
        if (style.visibility === 'hidden' || at.getAttribute('aria-hidden') === 'true') return true
      }
      return false
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement
      if (!holder || !node.textContent?.trim() || !holder.getClientRects().length) continue
      if (holder.closest('script, style, noscript, option, svg')) continue
      if (visuallyHidden(holder)) continue
      const box = holder.getBoundingClientRect()
      if (box.width < 1 || box.height < 1) found.add(`${label(holder)} is drawn ${box.width} x ${box.height} px`)
      for (let at: Element | null = holder; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        const clipsX = /hidden|clip/.test(style.overflowX)
        const clipsY = /hidden|clip/.test(style.overflowY)
        if (clipsX && at.scrollWidth > at.clientWidth + 1) found.add(`${label(at)} cuts its text sideways`)
        if (clipsY && at.scrollHeight > at.clientHeight + 1) found.add(`${label(at)} cuts its text at the bottom`)
      }
    }
    return [...found]
  })
}
