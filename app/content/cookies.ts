import { site } from '~/config/site'
import { pagePath } from '~/lib/page-path'
import type { Inline, PolicyBlock, PolicySection } from './privacy'

/**
 * The cookie policy (docs/requirements.md#cookie-policy): exactly what this site keeps in the
 * browser, by name, and how to clear it. tests/e2e/cookies.spec.ts walks every page and the Lab and
 * fails if the page leaves out a key the site stores.
 */

const p = (...content: Inline[]): PolicyBlock => ({ kind: 'p', content })
const ul = (...items: (readonly Inline[])[]): PolicyBlock => ({ kind: 'ul', items })

/** What the browser keeps for this site: where, under which name, why, and for how long. */
export type StoredItem = { key: string; storage: 'Local storage' | 'Session storage'; purpose: string; kept: string }

/**
 * Every name this site's own code writes: the Lab's `storageKey` (app/lab/ui/use-lab.ts; written
 * here rather than imported, so this page loads none of the Lab and no other page carries the
 * name; cookies.test.ts holds the two equal), and React Router's ScrollRestoration (app/root.tsx)
 * under the library's default name. tests/e2e/cookies.spec.ts finds both by looking.
 */
export const storedItems = [
  {
    key: 'strategy-lab:v1',
    storage: 'Local storage',
    purpose:
      'Your work in the Strategy Lab (the strategy, its scenario and the template it started from), saved as you edit so a reload loses nothing. Written only once you open the Lab.',
    kept: 'until you clear it; it never leaves your browser.',
  },
  {
    key: 'react-router-scroll-positions',
    storage: 'Session storage',
    purpose: 'How far down you had scrolled each page, so Back and Forward return you to the same place.',
    kept: 'until you close the tab.',
  },
] as const satisfies readonly StoredItem[]

export const cookiesIntro: readonly PolicyBlock[] = [
  p(
    `${site.name} sets no cookies: no tracking, advertising or analytics cookies, and none of our own. This page lists the little this website keeps in your browser, and how to clear it. It covers this website only; for the service itself, see our `,
    { text: 'privacy policy', href: pagePath('/privacy') },
    '.',
  ),
]

/** The sections after the table of stored items, in order; each id is the section's anchor. */
export const cookiesSections = [
  {
    id: 'videos',
    title: 'Guide videos',
    blocks: [
      p(
        'The guide videos come from YouTube in its privacy-enhanced mode (youtube-nocookie.com). Nothing of YouTube’s loads until you press Watch on the guides page or Play on a guide’s page. From then on, the player may keep cookies or similar data in your browser under YouTube’s own domain, governed by ',
        { text: 'Google’s privacy policy', href: 'https://policies.google.com/privacy' },
        '. We cannot read or change them.',
      ),
    ],
  },
  {
    id: 'clear-it',
    title: 'How to clear it',
    blocks: [
      ul(
        [
          { strong: 'Everything for this site:' },
          ' in your browser’s settings, remove the site data (cookies and site data, or website data) for this site. The Strategy Lab then starts again from its default template.',
        ],
        [{ strong: 'Scroll positions:' }, ' close the tab.'],
        [{ strong: 'YouTube’s data:' }, ' remove the site data for youtube-nocookie.com and youtube.com the same way.'],
      ),
      p(
        'Private or incognito windows keep none of this once you close them. Questions? E-mail ',
        { text: site.supportEmail, href: `mailto:${site.supportEmail}` },
        '.',
      ),
    ],
  },
] as const satisfies readonly PolicySection[]
