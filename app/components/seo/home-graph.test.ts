import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { bureauRating, claims } from '~/content/claims'
import { plans } from '~/content/plans'
import { setupFeeUsd, supportHours } from '~/content/site/company'
import { structuredDataFor } from './page-graph'

type Node = Record<string, unknown> & { '@type': string }

/** The data as a crawler reads it: serialized, parsed back, and looked up by type. */
function graph() {
  const data = JSON.parse(JSON.stringify(structuredDataFor('/'))) as { '@context': string; '@graph': Node[] }
  const byType = (type: string) => data['@graph'].find((node) => node['@type'] === type)
  return { data, byType }
}

describe('home page structured data', () => {
  it('describes the organization with its logo, support contact and social profiles', () => {
    const organization = graph().byType('Organization')
    expect(organization).toMatchObject({
      name: site.name,
      url: `${site.origin}/`,
      logo: { url: `${site.origin}/logo.png` },
      contactPoint: { email: site.supportEmail, telephone: '+15550100199' },
    })
    const sameAs = organization?.sameAs as string[]
    expect(sameAs).toEqual(expect.arrayContaining([site.social.x, site.social.linkedin]))
    expect(sameAs).not.toContain('')
  })

  it('describes the website, published by the organization', () => {
    const { byType } = graph()
    expect(byType('WebSite')).toMatchObject({ name: site.name, url: `${site.origin}/` })
    expect(byType('WebSite')?.publisher).toEqual({ '@id': byType('Organization')?.['@id'] })
  })

  it('offers every plan at its price, monthly, in U.S. dollars', () => {
    const { data, byType } = graph()
    expect(data['@context']).toBe('https://schema.org')
    const offers = byType('SoftwareApplication')?.offers as Node[]
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      plans.map((plan) => [plan.name, plan.price, 'USD']),
    )
    expect(offers.map((offer) => (offer.priceSpecification as Node).unitCode)).toEqual(plans.map(() => 'MON'))
  })

  // The page shows the figures as the company's own, undated until it dates them; search engines
  // get no rating or figure the page does not back (no aggregateRating, review or counts).
  it('claims nothing beyond the page: no rating, review or headline figure', () => {
    const text = JSON.stringify(graph().data)
    for (const key of ['aggregateRating', 'review', 'ratingValue', 'interactionStatistic', 'award']) {
      expect(text).not.toContain(`"${key}"`)
    }
    // The counted figures; support hours and setup fees are terms the FAQ's answers state.
    const counted = claims.filter((claim) => claim.value !== supportHours && claim.value !== `$${setupFeeUsd}`)
    expect(counted).toHaveLength(4)
    for (const claim of counted) expect(text).not.toContain(claim.value)
    expect(text).not.toContain(`"${bureauRating.grade}"`)
  })
})
