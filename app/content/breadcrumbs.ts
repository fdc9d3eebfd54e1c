import { guideAt } from './guides'
import { type FooterItem, footerGroups, mainNav } from './site/navigation'

export type Crumb = { name: string; path: string }

const home: Crumb = { name: mainNav[0].label, path: '/' }

/** What a page is called where the site links to it: its label in the navigation bar or the footer. */
function linkLabel(path: string): string | undefined {
  const items: readonly FooterItem[] = [
    ...mainNav,
    ...footerGroups.flatMap((group): readonly FooterItem[] => group.items),
  ]
  return items.find((item) => 'to' in item && item.to === path)?.label
}

/**
 * The trail from home to a page below it, e.g. Home › Guides › Getting Started; empty for home and
 * for an address that is no page. The structured data and the guide pages' visible trail read it.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const guide = guideAt(pathname)
  if (guide) return [...breadcrumbTrail('/guides'), { name: guide.title, path: `/guides/${guide.id}` }]
  const name = pathname === '/' ? undefined : linkLabel(pathname)
  return name ? [home, { name, path: pathname }] : []
}
