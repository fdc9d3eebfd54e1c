import { expect, test } from 'vitest'
import { guideCards } from '~/content/guides.server'
import { builtDocument } from '../support/build-pages'

// The /guides page as the build wrote it (run `npm run build` first): each guide's topics are plain
// markup, so that each is listed once is read here rather than in a browser.

/**
 * An element's text as Playwright's exact text match reads it: its text nodes and its children's,
 * comments, scripts, noscript and style left out, white space collapsed (zero-width and soft
 * hyphens dropped).
 */
function textOf(element: Element): string {
  if (['SCRIPT', 'NOSCRIPT', 'STYLE'].includes(element.nodeName)) return ''
  if (element.nodeName === 'INPUT' && ['submit', 'button', 'reset'].includes((element as HTMLInputElement).type))
    return (element as HTMLInputElement).value
  let text = ''
  for (const child of element.childNodes) {
    if (child.nodeType === child.TEXT_NODE) text += child.nodeValue ?? ''
    else if (child.nodeType === child.ELEMENT_NODE) text += textOf(child as Element)
  }
  return text
}

const normalized = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ')

/**
 * The elements `page.getByText(text, { exact: true })` finds: those whose whole text is `text`,
 * none of whose child elements' is too (the innermost of a chain), outside the head.
 */
function byExactText(page: Document, text: string): Element[] {
  const wanted = normalized(text)
  const matches = (element: Element) =>
    !['SCRIPT', 'NOSCRIPT', 'STYLE'].includes(element.nodeName) && normalized(textOf(element)) === wanted
  return [...page.querySelectorAll('*')].filter(
    (element) =>
      !page.head?.contains(element) && matches(element) && ![...element.children].some((child) => matches(child)),
  )
}

test('/guides lists each guide’s topics once', () => {
  const page = builtDocument('/guides')
  for (const guide of guideCards(process.env))
    for (const topic of guide.topics) expect(byExactText(page, topic), `${guide.title}: ${topic}`).toHaveLength(1)
})
