import type { SiteConfig } from '~/config/site'
import { type PagePath, pagePath } from '~/lib/page-path'
/** Ids of the home page's sections: the navigation, the footer and the sections share them. */
export const sectionIds = {
  home: 'home',
  about: 'about',
  features: 'features',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  contact: 'contact',
  /** The element the brokers page's Get Started Today button scrolls to. */
  getStarted: 'get-started',
} as const
export type SectionId = (typeof sectionIds)[keyof typeof sectionIds]

/** An in-site destination: a section of the home page, or a page of the route table. */
export type NavTarget = { section: SectionId } | { to: PagePath }
export type NavItem = { label: string } & NavTarget

/** The navigation bar's items, in order (docs/requirements.md#navigation-bar). */
export const mainNav = [
  { label: 'Home', section: sectionIds.home },
  { label: 'Features', section: sectionIds.features },
  { label: 'Pricing', section: sectionIds.pricing },
  { label: 'About', section: sectionIds.about },
  { label: 'Brokers', to: pagePath('/brokers') },
  { label: 'Guides', to: pagePath('/guides') },
  { label: 'Contact', section: sectionIds.contact },
] as const satisfies readonly NavItem[]

/**
 * The Strategy Lab, the one page a visitor can try the product on: the header lists it after the
 * required route items (Brokers, Guides) of docs/requirements.md#navigation-bar, whose order it keeps.
 */
export const labNavItem = { label: 'Strategy Lab', to: pagePath('/lab') } as const satisfies NavItem

/** What the header lists, on wide screens and in the phone menu: `mainNav` with the Lab after Guides. */
export const headerNav: readonly NavItem[] = [...mainNav.slice(0, 6), labNavItem, ...mainNav.slice(6)]

/**
 * The call into the strategy pages (every template and hub) that the home page, /guides, /brokers and
 * the 404 page carry, in the words a reader and a search engine look for; the footer names it
 * Strategy Library.
 */
export const browseStrategies = { to: pagePath('/strategies'), label: 'Browse the strategy library' } as const

/** A page the company has yet to publish; it leads to `site.companyLinks[key]` once that is set. */
export type CompanyLinkKey = keyof SiteConfig['companyLinks']

/**
 * A footer item: an in-site target, a mailto to support, or a company page that leads nowhere
 * until its address is configured (shown as plain text meanwhile, docs/requirements.md#footer).
 */
export type FooterItem = { label: string } & (NavTarget | { support: true } | { companyLink: CompanyLinkKey })

/** The footer's link columns (docs/requirements.md#footer). */
export const footerGroups = [
  {
    heading: 'Platform',
    items: [
      { label: 'Features', section: sectionIds.features },
      { label: 'Pricing', section: sectionIds.pricing },
      { label: 'How It Works', section: sectionIds.howItWorks },
      { label: 'API Documentation', companyLink: 'apiDocs' },
    ],
  },
  {
    heading: 'Resources',
    items: [
      { label: 'Trading Guides', to: pagePath('/guides') },
      { label: 'Strategy Library', to: pagePath('/strategies') },
      { label: 'Community', companyLink: 'community' },
      { label: 'Support Center', support: true },
    ],
  },
  {
    heading: 'Company',
    items: [
      { label: 'About Us', section: sectionIds.about },
      { label: 'Careers', companyLink: 'careers' },
      { label: 'Press', companyLink: 'press' },
      { label: 'Legal', to: pagePath('/legal') },
      { label: 'Privacy', to: pagePath('/privacy') },
      { label: 'Affiliates and Partnerships', to: pagePath('/brokers') },
    ],
  },
] as const satisfies ReadonlyArray<{ heading: string; items: readonly FooterItem[] }>

/**
 * The footer's bottom row, in order: the three policies, then the security page
 * (docs/requirements.md#footer). Terms of Service leads nowhere until its address is configured.
 */
export const policyLinks = [
  { label: 'Privacy Policy', to: pagePath('/privacy') },
  { label: 'Terms of Service', companyLink: 'terms' },
  { label: 'Cookie Policy', to: pagePath('/cookies') },
  { label: 'Security', to: pagePath('/security') },
] as const satisfies readonly FooterItem[]
