import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { plans } from '~/content/plans'
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
})
