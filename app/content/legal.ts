import type { SiteConfig } from '~/config/site'
import { pagePath } from '~/lib/page-path'

/**
 * The legal page (docs/requirements.md#legal-page): the documents that exist, and the company
 * behind the site when it is configured. Terms of Service are listed only once the company has
 * published them (SITE_TERMS_URL); until then the page names no terms.
 */

/** The Options Clearing Corporation's options disclosure document, which every options trader is given. */
export const optionsDisclosure = {
  title: 'Characteristics and Risks of Standardized Options',
  publisher: 'The Options Clearing Corporation (OCC)',
  href: 'https://www.theocc.com/company-information/documents-and-archives/options-disclosure-document',
} as const

export type LegalDocument = { title: string; href: string; summary: string }

/** The documents, in the order the page lists them. */
export function legalDocuments(config: Pick<SiteConfig, 'companyLinks'>): LegalDocument[] {
  return [
    {
      title: 'Privacy Policy',
      href: pagePath('/privacy'),
      summary: 'What information we collect, how we use and share it, and the choices you have.',
    },
    ...(config.companyLinks.terms
      ? [{ title: 'Terms of Service', href: config.companyLinks.terms, summary: 'The terms of using the service.' }]
      : []),
    {
      title: 'Cookie Policy',
      href: pagePath('/cookies'),
      summary: 'What this website keeps in your browser (no cookies) and how to clear it.',
    },
    {
      title: 'Security',
      href: pagePath('/security'),
      summary: 'How to connect a broker safely, what this website does, and how to report a vulnerability.',
    },
    {
      title: 'Risk disclosure',
      href: '#risk-disclosure',
      summary:
        'The risks of options and of automated trading, and what we are not. Below, and at the foot of every page.',
    },
    {
      title: optionsDisclosure.title,
      href: optionsDisclosure.href,
      summary: `${optionsDisclosure.publisher}’s document on the risks of listed options, which U.S. brokers provide before approving an account for options trading.`,
    },
  ]
}
