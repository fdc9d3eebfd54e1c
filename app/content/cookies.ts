/**
 * The cookie policy (docs/requirements.md#cookie-policy): exactly what this site keeps in the
 * browser, by name, here; the rest of its words, and how to clear it, in content/legal/cookies.md. tests/e2e/security.spec.ts walks every page and the Lab and
 * fails if the page leaves out a key the site stores.
 */

/** What the browser keeps for this site: where, under which name, why, and for how long. */
export type StoredItem = { key: string; storage: 'Local storage' | 'Session storage'; purpose: string; kept: string }

/**
 * Every name this site's own code writes: the Lab's `storageKey` (app/lab/ui/use-lab.ts; written
 * here rather than imported, so this page loads none of the Lab and no other page carries the
 * name; cookies.test.ts holds the two equal), and React Router's ScrollRestoration (app/root.tsx)
 * under the library's default name. tests/e2e/security.spec.ts finds both by looking.
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
