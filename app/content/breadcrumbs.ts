import { guidePath } from './guides'
import { type FooterItem, footerGroups, mainNav, policyLinks } from './site/navigation'

export type Crumb = { name: string; path: string }

export const home: Crumb = { name: mainNav[0].label, path: '/' }

/** Pages the lists read below do not name: the header's Strategy Lab item stands apart from mainNav. */
const ownNames: Record<string, string> = { '/lab': 'Strategy Lab' }

/** What a page is called where the site links to it: its label in the navigation bar or the footer. */
function linkLabel(path: string): string | undefined {
  if (ownNames[path]) return ownNames[path]
  const items: readonly FooterItem[] = [
    ...mainNav,
    ...footerGroups.flatMap((group): readonly FooterItem[] => group.items),
    ...policyLinks,
  ]
  return items.find((item) => 'to' in item && item.to === path)?.label
}

/**
 * The trail from home to a page of the navigation or the footer, e.g. Home › Guides; empty for home
 * and for any other address. The structured data and the pages' visible trails read it.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const name = pathname === '/' ? undefined : linkLabel(pathname)
  return name ? [home, { name, path: pathname }] : []
}

/** A guide page's trail, e.g. Home › Guides › Getting Started. */
export function guideTrail(guide: { slug: string; title: string }): Crumb[] {
  return [...breadcrumbTrail('/guides'), { name: guide.title, path: guidePath(guide.slug) }]
}
