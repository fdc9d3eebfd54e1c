import type { Offer, Organization, SoftwareApplication, WebSite } from 'schema-dts'
import { site } from '~/config/site'
import { plans } from '~/content/plans'
import { tagline } from '~/content/site/company'

/**
 * Schema.org structured data (JSON-LD) for search engines, typed with schema-dts and built from the
 * site config and content modules, so names, prices and contact details cannot drift from the page.
 * Written into the prerendered HTML only (see StructuredData), as a `<script type="application/ld+json">`
 * data block that the browser never runs.
 */

const home = `${site.origin}/`
const ids = {
  organization: `${home}#organization`,
  website: `${home}#website`,
  product: `${home}#product`,
}

export function organization(): Organization {
  return {
    '@type': 'Organization',
    '@id': ids.organization,
    name: site.name,
    url: home,
    // Made at build time from the brand mark (build-steps/seo-assets.ts).
    logo: { '@type': 'ImageObject', url: new URL('/logo.png', site.origin).href, width: '512', height: '512' },
    description: tagline,
    email: site.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
      telephone: site.phone.href.replace(/^tel:/, ''),
      areaServed: 'US',
      availableLanguage: 'English',
    },
    sameAs: Object.values(site.social).filter((url) => url !== ''),
  }
}

export function website(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': ids.website,
    name: site.name,
    url: home,
    inLanguage: 'en-US',
    publisher: { '@id': ids.organization },
  }
}

/** The platform, with each plan as a monthly offer in U.S. dollars. */
export function softwareApplication(): SoftwareApplication {
  return {
    '@type': 'SoftwareApplication',
    '@id': ids.product,
    name: site.name,
    url: home,
    description: tagline,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Web',
    publisher: { '@id': ids.organization },
    offers: plans.map(
      (plan): Offer => ({
        '@type': 'Offer',
        name: plan.name,
        description: plan.description,
        price: plan.price,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: plan.price,
          priceCurrency: 'USD',
          // Per month (UN/CEFACT common code).
          unitCode: 'MON',
        },
        availability: 'https://schema.org/InStock',
        url: `${home}#pricing`,
      }),
    ),
  }
}

/** What the home page describes: the company, the site and the product with its plans (its FAQ: page-graph.ts). */
export function homeGraphNodes() {
  return [organization(), website(), softwareApplication()]
}
