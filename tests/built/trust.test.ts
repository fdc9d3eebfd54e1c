import { describe, expect, test } from 'vitest'
import { contactSection, earlyAccessCopy } from '~/content/home'
import { keyHandling } from '~/content/security'
import { type FooterItem, footerGroups } from '~/content/site/navigation'
import { testimonialsSection } from '~/content/testimonials'
import { siteTestimonials } from '~/content/testimonials.server'
import { builtDocument } from '../support/build-pages'
import { site } from '../support/site'

// What a trader checks before trusting the site, read from the prerendered pages (npm run build
// first) as a crawler or a screen reader starts from them: company facts said as the company's
// own, and every stand-in said to be one, in text. The same checks with the facts set are the
// components' tests (security-page, testimonials, contact, early-access-form, site-footer).

const words = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
/** Not shown to anyone: inside something hidden, or screen-reader-only text. */
const unseen = (element: Element) => Boolean(element.closest('.sr-only, .hidden, [hidden]'))
const unheard = (element: Element) => Boolean(element.closest('[aria-hidden="true"], [hidden]'))

describe('/security opens with what we do with a broker connection', () => {
  const document = builtDocument('/security')
  const section = document.querySelector('main section')

  test('its first section is #key-handling: a heading, then a real table that heading names', () => {
    expect(section?.id).toBe(keyHandling.id)
    const heading = section?.querySelector('h2')
    expect(words(heading)).toBe(keyHandling.title)
    const table = section?.querySelector('table')
    expect(table?.getAttribute('aria-labelledby')).toBe(heading?.id)
    const columns = [...(table?.querySelectorAll('thead th') ?? [])]
    expect(columns.map(words)).toEqual([keyHandling.questionHeading, keyHandling.answerHeading])
    for (const column of columns) expect(column.getAttribute('scope')).toBe('col')
  })

  test('each row is a question with the company’s answer, or a muted “To be confirmed before launch”', () => {
    const rows = [...(section?.querySelectorAll('tbody tr') ?? [])]
    expect(rows.map((row) => row.querySelector('th')?.getAttribute('scope'))).toEqual(rows.map(() => 'row'))
    expect(rows.map((row) => words(row.querySelector('th')))).toEqual(
      keyHandling.questions.map(({ question }) => question),
    )
    for (const [index, { answer }] of keyHandling.questions.entries()) {
      const cell = rows[index]?.querySelector('td')
      const given = site.keyHandling[answer]
      expect(words(cell), answer).toBe(given || keyHandling.pending)
      const marker = cell?.querySelector('.pending-fact')
      if (given) expect(marker, answer).toBeNull()
      else {
        expect(marker?.className, answer).toMatch(/\bpending-fact\b/)
        expect(unheard(marker as Element), answer).toBe(false)
      }
    }
    const pending = Object.values(site.keyHandling).some((answer) => answer === '')
    expect(words(section).includes(keyHandling.pendingNote)).toBe(pending)
  })

  test('the Getting Started guide links it', () => {
    const main = builtDocument('/guides/getting-started').querySelector('main')
    expect(main?.querySelector(`a[href="/security#${keyHandling.id}"]`)).not.toBeNull()
  })
})

describe('the home page', () => {
  const document = builtDocument('/')

  test('marks each testimonial “Sample” beside its rating while they are samples, and only then', () => {
    const { items, samples } = siteTestimonials(site.testimonialsFile)
    const cards = [...(document.querySelector('#testimonials ul')?.querySelectorAll(':scope > li') ?? [])]
    expect(cards.map((card) => words(card.querySelector('h3')))).toEqual(items.map((item) => item.highlight))
    for (const card of cards) {
      const rating = card.querySelector('[role="img"][aria-label^="Rated"]')
      const marks = [...card.querySelectorAll('*')].filter(
        (element) => words(element) === testimonialsSection.sampleMark && element.children.length === 0,
      )
      if (!samples) {
        expect(marks).toEqual([])
        continue
      }
      expect(marks).toHaveLength(1)
      const mark = marks[0] as Element
      expect(mark.parentElement).toBe(rating?.parentElement)
      expect(unseen(mark)).toBe(false)
      expect(unheard(mark)).toBe(false)
    }
  })

  test('the contact section offers the phone only once SITE_PHONE is set; the footer keeps its phone link', () => {
    const ways = document.querySelector('#contact dl')
    const terms = [...(ways?.querySelectorAll('dt') ?? [])].map(words)
    expect(terms).toEqual(site.phone.configured ? ['E-mail', 'Phone', 'Hours'] : ['E-mail', 'Hours'])
    expect(Boolean(ways?.querySelector('a[href^="tel:"]'))).toBe(site.phone.configured)
    expect(words(ways).includes(site.phone.display)).toBe(site.phone.configured)
    expect(document.querySelector(`footer a[href="${site.phone.href}"]`)).not.toBeNull()
  })

  test.skipIf(site.earlyAccessEndpoint !== '')(
    'without an endpoint, says one muted line under the early-access form, which nothing contradicts',
    () => {
      const form = document.querySelector('#contact form') as Element
      const button = form.querySelector('button[type="submit"]') as Element
      expect(words(button)).toBe(contactSection.submit)
      const shown = [...form.querySelectorAll('p')].filter(
        (line) => button.compareDocumentPosition(line) & 4 /* following */ && !unseen(line) && words(line) !== '',
      )
      const preview = earlyAccessCopy(false)
      expect(shown.map(words)).toEqual([`${preview.hint} ${preview.channel} (opens in a new tab)`])
      expect(shown[0]?.className).toMatch(/\btext-muted\b/)
      expect(shown[0]?.querySelector('a')?.getAttribute('href')).toBe(site.social.youtube)
      expect(words(document.querySelector('#contact'))).not.toMatch(
        /nothing (was|is) sent|sent or kept|joining|joined|the list|saved|stored your/i,
      )
    },
  )

  test('the footer marks each column item without a page “soon”, in text everyone gets', () => {
    const nav = document.querySelector('footer nav[aria-label="Footer"]')
    const items = footerGroups
      .flatMap((group): readonly FooterItem[] => group.items)
      .filter((item): item is Extract<FooterItem, { companyLink: string }> => 'companyLink' in item)
    expect(items.length).toBeGreaterThan(0)
    const entries = [...(nav?.querySelectorAll('li') ?? [])]
    for (const item of items) {
      const configured = site.companyLinks[item.companyLink] !== ''
      const entry = entries.find((li) => words(li).startsWith(item.label)) as Element
      const soon = [...entry.querySelectorAll('span')].find((span) => words(span) === 'soon')
      if (configured) {
        expect(soon, item.label).toBeUndefined()
        continue
      }
      expect(words(entry), item.label).toBe(`${item.label}: coming soon`)
      expect(entry.querySelector('a'), item.label).toBeNull()
      expect(unseen(soon as Element), item.label).toBe(false)
      expect(unheard(soon as Element), item.label).toBe(false)
    }
  })
})
