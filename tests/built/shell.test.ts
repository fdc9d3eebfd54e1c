import { expect, test } from 'vitest'
import { eligibility } from '~/content/site/company'
import { footerGroups, headerNav, type NavTarget, policyLinks } from '~/content/site/navigation'
import { notFoundPath, publicPaths } from '~/route-paths'
import { builtDocument } from '../support/build-pages'
import { appLinkLabels, site } from '../support/site'

// The shell every page shares, read from each page's prerendered HTML: what a visitor without
// JavaScript gets, and what assistive technology starts from. A browser looks at one page of each
// kind at both widths (tests/e2e/a11y.spec.ts and no-js.spec.ts: axe, what shows, what is hidden).

/** Where a navigation item leads, as its link's href. */
const hrefOf = (target: NavTarget) => ('section' in target ? `/#${target.section}` : target.to)

/** Elements that are a page's banner or contentinfo: not inside a sectioning element or main. */
const landmark = (document: Document, tag: 'header' | 'footer') =>
  [...document.querySelectorAll(tag)].filter(
    (element) => !element.parentElement?.closest('article, aside, main, nav, section'),
  )

const linkText = (link: Element) => link.textContent?.replace(/\s+/g, ' ').trim()

test.each([...publicPaths, notFoundPath])(
  '%s: lang, one h1, one main, one banner and one footer with its links and the risk disclosure',
  (path) => {
    const document = builtDocument(path)
    expect(document.documentElement.getAttribute('lang')).toBe('en')
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(document.querySelector('h1')?.textContent?.trim()).not.toBe('')
    expect(document.querySelectorAll('main')).toHaveLength(1)
    expect(landmark(document, 'header')).toHaveLength(1)

    const footers = landmark(document, 'footer')
    expect(footers).toHaveLength(1)
    const footer = footers[0] as Element
    const footerLinks = [...footer.querySelectorAll('a')]
    const hrefNamed = (label: string) => footerLinks.find((link) => linkText(link) === label)?.getAttribute('href')
    for (const group of footerGroups) {
      for (const item of group.items) {
        if ('companyLink' in item) continue
        expect(hrefNamed(item.label), item.label).toBe('support' in item ? `mailto:${site.supportEmail}` : hrefOf(item))
      }
    }
    for (const item of policyLinks) {
      if (!('companyLink' in item)) expect(hrefNamed(item.label), item.label).toBe(item.to)
    }
    expect(hrefNamed(site.supportEmail)).toBe(`mailto:${site.supportEmail}`)
    expect(hrefNamed(site.phone.display)).toBe(site.phone.href)
    // The risk disclosure is the footer's text, not a region in every page's landmark list.
    expect(footer.textContent?.replace(/\s+/g, ' ')).toContain(eligibility)
    expect(footer.querySelector('section[aria-label], section[aria-labelledby], aside')).toBeNull()
  },
)

test.each(publicPaths)(
  '%s: the navigation without JavaScript, in the bar and in its row for narrow screens, marks the page’s own item',
  (path) => {
    const document = builtDocument(path)
    const own = headerNav.find((item) =>
      'to' in item ? path === item.to || path.startsWith(`${item.to}/`) : path === '/' && item.label === 'Home',
    )
    for (const name of ['Main', 'Main (no script)']) {
      const nav = document.querySelector(`nav[aria-label="${name}"]`)
      // The items first; the narrow row ends with Sign In and Get Started.
      const links = [...(nav?.querySelectorAll('a') ?? [])].slice(0, headerNav.length)
      expect(links.map(linkText), name).toEqual(headerNav.map((item) => item.label))
      expect(
        links.map((link) => link.getAttribute('href')),
        name,
      ).toEqual(headerNav.map(hrefOf))
      expect(links.filter((link) => link.hasAttribute('aria-current')).map(linkText), name).toEqual(
        own ? [own.label] : [],
      )
    }
    // The app stays one tap away: Sign In and Get Started, in a new tab.
    const banner = landmark(document, 'header')[0]
    for (const name of [/^Sign In/, /^Get Started/]) {
      const links = [...(banner?.querySelectorAll('a') ?? [])].filter((link) => name.test(linkText(link) ?? ''))
      expect(links.length, String(name)).toBeGreaterThan(0)
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(site.appUrl)
        expect(link.getAttribute('target')).toBe('_blank')
      }
    }
  },
)

// One wording for the trial wherever docs/requirements.md does not name the label: every link to the
// app in every prerendered page reads Sign In, one of the labels it names, or the label of
// app/content/terms.ts (tests/e2e/a11y.spec.ts looks again once the app runs, navigation.spec.ts in
// the Lab).
test('every link to the app on every page reads Sign In, a required label, or the one trial wording', () => {
  const origin = new URL(site.appUrl).origin
  const wordings = new Set<string>()
  for (const path of publicPaths) {
    for (const link of builtDocument(path).querySelectorAll('a[href]')) {
      if (!(link.getAttribute('href') ?? '').startsWith(origin)) continue
      const copy = link.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
      wordings.add(linkText(copy) ?? '')
    }
  }
  expect(wordings).toContain('Sign In')
  expect([...wordings].filter((text) => !appLinkLabels.has(text))).toEqual([])
})

// The Lab opens a template from ?template=<id>; the old #template= links still work but none is made.
test('no page links to a #template= fragment', () => {
  for (const path of [...publicPaths, notFoundPath]) {
    const hrefs = [...builtDocument(path).querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '')
    expect(
      hrefs.filter((href) => href.includes('#template=')),
      path,
    ).toEqual([])
  }
})
